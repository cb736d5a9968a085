/// Reports legacy API used inside Swift string interpolations, which the rewriter leaves alone
/// (string literals are never rewritten).
struct InterpolationRule: Rule {
    let id = "interpolation"
    private let names: Set<String>

    init(_ mappings: MappingSet) {
        var names = Set(TypeTable(mappings).renames.keys)
        for e in mappings.entries(.call) + mappings.entries(.oauth) {
            let c = CallEntry(e)
            if let s = c.swiftFrom, c.changes(.swift) { names.insert(s.base) }
        }
        for e in mappings.entries(.serverValue) { if let s = e.swift?.from, s.allSatisfy({ $0.isLetter || $0.isNumber }) { names.insert(s) } }
        self.names = names
    }

    var triggers: Set<String> { [] }

    func apply(_ ctx: RuleContext) {
        guard ctx.language == .swift else { return }
        let f = ctx.file
        let marker: [UInt8] = [Byte.backslash, Byte.openParen]
        guard ByteSearch.contains(marker, in: f.bytes) else { return }
        for i in 0..<f.tokens.count where f.tokens[i].kind == .string {
            let t = f.tokens[i]
            let slice = f.bytes[Int(t.start)..<Int(t.end)]
            guard let open = ByteSearch.find(marker, in: f.bytes, from: Int(t.start), to: Int(t.end)) else { continue }
            var k = open + marker.count
            while k < slice.endIndex {
                guard Byte.isIdentifierHead(slice[k]) else { k += 1; continue }
                var e = k + 1
                while e < slice.endIndex && Byte.isIdentifierBody(slice[e]) { e += 1 }
                let word = String(decoding: slice[k..<e], as: UTF8.self)
                if names.contains(word) {
                    ctx.report(.warning, "legacy API `\(word)` inside a string interpolation is not rewritten: move the expression out of the string or convert it by hand",
                               at: k, rule: id)
                    break
                }
                k = e
            }
        }
    }
}
