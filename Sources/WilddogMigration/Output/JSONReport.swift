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
        /// `as-read` or `as-written`: which file the findings' lines and columns refer to.
        var positions: FindingPositions
        var positionsExplanation: String
        var files: [FileEntry]
        var findings: [Finding]
    }

    /// `positions` says which file the findings' lines refer to (`as-written` after `--write`).
    public static func render(_ outcomes: [FileOutcome], positions: FindingPositions = .asRead) -> String {
        let files = outcomes.filter { $0.language != nil }.map { o in
            FileEntry(path: o.path, changed: o.changed, edits: o.edits.count, failure: o.failure?.reason.rawValue,
                      diff: o.changed ? UnifiedDiff.render(o) : nil)
        }
        let doc = Document(tool: "wilddog-migrate", version: WilddogMigration.version, summary: RunSummary(outcomes),
                           positions: positions, positionsExplanation: positions.explanation, files: files, findings: outcomes.flatMap(\.findings))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(doc)) ?? Data(), as: UTF8.self) + "\n"
    }
}
