/// The type renames of the mapping, applied to snippets of code the rules compose.
struct TypeTable: Sendable {
    let renames: [String: String]

    init(_ mappings: MappingSet) {
        var renames: [String: String] = [:]
        for e in mappings.entries(.type) {
            if let from = e.from, let to = e.to { renames[from] = to }
        }
        self.renames = renames
    }

    /// `text` with every identifier that names a legacy type replaced by its 2.x name.
    func rename(_ text: String, _ language: Language) -> String {
        guard text.utf8.contains(0x57),
              let f = try? SourceFile(path: "", language: language, bytes: Array(text.utf8)) else { return text }
        var set = EditSet()
        for i in 0..<f.tokens.count where f.tokens[i].kind == .identifier {
            if let to = renames[f.text(i)] { set.add(Edit(f.range(i, i), to, rule: "type-rename")) }
        }
        return String(decoding: set.apply(to: f.bytes), as: UTF8.self)
    }
}
