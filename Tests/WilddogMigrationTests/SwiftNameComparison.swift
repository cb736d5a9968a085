import Foundation

/// The Swift names an SDK's headers give against the ones a facade declares.
struct SwiftNameComparison {
    /// One Swift name of the SDK (`WDGUser.getTokenWithCompletion(_:)`) and whether the SDK
    /// deprecates it (then a deprecated facade member is enough).
    struct Expected: Sendable {
        var name: String
        var deprecated = false
    }

    /// How many SDK names were looked up in the facade.
    var compared = 0
    /// SDK names the facade does not declare.
    var missing: [String] = []
    /// SDK names the facade declares only deprecated.
    var onlyDeprecated: [String] = []
    /// Members the facade declares (not deprecated) on SDK types that the SDK does not have.
    var extra: [String] = []

    /// Conformance members Swift gives imported enums and the facades' enums alike.
    static let witnesses: Set<String> = ["init(rawValue:)", "rawValue", "hashValue", "hash(into:)"]
    /// What every SDK class inherits from `NSObject`.
    static let objectMembers: Set<String> = ["description", "debugDescription", "hash", "isEqual(_:)"]

    /// `known`: every name the SDK has, beyond `expected` (its async variants, other spellings):
    /// a facade member with one of these names is not an extra.
    init(expected: [Expected], known: Set<String>, imported: SymbolGraph, facade: SymbolGraph) {
        var declared: [String: Bool] = [:]   // name → declared without deprecation
        for s in facade.symbols where Self.counts(s) { declared[s.name, default: false] = declared[s.name, default: false] || !s.isDeprecated }
        for e in expected {
            compared += 1
            switch declared[e.name] {
            case true?: continue
            case false?: if !e.deprecated { onlyDeprecated.append(e.name) }
            case nil: missing.append(e.name)
            }
        }
        let sdkNames = known.union(expected.map(\.name))
        let types = Dictionary(imported.symbols.filter { $0.path.count == 1 }.map { ($0.path[0], $0.usr) }) { a, _ in a }
        for s in facade.symbols where Self.counts(s) && !s.isDeprecated {
            guard let owner = s.owner, let type = types[owner], !sdkNames.contains(s.name) else { continue }
            let member = s.path.last ?? ""
            if Self.objectMembers.contains(member) && imported.symbols.contains(where: { $0.usr == type && $0.kind == "swift.class" }) { continue }
            // A requirement of a protocol the type adopts, or a member of its superclass, in the SDK.
            let ancestors = imported.ancestors(of: type)
            let inherited = imported.symbols.contains { a in
                a.path.count == 1 && ancestors.contains(a.usr) && sdkNames.contains(a.path[0] + "." + s.name.dropFirst(owner.count + 1))
            }
            if !inherited { extra.append(s.name) }
        }
        missing.sort()
        extra = Array(Set(extra)).sorted()
    }

    /// Declarations that have a name of their own (not operators or the enums' conformance members).
    static func counts(_ s: SymbolGraph.Symbol) -> Bool {
        !s.isSynthesized && s.kind != "swift.func.op" && !(s.path.count > 1 && witnesses.contains(s.path.last ?? ""))
    }
}
