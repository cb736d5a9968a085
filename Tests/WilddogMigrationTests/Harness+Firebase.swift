import Foundation
@testable import WilddogMigration

/// The Firebase target's mapping data and migrator, as the CLI builds them for `--target firebase`.
extension Harness {
    static let firebaseMappingsDirectory = Harness.packageRoot.appendingPathComponent("Mappings/Firebase").path

    static let firebaseMappings: MappingSet = {
        do { return try MappingSet.load(directory: firebaseMappingsDirectory, target: .firebase) } catch { fatalError("cannot load the Firebase mappings: \(error)") }
    }()

    /// `--target firebase` without database URLs (built once).
    static let firebaseMigrator = FirebaseMigrator(legacy: mappings, firebase: firebaseMappings, options: MigrationOptions(parallel: false))

    /// `--target firebase`, files migrated as one project.
    static func migrateToFirebase(_ inputs: [SourceInput], databaseURLs: [String: String] = [:]) -> [FileOutcome] {
        guard !databaseURLs.isEmpty else { return firebaseMigrator.migrate(inputs) }
        return FirebaseMigrator(legacy: mappings, firebase: firebaseMappings,
                                options: MigrationOptions(parallel: false, firebaseDatabaseURLs: databaseURLs)).migrate(inputs)
    }

    /// One file on its own to Firebase: the rewritten text.
    static func rewriteToFirebase(_ text: String, language: Language, databaseURLs: [String: String] = [:]) -> String {
        let path = language == .swift ? "Snippet.swift" : "Snippet.m"
        return migrateToFirebase([SourceInput(path: path, text: text)], databaseURLs: databaseURLs)[0].outputText
    }
}
