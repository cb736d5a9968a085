/// Implicit member expressions (`.Value` where the type comes from context).
extension SourceFile {
    /// Keywords after which `.name` starts an expression.
    private static let implicitMemberKeywords: Set<String> = ["return", "case", "throw", "try", "await", "yield", "if",
                                                              "guard", "while", "where", "else", "in", "switch", "is", "as"]

    /// True when the `.` at `dot` starts an implicit member expression (`= .Value`, `(.Value`, `case .Value`),
    /// not a member of a value before it (`x.Value`, `f().Value`, `x?.Value`).
    func isImplicitMember(dot: Int) -> Bool {
        let p = dot - 1
        guard p >= 0 else { return true }
        switch tokens[p].kind {
        case .identifier: return Self.implicitMemberKeywords.contains(text(p))
        case .punctuation:
            let b = firstByte(p)
            if b == Byte.question || b == Byte.exclamation {
                // `x?.a` / `x!.a` chain with no space; `c ? .a : .b` is a ternary.
                let start = Int(tokens[p].start)
                let chained = Int(tokens[p].end) == Int(tokens[dot].start) && p > 0 && Int(tokens[p - 1].end) == start
                return !chained
            }
            return [Byte.openParen, Byte.openBracket, Byte.comma, Byte.colon, Byte.equal, Byte.openBrace, Byte.semicolon,
                    Byte.less, Byte.greater, 0x26 /* & */, 0x7C /* | */].contains(b) && !isArrow(p)
        default: return false
        }
    }
}
