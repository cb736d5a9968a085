import Foundation
import Testing
@testable import WilddogMigration

/// The Objective-C loop: a legacy ObjC corpus type-checks against the 1.x interface; migrated, it
/// type-checks against the 2.x interface except on lines the tool reported, and the output is the
/// committed golden copy.
@Suite struct ObjCLoopTests {
    static let legacyRoot = ObjCTypeCheck.root.appendingPathComponent("Legacy")
    static let expectedRoot = ObjCTypeCheck.root.appendingPathComponent("Legacy.expected")

    /// The corpus migrated as one project, paths relative to `Legacy/`.
    static let outcomes: [FileOutcome] = {
        let inputs = Harness.files(below: legacyRoot).map { rel in
            SourceInput(path: rel, bytes: Array(Harness.read(legacyRoot.appendingPathComponent(rel)).utf8))
        }
        return Harness.migrator.migrate(inputs)
    }()

    static func implementationFiles(below dir: URL) -> [String] {
        Harness.files(below: dir).filter { $0.hasSuffix(".m") }.map { dir.appendingPathComponent($0).path }
    }

    @Test(arguments: ObjCTypeCheck.Headers.allCases)
    func legacyCorpusTypeChecksAgainstThe1xInterface(_ headers: ObjCTypeCheck.Headers) async throws {
        let checker = try ObjCTypeCheck.locate().get()
        let files = Self.implementationFiles(below: Self.legacyRoot)
        #expect(files.count >= 4)
        let errors = await checker.errors(in: files, headers: try await ObjCTypeCheck.headers(headers, .legacy))
        #expect(errors.isEmpty, "\(errors)")
    }

    /// The unmigrated corpus does not type-check against the 2.x interface (each file stops at its first
    /// legacy header: `#import <Wilddog/Wilddog.h>`, or `@import Wilddog;`, whose module is that header).
    @Test(arguments: ObjCTypeCheck.Headers.allCases)
    func legacyCorpusFailsAgainstThe2xInterface(_ headers: ObjCTypeCheck.Headers) async throws {
        let checker = try ObjCTypeCheck.locate().get()
        let errors = await checker.errors(in: Self.implementationFiles(below: Self.legacyRoot),
                                          headers: try await ObjCTypeCheck.headers(headers, .new))
        #expect(errors.count >= 4)
        #expect(errors.allSatisfy { $0.message.contains("'Wilddog/Wilddog.h' file not found") || $0.message.contains("could not build module 'Wilddog'") })
        #expect(errors.contains { $0.message.contains("could not build module 'Wilddog'") })
    }

    @Test(arguments: Harness.files(below: legacyRoot))
    func migratedFileMatchesGolden(_ relative: String) throws {
        let outcome = try #require(Self.outcomes.first { $0.path == relative })
        let expected = Harness.read(Self.expectedRoot.appendingPathComponent(relative))
        #expect(!expected.isEmpty)
        #expect(outcome.outputText == expected)
    }

    @Test func migrationFindingsMatchGolden() {
        let text = Self.outcomes.flatMap(\.findings).map(\.formatted).joined(separator: "\n") + "\n"
        #expect(text == Harness.read(Self.expectedRoot.appendingPathComponent("findings.txt")))
    }

    /// The invariant: every error of the migrated corpus lies on a line the tool reported.
    @Test(arguments: ObjCTypeCheck.Headers.allCases)
    func migratedCorpusHasNoUnreportedTypeErrors(_ headers: ObjCTypeCheck.Headers) async throws {
        let checker = try ObjCTypeCheck.locate().get()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("wilddog-objc-loop-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        for o in Self.outcomes {
            let url = dir.appendingPathComponent(o.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(o.output).write(to: url)
        }
        let errors = await checker.errors(in: Self.implementationFiles(below: dir), headers: try await ObjCTypeCheck.headers(headers, .new))
        var unreported: [String] = []
        for e in errors {
            let rel = String(e.path.dropFirst(dir.path.count + 1))
            guard let o = Self.outcomes.first(where: { $0.path == rel }) else { unreported.append("\(e)"); continue }
            let line = OutputLineMap(o).originalLine(outputLine: e.line, column: e.column)
            if !o.findings.contains(where: { $0.line == line && $0.severity == .warning }) {
                unreported.append("\(e) (input line \(line))")
            }
        }
        #expect(unreported.isEmpty, "unreported errors:\n\(unreported.joined(separator: "\n"))")
        // The corpus holds manual items (changePasswordForUser, WAuthData.token…): they must still fail, on reported lines.
        #expect(!errors.isEmpty)
    }

    /// Everything with an automatic 2.x equivalent is converted: a legacy identifier is left only on a reported line.
    @Test func legacyIdentifiersRemainOnlyOnReportedLines() throws {
        var legacy = Set<String>()
        for e in Harness.mappings.entries where [.type, .constant, .serverValue, .errorCode].contains(e.kind) {
            for name in [e.from, e.objc?.from] { if let n = name, !n.contains(":"), !n.contains(".") { legacy.insert(n) } }
        }
        #expect(legacy.contains("WAuthData") && legacy.contains("WAuthenticationErrorInvalidPassword"))
        var left: [String] = []
        for o in Self.outcomes {
            let f = try SourceFile(path: o.path, language: .objectiveC, bytes: o.output)
            let map = OutputLineMap(o)
            let lines = LineIndex(o.output)
            for (i, t) in f.tokens.enumerated() where t.kind == .identifier && legacy.contains(f.text(i)) {
                let (line, column) = lines.location(Int(t.start))
                let input = map.originalLine(outputLine: line, column: column)
                if !o.findings.contains(where: { $0.line == input }) { left.append("\(o.path):\(line): \(f.text(i))") }
            }
        }
        #expect(left.isEmpty, "\(left)")
    }

    @Test func migratedOutputIsIdempotent() {
        let twice = Harness.migrator.migrate(Self.outcomes.map { SourceInput(path: $0.path, bytes: $0.output) })
        for o in twice { #expect(o.edits.isEmpty, "second run changed \(o.path)") }
    }
}

/// Maps a position of a migrated file back to the line of the original that produced it.
struct OutputLineMap {
    private let original: LineIndex
    private let output: LineIndex
    /// Accepted edits in file order, with where each replacement starts in the output.
    private let spans: [(outStart: Int, outEnd: Int, edit: Edit)]

    init(_ o: FileOutcome) {
        original = LineIndex(o.original)
        output = LineIndex(o.output)
        var spans: [(Int, Int, Edit)] = []
        var delta = 0
        for e in o.edits.sorted(by: { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }) {
            let start = e.range.lowerBound + delta
            let length = e.replacement.utf8.count
            spans.append((start, start + length, e))
            delta += length - e.range.count
        }
        self.spans = spans
    }

    /// The 1-based original line of output line `line`, column `column` (1-based).
    func originalLine(outputLine line: Int, column: Int) -> Int {
        let offset = output.starts[max(0, min(line - 1, output.starts.count - 1))] + max(0, column - 1)
        var delta = 0
        for s in spans {
            if offset < s.outStart { break }
            if offset < s.outEnd { return original.line(of: s.edit.range.lowerBound) + 1 }
            delta = s.outEnd - s.edit.range.upperBound
        }
        return original.line(of: offset - delta) + 1
    }
}
