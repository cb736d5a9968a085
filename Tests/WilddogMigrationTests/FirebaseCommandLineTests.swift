import WilddogObjCHeaders
import WilddogTestSupport
import Foundation
import Testing
@testable import WilddogMigration

/// `--target firebase` on the command line: the options, the reports and the exit codes of the 2.x target.
@Suite(.serialized)
struct FirebaseCommandLineTests {
    static let legacySwift = """
    import Wilddog

    let ref = Wilddog(url: "https://cli-app.wilddogio.com/rooms")
    func show() {
        ref.authUser("a@b.c", password: "pw") { error, authData in print(authData?.uid ?? "") }
        ref.childByAppendingPath("a").setValue(1)
    }

    """

    static func tree() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fb-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try legacySwift.write(to: dir.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        return dir
    }

    @Test func dryRunPrintsTheFirebaseDiffAndLinksTheFirebaseGuide() async throws {
        let dir = try Self.tree()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try await Tool.run(["--target", "firebase", dir.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("+import FirebaseDatabase") && run.stdout.contains("+import FirebaseAuth"))
        #expect(run.stdout.contains("+FirebaseApp.configure()"))
        #expect(run.stdout.contains("Auth.auth().signIn(withEmail: \"a@b.c\", password: \"pw\") { authResult, error in let authData = authResult?.user;"))
        #expect(run.stderr.contains("GoogleService-Info.plist") && run.stderr.contains("MIGRATION-FIREBASE.md#fb-configuration"))
    }

    @Test func databaseURLsRewriteTheAppsReferences() async throws {
        let dir = try Self.tree()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try await Tool.run(["--target", "firebase", "--firebase-database-url", "cli-app=https://cli-app-default-rtdb.firebaseio.com", "--write", dir.path])
        #expect(run.status == 0, "\(run.stderr)")
        let text = Harness.read(dir.appendingPathComponent("main.swift"))
        #expect(text.contains("Database.database(url: \"https://cli-app-default-rtdb.firebaseio.com\").reference(withPath: \"rooms\")"))
        #expect(!text.contains("wilddogio.com"))
        let again = try await Tool.run(["--target", "firebase", "--firebase-database-url", "cli-app=https://cli-app-default-rtdb.firebaseio.com", "--check", dir.path])
        #expect(again.status == 0, "a second run would change the file: \(again.stderr)")
    }

    @Test(arguments: [
        (["--firebase-database-url", "x=https://x.firebaseio.com"], "--firebase-database-url needs --target firebase"),
        (["--target", "firebase", "--firebase-database-url", "x"], "takes APPID=URL"),
        (["--target", "firebase", "--firebase-database-url", "x=http://x.firebaseio.com"], "is not an https URL"),
        (["--target", "firebase", "--firebase-database-url", "x=https://x.firebaseio.com/path"], "is not an https URL"),
        (["--target", "firebase", "--firebase-database-url", "x y=https://x.firebaseio.com"], "is not a Wilddog app id"),
        (["--target", "firebase", "--firebase-database-url", "x=https://a.firebaseio.com", "--firebase-database-url", "x=https://b.firebaseio.com"], "two URLs"),
        (["--target", "3.x"], "unknown target '3.x'"),
    ])
    func badOptionsAreUsageErrors(_ options: [String], _ message: String) async throws {
        let run = try await Tool.run(options + ["Nowhere.swift"])
        #expect(run.status == 2)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }

    @Test func checkFailsAndSARIFValidatesWithTheFirebaseRules() async throws {
        let dir = try Self.tree()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try await Tool.run(["--target", "firebase", "--check", "--format", "sarif", dir.path])
        #expect(run.status == 1)
        try await SARIF.validate(run.stdout)
        #expect(run.stdout.contains("\"configuration\"") && run.stdout.contains("See MIGRATION-FIREBASE.md#fb-configuration."))
        let json = try await Tool.run(["--target", "firebase", "--format", "json", dir.path])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let findings = object["findings"] as? [[String: Any]] ?? []
        #expect(findings.contains { $0["ruleID"] as? String == "configuration" })
    }

    @Test func aFirebaseOverrideAppliesToTheFirebaseRound() async throws {
        let dir = try Self.tree()
        let overrides = FileManager.default.temporaryDirectory.appendingPathComponent("fb-overrides-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: overrides, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir); try? FileManager.default.removeItem(at: overrides) }
        try """
        {"schemaVersion": 2, "target": "firebase", "title": "Mine", "anchor": "mine", "order": 50, "entries": [
          {"id": "fb-child-by-appending-path", "kind": "call", "swift": {"from": "child(_:)", "to": "childAt(_:)"}}
        ]}
        """.write(to: overrides.appendingPathComponent("mine.json"), atomically: true, encoding: .utf8)
        let run = try await Tool.run(["--target", "firebase", "--mappings", overrides.path, dir.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(".childAt(\"a\").setValue(1)"))
        let plain = try await Tool.run(["--mappings", overrides.path, dir.path])
        #expect(plain.stdout.contains(".child(\"a\").setValue(1)"), "a Firebase file must not change the 2.x target")
    }

    @Test func docsCheckCoversBothGuides() async throws {
        let exe = Tool.executable.path
        let run = try await OffPool.run { try Subprocess.run(exe, ["docs", "--check", "--mappings-root", Harness.mappingsDirectory], timeout: 120) }
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("MIGRATION.md is up to date") && run.output.contains("MIGRATION-FIREBASE.md is up to date"))
    }
}
