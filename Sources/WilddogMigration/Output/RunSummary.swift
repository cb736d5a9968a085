/// Counts over the outcomes of a run: the summary line printed last and the `summary` of the JSON report.
public struct RunSummary: Sendable, Codable, Equatable {
    /// Swift and Objective-C files handed to the rewriter (read or not).
    public var filesScanned = 0
    /// Files with at least one edit (written with `--write`, shown as a diff otherwise).
    public var filesChanged = 0
    /// Files and directories left untouched: not readable, or not lexable.
    public var filesFailed = 0
    /// Edits over all files.
    public var edits = 0
    /// Findings of severity `error` (paths that cannot be read).
    public var errors = 0
    /// Findings of severity `warning`: what the developer must do by hand.
    public var warnings = 0
    /// Findings of severity `note`: behaviour changes worth knowing.
    public var notes = 0

    /// Counts `outcomes`.
    public init(_ outcomes: [FileOutcome]) {
        for o in outcomes {
            if o.language != nil { filesScanned += 1 }
            if o.changed { filesChanged += 1 }
            if o.failure != nil || o.unreadable { filesFailed += 1 }
            edits += o.edits.count
            for f in o.findings {
                switch f.severity {
                case .error: errors += 1
                case .warning: warnings += 1
                case .note: notes += 1
                }
            }
        }
    }

    /// `wilddog-migrate: 3 files scanned, 1 changed (2 edits), 0 left untouched, 0 errors, 1 warning, 2 notes`.
    public var line: String {
        "wilddog-migrate: \(Self.count(filesScanned, "file")) scanned, \(filesChanged) changed (\(Self.count(edits, "edit"))), "
            + "\(filesFailed) left untouched, \(Self.count(errors, "error")), \(Self.count(warnings, "warning")), \(Self.count(notes, "note"))"
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
