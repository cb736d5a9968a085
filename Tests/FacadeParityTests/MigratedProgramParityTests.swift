import WilddogTestSupport
import WilddogTesting
import Foundation
import Testing

/// The migration loop's behaviour half: `Examples/LegacyCorpus` (1.x) and its committed migration
/// `Examples/MigratedCorpus` (2.x, the tool's output) run the same scenario, each as its own process
/// on fresh embedded backends, and print the same trace except for documented differences; so do
/// `Examples/LegacyScoreBoard` and `Examples/MigratedScoreBoard`, with no difference at all.
@Suite struct MigratedProgramParityTests {
    /// The differences the scenario shows: the legacy line and the line 2.x prints instead.
    static let differences: [DocumentedDifference: (legacy: String, migrated: String)] = [
        .createUserSignsIn: ("account created: true, signed in: false", "account created: true, signed in: true"),
    ]

    @Test func migratedProgramPrintsTheLegacyTraceApartFromDocumentedDifferences() async throws {
        let legacy = try await Self.run("LegacyCorpus")
        let migrated = try await Self.run("MigratedCorpus")
        #expect(legacy.last == "done" && legacy.count > 30, "the legacy program did not finish:\n\(legacy.joined(separator: "\n"))")
        #expect(!legacy.contains { $0.hasPrefix("timeout") })
        var applied = Set<DocumentedDifference>()
        let expected = legacy.map { line in
            for (difference, lines) in Self.differences where line == lines.legacy {
                applied.insert(difference)
                return lines.migrated
            }
            return line
        }
        #expect(migrated == expected, "\(TraceLines.diff(expected, migrated))")
        #expect(applied == Set(Self.differences.keys), "a declared difference no longer shows: drop it")
    }

    /// The URL reaches `Wilddog(url:)` through an initializer's parameter and the callbacks run on a
    /// queue of their own: the migration configures the app from the literal the caller passes, and
    /// every one of the thirteen steps gives the legacy line.
    @Test func scoreBoardMigrationPrintsTheLegacyTrace() async throws {
        let legacy = try await Self.run("LegacyScoreBoard")
        let migrated = try await Self.run("MigratedScoreBoard")
        #expect(legacy.last == "done" && legacy.contains("step 13: read the scores left"),
                "the legacy program did not finish:\n\(legacy.joined(separator: "\n"))")
        #expect(!legacy.contains { $0.hasPrefix("timeout") })
        #expect(migrated == legacy, "\(TraceLines.diff(legacy, migrated))")
    }

    /// Runs an executable product of the package and returns its standard output's lines. The
    /// program is waited for on a thread of its own (see `OffPool`).
    static func run(_ product: String) async throws -> [String] {
        let binary = try #require(productDirectory?.appendingPathComponent(product), "no build directory")
        let (status, data) = try await OffPool.run { () throws -> (Int32, Data) in
            let p = Process()
            p.executableURL = binary
            let out = Pipe()
            p.standardOutput = out
            p.standardError = FileHandle.nullDevice
            try p.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            p.waitUntilExit()
            return (p.terminationStatus, data)
        }
        #expect(status == 0, "\(product) exited with \(status)")
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// The directory of the test bundle, where SwiftPM puts the executable products too.
    static var productDirectory: URL? {
        var url = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        for _ in 0..<4 {
            url.deleteLastPathComponent()
            if FileManager.default.isExecutableFile(atPath: url.appendingPathComponent("LegacyCorpus").path) { return url }
        }
        return nil
    }
}

enum TraceLines {
    /// The first differing line of two traces, for failure messages.
    static func diff(_ a: [String], _ b: [String]) -> String {
        for i in 0..<max(a.count, b.count) where a[safe: i] != b[safe: i] {
            return "line \(i + 1): expected \(a[safe: i] ?? "(end)"), got \(b[safe: i] ?? "(end)")"
        }
        return "same"
    }
}

private extension Array {
    subscript(safe i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
}
