import WilddogTestSupport
import Foundation
import Testing
@testable import WilddogMigration

/// The command line as a CI gate: nothing that cannot be read or scanned passes silently, exit
/// codes are honest, and SARIF validates against the official 2.1.0 schema.
@Suite(.serialized)
struct CommandLineTrustTests {
    /// A legacy Swift file with a manual item, a legacy call and a legacy API in an interpolation.
    static let legacySwift = """
    import Wilddog

    let ref = Wilddog(url: "https://trust.wilddogio.com/rooms")
    func show(authData: WAuthData) {
        ref.childByAppendingPath("a").setValue(1)
        print("\\(ref.authData?.uid ?? "")")
    }

    """

    /// A tree with an unreadable directory, an unreadable file, a binary file and legacy code.
    static func makeTree() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trust-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Locked"), withIntermediateDirectories: true)
        try "let x = 1\n".write(to: dir.appendingPathComponent("Locked/Hidden.swift"), atomically: true, encoding: .utf8)
        try legacySwift.write(to: dir.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        try "let secret = 1\n".write(to: dir.appendingPathComponent("Secret.swift"), atomically: true, encoding: .utf8)
        try Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0xFE, 0x00, 0x01, 0x0A]).write(to: dir.appendingPathComponent("Blob.swift"))
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: dir.appendingPathComponent("Locked").path)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: dir.appendingPathComponent("Secret.swift").path)
        return dir
    }

    static func removeTree(_ dir: URL) {
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dir.appendingPathComponent("Locked").path)
        try? FileManager.default.removeItem(at: dir)
    }

    @Test func ciRunOverUnreadableBinaryAndLegacyCodeFailsAndListsAllFour() async throws {
        let dir = try Self.makeTree()
        defer { Self.removeTree(dir) }
        let run = try await Tool.run(["--check", "--format", "sarif", dir.path], unprivileged: true)
        #expect(run.status == 3, "stderr: \(run.stderr)")
        let results = try SARIF.results(run.stdout)
        func result(_ file: String, _ rule: String) -> [String: Any]? {
            results.first { SARIF.uri($0)?.hasSuffix(file) == true && $0["ruleId"] as? String == rule }
        }
        #expect(result("/Locked", "unreadable")?["level"] as? String == "error")
        #expect(result("/Secret.swift", "unreadable")?["level"] as? String == "error")
        #expect(result("/Blob.swift", "lex-error") != nil)
        #expect(results.contains { SARIF.uri($0)?.hasSuffix("/App.swift") == true && $0["ruleId"] as? String == "call-rename" })
        try await SARIF.validate(run.stdout)
    }

    @Test func unreadablePathsAreErrorsInTheSummaryAndJSON() async throws {
        let dir = try Self.makeTree()
        defer { Self.removeTree(dir) }
        let text = try await Tool.run([dir.path, "--no-diff"], unprivileged: true)
        #expect(text.status == 3)
        #expect(text.stderr.contains("Locked:1:1: error: cannot be read (Permission denied)"))
        #expect(text.stderr.contains("Secret.swift:1:1: error: cannot be read (Permission denied)"))
        #expect(text.stderr.contains("3 left untouched, 2 errors"), "\(text.stderr)")
        let json = try await Tool.run(["--format", "json", dir.path], unprivileged: true)
        #expect(json.status == 3)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 2)
        #expect(summary["filesFailed"] as? Int == 3)
        let rules = (object["findings"] as? [[String: Any]] ?? []).compactMap { $0["ruleID"] as? String }
        #expect(rules.filter { $0 == "unreadable" }.count == 2)
    }

    @Test func pathsWithNothingToScanAreReported() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Empty"), withIntermediateDirectories: true)
        try "# readme\n".write(to: dir.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        try Self.legacySwift.write(to: dir.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: dir) }
        let readme = dir.appendingPathComponent("README.md").path, empty = dir.appendingPathComponent("Empty").path

        let dry = try await Tool.run([readme, empty])
        #expect(dry.status == 0)
        #expect(dry.stderr.contains("README.md:1:1: warning: not a Swift or Objective-C source file"))
        #expect(dry.stderr.contains("Empty:1:1: warning: no Swift or Objective-C source files"))
        #expect(dry.stderr.contains("0 files scanned"))

        let check = try await Tool.run(["--check", readme, empty])
        #expect(check.status == 2, "a --check that checks nothing fails")
        #expect(check.stderr.contains("--check found no Swift or Objective-C source file"))

        let mixed = try await Tool.run(["--check", readme, dir.appendingPathComponent("App.swift").path])
        #expect(mixed.status == 1)
        #expect(mixed.stderr.contains("README.md:1:1: warning: not a Swift or Objective-C source file"))
    }

    @Test func checkReportsEveryPendingEditAsAWarning() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pending-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("App.swift")
        try Self.legacySwift.write(to: file, atomically: true, encoding: .utf8)
        let run = try await Tool.run(["--check", "--no-diff", file.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("App.swift:5:9: warning: legacy code: would change `childByAppendingPath` to `child` [call-rename]"), "\(run.stderr)")
    }

    @Test func writePrintsOneLinePerRewrittenFile() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("write-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("App.swift")
        try Self.legacySwift.write(to: file, atomically: true, encoding: .utf8)
        let run = try await Tool.run(["--write", file.path])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("rewrote \(file.path) ("))
        #expect(!run.stdout.contains("@@"))
        #expect(run.stderr.contains("1 file scanned, 1 changed"))
    }

    @Test func summaryUsesSingularForOne() {
        let outcomes = Harness.migrate([("a.swift", "import Wilddog\nlet r: Wilddog? = nil\nlet e = WAuthenticationError(rawValue: -6)\n")])
        let line = RunSummary(outcomes).line
        #expect(line.contains("1 file scanned"))
        #expect(line.contains("1 warning"))
        #expect(line.contains("0 notes"))
        #expect(!line.contains("1 files"))
    }

    /// Interpolations are code: legacy API inside them is rewritten like anywhere else, nothing is reported.
    @Test func legacyAPIInsideInterpolationsIsRewritten() {
        let text = """
        import Wilddog
        func f(ref: Wilddog, authData: WAuthData) {
            print("\\(authData.provider) and \\(ref.authData?.uid ?? "") and \\(ref.key)")
            print("plain provider text \\(1 + 1)")
        }

        """
        let outcome = Harness.migrate([("a.swift", text)])[0]
        #expect(outcome.findings.allSatisfy { $0.ruleID == "app-configuration" }, "\(outcome.findings.map(\.formatted))")
        #expect(outcome.outputText.contains(#"print("\(authData.providerID) and \(WDGAuth.auth()?.currentUser?.uid ?? "") and \(ref.key)")"#))
        #expect(outcome.outputText.contains(#"print("plain provider text \(1 + 1)")"#))
    }

    @Test func callbackQueueIsReportedOnlyWhenTheProjectUsesAuth() {
        let config = "import Wilddog\nfunc setUp(q: DispatchQueue) { Wilddog.defaultConfig().callbackQueue = q }\n"
        let auth = "import Wilddog\nfunc login(ref: Wilddog) { ref.authAnonymouslyWithCompletionBlock { error, authData in } }\n"
        let withAuth = Harness.migrate([("Config.swift", config), ("Login.swift", auth)])
        let finding = withAuth[0].findings.first { $0.link == "MIGRATION.md#manual-callback-queue" }
        #expect(finding?.line == 2)
        #expect(finding?.message.contains("main queue") == true)
        let withoutAuth = Harness.migrate([("Config.swift", config)])
        #expect(!withoutAuth[0].findings.contains { $0.link == "MIGRATION.md#manual-callback-queue" })
    }

    @Test func sarifRulesHaveRealDescriptionsFromMappings() async throws {
        let outcomes = Harness.migrate([("a.swift", Self.legacySwift)])
        let text = SARIFReport.render(outcomes, ruleIDs: Harness.migrator.ruleIDs, descriptions: Harness.mappings.ruleDescriptions)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.count == Harness.migrator.ruleIDs.count)
        for rule in rules {
            let text = (rule["shortDescription"] as? [String: Any])?["text"] as? String ?? ""
            #expect(!text.hasPrefix("wilddog-migrate rule"), "rule \(rule["id"] ?? "?") has a placeholder description")
        }
        try await SARIF.validate(text)
    }
}

