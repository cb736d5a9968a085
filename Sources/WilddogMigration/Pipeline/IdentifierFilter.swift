/// Finds the identifier tokens whose text is one of the names the rules care about.
///
/// Names live in an open-addressing table keyed by an FNV-1a hash of their bytes, so a token is
/// checked without making a String; a String is made once per distinct name found in a file.
struct IdentifierFilter: Sendable {
    private let names: [String]
    private let bytes: [[UInt8]]
    /// Slots of the hash table: index into `names` + 1, 0 for empty.
    private let slots: [Int32]
    private let mask: Int
    /// Bit `min(length, 63)` set for every length some name with that first byte has.
    private let lengthsByFirstByte: [UInt64]

    init(_ names: some Sequence<String>) {
        let unique = Array(Set(names.filter { !$0.isEmpty })).sorted()
        self.names = unique
        bytes = unique.map { Array($0.utf8) }
        var size = 16
        while size < unique.count * 4 { size *= 2 }
        mask = size - 1
        var slots = [Int32](repeating: 0, count: size)
        var lengths = [UInt64](repeating: 0, count: 256)
        for (k, b) in bytes.enumerated() {
            lengths[Int(b[0])] |= 1 << UInt64(min(b.count, 63))
            var h = Self.hash(b[...]) & (size - 1)
            while slots[h] != 0 { h = (h + 1) & (size - 1) }
            slots[h] = Int32(k + 1)
        }
        self.slots = slots
        lengthsByFirstByte = lengths
    }

    @inline(__always)
    static func hash(_ s: ArraySlice<UInt8>) -> Int {
        var h: UInt64 = 0xcbf29ce484222325
        for c in s { h = (h ^ UInt64(c)) &* 0x100000001b3 }
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }

    /// Identifier token indices grouped by their text, for the names in the filter.
    func candidates(in f: SourceFile) -> [String: [Int]] {
        var found: [Int: [Int]] = [:]
        let source = f.bytes
        for i in 0..<f.tokens.count {
            let t = f.tokens[i]
            guard t.kind == .identifier else { continue }
            let start = Int(t.start), length = t.length
            let mask = lengthsByFirstByte[Int(source[start])]
            guard mask != 0, mask & (1 << UInt64(min(length, 63))) != 0 else { continue }
            let text = source[start..<(start + length)]
            var h = Self.hash(text) & self.mask
            while slots[h] != 0 {
                let k = Int(slots[h] - 1)
                if bytes[k].count == length && bytes[k].elementsEqual(text) {
                    found[k, default: []].append(i)
                    break
                }
                h = (h + 1) & self.mask
            }
        }
        var result: [String: [Int]] = [:]
        result.reserveCapacity(found.count)
        for (k, tokens) in found { result[names[k]] = tokens }
        return result
    }
}
