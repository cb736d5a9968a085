import Foundation
@testable import WilddogMigration

/// Shared helpers: the package's mapping data, fixtures, and one-call migrations.
enum Harness {
    /// The package root, from this file's location.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let mappingsDirectory = packageRoot.appendingPathComponent("Mappings").path

    static let mappings: MappingSet = {
        do { return try MappingSet.load(directory: mappingsDirectory) } catch { fatalError("cannot load mappings: \(error)") }
    }()

    static let migrator = Migrator(mappings: mappings, options: MigrationOptions(parallel: false))

    /// The bundled fixtures directory.
    static var fixtures: URL { Bundle.module.resourceURL!.appendingPathComponent("Fixtures") }

    /// Migrates files given as (path, text) as one project.
    static func migrate(_ files: [(String, String)], confidence: Confidence = .high) -> [FileOutcome] {
        let m = Migrator(mappings: mappings, options: MigrationOptions(minimumConfidence: confidence, parallel: false))
        return m.migrate(files.map { SourceInput(path: $0.0, text: $0.1) })
    }

    /// Migrates one file on its own and returns the rewritten text.
    static func rewrite(_ text: String, language: Language) -> String {
        let path = language == .swift ? "Snippet.swift" : "Snippet.m"
        return migrate([(path, text)])[0].outputText
    }

    /// Files below `dir`, relative paths, sorted.
    static func files(below dir: URL) -> [String] {
        guard let e = FileManager.default.enumerator(atPath: dir.path) else { return [] }
        return e.compactMap { $0 as? String }.filter { Language(pathExtension: ($0 as NSString).pathExtension) != nil }.sorted()
    }

    static func read(_ url: URL) -> String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }
}
