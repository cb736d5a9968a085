/// Swift type names the project declares (`class User`, `struct Database`, `typealias Auth = …`) or
/// imports by name (`import class Kit.User`), for the qualification of clashing Firebase names.
struct DeclaredTypeNameCollector: FactCollecting {
    static let keywords = ["class", "struct", "enum", "protocol", "typealias", "actor"]

    var triggers: Set<String> { Set(Self.keywords) }

    func collect(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        guard f.language == .swift else { return }
        for keyword in Self.keywords {
            for i in c[keyword] ?? [] where f.isIdentifier(i + 1) && !f.isPunct(i - 1, Byte.dot) {
                if f.tokenIs(i - 1, "import") {
                    // `import class Kit.User`: the last name of the path.
                    var k = i + 1
                    while f.isPunct(k + 1, Byte.dot), f.isIdentifier(k + 2) { k += 2 }
                    facts.declaredTypeNames.insert(f.text(k))
                } else {
                    facts.declaredTypeNames.insert(f.text(i + 1))
                }
            }
        }
    }
}
