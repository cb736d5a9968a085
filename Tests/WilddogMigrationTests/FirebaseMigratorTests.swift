import Foundation
import Testing
@testable import WilddogMigration

/// The two rounds as one: composed edits, findings placed in the file as read, superseded findings,
/// and the mapping files by target.
struct FirebaseMigratorTests {
    @Test func composedEditsTurnTheOriginalIntoTheFinalText() {
        let original = Array("let a = Old(1); let b = Mid(2)\n".utf8)
        let first = [Edit(8..<11, "Mid", rule: "r1"), Edit(24..<27, "MidToo", rule: "r1")]
        var set = EditSet()
        for e in first { set.add(e) }
        let middle = set.apply(to: original)
        #expect(String(decoding: middle, as: UTF8.self) == "let a = Mid(1); let b = MidToo(2)\n")
        let second = [Edit(8..<11, "New", rule: "r2"), Edit(0..<3, "var", rule: "r2"), Edit(33..<33, " // end", rule: "r2")]
        var set2 = EditSet()
        for e in second { set2.add(e) }
        let final = String(decoding: set2.apply(to: middle), as: UTF8.self)
        let composition = EditComposition(original: original, first: first, second: second)
        var composed = EditSet()
        for e in composition.edits { composed.add(e) }
        #expect(String(decoding: composed.apply(to: original), as: UTF8.self) == final)
        #expect(composition.edits.contains { $0.range == 8..<11 && $0.replacement == "New" })
        // A place in text the first round wrote maps to the start of that edit.
        #expect(composition.originalOffset(of: 25) == 24)
        #expect(composition.originalOffset(of: 33) == 30)
    }

    @Test func legacyAndTwoXCodeInOneFileBothReachFirebase() {
        let text = """
        import Wilddog
        import WilddogAuth

        func go(ref: Wilddog) {
            ref.childByAppendingPath("x").setValue(1)
            WDGAuth.auth()?.signInAnonymously { user, error in print(user?.uid ?? "") }
        }

        """
        let out = Harness.rewriteToFirebase(text, language: .swift)
        #expect(out.contains("func go(ref: DatabaseReference)"))
        #expect(out.contains("ref.child(\"x\").setValue(1)"))
        #expect(out.contains("Auth.auth().signInAnonymously { authResult, error in let user = authResult?.user; print(user?.uid ?? \"\") }"))
        #expect(!out.contains("Wilddog") && !out.contains("WDG"))
    }

    @Test func aFirebaseFindingReplacesTheTwoXFindingItSupersedesOnTheSameLine() {
        let text = """
        import Wilddog
        let ref = Wilddog(url: "https://sup.wilddogio.com")
        func expiry(authData: WAuthData) { print(authData.expires) }

        """
        let outcome = Harness.migrateToFirebase([SourceInput(path: "main.swift", text: text)])[0]
        let line3 = outcome.findings.filter { $0.line == 3 }
        #expect(line3.contains { $0.message.contains("expirationDate") })
        #expect(!line3.contains { $0.message.contains("no 2.x counterpart") })
        #expect(outcome.findings.allSatisfy { $0.link?.hasPrefix("MIGRATION") ?? true })
    }

