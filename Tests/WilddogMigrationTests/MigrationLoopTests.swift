import WilddogTestSupport
import Foundation
import Testing
@testable import WilddogMigration

/// The migration loop: the legacy corpus migrates to the committed 2.x program (which the package
/// builds), and after `--write` every compile error of migrated legacy code lies on a reported line.
@Suite struct MigrationLoopTests {
    static let legacyRoot = Harness.packageRoot.appendingPathComponent("Examples/LegacyCorpus")
    static let migratedRoot = Harness.packageRoot.appendingPathComponent("Examples/MigratedCorpus")

    /// `Examples/LegacyCorpus` migrated as one project, paths relative to it.
    static let outcomes: [FileOutcome] = Harness.migrator.migrate(Harness.files(below: legacyRoot).map { rel in
        SourceInput(path: rel, bytes: Array(Harness.read(legacyRoot.appendingPathComponent(rel)).utf8))
    })

    @Test func corpusHasTheSameFilesAsItsMigration() {
        #expect(Harness.files(below: Self.legacyRoot) == Harness.files(below: Self.migratedRoot))
        #expect(Harness.files(below: Self.legacyRoot).contains("main.swift"))
    }

    /// The committed `Examples/MigratedCorpus` (built by `swift build`) is the tool's current output.
    @Test(arguments: Harness.files(below: legacyRoot))
    func migratedCorpusIsTheToolsOutput(_ relative: String) throws {
        let outcome = try #require(Self.outcomes.first { $0.path == relative })
        let committed = Harness.read(Self.migratedRoot.appendingPathComponent(relative))
        #expect(!committed.isEmpty)
        #expect(outcome.outputText == committed, "regenerate: see Examples/MigratedCorpus/README.md")
    }

    @Test func corpusFindingsAreTheCommittedOnes() {
        let text = Self.outcomes.flatMap(\.findings).map(\.formatted).joined(separator: "\n") + "\n"
        #expect(text == Harness.read(Self.migratedRoot.appendingPathComponent("findings.txt")))
    }

    @Test func corpusIsFullyConverted() {
        let all = Self.outcomes.map(\.outputText).joined()
        for legacy in ["import Wilddog\n", "Wilddog(", "WilddogHandle", "WEventType", ".ChildAdded", ".Value", "WDataSnapshot", ".app\n", ".app.", ".parent\n", ".parent."] {
            #expect(!all.contains(legacy), "\(legacy) left in the migrated corpus")
        }
        #expect(!Self.outcomes.flatMap(\.findings).contains { $0.severity == .note })
    }

