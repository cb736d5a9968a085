import Foundation
import Testing
@testable import WilddogMigration

/// The sample app `Examples/LegacyApp` against its committed expected output.
struct GoldenTests {
    static let exampleRoot = Harness.packageRoot.appendingPathComponent("Examples/LegacyApp")
    static let expectedRoot = Harness.fixtures.appendingPathComponent("LegacyApp.expected")

    /// The whole sample app migrated as one project, paths relative to `Examples/LegacyApp`.
    static let outcomes: [FileOutcome] = {
        let inputs = Harness.files(below: exampleRoot).map { rel in
            SourceInput(path: rel, bytes: Array(Harness.read(exampleRoot.appendingPathComponent(rel)).utf8))
        }
        return Harness.migrator.migrate(inputs)
    }()

    @Test(arguments: Harness.files(below: exampleRoot))
    func sampleFileMatchesGolden(_ relative: String) throws {
        let outcome = try #require(Self.outcomes.first { $0.path == relative })
        let expected = Harness.read(Self.expectedRoot.appendingPathComponent(relative))
        #expect(!expected.isEmpty)
        #expect(outcome.outputText == expected)
    }

    @Test func sampleFindingsMatchGolden() {
        let text = Self.outcomes.flatMap(\.findings).map(\.formatted).joined(separator: "\n") + "\n"
        #expect(text == Harness.read(Self.expectedRoot.appendingPathComponent("findings.txt")))
    }

    @Test func sampleOutputIsIdempotent() {
        let once = Self.outcomes
        let twice = Harness.migrator.migrate(once.map { SourceInput(path: $0.path, bytes: $0.output) })
        for o in twice { #expect(o.edits.isEmpty, "second run changed \(o.path)") }
    }

    @Test func configurationIsInsertedOnceInTheAppDelegate() {
        let all = Self.outcomes.map(\.outputText).joined()
        #expect(all.components(separatedBy: "WDGApp.configure(with:").count == 2)
        let delegate = Self.outcomes.first { $0.path == "AppDelegate.swift" }?.outputText ?? ""
        #expect(delegate.contains("-> Bool {\n        WDGApp.configure(with: WDGOptions(syncURL: \"https://swift-chat.wilddogio.com\"))\n"))
    }
}
