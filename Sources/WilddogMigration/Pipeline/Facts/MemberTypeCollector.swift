/// Objective-C properties and methods declared with a plain type name (`@property (…) Type name;`,
/// `- (Type)name…`), so the block type of a member declared in a header is known where it is used.
struct MemberTypeCollector: FactCollecting {
    var triggers: Set<String> { ["property"] }

    func collect(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        guard f.language == .objectiveC else { return }
        for i in c["property"] ?? [] where f.isPunct(i - 1, Byte.at) && f.isPunct(i + 1, Byte.openParen) {
            guard let close = f.partnerOf(i + 1), f.isIdentifier(close + 1), f.isIdentifier(close + 2), f.isPunct(close + 3, Byte.semicolon) else { continue }
            facts.memberTypes[f.text(close + 2)] = f.text(close + 1)
        }
        for i in 0..<f.tokens.count where (f.isPunct(i, Byte.minus) || f.isPunct(i, Byte.plus)) && f.enclosingOf(i) == nil {
            guard f.isPunct(i + 1, Byte.openParen), f.isIdentifier(i + 2), f.isPunct(i + 3, Byte.closeParen), f.isIdentifier(i + 4) else { continue }
            facts.memberTypes[f.text(i + 4)] = f.text(i + 2)
        }
    }
}
