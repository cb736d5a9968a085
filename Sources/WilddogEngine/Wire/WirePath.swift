/// Paths as message bodies spell them (WIRE-PROTOCOL.md §3.1, §4).
///
/// Clients send `/a/b` (root `/`), Android `a/b`, servers push `a/b` (root empty); all forms
/// are read by splitting on `/` and dropping empty segments. Every key is checked, and the
/// path must stay within 32 levels and 768 UTF-8 bytes.
enum WirePath {
    /// Parses a path; `.priority` is allowed only as the last key of a write's path.
    static func parse(_ text: String, allowsPrioritySuffix: Bool, what: String = "path") throws(WireError) -> Path {
        var keys: [ChildKey] = []
        var bytes = 0
        let pieces = text.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true)
        for (i, piece) in pieces.enumerated() {
            let key = String(Substring(piece))
            let isPrioritySuffix = allowsPrioritySuffix && i == pieces.count - 1 && key == ".priority"
            guard isPrioritySuffix || Validation.isValidKey(key) else {
                throw WireError(.invalidData, "Invalid key \"\(key.prefix(100))\" in \(what) \"\(text.prefix(200))\": keys can't "
                    + "contain \".\", \"#\", \"$\", \"[\", \"]\" or control characters")
            }
            bytes += 1 + piece.count
            keys.append(ChildKey(key))
        }
        guard keys.count <= Validation.maxPathDepth else {
            throw WireError(.tooLarge, "The \(what) \"\(text.prefix(200))…\" is deeper than \(Validation.maxPathDepth) levels")
        }
        guard bytes <= Validation.maxPathLengthBytes else {
            throw WireError(.tooLarge, "The \(what) \"\(text.prefix(200))…\" is longer than \(Validation.maxPathLengthBytes) bytes")
        }
        return Path(keys)
    }

    /// The client form: `/a/b`, `/` for the root.
    static func clientText(_ path: Path) -> String { path.description }

    /// The server (push) form: `a/b`, empty for the root.
    static func serverText(_ path: Path) -> String { path.relativeString }
}
