import Foundation
import Testing
@testable import WilddogMigration

/// MIGRATION.md is generated from Mappings/: the committed file must match the data.
struct MigrationDocumentTests {
    static let path = Harness.packageRoot.appendingPathComponent("MIGRATION.md")

    @Test func committedMigrationGuideIsUpToDate() throws {
        let committed = try String(contentsOf: Self.path, encoding: .utf8)
        #expect(MigrationDocument.update(committed, mappings: Harness.mappings) == committed,
                "MIGRATION.md is stale: run `swift run wilddog-migrate docs`")
    }

    @Test func changedMappingMakesTheGuideStale() throws {
        let committed = try String(contentsOf: Self.path, encoding: .utf8)
        var files = Harness.mappings.files
        files[0].entries[0].note = "a note that is not in MIGRATION.md"
        #expect(MigrationDocument.update(committed, mappings: MappingSet(files: files)) != committed)
    }

    @Test func everyManualAnchorIsInTheGuide() throws {
        let committed = try String(contentsOf: Self.path, encoding: .utf8)
        for anchor in Set(Harness.mappings.entries.compactMap(\.anchor)) {
            #expect(committed.contains("<a id=\"\(anchor)\"></a>"), "no anchor \(anchor)")
        }
    }

    @Test func guideCoversTheBehaviouralDifferences() throws {
        let committed = try String(contentsOf: Self.path, encoding: .utf8)
        for fact in ["(user, error)", "createUser", "WDGAuthStateDidChangeListenerHandle", "\"com.wilddog\"",
                     "\"com.wilddog.authentication\"", "\"com.wilddog.sync\"", "26101", "22xxx", "`nil` in 2.x"] {
            #expect(committed.contains(fact), "MIGRATION.md does not mention \(fact)")
        }
    }
}
