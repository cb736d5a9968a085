/// A fast pre-check of identifier tokens against the names the rules care about.
///
/// Most identifiers are rejected by their first byte and length before a String is made.
struct IdentifierFilter: Sendable {
    private var lengthsByFirstByte = [UInt64](repeating: 0, count: 256)
    private(set) var names: Set<String> = []

    init(_ names: some Sequence<String>) {
        for name in names where !name.isEmpty {
            self.names.insert(name)
            let first = Int(name.utf8.first!)
            lengthsByFirstByte[first] |= 1 << UInt64(min(name.utf8.count, 63))
        }
    }

    /// Identifier token indices grouped by their text, for the names in the filter.
    func candidates(in f: SourceFile) -> [String: [Int]] {
        var result: [String: [Int]] = [:]
        f.bytes.withUnsafeBufferPointer { b in
            for i in 0..<f.tokens.count {
                let t = f.tokens[i]
                guard t.kind == .identifier else { continue }
                let mask = lengthsByFirstByte[Int(b[Int(t.start)])]
                guard mask != 0, mask & (1 << UInt64(min(t.length, 63))) != 0 else { continue }
                let s = String(decoding: UnsafeBufferPointer(rebasing: b[Int(t.start)..<Int(t.end)]), as: UTF8.self)
                if names.contains(s) { result[s, default: []].append(i) }
            }
        }
        return result
    }
}
