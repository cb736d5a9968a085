import Foundation
import Testing
@testable import WilddogMigration

/// The tool's promise over every migrated output the project has: a legacy identifier of
/// `Mappings/` survives only on a line the tool reported (with the reason it could not convert it).
struct LegacyIdentifierTests {
    /// Legacy names no 2.x code uses: types, enum types and legacy-only cases, constants, server
    /// values, error enums and constants, and the manual identifiers spelled like SDK symbols.
    static let legacyNames: Set<String> = {
        var names = Set<String>()
        for e in Harness.mappings.entries where [.type, .constant, .serverValue, .errorCode, .enumCase].contains(e.kind) {
            for name in [e.from, e.objc?.from, e.swift?.from] {
                guard let n = name, !n.contains(":"), !n.contains("(") else { continue }
                names.insert(String(n.split(separator: ".").first ?? ""))
            }
        }
        for e in Harness.mappings.enumCases { for (from, to) in e.cases where from != to { names.insert(from) } }
        for e in Harness.mappings.manuals {
            for form in [e.swift, e.objc] {
                if let n = form?.from, !n.contains(":"), !n.contains("("), n.first.map({ $0.isUppercase || $0 == "k" }) == true { names.insert(n) }
            }
        }
        names.remove("")
        return names
    }()

    /// Cases of the legacy error enums (`InvalidPassword` of `WAuthenticationError.InvalidPassword`):
    /// legacy only as members (`.InvalidPassword`).
    static let legacyMembers: Set<String> = {
        var names = Set<String>()
        for e in Harness.mappings.errorCodes {
            if let from = e.swift?.from, let dot = from.firstIndex(of: ".") { names.insert(String(from[from.index(after: dot)...])) }
        }
        return names
    }()

    @Test func theNamesCoverTypesEnumsErrorsAndConstants() {
        #expect(Self.legacyMembers.contains("InvalidPassword") && Self.legacyMembers.contains("PermissionDenied"))
        for n in ["Wilddog", "WAuthData", "WEventType", "ChildAdded", "WAuthenticationError", "WilddogError",
                  "WAuthenticationErrorInvalidPassword", "kWilddogServerValueTimestamp", "WAuthenticationErrorDomain"] {
            #expect(Self.legacyNames.contains(n), "\(n)")
        }
    }

    @Test(arguments: MigratedOutputs.all.map(\.name))
    func legacyIdentifiersSurviveOnlyOnReportedLines(_ set: String) throws {
        let outcomes = try #require(MigratedOutputs.all.first { $0.name == set }).outcomes
        #expect(!outcomes.isEmpty)
        var left: [String] = []
        for o in outcomes.map({ $0.positionedAsWritten() }) {
            guard let language = o.language else { continue }
            let f = try SourceFile(path: o.path, language: language, bytes: o.output)
            let lines = LineIndex(o.output)
            let reported = Set(o.findings.filter { $0.severity != .error }.map(\.line))
            for (i, t) in f.tokens.enumerated() where t.kind == .identifier
                && (Self.legacyNames.contains(f.text(i)) || f.isPunct(i - 1, Byte.dot) && Self.legacyMembers.contains(f.text(i))) {
                let line = lines.location(Int(t.start)).line
                if !reported.contains(line) { left.append("\(o.path):\(line): \(f.text(i))") }
            }
        }
        #expect(left.isEmpty, "legacy identifiers on unreported lines: \(left)")
    }
}