/// Runs the built `wilddog-migrate` executable.
enum Tool {
    struct Run: Sendable { var status: Int32; var stdout: String; var stderr: String }

    /// The executable next to this test bundle's resources (both are build products).
    static var executable: URL {
        Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("wilddog-migrate")
    }

    /// Runs the tool with `arguments` and the package's mappings. With `unprivileged`, a root test
    /// process drops to `nobody` (root reads files whatever their permissions say).
    /// The tool is waited for on a thread of its own (see `OffPool`).
    static func run(_ arguments: [String], unprivileged: Bool = false) async throws -> Run {
        try await OffPool.run { try runBlocking(arguments, unprivileged: unprivileged) }
    }

    private static func runBlocking(_ arguments: [String], unprivileged: Bool) throws -> Run {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw ToolMissing(message: "wilddog-migrate is not built at \(executable.path): run `swift build` first")
        }
        let process = Process()
        var args = [executable.path, "--mappings-root", Harness.mappingsDirectory] + arguments
        if unprivileged && getuid() == 0 {
            let setpriv = "/usr/bin/setpriv"
            guard FileManager.default.isExecutableFile(atPath: setpriv) else {
                throw ToolMissing(message: "running as root needs \(setpriv) to test unreadable paths as an unprivileged user")
            }
            args = ["--reuid=65534", "--regid=65534", "--clear-groups"] + args
            process.executableURL = URL(fileURLWithPath: setpriv)
        } else {
            process.executableURL = URL(fileURLWithPath: args.removeFirst())
        }
        process.arguments = args
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                   stderr: String(decoding: errData, as: UTF8.self))
    }

    struct ToolMissing: Error, CustomStringConvertible { var message: String; var description: String { message } }
}

