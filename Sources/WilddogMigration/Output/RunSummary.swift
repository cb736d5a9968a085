/// Counts over the outcomes of a run.
public struct RunSummary: Sendable, Codable, Equatable {
    public var filesScanned = 0
    public var filesChanged = 0
    public var filesFailed = 0
    public var edits = 0
    public var warnings = 0
    public var notes = 0

    public init(_ outcomes: [FileOutcome]) {
        for o in outcomes where o.language != nil {
            filesScanned += 1
            if o.changed { filesChanged += 1 }
            if o.failure != nil { filesFailed += 1 }
            edits += o.edits.count
            for f in o.findings { if f.severity == .warning { warnings += 1 } else { notes += 1 } }
        }
    }

    public var line: String {
        "wilddog-migrate: \(filesScanned) files scanned, \(filesChanged) changed (\(edits) edits), \(filesFailed) left untouched, \(warnings) warnings, \(notes) notes"
    }
}
