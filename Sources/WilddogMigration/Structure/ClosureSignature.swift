/// The parameter clause of a Swift closure: `{ a, b in`, `{ (a, b) -> Void in`, `{ (a: T, b: U) in`.
struct ClosureSignature: Sendable {
    struct Parameter: Sendable {
        var start: Int
        var end: Int
        /// The parameter's name token.
        var name: Int
        /// First token of its type annotation, if any.
        var typeStart: Int?
    }

    var open: Int
    var close: Int
    /// The `(` … `)` around the parameters, when parenthesised.
    var parenOpen: Int?
    var parenClose: Int?
    var parameters: [Parameter]
    /// The `in` keyword; nil for a closure without a signature (it may use `$0`).
    var inToken: Int?

    /// Parses the closure whose `{` is token `open`.
    static func parse(_ f: SourceFile, open: Int) -> ClosureSignature? {
        guard f.isPunct(open, Byte.openBrace), let close = f.partnerOf(open) else { return nil }
        var k = open + 1
        if f.isPunct(k, Byte.openBracket), let p = f.partnerOf(k) { k = p + 1 }
        var parameters: [Parameter] = []
        var parenOpen: Int?
        var parenClose: Int?
        if f.isPunct(k, Byte.openParen), let p = f.partnerOf(k) {
            parenOpen = k
            parenClose = p
            for (first, last) in f.listElements(k, p) where first <= last {
                guard let param = parameter(f, first, last) else { return nil }
                parameters.append(param)
            }
            k = p + 1
        } else {
            while k < close, f.tokens[k].kind == .identifier, !f.tokenIs(k, "in") {
                parameters.append(Parameter(start: k, end: k, name: k, typeStart: nil))
                k += 1
                if f.isPunct(k, Byte.comma) { k += 1 } else { break }
            }
        }
        while k < close, !f.tokenIs(k, "in") {
            if f.isArrow(k) || f.tokenIs(k, "throws") || f.tokenIs(k, "async") || (parenOpen != nil && !f.tokens[k].newlineBefore) {
                if f.tokens[k].kind == .punctuation, let q = f.partnerOf(k), q > k { k = q + 1 } else { k += 1 }
                continue
            }
            break
        }
        guard k < close, f.tokenIs(k, "in") else {
            return ClosureSignature(open: open, close: close, parenOpen: nil, parenClose: nil, parameters: [], inToken: nil)
        }
        return ClosureSignature(open: open, close: close, parenOpen: parenOpen, parenClose: parenClose,
                                parameters: parameters, inToken: k)
    }

    private static func parameter(_ f: SourceFile, _ s: Int, _ e: Int) -> Parameter? {
        guard f.tokens[s].kind == .identifier else { return nil }
        if s == e { return Parameter(start: s, end: e, name: s, typeStart: nil) }
        if f.isPunct(s + 1, Byte.colon), s + 2 <= e { return Parameter(start: s, end: e, name: s, typeStart: s + 2) }
        if f.tokens[s + 1].kind == .identifier, f.isPunct(s + 2, Byte.colon), s + 3 <= e {
            return Parameter(start: s, end: e, name: s + 1, typeStart: s + 3)
        }
        return nil
    }
}
