import WilddogTestSupport
import Foundation
import Testing
@testable import WilddogMigration

/// Legacy programs never written for the tool, the way apps log and display SDK values (string
/// interpolations with auth providers, keys, parents, event types, error codes turned back into
/// enums): `Examples/LegacyLogging` (top-level code) and `Examples/LegacyTodo` (`@main`, multi-line
/// and raw strings), and three written as iOS apps use the 1.x API, not for the tool:
/// `Examples/LegacyChat` (view models, weak captures, handles in dictionaries, presence, top-level
/// code), `Examples/LegacyShop` (every sign-in method and `WAuthData` field, every query builder,
/// `@main`), `Examples/LegacyNotes` (a generic repository, no entry point, a second app) and
/// `Examples/LegacyPresence` (a `static let shared` service with lazy references, `Result` wrappers,
/// a protocol with an `associatedtype`, `WDataSnapshot` computed properties, a second app's URL in a
/// `static let` read through its type) and `Examples/LegacyTracker` (a generic repository with closures
/// stored in properties, extensions on `Wilddog` and `WQuery`, a `WEventType` switch, children through
/// an `NSEnumerator`, a transaction, onDisconnect, an auth observer, 1.x error codes compared).
/// Each type-checks against 1.x; `--write` gives the committed
/// `Examples/Migrated<Name>`, whose every 2.x compile error lies on a line the tool reported, at the
/// position it printed.
@Suite struct NewProgramLoopTests {
    static let names = ["Logging", "Todo", "Chat", "Shop", "Notes", "Presence", "ScoreBoard", "Tracker"]
    /// Programs written with convertible calls only: no compile error is left after `--write`.
    static let fullyConvertible: Set<String> = ["Chat", "ScoreBoard"]

    static func legacyRoot(_ name: String) -> URL { Harness.packageRoot.appendingPathComponent("Examples/Legacy\(name)") }
    static func migratedRoot(_ name: String) -> URL { Harness.packageRoot.appendingPathComponent("Examples/Migrated\(name)") }

    /// Each program migrated as one project, paths relative to its directory.
    static let outcomes: [String: [FileOutcome]] = Dictionary(uniqueKeysWithValues: names.map { name in
        let root = legacyRoot(name)
        return (name, Harness.migrator.migrate(Harness.files(below: root).map { rel in
            SourceInput(path: rel, bytes: Array(Harness.read(root.appendingPathComponent(rel)).utf8))
        }))
    })

    /// What `--write` reports: positions in the files as written.
    static func written(_ name: String) -> [FileOutcome] { (outcomes[name] ?? []).map { $0.positionedAsWritten() } }

    @Test(arguments: names)
    func programHasTheSameFilesAsItsMigration(_ name: String) {
        #expect(Harness.files(below: Self.legacyRoot(name)).count >= 2)
        #expect(Harness.files(below: Self.legacyRoot(name)) == Harness.files(below: Self.migratedRoot(name)))
    }

    @Test(arguments: names)
    func legacyProgramTypeChecksAgainstThe1xModule(_ name: String) async throws {
        let modules = try #require(BuiltModules.directory, "the modules are not built next to the test bundle")
        let swiftc = try #require(BuiltModules.swiftc, "no swiftc found")
        let files = Harness.files(below: Self.legacyRoot(name)).map { Self.legacyRoot(name).appendingPathComponent($0).path }
        let errors = try await OffPool.run { try BuiltModules.typecheck(swiftc: swiftc, modules: modules, files: files) }
        #expect(errors.isEmpty, "\(errors.map { "\($0.path):\($0.line): \($0.message)" })")
    }

