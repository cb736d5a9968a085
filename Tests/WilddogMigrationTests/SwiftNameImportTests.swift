import Foundation
import Testing

/// The facades' Swift names are the ones Swift gives the SDKs' own ObjC headers (the fixtures of
/// `Fixtures/ObjC`, the contracts' view): importing the headers with the Swift compiler's
/// ClangImporter is the truth for a derived name (`-getTokenWithCompletion:` is
/// `getTokenWithCompletion(_:)`, not `getToken(completion:)`), so a wrongly derived one fails here.
@Suite struct SwiftNameImportTests {
    /// SDK names a facade does not declare on purpose: the contract's reason.
    static let judgements: [String: String] = [
        "WDGSyncReference.description()": "NEW-API.md (judgement): `description` is the CustomStringConvertible property; a method and a property of that name cannot coexist in Swift",
        "Wilddog.description()": "LEGACY-API.md: `description` is the CustomStringConvertible property; legacy code that called `description()` drops the parentheses",
    ]

    /// Facade members the SDK headers do not declare that a contract adds on purpose.
    static let additions: [String: String] = [
        "WDGSyncErrorCode.tooManyConnections": "NEW-API.md: added name, code 26107 from error-code.md",
        "WDGSyncErrorCode.appFrozen": "NEW-API.md: added name, code 26108 from error-code.md",
        "WDGSyncErrorCode.expiredToken": "NEW-API.md: added name, code 26801 from error-code.md",
        "WDGSyncErrorCode.invalidToken": "NEW-API.md: added name, code 26802 from error-code.md",
    ]

    @Test func theNewFacadesDeclareTheNamesSwiftGivesThe2xHeaders() async throws {
        let imported = try await SwiftNameImport.imported(.new)
        let symbols = ExpectedSwiftNames.comparable(imported)
        var expected = symbols.map { SwiftNameComparison.Expected(name: $0.name, deprecated: $0.isDeprecated) }
        let dropped = ExpectedSwiftNames.notImported(imported, headers: ObjCTypeCheck.root.appendingPathComponent("SDK-2.x"))
        expected += dropped.compactMap(\.throwingName).map { SwiftNameComparison.Expected(name: $0) }
        #expect(dropped.filter { $0.throwingName == nil }.isEmpty, "the import has no declaration for: \(dropped.filter { $0.throwingName == nil })")
        #expect(expected.contains { $0.name == "WDGUser.getTokenWithCompletion(_:)" } && expected.contains { $0.name == "WDGAuth.signOut()" })
        try await check(expected, known: Set(imported.symbols.map(\.name)), imported: imported, sdk: .new, minimum: 270)
    }

    @Test func theLegacyFacadeDeclaresTheSwift2NamesOfThe1xHeaders() async throws {
        let imported = try await SwiftNameImport.imported(.legacy)
        #expect(ExpectedSwiftNames.notImported(imported, headers: ObjCTypeCheck.root.appendingPathComponent("SDK-1.x")).isEmpty)
        let names = ExpectedSwiftNames.comparable(imported).map { (name: ExpectedSwiftNames.swift2Name(of: $0), symbol: $0) }
        let members = names.filter { $0.symbol.owner != nil }
        let errors = try await SwiftNameImport.errors(typeChecking: ExpectedSwiftNames.uses(members, module: "Wilddog"), against: .legacy)
        let unconfirmed = ExpectedSwiftNames.verify(members, errors: errors)
        #expect(unconfirmed.isEmpty, "not the compiler's Swift 2 names of the 1.x headers:\n\(unconfirmed.joined(separator: "\n"))")
        // The rule really gives other names than the current import (`observeEventType(_:withBlock:)`).
        #expect(members.filter { $0.name != $0.symbol.name }.count >= 50)
        let expected = names.map { SwiftNameComparison.Expected(name: $0.name, deprecated: $0.symbol.isDeprecated) }
        try await check(expected, known: Set(imported.symbols.map(\.name)), imported: imported, sdk: .legacy, minimum: 140)
    }

    private func check(_ expected: [SwiftNameComparison.Expected], known: Set<String>, imported: SymbolGraph,
                       sdk: ObjCTypeCheck.SDK, minimum: Int) async throws {
        let facades = try await SwiftNameImport.facades(sdk)
        let result = SwiftNameComparison(expected: expected, known: known, imported: imported, facade: facades)
        let judged = Set(Self.judgements.keys), added = Set(Self.additions.keys)
        #expect(result.compared >= minimum, "only \(result.compared) names of the \(sdk.rawValue) headers compared")
        let missing = result.missing.filter { !judged.contains($0) }
        #expect(missing.isEmpty, "\(missing.count) of \(result.compared) Swift names of the \(sdk.rawValue) headers are not in the facades:\n\(missing.joined(separator: "\n"))")
        #expect(result.onlyDeprecated.isEmpty, "deprecated in the facades, not in the \(sdk.rawValue) headers:\n\(result.onlyDeprecated.joined(separator: "\n"))")
        let extra = result.extra.filter { !added.contains($0) }
        #expect(extra.isEmpty, "facade members the \(sdk.rawValue) headers do not have (deprecate an old spelling, or add it to `additions` with the contract's reason):\n\(extra.joined(separator: "\n"))")
        // A stale exception would hide the next difference of that name.
        let owners = Set(expected.compactMap { $0.name.split(separator: ".").count > 1 ? $0.name.split(separator: ".")[0] : nil })
        for name in judged.union(added) where owners.contains(name.split(separator: ".")[0]) {
            #expect(result.missing.contains(name) || result.extra.contains(name), "\(name) is listed as an exception but is no longer a difference")
        }
    }

