import WilddogTestSupport
import Foundation
import Testing
@testable import WilddogMigration

/// After `--write`, a finding's position refers to the file as written (added imports and
/// configuration lines shift later code); in a dry run, to the file as read.
struct FindingPositionTests {
    /// Opens the written file at each reported position and finds the code the finding is about:
    /// the same word as at the reported place of the file as read, or the start of the edit that replaced it.
    @Test(arguments: MigratedOutputs.all.map(\.name))
    func writtenPositionsPointAtTheReportedCode(_ set: String) throws {
        let outcomes = try #require(MigratedOutputs.all.first { $0.name == set }).outcomes
        var checked = 0
        var wrong: [String] = []
        for o in outcomes where o.changed {
            let written = o.positionedAsWritten()
            let output = o.output
            let outLines = LineIndex(output)
            #expect(written.findings.count == o.findings.count)
            for after in written.findings {
                guard let offset = after.offset else { continue }
                let at = outLines.starts[after.line - 1] + after.column - 1
                let replaced = o.edits.first { !$0.range.isEmpty && $0.range.contains(offset) }
                let expected = replaced.map { Array($0.replacement.utf8.prefix(8)) } ?? Self.word(o.original, offset)
                let found = Array(output[at..<min(at + expected.count, output.count)])
                if found != expected {
                    wrong.append("\(o.path):\(after.line):\(after.column) [\(after.ruleID)] expected `\(String(decoding: expected, as: UTF8.self))`, found `\(String(decoding: found, as: UTF8.self))`")
                }
                checked += 1
            }
        }
        #expect(checked > 0)
        #expect(wrong.isEmpty, "\(wrong)")
    }

    /// The word (identifier, or the single byte) at `offset`.
    static func word(_ bytes: [UInt8], _ offset: Int) -> [UInt8] {
        guard offset < bytes.count else { return [] }
        var e = offset
        while e < bytes.count, Byte.isIdentifierBody(bytes[e]) { e += 1 }
        return Array(bytes[offset..<max(e, offset + 1)])
    }

    /// Added imports and an inserted configuration move a finding down by the lines they add.
    @Test func insertedLinesMoveLaterFindingsDown() throws {
        let text = """
        import Wilddog

        let ref = Wilddog(url: "https://positions.wilddogio.com/a")
        func show(authData: WAuthData) {
            print(authData.expires)
        }

        """
        let outcome = Harness.migrate([("main.swift", text)])[0]
        let asRead = try #require(outcome.findings.first { $0.ruleID == "manual" })
        #expect(asRead.line == 5)
        let asWritten = try #require(outcome.positionedAsWritten().findings.first { $0.ruleID == "manual" })
        let lines = outcome.outputText.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(asWritten.line > asRead.line)
        #expect(lines[asWritten.line - 1].contains("authData.expires"))
        let column = lines[asWritten.line - 1].utf8.index(lines[asWritten.line - 1].utf8.startIndex, offsetBy: asWritten.column - 1)
        #expect(lines[asWritten.line - 1][column...].hasPrefix("expires"))
    }

    @Test func outputOffsetFollowsInsertionsAndReplacements() {
        let edits = [Edit(0..<0, "ab\n", rule: "t"), Edit(5..<8, "x", rule: "t"), Edit(10..<10, "yy", rule: "t")]
        #expect(FileOutcome.outputOffset(of: 0, edits) == 3)
        #expect(FileOutcome.outputOffset(of: 4, edits) == 7)
        #expect(FileOutcome.outputOffset(of: 6, edits) == 8)  // inside a replacement: its start
        #expect(FileOutcome.outputOffset(of: 9, edits) == 10)
        #expect(FileOutcome.outputOffset(of: 10, edits) == 13)  // after the text inserted there
    }

    @Test func jsonAndSarifSayWhichFileThePositionsReferTo() throws {
        let outcomes = Harness.migrate([("a.swift", "import Wilddog\nfunc f(a: WAuthData) { print(a.expires) }\n")])
        for positions in [FindingPositions.asRead, .asWritten] {
            let json = try #require(try JSONSerialization.jsonObject(with: Data(JSONReport.render(outcomes, positions: positions).utf8)) as? [String: Any])
            #expect(json["positions"] as? String == positions.rawValue)
            #expect((json["positionsExplanation"] as? String)?.contains(positions == .asRead ? "as it was read" : "as written") == true)
            let sarif = SARIFReport.render(outcomes, ruleIDs: Harness.migrator.ruleIDs, positions: positions)
            let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
            let run = try #require((log["runs"] as? [[String: Any]])?.first)
            #expect((run["properties"] as? [String: Any])?["positions"] as? String == positions.rawValue)
        }
    }

    /// The command line: `--write` prints positions in the written file and says so in JSON; a dry run, in the file as read.
    @Test func commandLineWritePositionsAreInTheWrittenFile() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("positions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("main.swift")
        let text = "import Wilddog\n\nlet ref = Wilddog(url: \"https://cli-positions.wilddogio.com\")\nfunc f(a: WAuthData) { print(a.expires) }\n"
        try text.write(to: file, atomically: true, encoding: .utf8)
        let dry = try await Tool.run(["--format", "json", file.path])
        let dryJSON = try #require(try JSONSerialization.jsonObject(with: Data(dry.stdout.utf8)) as? [String: Any])
        #expect(dryJSON["positions"] as? String == "as-read")
        let dryLine = try #require(((dryJSON["findings"] as? [[String: Any]])?.first { $0["ruleID"] as? String == "manual" })?["line"] as? Int)
        #expect(dryLine == 4)
        let run = try await Tool.run(["--write", "--format", "json", file.path])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["positions"] as? String == "as-written")
        let finding = try #require((json["findings"] as? [[String: Any]])?.first { $0["ruleID"] as? String == "manual" })
        let line = try #require(finding["line"] as? Int)
        let written = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(line > dryLine)
        #expect(written[line - 1].contains("a.expires"))
        let help = try await Tool.run(["--help"])
        #expect(help.stdout.contains("as written") && help.stdout.contains("as read"))
    }
}
