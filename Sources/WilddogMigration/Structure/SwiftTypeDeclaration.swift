/// A Swift `class`, `struct`, `enum`, `actor`, `protocol` or `extension` with its body.
struct SwiftTypeDeclaration: Sendable {
    /// The type's name; an extension's is the extended type's last component.
    var name: String
    var isExtension: Bool
    /// A `struct`: without an `init` in its body it has a memberwise initializer.
    var isStruct: Bool
    /// The names after the `:`, in order (a class's superclass first).
    var inherited: [String]
    var bodyOpen: Int
    var bodyClose: Int

    /// True when token `k` is `class`, `struct`, `enum`, `actor`, `protocol` or `extension`.
    static func isKeyword(_ f: SourceFile, _ k: Int) -> Bool {
        f.tokenIs(k, "class") || f.tokenIs(k, "struct") || f.tokenIs(k, "enum") || f.tokenIs(k, "actor")
            || f.tokenIs(k, "protocol") || f.tokenIs(k, "extension")
    }

    /// The declaration whose keyword is token `k`; nil for `class func`, `class var` and the like.
    init?(_ f: SourceFile, keyword k: Int) {
        guard f.isIdentifier(k), Self.isKeyword(f, k), !f.isPunct(k - 1, Byte.dot),
              f.isIdentifier(k + 1) else { return nil }
        let next = f.text(k + 1)
        guard !["func", "var", "let", "case", "subscript", "init", "static", "final", "override"].contains(next) else { return nil }
        var name = next
        var j = k + 2
        // `extension Outer.Inner`: the last component names the type.
        while f.isPunct(j, Byte.dot), f.isIdentifier(j + 1) { name = f.text(j + 1); j += 2 }
        var inherited: [String] = []
        var afterColon = false, inWhere = false, angles = 0
        while j < f.tokens.count, !f.isPunct(j, Byte.openBrace) {
            if f.tokens[j].kind == .endOfFile || f.isPunct(j, Byte.closeBrace) || f.isPunct(j, Byte.semicolon)
                || f.isPunct(j, Byte.equal) { return nil }
            if f.isPunct(j, Byte.less) { angles += 1 }
            else if f.isPunct(j, Byte.greater) { angles -= 1 }
            else if f.tokenIs(j, "where") { inWhere = true }
            else if angles == 0, !inWhere, f.isPunct(j, Byte.colon) { afterColon = true }
            else if angles == 0, !inWhere, afterColon, f.isIdentifier(j), f.isPunct(j - 1, Byte.colon) || f.isPunct(j - 1, Byte.comma) {
                inherited.append(f.text(j))
            }
            if let p = f.partnerOf(j), p > j { j = p + 1; continue }
            j += 1
        }
        guard j < f.tokens.count, let end = f.partnerOf(j) else { return nil }
        self.name = name
        isExtension = f.tokenIs(k, "extension")
        isStruct = f.tokenIs(k, "struct")
        self.inherited = inherited
        bodyOpen = j
        bodyClose = end
    }

    func contains(_ i: Int) -> Bool { i > bodyOpen && i < bodyClose }
}
