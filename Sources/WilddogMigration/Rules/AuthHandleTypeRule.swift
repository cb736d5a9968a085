/// Retypes the variables that hold an auth observer handle: `WilddogHandle` / `Int64` becomes
/// `WDGAuthStateDidChangeListenerHandle` (an object, no longer an integer).
struct AuthHandleTypeRule: Rule {
    let id = "auth-handle-type"
    private let specs: [HandleSpec]

    init(_ mappings: MappingSet) {
        specs = mappings.entries(.call).compactMap(\.handle)
    }

    var triggers: Set<String> { Set(specs.flatMap(\.legacyTypes)) }

    func apply(_ ctx: RuleContext) {
        let names = ctx.project.authHandleNames
        guard !names.isEmpty else { return }
        let f = ctx.file
        for spec in specs {
            for type in spec.legacyTypes {
                for i in ctx.tokens(named: type) {
                    let declared: Int?
                    switch f.language {
                    case .objectiveC: declared = f.isIdentifier(i + 1) ? i + 1 : nil
                    case .swift: declared = f.isPunct(i - 1, Byte.colon) && f.isIdentifier(i - 2) ? i - 2 : nil
                    }
                    guard let d = declared else { continue }
                    var name = f.text(d)
                    if name.hasPrefix("_") { name.removeFirst() }
                    guard names.contains(name) else { continue }
                    let to = f.language == .swift ? spec.swift : spec.objc
                    var edits = [Edit(f.range(i, i), to, rule: id)]
                    if let assign = assignAttribute(f, before: i) { edits.append(Edit(f.range(assign, assign), "strong", rule: id)) }
                    ctx.propose(edits, rule: id)
                }
            }
        }
    }

    /// The `assign` attribute of an `@property (…, assign) Type name;` declaring token `i`: the new
    /// handle is an object, which ARC must retain.
    private func assignAttribute(_ f: SourceFile, before i: Int) -> Int? {
        guard f.language == .objectiveC, f.isPunct(i - 1, Byte.closeParen), let open = f.partnerOf(i - 1),
              f.tokenIs(open - 1, "property"), f.isPunct(open - 2, Byte.at) else { return nil }
        return (open + 1..<(i - 1)).first { f.tokenIs($0, "assign") }
    }
}