/// Reading and validating SARIF logs.
enum SARIF {
    static func results(_ text: String) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        return try #require(run["results"] as? [[String: Any]])
    }

    static func uri(_ result: [String: Any]) -> String? {
        let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        return (location?["artifactLocation"] as? [String: Any])?["uri"] as? String
    }

    /// Validates `log` against the vendored official SARIF 2.1.0 schema with Python's `jsonschema`
    /// (Draft 4 with format checks). Fails, never skips, when Python or the package is missing.
    static func validate(_ log: String) async throws {
        let schema = Harness.fixtures.appendingPathComponent("SARIF/sarif-schema-2.1.0.json").path
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("log-\(UUID().uuidString).sarif")
        try log.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let script = """
        import json, sys
        try:
            import jsonschema
        except ImportError:
            print("python package jsonschema is missing: pip install jsonschema"); sys.exit(2)
        schema = json.load(open(sys.argv[1])); log = json.load(open(sys.argv[2]))
        v = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
        errors = sorted(v.iter_errors(log), key=lambda e: list(e.path))
        for e in errors[:10]: print("/".join(map(str, e.path)) + ": " + e.message)
        sys.exit(1 if errors else 0)
        """
        let path = file.path
        // Python is waited for on a thread of its own (see `OffPool`).
        let (status, text) = try await OffPool.run { () throws -> (Int32, String) in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", "-c", script, schema, path]
            let out = Pipe()
            process.standardOutput = out
            process.standardError = out
            try process.run()
            let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, text)
        }
        #expect(status == 0, "SARIF does not validate against the 2.1.0 schema:\n\(text)")
    }
}
