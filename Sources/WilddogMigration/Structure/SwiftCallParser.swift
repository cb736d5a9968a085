/// Recognises Swift calls and their receivers on a lexed file.
enum SwiftCallParser {
    /// The call whose base name is token `name`, or nil when no argument list or trailing closure follows.
    static func parse(_ f: SourceFile, name: Int, allowBare: Bool = false) -> SwiftCall? {
        var arguments: [SwiftCall.Argument] = []
        var k = name + 1
        var openParen: Int?
        var closeParen: Int?
        var end = name
        if f.isPunct(k, Byte.openParen), !f.tokens[k].newlineBefore, let close = f.partnerOf(k) {
            openParen = k
            closeParen = close
            arguments = splitArguments(f, k, close)
            end = close
            k = close + 1
        }
        if f.isPunct(k, Byte.openBrace), !f.tokens[k].newlineBefore, let close = f.partnerOf(k), !startsStatementBody(f, name) {
            arguments.append(.init(label: nil, start: k, end: close, isTrailingClosure: true))
            end = close
            k = close + 1
            while f.tokens[k].kind == .identifier, f.isPunct(k + 1, Byte.colon), f.isPunct(k + 2, Byte.openBrace),
                  let c = f.partnerOf(k + 2) {
                arguments.append(.init(label: k, start: k + 2, end: c, isTrailingClosure: true))
                end = c
                k = c + 1
            }
        }
        if openParen == nil && arguments.isEmpty && !allowBare { return nil }
        var dot: Int?
        var receiverStart: Int?
        if f.isPunct(name - 1, Byte.dot) {
            dot = name - 1
            receiverStart = receiverStartBefore(f, dot: name - 1)
        }
        return SwiftCall(name: name, dot: dot, receiverStart: receiverStart, openParen: openParen,
                         closeParen: closeParen, arguments: arguments, end: end)
    }

    /// Splits the tokens between `open` and `close` at top-level commas.
    private static func splitArguments(_ f: SourceFile, _ open: Int, _ close: Int) -> [SwiftCall.Argument] {
        f.listElements(open, close).compactMap { first, last in
            guard first <= last else { return nil }
            if f.tokens[first].kind == .identifier, f.isPunct(first + 1, Byte.colon), first + 2 <= last {
                return .init(label: first, start: first + 2, end: last, isTrailingClosure: false)
            }
            return .init(label: nil, start: first, end: last, isTrailingClosure: false)
        }
    }

    /// True when the call sits in an `if`/`guard`/`while`/`for`/`switch` head, whose `{` is the body.
    private static func startsStatementBody(_ f: SourceFile, _ name: Int) -> Bool {
        var i = name - 1
        while i >= 0 {
            let t = f.tokens[i]
            if t.kind == .punctuation {
                if let p = f.partnerOf(i), p < i { i = p - 1; continue }
                if f.isPunct(i, Byte.openBrace) || f.isPunct(i, Byte.openParen) || f.isPunct(i, Byte.openBracket) || f.isPunct(i, Byte.semicolon) { return false }
            }
            if t.kind == .identifier {
                if f.tokenIs(i, "if") || f.tokenIs(i, "guard") || f.tokenIs(i, "while") || f.tokenIs(i, "for") || f.tokenIs(i, "switch") { return true }
            }
            if f.tokens[i].newlineBefore && !f.isPunct(i, Byte.dot) { return false }
            i -= 1
        }
        return false
    }

    /// The first token of the postfix expression that ends just before `dot`.
    static func receiverStartBefore(_ f: SourceFile, dot: Int) -> Int? {
        var j = dot - 1
        var start: Int?
        while j >= 0 {
            let t = f.tokens[j]
            if (f.isPunct(j, Byte.question) || f.isPunct(j, Byte.exclamation)) && f.tokens[j].triviaStart == f.tokens[j].start {
                j -= 1
                continue
            }
            if t.kind == .punctuation, let p = f.partnerOf(j), p < j {
                start = p
                j = p - 1
                if j >= 0, !f.tokens[p].newlineBefore, f.tokens[p].triviaStart == f.tokens[p].start,
                   f.tokens[j].kind == .identifier || f.isPunct(j, Byte.closeParen) || f.isPunct(j, Byte.closeBracket)
                    || f.isPunct(j, Byte.question) || f.isPunct(j, Byte.exclamation) || f.isPunct(j, Byte.closeBrace) {
                    continue
                }
                if j >= 0, f.isPunct(j, Byte.dot) { j -= 1; continue }
                return start
            }
            if t.kind == .identifier || t.kind == .string || t.kind == .number || t.kind == .stringTail {
                if t.kind == .stringTail { j = f.literalStart(j) }
                start = j
                j -= 1
                if j >= 0, f.isPunct(j, Byte.dot) { j -= 1; continue }
                return start
            }
            return start
        }
        return start
    }
}
