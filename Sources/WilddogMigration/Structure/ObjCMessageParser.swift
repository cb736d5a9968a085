/// Recognises Objective-C message sends on a lexed file.
enum ObjCMessageParser {
    private static let keywordsBeforeSend: Set<String> = ["return", "in", "case", "else", "do", "throw", "sizeof", "typeof", "yield"]

    /// The message send whose `[` is token `open`, or nil when that bracket is a subscript,
    /// an array literal, or does not read as a send.
    static func parse(_ f: SourceFile, open: Int) -> ObjCMessageSend? {
        guard f.isPunct(open, Byte.openBracket), let close = f.partnerOf(open), close > open + 1 else { return nil }
        if open > 0 {
            let p = f.tokens[open - 1]
            if f.isPunct(open - 1, Byte.at) { return nil }
            if p.kind == .identifier && !keywordsBeforeSend.contains(f.text(open - 1)) { return nil }
            if f.isPunct(open - 1, Byte.closeParen) || f.isPunct(open - 1, Byte.closeBracket) {
                // `(cast)[x y]` is a send; `f(x)[i]` is a subscript. Only casts end in `*)` or a bare type.
                guard let o = f.partnerOf(open - 1), f.isPunct(open - 1, Byte.closeParen), looksLikeCast(f, o, open - 1) else { return nil }
            }
            if p.kind == .string || p.kind == .number || p.kind == .atString { return nil }
        }
        let rs = open + 1
        var k = unitEnd(f, rs, close)
        if f.isPunct(rs, Byte.openParen), k < close, !(f.tokens[k].kind == .identifier && (f.isPunct(k + 1, Byte.colon) || k + 1 == close)) {
            k = unitEnd(f, k, close)
        }
        while k < close {
            if f.isPunct(k, Byte.dot) || f.isArrow(k) {
                k += 1
                if k < close { k = unitEnd(f, k, close) }
            } else if f.isPunct(k, Byte.openParen) || f.isPunct(k, Byte.openBracket) {
                k = unitEnd(f, k, close)
            } else { break }
        }
        guard k < close, f.tokens[k].kind == .identifier, k > rs else { return nil }
        let receiverEnd = k - 1
        if k + 1 == close {
            return ObjCMessageSend(open: open, close: close, receiverStart: rs, receiverEnd: receiverEnd,
                                   pieces: [.init(name: k, colon: nil, argumentStart: k + 1, argumentEnd: k)])
        }
        var pieces: [ObjCMessageSend.Piece] = []
        var name = k
        while name < close {
            guard f.tokens[name].kind == .identifier, f.isPunct(name + 1, Byte.colon) else { return nil }
            let argStart = name + 2
            var j = argStart
            var questions = 0
            var next = close
            while j < close {
                if f.tokens[j].kind == .punctuation, let p = f.partnerOf(j), p > j { j = p + 1; continue }
                if f.isPunct(j, Byte.question) { questions += 1 }
                else if f.isPunct(j, Byte.colon) && questions > 0 { questions -= 1 }
                else if j > argStart, questions == 0, f.tokens[j].kind == .identifier, f.isPunct(j + 1, Byte.colon),
                        !f.isPunct(j - 1, Byte.dot), !f.isArrow(j - 1) {
                    next = j
                    break
                }
                j += 1
            }
            pieces.append(.init(name: name, colon: name + 1, argumentStart: argStart, argumentEnd: next - 1))
            name = next
        }
        return ObjCMessageSend(open: open, close: close, receiverStart: rs, receiverEnd: receiverEnd, pieces: pieces)
    }

    /// The index after one primary unit starting at `k`: a bracket group, or a single token.
    private static func unitEnd(_ f: SourceFile, _ k: Int, _ limit: Int) -> Int {
        if f.tokens[k].kind == .punctuation, let p = f.partnerOf(k), p > k { return min(p + 1, limit) }
        if f.isPunct(k, Byte.at), k + 1 < limit, let p = f.partnerOf(k + 1), p > k + 1 { return min(p + 1, limit) }
        return k + 1
    }

    /// A parenthesised group that reads as a C cast: `(Type *)` or `(Type)`.
    private static func looksLikeCast(_ f: SourceFile, _ open: Int, _ close: Int) -> Bool {
        guard close > open + 1 else { return false }
        for i in (open + 1)..<close {
            let t = f.tokens[i]
            if t.kind == .identifier { continue }
            if f.isPunct(i, Byte.star) || f.isPunct(i, Byte.less) || f.isPunct(i, Byte.greater) || f.isPunct(i, Byte.comma) { continue }
            return false
        }
        return f.tokens[open + 1].kind == .identifier
    }

    /// The innermost message send that has token `i` as its first selector piece.
    static func send(startingSelectorAt i: Int, in f: SourceFile) -> ObjCMessageSend? {
        guard let open = f.enclosingOf(i), f.isPunct(open, Byte.openBracket),
              let send = parse(f, open: open), send.pieces.first?.name == i else { return nil }
        return send
    }
}