    @Test func migratedCorpusIsLeftAloneByASecondRun() {
        let again = Harness.migrator.migrate(Self.outcomes.map { SourceInput(path: $0.path, bytes: $0.output) })
        for o in again { #expect(o.edits.isEmpty, "second run changed \(o.path)") }
        #expect(again.flatMap(\.findings).isEmpty)
    }

    /// The configuration goes after main.swift's imports, before its first statement, which uses the SDK.
    @Test func mainSwiftIsConfiguredBeforeItsFirstStatement() throws {
        let main = try #require(Self.outcomes.first { $0.path == "main.swift" }).outputText
        let configure = try #require(main.range(of: "WDGApp.configure(with: WDGOptions(syncURL: \"https://corpus-blog.wilddogio.com\"))\n"))
        let named = try #require(main.range(of: "WDGApp.configure(withName: \"corpus_stats\""))
        let firstUse = try #require(main.range(of: "WDGSync."))
        #expect(configure.upperBound <= named.lowerBound && named.upperBound < firstUse.lowerBound)
        #expect(main.contains("WDGSync.sync(app: WDGApp(named: \"corpus_stats\")!).reference(withPath: \"visits\")"))
    }

    // MARK: - Every compile error lies on a reported line

    /// Legacy code with manual items as well: the compile-test call sites, the sample app's
    /// Linux-compilable files and the corpus, migrated as one project.
    static let invariantInputs: [(name: String, url: URL)] = {
        let root = Harness.packageRoot
        var list: [(String, URL)] = [
            ("LegacyCallSites.swift", root.appendingPathComponent("Tests/WilddogCompileTests/LegacyCallSites.swift")),
            ("AuthManager.swift", root.appendingPathComponent("Examples/LegacyApp/AuthManager.swift")),
            ("HybridProfile.swift", root.appendingPathComponent("Examples/LegacyApp/HybridProfile.swift")),
        ]
        for rel in Harness.files(below: legacyRoot) { list.append((rel, legacyRoot.appendingPathComponent(rel))) }
        return list
    }()

    @Test func everyCompileErrorOfMigratedCodeIsOnAReportedLine() async throws {
        let modules = try #require(BuiltModules.directory, "the 2.x modules are not built next to the test bundle")
        let swiftc = try #require(BuiltModules.swiftc, "no swiftc found")
        let outcomes = Harness.migrator.migrate(Self.invariantInputs.map {
            SourceInput(path: $0.name, bytes: Array(Harness.read($0.url).utf8))
        })
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("loop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for o in outcomes { try Data(o.output).write(to: dir.appendingPathComponent(o.path)) }

        let files = outcomes.map { dir.appendingPathComponent($0.path).path }
        let errors = try await OffPool.run { try BuiltModules.typecheck(swiftc: swiftc, modules: modules, files: files) }
        // The manual items of the call sites and of the sample app must fail to compile: the check sees every file.
        #expect(Set(errors.map { ($0.path as NSString).lastPathComponent }) == ["LegacyCallSites.swift", "AuthManager.swift"])
        var unreported: [String] = []
        for e in errors {
            let name = (e.path as NSString).lastPathComponent
            let outcome = try #require(outcomes.first { $0.path == name })
            let line = LineMap(outcome).originalLine(ofOutputLine: e.line)
            if !outcome.findings.contains(where: { $0.line == line && $0.severity == .warning || $0.line == line && $0.severity == .note }) {
                unreported.append("\(name):\(e.line) (original line \(line)): \(e.message)")
            }
        }
        #expect(unreported.isEmpty, "unreported compile errors: \(unreported.count)\n\(unreported.joined(separator: "\n"))")
    }
}

/// Maps lines of a migrated file back to the original lines they come from.
struct LineMap {
    /// For each output byte, the original offset it comes from (replacement text maps to its edit's start).
    private let origin: [Int]
    private let output: [UInt8]
    private let original: [UInt8]

    init(_ outcome: FileOutcome) {
        var origin: [Int] = []
        var position = 0
        // At the same offset an insertion comes before a replacement (as `EditSet` applies them).
        for edit in outcome.edits.sorted(by: { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }) {
            origin += Array(position..<edit.range.lowerBound)
            origin += Array(repeating: edit.range.lowerBound, count: edit.replacement.utf8.count)
            position = edit.range.upperBound
        }
        origin += Array(position..<outcome.original.count)
        self.origin = origin
        output = outcome.output
        original = outcome.original
    }

    func originalLine(ofOutputLine line: Int) -> Int {
        var offset = 0
        var current = 1
        while current < line, offset < output.count {
            if output[offset] == UInt8(ascii: "\n") { current += 1 }
            offset += 1
        }
        // The first byte of the line that is not an insertion's text: the code the error is about.
        var o = offset < origin.count ? origin[offset] : original.count
        if offset < output.count, output[offset] != UInt8(ascii: "\n") {
            var k = offset
            while k < output.count, output[k] == UInt8(ascii: " ") { k += 1 }
            if k < origin.count { o = origin[k] }
        }
        return original[..<min(o, original.count)].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }
}

/// The package's built 2.x modules and the compiler, to type-check migrated code as a user's build would.
enum BuiltModules {
    /// The build directory holds the test bundle (`.build/<triple>/debug/WilddogPackageTests.xctest`).
    static var buildDirectory: URL? {
        var url = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        for _ in 0..<4 {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Modules/WilddogSync.swiftmodule").path) { return url }
        }
        return nil
    }

    static var directory: URL? { buildDirectory?.appendingPathComponent("Modules") }

    static var swiftc: String? {
        var candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
        candidates.append("/opt/swift/usr/bin/swiftc")
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    struct CompileError: Sendable { var path: String; var line: Int; var message: String }

    /// Type-checks `files` in Swift 6 mode against the built modules; the errors, once each.
    static func typecheck(swiftc: String, modules: URL, files: [String]) throws -> [CompileError] {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: swiftc)
        // The system library modules the engine imports (libcrypto, SQLite, and libssl and epoll through WilddogNetwork).
        let cModules = ["CWilddogCrypto", "CSQLite", "CWilddogSSL", "CWilddogLinux"].flatMap {
            ["-I", Harness.packageRoot.appendingPathComponent("Sources/\($0)").path]
        }
        p.arguments = ["-typecheck", "-continue-building-after-errors", "-swift-version", "6", "-module-name", "MigratedCheck", "-I", modules.path] + cModules + files
        let pipe = Pipe()
        p.standardError = pipe
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        var seen = Set<String>()
        var errors: [CompileError] = []
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, parts[3] == " error", let n = Int(parts[1]), seen.insert(String(line)).inserted else { continue }
            errors.append(CompileError(path: String(parts[0]), line: n, message: String(parts[4])))
        }
        return errors
    }
}
