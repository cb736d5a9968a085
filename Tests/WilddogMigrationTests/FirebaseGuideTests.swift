import Foundation
import Testing
@testable import WilddogMigration

/// MIGRATION-FIREBASE.md is generated from Mappings/Firebase: the committed file must match the data.
struct FirebaseGuideTests {
    static let path = Harness.packageRoot.appendingPathComponent("MIGRATION-FIREBASE.md")

    @Test func committedFirebaseGuideIsUpToDate() throws {
        let committed = try String(contentsOf: Self.path, encoding: .utf8)
        #expect(MigrationDocument.update(committed, mappings: Harness.firebaseMappings, target: .firebase) == committed,
                "MIGRATION-FIREBASE.md is stale: run `swift run wilddog-migrate docs`")
    }

    @Test func changedMappingMakesTheGuideStale() throws {
        let committed = try String(contentsOf: Self.path, encoding: .utf8)
        var files = Harness.firebaseMappings.files
        files[0].entries[0].note = "a note that is not in the guide"
        #expect(MigrationDocument.update(committed, mappings: MappingSet(files: files), target: .firebase) != committed)
    }

    @Test func everyAnchorFindingsLinkToIsInTheGuide() throws {
        let committed = try String(contentsOf: Self.path, encoding: .utf8)
        var anchors = Set(Harness.firebaseMappings.entries.compactMap(\.anchor))
        anchors.formUnion(Harness.firebaseMappings.files.map(\.anchor))
        anchors.formUnion(Harness.firebaseMappings.ruleDescriptions.values.compactMap(\.anchor))
        for anchor in anchors { #expect(committed.contains("<a id=\"\(anchor)\"></a>"), "no anchor \(anchor)") }
    }

    @Test func guideCoversTheContractsPointsBeyondRenames() throws {
        let committed = try String(contentsOf: Self.path, encoding: .utf8)
        for fact in ["GoogleService-Info.plist", "--firebase-database-url", "authResult?.user", "FIRUser *user = authResult.user;",
                     "DatabaseHandle", "AuthErrorCode.<case>.rawValue", "\"Firebase\"", "addIDTokenDidChangeListener",
                     "Email Enumeration Protection", "@import FirebaseAuth;", "FirebaseAuth.User", "withCompletionBlock:",
                     "getIDToken(completion:)", "custom token", "auth:import", "1.x → 2.x → Firebase"] {
            #expect(committed.contains(fact), "MIGRATION-FIREBASE.md does not mention \(fact)")
        }
    }

    @Test func guideTablesNameTheFirebaseColumns() {
        let tables = MigrationDocument.tables(Harness.firebaseMappings, target: .firebase)
        #expect(tables.contains("| 2.x Objective-C | 2.x Swift | Firebase Objective-C | Firebase Swift | notes |"))
        #expect(tables.contains("| `WDGSyncReference` | `WDGSyncReference` | `FIRDatabaseReference` | `DatabaseReference` |"))
        #expect(MigrationDocument.tables(Harness.mappings).contains("| 1.x Objective-C | 1.x Swift | 2.x Objective-C | 2.x Swift | notes |"))
    }
}
