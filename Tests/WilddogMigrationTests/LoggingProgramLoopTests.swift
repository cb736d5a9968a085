import WilddogTestSupport
import Foundation
import Testing
@testable import WilddogMigration

/// A legacy program never written for the tool, the way apps log and display SDK values (string
/// interpolations with auth providers, keys, parents, event types, error codes turned back into
/// enums): it type-checks against 1.x; `--write` gives the committed `Examples/MigratedLogging`,
/// whose every 2.x compile error lies on a line the tool reported, at the position it printed.
@Suite struct LoggingProgramLoopTests {
    static let legacyRoot = Harness.packageRoot.appendingPathComponent("Examples/LegacyLogging")
    static let migratedRoot = Harness.packageRoot.appendingPathComponent("Examples/MigratedLogging")

    /// `Examples/LegacyLogging` migrated as one project, paths relative to it.
    static let outcomes: [FileOutcome] = Harness.migrator.migrate(Harness.files(below: legacyRoot).map { rel in
        SourceInput(path: rel, bytes: Array(Harness.read(legacyRoot.appendingPathComponent(rel)).utf8))
    })

    /// What `--write` reports: positions in the files as written.
    static var written: [FileOutcome] { outcomes.map { $0.positionedAsWritten() } }

    @Test func programHasTheSameFilesAsItsMigration() {
        #expect(Harness.files(below: Self.legacyRoot).count >= 4)
        #expect(Harness.files(below: Self.legacyRoot) == Harness.files(below: Self.migratedRoot))
    }

    @Test func legacyProgramTypeChecksAgainstThe1xModule() async throws {
        let modules = try #require(BuiltModules.directory, "the modules are not built next to the test bundle")
        let swiftc = try #require(BuiltModules.swiftc, "no swiftc found")
        let files = Harness.files(below: Self.legacyRoot).map { Self.legacyRoot.appendingPathComponent($0).path }
        let errors = try await OffPool.run { try BuiltModules.typecheck(swiftc: swiftc, modules: modules, files: files) }
        #expect(errors.isEmpty, "\(errors.map { "\($0.path):\($0.line): \($0.message)" })")
    }

    @Test(arguments: Harness.files(below: legacyRoot))
    func migratedProgramIsTheToolsOutput(_ relative: String) throws {
        let outcome = try #require(Self.outcomes.first { $0.path == relative })
        let committed = Harness.read(Self.migratedRoot.appendingPathComponent(relative))
        #expect(!committed.isEmpty)
        #expect(outcome.outputText == committed, "regenerate: see Examples/MigratedLogging/README.md")
    }

    /// The committed findings are the ones `--write` prints (positions in the files as written).
    @Test func findingsAreTheCommittedOnes() {
        let text = Self.written.flatMap(\.findings).map(\.formatted).joined(separator: "\n") + "\n"
        #expect(text == Harness.read(Self.migratedRoot.appendingPathComponent("findings.txt")))
    }

    /// Legacy API inside interpolations is rewritten like any other code: no interpolation
    /// finding, and the converted spellings appear inside the strings.
    @Test func interpolationsAreRewritten() throws {
        let all = Self.outcomes.map(\.outputText).joined()
        for legacy in [".ChildAdded", ".ChildRemoved", ".Value", ".provider)", ".provider ", "ref.authData", "?.currentUser!", "Wilddog.sdkVersion", "childSnapshotForPath"] {
            #expect(!all.contains(legacy), "\(legacy) left in the migrated program")
        }
        for converted in ["\\(WDGSync.sdkVersion())", "\\((scores.parent ?? scores.root).key)", "\\(board.describe(.childAdded))",
                          "\\(authData?.providerID ?? \"?\")", "\\(WDGDataEventType.childAdded)", "\\(s.childSnapshot(forPath: \"score\").value ?? 0)"] {
            #expect(all.contains(converted), "\(converted) missing")
        }
    }

    /// After `--write`: every compile error lies on a line the tool reported, as it printed the line.
    @Test func everyCompileErrorAfterWriteIsOnAReportedLine() async throws {
        let modules = try #require(BuiltModules.directory, "the 2.x modules are not built next to the test bundle")
        let swiftc = try #require(BuiltModules.swiftc, "no swiftc found")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("logging-loop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for o in Self.outcomes { try Data(o.output).write(to: dir.appendingPathComponent(o.path)) }
        let files = Self.outcomes.map { dir.appendingPathComponent($0.path).path }
        let errors = try await OffPool.run { try BuiltModules.typecheck(swiftc: swiftc, modules: modules, files: files) }
        // The program keeps manual items (legacy error enums, the auth error domain): they must fail, on reported lines.
        #expect(!errors.isEmpty)
        var unreported: [String] = []
        for e in errors {
            let name = (e.path as NSString).lastPathComponent
            let outcome = try #require(Self.written.first { $0.path == name })
            if !outcome.findings.contains(where: { $0.line == e.line && $0.severity != .error }) {
                unreported.append("\(name):\(e.line): \(e.message)")
            }
        }
        #expect(unreported.isEmpty, "unreported compile errors: \(unreported.count)\n\(unreported.joined(separator: "\n"))")
    }

    @Test func migratedProgramIsLeftAloneByASecondRun() {
        let again = Harness.migrator.migrate(Self.outcomes.map { SourceInput(path: $0.path, bytes: $0.output) })
        for o in again { #expect(o.edits.isEmpty, "second run changed \(o.path)") }
    }
}
