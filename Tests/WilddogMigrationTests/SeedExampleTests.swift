import Foundation
import Testing
@testable import WilddogMigration

/// Every ObjC and Swift example of the 1.x and 2.x guides (seeds 003, 004) and of the 1.x API
/// doc (seed 000), each converted on its own, against the expected 2.x form.
struct SeedExampleTests {
    static let seeds = Harness.fixtures.appendingPathComponent("Seeds")
    static let expected = Harness.fixtures.appendingPathComponent("Seeds.expected")

    /// Legacy spellings that must not survive the conversion (outside strings and comments), in both languages.
    static let legacyNames = [
        "Wilddog", "WQuery", "WDataSnapshot", "WMutableData", "WTransactionResult", "WEventType", "WilddogHandle",
        "WAuthData", "childByAppendingPath", "kWilddogServerValueTimestamp", "authWithOAuthProvider", "initWithUrl",
        "WEventTypeValue", "WEventTypeChildAdded", "WEventTypeChildChanged", "WEventTypeChildRemoved",
    ]
    /// Swift spellings of 1.x (and of 2.x under Swift 2) that the 2.x Swift 3 API renamed; the ObjC selectors did not change.
    static let legacySwiftNames = [
        "observeEventType", "observeSingleEventOfType", "queryOrderedByChild", "queryLimitedToFirst", "queryLimitedToLast",
        "queryStartingAtValue", "queryEndingAtValue", "queryEqualToValue", "successWithValue", "configureWithOptions",
        "referenceFromURL", "childSnapshotForPath", "removeObserverWithHandle",
    ]

    static func convert(_ name: String) -> FileOutcome {
        let text = Harness.read(seeds.appendingPathComponent(name))
        return Harness.migrator.migrate([SourceInput(path: name, text: text)])[0]
    }

    @Test(arguments: Harness.files(below: seeds))
    func exampleConvertsToTheExpected2xForm(_ name: String) {
        let outcome = Self.convert(name)
        #expect(outcome.failure == nil)
        #expect(outcome.outputText == Harness.read(Self.expected.appendingPathComponent(name)))
    }

    @Test(arguments: Harness.files(below: seeds))
    func noLegacySpellingSurvives(_ name: String) throws {
        let outcome = Self.convert(name)
        let f = try SourceFile(path: name, language: Language(pathExtension: (name as NSString).pathExtension)!, bytes: outcome.output)
        let code = f.tokens.indices.filter { f.tokens[$0].kind != .string && f.tokens[$0].kind != .atString }
            .map { f.text($0) }.joined(separator: " ")
        let tokens = Set(code.split(separator: " ").map(String.init))
        let names = Self.legacyNames + (name.hasSuffix(".swift") ? Self.legacySwiftNames : [])
        for legacy in names {
            #expect(!tokens.contains(legacy), "\(name) still uses \(legacy)")
        }
    }

    @Test(arguments: Harness.files(below: seeds))
    func conversionIsIdempotent(_ name: String) {
        let once = Self.convert(name)
        let twice = Harness.migrator.migrate([SourceInput(path: name, bytes: once.output)])[0]
        #expect(twice.edits.isEmpty)
    }
}
