import Foundation

/// Declarations other files use: string constants, Objective-C block types and member types.
extension FactCollector {
    /// Objective-C declarations other files may use: block typedefs and properties with the legacy
    /// auth-result shape (`typedef void (^AccountLoginBlock)(NSError *error, WAuthData *authData);`), and
    /// the type names of properties and methods (`@property (…) Type name;`, `- (Type)name…`), so the
    /// block type of a member declared in a header is known where it is used.
    func collectBlockTypes(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        guard f.language == .objectiveC else { return }
        for i in c["property"] ?? [] where f.isPunct(i - 1, Byte.at) && f.isPunct(i + 1, Byte.openParen) {
            guard let close = f.partnerOf(i + 1), f.isIdentifier(close + 1), f.isIdentifier(close + 2), f.isPunct(close + 3, Byte.semicolon) else { continue }
            facts.memberTypes[f.text(close + 2)] = f.text(close + 1)
        }
        for i in 0..<f.tokens.count where (f.isPunct(i, Byte.minus) || f.isPunct(i, Byte.plus)) && f.enclosingOf(i) == nil {
            guard f.isPunct(i + 1, Byte.openParen), f.isIdentifier(i + 2), f.isPunct(i + 3, Byte.closeParen), f.isIdentifier(i + 4) else { continue }
            facts.memberTypes[f.text(i + 4)] = f.text(i + 2)
        }
        guard legacyBlockTypes.contains(where: { c[$0] != nil }) else { return }
        for site in blockShapes.sites(f) {
            guard let name = site.declaredName, let shape = blockShapes.shape(of: site, f) else { continue }
            if site.isTypedef { facts.reorderedBlockTypes[f.text(name)] = shape.order }
            else if site.isProperty { facts.reorderedBlockNames[f.text(name)] = shape.order }
        }
    }

    /// String constants: `#define NAME @"…"`, `NSString *const NAME = @"…";`, `let NAME = "…"`.
    func collectConstants(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        if f.language == .objectiveC {
            for i in 0..<f.tokens.count where f.tokens[i].kind == .directive {
                let words = f.text(i).split(whereSeparator: { $0 == " " || $0 == "\t" })
                guard words.count == 3, words[0] == "#define" else { continue }
                var value = String(words[2])
                if value.hasPrefix("@") { value.removeFirst() }
                if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { facts.stringConstants[String(words[1])] = String(value.dropFirst().dropLast()) }
            }
        }
        for i in (c["let"] ?? []) + (c["const"] ?? []) {
            guard f.isIdentifier(i + 1), f.isPunct(i + 2, Byte.equal), i + 3 < f.tokens.count,
                  let value = DictionaryLiteral.key(f, i + 3) else { continue }
            facts.stringConstants[f.text(i + 1)] = value
        }
    }
}
