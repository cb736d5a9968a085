import Foundation
import Testing
@testable import WilddogMigration

/// Diff, finding and report formats.
struct OutputTests {
    static let outcomes = Harness.migrate([
        ("Sources/Chat.swift", "import Wilddog\n\nfunc f(ref: Wilddog) {\n    ref.childByAppendingPath(\"a\").setValue(1)\n    ref.removeUser(\"e\", password: \"p\") { error in }\n}\n"),
        ("Sources/Broken.m", "[ref unauth]; /* open"),
    ])

    @Test func unifiedDiffHasHeadersHunksAndContext() {
        let diff = UnifiedDiff.render(Self.outcomes[0])
        #expect(diff == """
        --- a/Sources/Chat.swift
        +++ b/Sources/Chat.swift
        @@ -1,6 +1,6 @@
        -import Wilddog
        +import WilddogSync
         
        -func f(ref: Wilddog) {
        +func f(ref: WDGSyncReference) {
        -    ref.childByAppendingPath("a").setValue(1)
        +    ref.child("a").setValue(1)
             ref.removeUser("e", password: "p") { error in }
         }

        """)
    }

    @Test func unchangedFileHasNoDiff() {
        #expect(UnifiedDiff.render(Self.outcomes[1]).isEmpty)
    }

    @Test func findingsUseTheCompilerFormat() throws {
        let manual = try #require(Self.outcomes[0].findings.first { $0.ruleID == "manual" })
        #expect(manual.formatted.hasPrefix("Sources/Chat.swift:5:5: warning: removeUser"))
        #expect(manual.formatted.hasSuffix("(see MIGRATION.md#manual-remove-user) [manual]"))
        let lex = try #require(Self.outcomes[1].findings.first)
        #expect(lex.formatted == "Sources/Broken.m:1:15: warning: file left untouched: unterminated block comment [lex-error]")
    }

    @Test func jsonReportDecodes() throws {
        let text = JSONReport.render(Self.outcomes)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["filesChanged"] as? Int == 1)
        #expect(summary["filesFailed"] as? Int == 1)
        #expect((object["files"] as? [[String: Any]])?.count == 2)
        #expect((object["findings"] as? [Any])?.count == Self.outcomes.flatMap(\.findings).count)
    }

    @Test func sarifReportHasResultsWithLocations() throws {
        let text = SARIFReport.render(Self.outcomes, ruleIDs: Harness.migrator.ruleIDs)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["version"] as? String == "2.1.0")
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == Self.outcomes.flatMap(\.findings).count)
        let location = try #require(((results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String != nil)
    }

    @Test func summaryCountsFiles() {
        let s = RunSummary(Self.outcomes)
        #expect(s.filesScanned == 2)
        #expect(s.filesChanged == 1)
        #expect(s.line.contains("1 left untouched"))
    }

    @Test func lowConfidenceEditsAreReportedAndAppliedOnRequest() {
        let text = "let a = Wilddog(url: \"https://one.wilddogio.com/x\")\nlet b = Wilddog(url: \"https://one.wilddogio.com/y\")\nlet c = Wilddog(url: \"https://two.wilddogio.com/z\")\n"
        let strict = Harness.migrate([("a.swift", text)])[0]
        #expect(strict.outputText.contains("let c = Wilddog(url: \"https://two.wilddogio.com/z\")"))
        #expect(strict.findings.contains { $0.severity == .note && $0.message.hasPrefix("not applied (low confidence)") })
        let lenient = Harness.migrate([("a.swift", text)], confidence: .low)[0]
        #expect(lenient.outputText.contains("let c = WDGSync.sync(app: WDGApp(named: \"two\")!).reference(withPath: \"z\")"))
    }

    @Test func fileDiscoverySkipsVendoredDirectories() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("discover-\(UUID().uuidString)")
        for sub in ["App", "Pods/X", "Carthage/Y", ".build/Z", "Vendor/W.framework/Headers"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(sub), withIntermediateDirectories: true)
            try "x".write(to: dir.appendingPathComponent(sub + "/f.m"), atomically: true, encoding: .utf8)
        }
        try "x".write(to: dir.appendingPathComponent("App/readme.txt"), atomically: true, encoding: .utf8)
        let (files, missing) = FileDiscovery.files(in: [dir.path, dir.path + "/nope"])
        #expect(files == [dir.path + "/App/f.m"])
        #expect(missing == [dir.path + "/nope"])
    }
}
