/// The parameter list of an Objective-C block literal `^(NSError *error, WAuthData *authData) { … }`.
struct BlockSignature: Sendable {
    struct Parameter: Sendable {
        var start: Int
        var end: Int
        /// The parameter's name: the last identifier of the declaration.
        var name: Int
    }

    var caret: Int
    var parenOpen: Int?
    var parenClose: Int?
    var parameters: [Parameter]
    var bodyOpen: Int
    var bodyClose: Int

    /// Parses the block literal that starts at token `start` (`^`), or nil when it is not one.
    static func parse(_ f: SourceFile, start: Int, limit: Int) -> BlockSignature? {
        guard f.isPunct(start, Byte.caret) else { return nil }
        var k = start + 1
        var parenOpen: Int?
        var parenClose: Int?
        while k <= limit, !f.isPunct(k, Byte.openBrace) {
            if f.isPunct(k, Byte.openParen), let p = f.partnerOf(k) {
                parenOpen = k
                parenClose = p
                k = p + 1
                continue
            }
            guard f.tokens[k].kind == .identifier || f.isPunct(k, Byte.star) else { return nil }
            k += 1
        }
        guard k <= limit, f.isPunct(k, Byte.openBrace), let bodyClose = f.partnerOf(k) else { return nil }
        var parameters: [Parameter] = []
        if let o = parenOpen, let c = parenClose, c > o + 1, !(c == o + 2 && f.tokenIs(o + 1, "void")) {
            for (first, last) in f.listElements(o, c) {
                var name = last
                while name >= first && f.tokens[name].kind != .identifier { name -= 1 }
                guard name >= first else { return nil }
                parameters.append(Parameter(start: first, end: last, name: name))
            }
        }
        return BlockSignature(caret: start, parenOpen: parenOpen, parenClose: parenClose, parameters: parameters,
                              bodyOpen: k, bodyClose: bodyClose)
    }
}