    /// The comparison really fails on the name this check was written for, and accepts the fix.
    @Test func aDerivedNameTheImportDoesNotGiveIsFound() {
        let user = SymbolGraph.Symbol(kind: "swift.class", usr: "c:objc(cs)WDGUser", path: ["WDGUser"])
        let imported = SymbolGraph(symbols: [
            user,
            .init(kind: "swift.method", usr: "c:objc(cs)WDGUser(im)getTokenWithCompletion:", path: ["WDGUser", "getTokenWithCompletion(_:)"]),
        ])
        let expected = ExpectedSwiftNames.comparable(imported).map { SwiftNameComparison.Expected(name: $0.name) }
        let old = SymbolGraph.Symbol(kind: "swift.method", usr: "s:1", path: ["WDGUser", "getToken(completion:)"])
        let wrong = SwiftNameComparison(expected: expected, known: [], imported: imported, facade: SymbolGraph(symbols: [user, old]))
        #expect(wrong.missing == ["WDGUser.getTokenWithCompletion(_:)"])
        #expect(wrong.extra == ["WDGUser.getToken(completion:)"])
        var deprecatedOld = old
        deprecatedOld.isDeprecated = true
        let fixed = SwiftNameComparison(expected: expected, known: [], imported: imported, facade: SymbolGraph(symbols: [
            user, deprecatedOld, .init(kind: "swift.method", usr: "s:2", path: ["WDGUser", "getTokenWithCompletion(_:)"]),
        ]))
        #expect(fixed.missing.isEmpty && fixed.extra.isEmpty && fixed.compared == 2)
        let onlyOld = SwiftNameComparison(expected: expected, known: [], imported: imported, facade: SymbolGraph(symbols: [
            user, .init(kind: "swift.method", usr: "s:2", path: ["WDGUser", "getTokenWithCompletion(_:)"], isDeprecated: true),
        ]))
        #expect(onlyOld.onlyDeprecated == ["WDGUser.getTokenWithCompletion(_:)"])
    }

    /// The Swift 2 rule and its check: a name the compiler renames to another declaration's, or one
    /// that is not a name at all, is reported.
    @Test func aSwift2NameIsCheckedAgainstTheDeclarationItNames() {
        let observe = SymbolGraph.Symbol(kind: "swift.method", usr: "c:objc(cs)WQuery(im)observeEventType:withBlock:", path: ["WQuery", "observe(_:with:)"])
        let added = SymbolGraph.Symbol(kind: "swift.enum.case", usr: "c:@E@WEventType@WEventTypeChildAdded", path: ["WEventType", "childAdded"])
        let url = SymbolGraph.Symbol(kind: "swift.init", usr: "c:objc(cs)Wilddog(im)initWithUrl:", path: ["Wilddog", "init(url:)"])
        #expect(ExpectedSwiftNames.swift2Name(of: observe) == "WQuery.observeEventType(_:withBlock:)")
        #expect(ExpectedSwiftNames.swift2Name(of: added) == "WEventType.ChildAdded")
        #expect(ExpectedSwiftNames.swift2Name(of: url) == "Wilddog.init(url:)")
        let names = [(name: "WQuery.observeEventType(_:withBlock:)", symbol: observe), (name: "WEventType.ChildAdded", symbol: added),
                     (name: "Wilddog.init(url:)", symbol: url)]
        let line = ExpectedSwiftNames.usesFirstLine
        #expect(ExpectedSwiftNames.verify(names, errors: [
            (line, "'observeEventType(_:withBlock:)' has been renamed to 'observe(_:with:)'"), (line + 1, "'ChildAdded' has been renamed to 'childAdded'"),
        ]).isEmpty)
        let wrong = ExpectedSwiftNames.verify(names, errors: [
            (line, "'observeEventType(_:withBlock:)' has been renamed to 'observe(_:with:withCancel:)'"),
            (line + 2, "type 'Wilddog' has no member 'init(url:)'"),
        ])
        #expect(wrong.count == 3, "\(wrong)")
    }
}
