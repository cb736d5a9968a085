/// Legacy type names to new ones: `Wilddog` → `WDGSyncReference`, `WDataSnapshot` → `WDGDataSnapshot`, …;
/// Firebase: `WDGSyncReference` → `DatabaseReference` (Swift) / `FIRDatabaseReference` (Objective-C).
///
/// A Swift name the project declares too is written with its module (`FirebaseAuth.User`). An
/// Objective-C block type (`objcTo` `void (^)(…)`, for a callback typedef whose Firebase counterpart
/// may be missing) is written around the name a declaration gives: `WDGAuthResultCallback done` →
/// `void (^done)(FIRUser *_Nullable user, NSError *_Nullable error)`.
struct TypeRenameRule: Rule {
    let id = "type-rename"
    private let renamer: IdentifierRenamer

    init(_ mappings: MappingSet) {
        let table = TypeTable(mappings)
        renamer = IdentifierRenamer(swift: table.swift, objc: table.objc)
    }

    var triggers: Set<String> { renamer.names }

    func apply(_ ctx: RuleContext) {
        renamer.apply(ctx, rule: id) { i, to in
            if ctx.language == .swift {
                let text = ctx.qualifier.qualify(to)
                return text == to ? nil : Edit(ctx.file.range(i, i), text, rule: id)
            }
            return Self.blockDeclarator(ctx.file, type: i, to, rule: id)
        }
    }

    /// Nullability and ownership qualifiers that may stand between a type and the name it declares.
    static let qualifiers: Set<String> = ["_Nullable", "_Nonnull", "_Null_unspecified", "__nullable", "__nonnull", "__strong", "__weak", "const"]

    /// `T [qualifiers] name` with `T` a block type `R (^)(P)`: `R (^[qualifiers] name)(P)`; nil when `to`
    /// is no block type or the type declares no name here (a cast, a parameter type, a generic argument).
    static func blockDeclarator(_ f: SourceFile, type i: Int, _ to: String, rule: String) -> Edit? {
        guard let caret = to.range(of: "(^)") else { return nil }
        var k = i + 1
        var qualifiers: [String] = []
        while k < f.tokens.count, f.isIdentifier(k), Self.qualifiers.contains(f.text(k)) { qualifiers.append(f.text(k)); k += 1 }
        guard k < f.tokens.count, f.isIdentifier(k) else { return nil }
        let head = to[..<caret.lowerBound], tail = to[caret.upperBound...]
        let inner = (qualifiers + [f.text(k)]).joined(separator: " ")
        return Edit(f.range(i, k), "\(head)(^\(inner))\(tail)", rule: rule)
    }
}
