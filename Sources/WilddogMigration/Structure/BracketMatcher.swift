/// Pairs `(`/`)`, `[`/`]` and `{`/`}` tokens and records the innermost open bracket of every token.
enum BracketMatcher {
    static func match(_ tokens: [Token], _ bytes: [UInt8]) throws(LexError) -> (partner: [Int32], enclosing: [Int32]) {
        var partner = [Int32](repeating: -1, count: tokens.count)
        var enclosing = [Int32](repeating: -1, count: tokens.count)
        var stack: [Int32] = []
        stack.reserveCapacity(64)
        for i in 0..<tokens.count {
            let t = tokens[i]
            enclosing[i] = stack.last ?? -1
            guard t.kind == .punctuation && t.length == 1 else { continue }
            let c = bytes[Int(t.start)]
            switch c {
            case Byte.openParen, Byte.openBracket, Byte.openBrace:
                stack.append(Int32(i))
            case Byte.closeParen, Byte.closeBracket, Byte.closeBrace:
                guard let open = stack.popLast() else {
                    throw LexError(reason: .unbalancedBrackets, offset: Int(t.start))
                }
                let o = bytes[Int(tokens[Int(open)].start)]
                let expected: UInt8 = c == Byte.closeParen ? Byte.openParen : c == Byte.closeBracket ? Byte.openBracket : Byte.openBrace
                guard o == expected else { throw LexError(reason: .unbalancedBrackets, offset: Int(t.start)) }
                partner[Int(open)] = Int32(i)
                partner[i] = open
                enclosing[i] = stack.last ?? -1
            default:
                break
            }
        }
        if let open = stack.last {
            throw LexError(reason: .unbalancedBrackets, offset: Int(tokens[Int(open)].start))
        }
        return (partner, enclosing)
    }
}
