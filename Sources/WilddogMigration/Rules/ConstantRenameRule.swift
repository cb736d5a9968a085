/// Constants renamed one for one: Objective-C `WEventTypeValue` → `WDGDataEventTypeValue`; Firebase:
/// `WDGAuthErrorDomain` → `AuthErrorDomain` (Swift) / `FIRAuthErrorDomain` (Objective-C).
struct ConstantRenameRule: Rule {
    let id = "constant-rename"
    private let renamer: IdentifierRenamer

    init(_ mappings: MappingSet) {
        var swift: [String: String] = [:], objc: [String: String] = [:]
        for e in mappings.constants {
            swift[e.from] = e.to
            objc[e.from] = e.to(.objectiveC)
        }
        renamer = IdentifierRenamer(swift: swift, objc: objc)
    }

    var triggers: Set<String> { renamer.names }

    func apply(_ ctx: RuleContext) { renamer.apply(ctx, rule: id) }
}
