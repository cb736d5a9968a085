/// The type renames of the mapping, applied to snippets of code the rules compose.
struct TypeTable: Sendable {
    let renames: [String: String]

    init(_ mappings: MappingSet) {
        var renames: [String: String] = [:]
        for e in mappings.types { renames[e.from] = e.to }
        self.renames = renames
    }

    /// `text` with every identifier that names a legacy type replaced by its 2.x name.
    ///
    /// Snippets are parameter declarations (`WAuthData *authData`, `error: Error?`): no strings or
    /// comments, so identifiers are found by scanning bytes.
    func rename(_ text: String, _ language: Language) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 8)
        var i = 0
        while i < bytes.count {
            guard Byte.isIdentifierHead(bytes[i]) else { out.append(bytes[i]); i += 1; continue }
            var e = i + 1
            while e < bytes.count, Byte.isIdentifierBody(bytes[e]) { e += 1 }
            let word = bytes[i..<e]
            if let to = renames[String(decoding: word, as: UTF8.self)] { out += to.utf8 } else { out += word }
            i = e
        }
        return String(decoding: out, as: UTF8.self)
    }
}