    @Test(arguments: names)
    func migratedProgramIsTheToolsOutput(_ name: String) throws {
        for outcome in try #require(Self.outcomes[name]) {
            let committed = Harness.read(Self.migratedRoot(name).appendingPathComponent(outcome.path))
            #expect(!committed.isEmpty)
            #expect(outcome.outputText == committed, "\(outcome.path): regenerate, see Examples/Migrated\(name)/README.md")
        }
    }

    /// The committed findings are the ones `--write` prints (positions in the files as written).
    @Test(arguments: names)
    func findingsAreTheCommittedOnes(_ name: String) {
        let text = Self.written(name).flatMap(\.findings).map(\.formatted).joined(separator: "\n") + "\n"
        #expect(text == Harness.read(Self.migratedRoot(name).appendingPathComponent("findings.txt")))
    }

    /// Legacy API inside interpolations is rewritten like any other code: the converted spellings
    /// appear inside the strings.
    @Test func interpolationsAreRewritten() throws {
        let logging = Self.outcomes["Logging", default: []].map(\.outputText).joined()
        let todo = Self.outcomes["Todo", default: []].map(\.outputText).joined()
        for legacy in [".ChildAdded", ".ChildRemoved", ".Value", ".provider)", ".provider ", "ref.authData", "?.currentUser!",
                       "Wilddog.sdkVersion", "childSnapshotForPath", "WEventType", "WDataSnapshot", "childByAppendingPath(\"home\")"] {
            #expect(!logging.contains(legacy) && !todo.contains(legacy), "\(legacy) left in a migrated program")
        }
        for converted in ["\\(WDGSync.sdkVersion())", "\\((scores.parent ?? scores.root).key)", "\\(board.describe(.childAdded))",
                          "\\(authData?.providerID ?? \"?\")", "\\(WDGDataEventType.childAdded)", "\\(s.childSnapshot(forPath: \"score\").value ?? 0)"] {
            #expect(logging.contains(converted), "\(converted) missing")
        }
        for converted in ["  parent of lists: \\((lists.parent ?? lists.root).key)\n", "signed in: \\(WDGAuth.auth()?.currentUser != nil)",
                          ##"raw: \#(lists.child("home").key) stays "\(not code)" "##, "event \\(WDGDataEventType.childMoved)",
                          "($0 as? WDGDataSnapshot)?.key", "WDGSyncReference.goOffline()"] {
            #expect(todo.contains(converted), "\(converted) missing")
        }
    }

    /// After `--write`: every compile error lies on a line the tool reported, as it printed the line.
    @Test(arguments: names)
    func everyCompileErrorAfterWriteIsOnAReportedLine(_ name: String) async throws {
        let modules = try #require(BuiltModules.directory, "the 2.x modules are not built next to the test bundle")
        let swiftc = try #require(BuiltModules.swiftc, "no swiftc found")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("new-program-loop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let outcomes = try #require(Self.outcomes[name])
        for o in outcomes { try Data(o.output).write(to: dir.appendingPathComponent(o.path)) }
        let files = outcomes.map { dir.appendingPathComponent($0.path).path }
        let errors = try await OffPool.run { try BuiltModules.typecheck(swiftc: swiftc, modules: modules, files: files) }
        // Each other program keeps manual items (legacy error enums and domains, a `parent` on a call, `WAuthData.expires`,
        // a second app): they must fail, on reported lines.
        if Self.fullyConvertible.contains(name) {
            #expect(errors.isEmpty, "\(errors.map { "\($0.path):\($0.line): \($0.message)" })")
        } else {
            #expect(!errors.isEmpty)
        }
        var unreported: [String] = []
        for e in errors {
            let file = (e.path as NSString).lastPathComponent
            let outcome = try #require(Self.written(name).first { $0.path == file })
            if !outcome.findings.contains(where: { $0.line == e.line && $0.severity != .error }) {
                unreported.append("\(file):\(e.line): \(e.message)")
            }
        }
        #expect(unreported.isEmpty, "unreported compile errors: \(unreported.count)\n\(unreported.joined(separator: "\n"))")
    }

    @Test(arguments: names)
    func migratedProgramIsLeftAloneByASecondRun(_ name: String) {
        let again = Harness.migrator.migrate(Self.outcomes[name, default: []].map { SourceInput(path: $0.path, bytes: $0.output) })
        for o in again { #expect(o.edits.isEmpty, "second run changed \(o.path)") }
    }
}
