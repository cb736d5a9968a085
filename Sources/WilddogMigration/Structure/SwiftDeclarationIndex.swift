/// The `init`/`func` and type declarations of one Swift file, for following a value to where it comes from.
struct SwiftDeclarationIndex: Sendable {
    let file: SourceFile
    let functions: [SwiftFunctionDeclaration]
    let types: [SwiftTypeDeclaration]

    init(_ f: SourceFile) {
        file = f
        var functions: [SwiftFunctionDeclaration] = []
        var types: [SwiftTypeDeclaration] = []
        for k in f.tokens.indices where f.tokens[k].kind == .identifier {
            if f.tokenIs(k, "init") || f.tokenIs(k, "func") {
                if let d = SwiftFunctionDeclaration(f, keyword: k) { functions.append(d) }
            } else if SwiftTypeDeclaration.isKeyword(f, k), let t = SwiftTypeDeclaration(f, keyword: k) {
                types.append(t)
            }
        }
        self.functions = functions
        self.types = types
    }

    /// The innermost function or initializer whose body holds token `i`.
    func function(around i: Int) -> SwiftFunctionDeclaration? {
        functions.filter { $0.bodyOpen < i && i < $0.bodyClose }.max { $0.bodyOpen < $1.bodyOpen }
    }

    /// The innermost type or extension whose body holds token `i`.
    func type(around i: Int) -> SwiftTypeDeclaration? {
        types.filter { $0.contains(i) }.max { $0.bodyOpen < $1.bodyOpen }
    }

    /// The type whose members declare the function (nil at top level or in a local function).
    func owner(of d: SwiftFunctionDeclaration) -> SwiftTypeDeclaration? {
        guard let t = type(around: d.keyword), function(around: d.keyword).map({ $0.bodyOpen < t.bodyOpen }) ?? true else { return nil }
        return t
    }

    /// True when the function's body declares or binds its own `name` before token `i` (`let url = …`,
    /// `if let url`, `for url in`, a closure's `url in`), which hides the parameter.
    func shadows(_ name: String, in d: SwiftFunctionDeclaration, before i: Int) -> Bool {
        let f = file
        for j in (d.bodyOpen + 1)..<i where f.isIdentifier(j) && f.textEquals(j, name) {
            if f.tokenIs(j - 1, "let") || f.tokenIs(j - 1, "var") || f.tokenIs(j + 1, "in") {
                return true
            }
            // A closure parameter list `{ (url: String) in`.
            if f.isPunct(j + 1, Byte.colon), let open = f.enclosingOf(j), f.isPunct(open, Byte.openParen), f.isPunct(open - 1, Byte.openBrace) {
                return true
            }
        }
        return false
    }

    /// A stored property `let name: T` / `var name = v` declared directly in the type's body:
    /// the `let`/`var` token and the initial value's tokens, if any; nil for computed properties.
    func storedProperty(_ name: String, in t: SwiftTypeDeclaration) -> (keyword: Int, initial: (first: Int, last: Int)?)? {
        let f = file
        for j in (t.bodyOpen + 1)..<t.bodyClose where f.enclosingOf(j) == t.bodyOpen && (f.tokenIs(j, "let") || f.tokenIs(j, "var")) {
            guard f.isIdentifier(j + 1), f.textEquals(j + 1, name) else { continue }
            var k = j + 2
            while k < t.bodyClose, !f.tokens[k].newlineBefore || f.isPunct(k, Byte.dot) || f.isPunct(k, Byte.equal) {
                if f.isPunct(k, Byte.openBrace) { return nil }
                if f.isPunct(k, Byte.equal) {
                    var last = k + 1
                    while last + 1 < t.bodyClose, !f.tokens[last + 1].newlineBefore, !f.isPunct(last + 1, Byte.semicolon) {
                        last = f.partnerOf(last + 1).map { max($0, last + 1) } ?? last + 1
                    }
                    return (j, (k + 1, last))
                }
                if let p = f.partnerOf(k), p > k { k = p + 1; continue }
                k += 1
            }
            return (j, nil)
        }
        return nil
    }
}
