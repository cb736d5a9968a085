/// A Swift `init` or `func` declaration that has a body: its name, parameters and body.
struct SwiftFunctionDeclaration: Sendable {
    /// `init` or `func`.
    var keyword: Int
    /// `init` for an initializer, else the function's base name.
    var name: String
    var isInitializer: Bool
    var parameters: [SwiftParameter]
    /// The `(` of the parameter list.
    var parameterList: Int
    var bodyOpen: Int
    var bodyClose: Int

    /// The declaration starting at token `k` (`init`, `init?`, `func name<…>`); nil when `k` starts
    /// none, or a requirement without a body.
    init?(_ f: SourceFile, keyword k: Int) {
        var open = k + 1
        if f.tokenIs(k, "init") {
            guard !f.isPunct(k - 1, Byte.dot) else { return nil }
            name = "init"
            isInitializer = true
            if f.isPunct(open, Byte.question) || f.isPunct(open, Byte.exclamation) { open += 1 }
        } else {
            guard f.tokenIs(k, "func"), f.isIdentifier(k + 1) else { return nil }
            name = f.text(k + 1)
            isInitializer = false
            open = k + 2
        }
        // Generic parameters `<T: P>` before the list.
        if f.isPunct(open, Byte.less) {
            while open < f.tokens.count, !f.isPunct(open, Byte.openParen), f.tokens[open].kind != .endOfFile { open += 1 }
        }
        guard f.isPunct(open, Byte.openParen), let close = f.partnerOf(open) else { return nil }
        var parameters: [SwiftParameter] = []
        for (first, last) in f.listElements(open, close) where first <= last {
            guard let p = SwiftParameter(f, first: first, last: last) else { return nil }
            parameters.append(p)
        }
        // The body follows the effects, result type and `where` clause; a requirement has none.
        var j = close + 1
        while j < f.tokens.count, !f.isPunct(j, Byte.openBrace) {
            if f.tokens[j].kind == .endOfFile || f.isPunct(j, Byte.closeBrace) || f.isPunct(j, Byte.semicolon)
                || f.isPunct(j, Byte.equal) || f.isPunct(j, Byte.at) || Self.startsDeclaration(f, j) { return nil }
            if let p = f.partnerOf(j), p > j { j = p + 1; continue }
            j += 1
        }
        guard j < f.tokens.count, let end = f.partnerOf(j) else { return nil }
        keyword = k
        self.parameters = parameters
        parameterList = open
        bodyOpen = j
        bodyClose = end
    }

    /// The parameter the body calls `name`.
    func parameter(named name: String) -> SwiftParameter? { parameters.first { $0.name == name } }

    /// `init(url:)`, `connect(to:)`: how findings name the declaration.
    var signature: String { name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")" }

    private static let declarationKeywords: Set<String> = ["func", "init", "var", "let", "case", "subscript", "deinit",
                                                           "typealias", "associatedtype", "static", "class", "struct",
                                                           "enum", "protocol", "extension", "actor", "import"]

    private static func startsDeclaration(_ f: SourceFile, _ j: Int) -> Bool {
        f.tokens[j].kind == .identifier && f.tokens[j].newlineBefore && declarationKeywords.contains(f.text(j))
    }
}
