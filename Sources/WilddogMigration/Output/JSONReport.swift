import Foundation

/// The JSON report: files with their diffs, findings, and a summary.
public enum JSONReport {
    struct FileEntry: Codable {
        var path: String
        var changed: Bool
        var edits: Int
        var failure: String?
        var diff: String?
    }

    struct Document: Codable {
        var tool: String
        var version: String
        var summary: RunSummary
        var files: [FileEntry]
        var findings: [Finding]
    }

    public static func render(_ outcomes: [FileOutcome]) -> String {
        let files = outcomes.filter { $0.language != nil }.map { o in
            FileEntry(path: o.path, changed: o.changed, edits: o.edits.count, failure: o.failure?.reason.rawValue,
                      diff: o.changed ? UnifiedDiff.render(o) : nil)
        }
        let doc = Document(tool: "wilddog-migrate", version: WilddogMigration.version, summary: RunSummary(outcomes),
                           files: files, findings: outcomes.flatMap(\.findings))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(doc)) ?? Data(), as: UTF8.self) + "\n"
    }
}
