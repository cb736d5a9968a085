/// Paths as message bodies spell them (WIRE-PROTOCOL.md §3.1, §4).
///
/// Clients send `/a/b` (root `/`), Android `a/b`, servers push `a/b` (root empty); all forms
/// are read by splitting on `/` and dropping empty segments. Every key is checked, and the
/// path must stay within 32 levels and 768 UTF-8 bytes.
enum WirePath {
    /// Parses a path; `.priority` is allowed only as the last key of a write's path.
    static func parse(_ text: String, allowsPrioritySuffix: Bool, what: String = "path") throws(WireError) -> Path {
        let result = text.utf8.withContiguousStorageIfAvailable { parse($0, allowsPrioritySuffix: allowsPrioritySuffix) }
            ?? Array(text.utf8).withUnsafeBufferPointer { parse($0, allowsPrioritySuffix: allowsPrioritySuffix) }
        switch result {
        case .success(let path):
            return path
        case .failure(.invalidKey(let key)):
            throw WireError(.invalidData, "Invalid key \"\(key.prefix(100))\" in \(what) \"\(text.prefix(200))\": keys can't "
                + "contain \".\", \"#\", \"$\", \"[\", \"]\" or control characters")
        case .failure(.tooDeep):
            throw WireError(.tooLarge, "The \(what) \"\(text.prefix(200))…\" is deeper than \(Validation.maxPathDepth) levels")
        case .failure(.tooLong):
            throw WireError(.tooLarge, "The \(what) \"\(text.prefix(200))…\" is longer than \(Validation.maxPathLengthBytes) bytes")
        }
    }

    private enum Failure: Error {
        case invalidKey(String)
        case tooDeep
        case tooLong
    }

    private static func parse(_ utf8: UnsafeBufferPointer<UInt8>, allowsPrioritySuffix: Bool) -> Result<Path, Failure> {
        var keys: [ChildKey] = []
        var bytes = 0
        var afterPriority = false
        var start = 0
        for end in 0...utf8.count where end == utf8.count || utf8[end] == UInt8(ascii: "/") {
            defer { start = end + 1 }
            guard end > start else { continue }
            let piece = UnsafeBufferPointer(rebasing: utf8[start..<end])
            let key = String(decoding: piece, as: UTF8.self)
            if afterPriority || piece.contains(where: Validation.isForbiddenInKey) {
                // `.priority` may end a write's path; anything after it, or any other bad key, fails.
                guard allowsPrioritySuffix, !afterPriority, key == ".priority" else { return .failure(.invalidKey(key)) }
                afterPriority = true
            }
            bytes += 1 + piece.count
            keys.append(ChildKey(key))
        }
        guard keys.count <= Validation.maxPathDepth else { return .failure(.tooDeep) }
        guard bytes <= Validation.maxPathLengthBytes else { return .failure(.tooLong) }
        return .success(Path(keys))
    }

    /// The client form: `/a/b`, `/` for the root.
    static func clientText(_ path: Path) -> String { path.description }

    /// The server (push) form: `a/b`, empty for the root.
    static func serverText(_ path: Path) -> String { path.relativeString }
}
