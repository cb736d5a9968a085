import Foundation
import Testing
@testable import WilddogMigration

/// Loading, validating and overriding the mapping data.
struct MappingSetTests {
    static func temporaryDirectory(_ files: [String: String]) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mappings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return dir.path
    }

    @Test func shippedMappingsHaveUniqueIDsAndTheSupportedSchema() throws {
        let files = try MappingSet.readDirectory(Harness.mappingsDirectory)
        #expect(!files.isEmpty)
        #expect(files.allSatisfy { $0.schemaVersion == MappingSet.supportedSchemaVersion })
        let ids = files.flatMap(\.entries).map(\.id)
        #expect(Set(ids).count == ids.count)
    }

    @Test(arguments: MappingKind.allCases.filter { $0 != .unchanged })
    func everyKindIsUsed(_ kind: MappingKind) {
        #expect(!Harness.mappings.entries(kind).isEmpty)
    }

    @Test func overrideReplacesAnEntryByIDAndAddsNewOnes() throws {
        let dir = try Self.temporaryDirectory(["extra.json": """
        {"schemaVersion": 1, "title": "Extra", "anchor": "extra", "order": 99, "entries": [
          {"id": "ref-child", "kind": "call", "objc": {"from": "childByAppendingPath:", "to": "childAt:"}},
          {"id": "custom-type", "kind": "type", "from": "MyLegacyRef", "to": "WDGSyncReference"}
        ]}
        """])
        let set = try MappingSet.load(directory: Harness.mappingsDirectory, overrides: [dir])
        #expect(set.entry(id: "ref-child")?.objc?.to == "childAt:")
        #expect(set.entry(id: "custom-type") != nil)
        let out = Migrator(mappings: set, options: MigrationOptions(parallel: false))
            .migrate([SourceInput(path: "a.m", text: "MyLegacyRef *r; [r childByAppendingPath:@\"x\"];\n")])[0]
        #expect(out.outputText.contains("WDGSyncReference *r; [r childAt:@\"x\"];"))
    }

    @Test func unsupportedSchemaVersionIsRejected() throws {
        let dir = try Self.temporaryDirectory(["a.json": "{\"schemaVersion\": 99, \"title\": \"t\", \"anchor\": \"a\", \"order\": 1, \"entries\": []}"])
        #expect(throws: MappingError.self) { try MappingSet.load(directory: dir) }
    }

    @Test func invalidJSONIsRejected() throws {
        let dir = try Self.temporaryDirectory(["a.json": "{ not json"])
        #expect(throws: MappingError.self) { try MappingSet.load(directory: dir) }
    }
}