    @Test func findingsOfTheFirebaseRoundPointIntoTheFileAsRead() throws {
        let text = """
        import Wilddog

        let ref = Wilddog(url: "https://pos.wilddogio.com")
        func phone() {
            WDGAuth.auth()?.signIn(withPhone: "1", password: "2") { user, error in }
        }

        """
        let outcome = Harness.migrateToFirebase([SourceInput(path: "main.swift", text: text)])[0]
        let phone = try #require(outcome.findings.first { $0.message.contains("phone + password") })
        #expect(phone.line == 5)
        let written = outcome.positionedAsWritten()
        let moved = try #require(written.findings.first { $0.message.contains("phone + password") })
        let lines = outcome.outputText.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[moved.line - 1].contains("signIn(withPhone:"))
    }

    @Test func aFileOfTheOtherTargetIsRejectedWithItsDirectory() throws {
        let dir = try MappingSetTests.temporaryDirectory(["fb.json": """
        {"schemaVersion": 2, "target": "firebase", "title": "F", "anchor": "f", "order": 1, "entries": []}
        """])
        #expect(throws: MappingError.self) { try MappingSet.load(directory: dir) }
        let other = try MappingSetTests.temporaryDirectory(["plain.json": """
        {"schemaVersion": 2, "title": "P", "anchor": "p", "order": 1, "entries": []}
        """])
        #expect(throws: MappingError.self) { try MappingSet.load(directory: other, target: .firebase) }
    }

    @Test(arguments: [
        ("{\"id\": \"s\", \"kind\": \"manual\", \"swift\": {\"from\": \"x\"}, \"supersedes\": [\"y\"]}", "supersedes", "firebase target", false),
        ("{\"id\": \"u\", \"kind\": \"call\", \"objc\": {\"from\": \"auth\", \"to\": \"auth\"}, \"unwrapsResult\": true}", "unwrapsResult", "needs a swift form", true),
        ("{\"id\": \"l\", \"kind\": \"call\", \"swift\": {\"from\": \"f(_:)\", \"to\": \"f(_:)\"}, \"labelClosure\": true}", "labelClosure", "last argument has a label", true),
        ("{\"id\": \"a\", \"kind\": \"property\", \"swift\": {\"from\": \"k\", \"template\": \"$recv.k\"}, \"assignable\": true}", "assignable", "a template cannot be assigned", true),
        ("{\"id\": \"v\", \"kind\": \"manual\", \"swift\": {\"from\": \"x\"}, \"severity\": \"error\"}", "severity", "use warning or note", true),
        ("{\"id\": \"t\", \"kind\": \"type\", \"from\": \"A\", \"to\": \"B\", \"objcTo\": \"\"}", "objcTo", "is empty", true),
        ("{\"id\": \"w\", \"kind\": \"call\", \"swift\": {\"from\": \"f(completion:)\", \"to\": \"f(completion:)\"}, \"callback\": {\"label\": \"completion\", \"legacyCount\": 2, \"order\": [0, 1], \"objcSignature\": \"\", \"swiftSignature\": \"\", \"wraps\": {\"index\": 2, \"name\": \"r\", \"swiftType\": \"R?\", \"objcType\": \"R *\", \"property\": \"user\", \"objcPropertyType\": \"U *\"}}}", "callback.wraps.index", "outside 0..<2", true),
        ("{\"id\": \"d\", \"kind\": \"call\", \"swift\": {\"from\": \"f(completion:)\", \"to\": \"f(completion:)\"}, \"callback\": {\"label\": \"completion\", \"legacyCount\": 1, \"order\": [-1, 0], \"inserted\": [{\"objc\": \"R *r\", \"swiftName\": \"r\", \"swiftType\": \"R?\"}], \"objcSignature\": \"\", \"swiftSignature\": \"\", \"adapter\": {\"swiftParameters\": [\"r\"], \"objcParameters\": [\"R *r\", \"NSError *e\"], \"swiftArguments\": [\"e\"], \"objcArguments\": [\"e\"], \"swiftBlockType\": \"((Error?) -> Void)\", \"objcBlockType\": \"void (^)(NSError *)\"}}}", "callback.adapter.swiftParameters", "has 1 names for 2 parameters", true),
    ])
    func malformedFirebaseFieldsAreRejected(_ entry: String, _ field: String, _ message: String, _ firebase: Bool) throws {
        let dir = try MappingSetTests.temporaryDirectory(["bad.json": """
        {"schemaVersion": 2, \(firebase ? "\"target\": \"firebase\", " : "")"title": "Bad", "anchor": "bad", "order": 1, "entries": [\(entry)]}
        """])
        do {
            _ = try MappingSet.load(directory: dir, target: firebase ? .firebase : .wilddog2)
            Issue.record("accepted: \(entry)")
        } catch let error as MappingError {
            #expect(error.message.contains("field '\(field)'") && error.message.contains(message), "\(error.message)")
        }
    }

    @Test func everyShippedFirebaseFileBelongsToTheFirebaseTarget() throws {
        let files = try MappingSet.readDirectory(Harness.firebaseMappingsDirectory)
        #expect(files.count >= 9)
        #expect(files.allSatisfy { $0.target == .firebase && $0.schemaVersion == MappingSet.supportedSchemaVersion })
        let legacyIDs = Set(Harness.mappings.entries.map(\.id))
        for e in Harness.firebaseMappings.entries {
            for id in e.supersedes { #expect(legacyIDs.contains(id), "\(e.id) supersedes an unknown 2.x entry \(id)") }
            #expect(!legacyIDs.contains(e.id), "\(e.id) is also a 2.x id")
        }
    }
}
