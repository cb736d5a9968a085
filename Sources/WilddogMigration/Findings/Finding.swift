/// Something the tool tells the developer about a place in a file.
public struct Finding: Sendable, Equatable, Codable {
    /// The file, as given on the command line or found under a directory.
    public var path: String
    /// 1-based line of the place: in the file as read, or in the file as written once the outcome is
    /// `positionedAsWritten()` (what `--write` reports).
    public var line: Int
    /// 1-based column (in bytes) of the place, in the same file as `line`.
    public var column: Int
    /// `error` for what stops a file being migrated, `warning` for what the developer must do, `note` for information.
    public var severity: Severity
    /// How sure the rule is of what it reports or of the edit it would make.
    public var confidence: Confidence
    /// What happened and what to do, in one sentence.
    public var message: String
    /// The rule that reported it (`constructor`, `manual`, …), listed in MIGRATION.md's rules section.
    public var ruleID: String
    /// Exact replacement text the developer should write, when the tool knows it.
    public var suggestion: String?
    /// MIGRATION.md section that explains the finding.
    public var link: String?
    /// Byte offset of the place in the file as read, when the finding points into a file (not encoded).
    public var offset: Int?
    /// The mapping entry that made the finding, when one did (not encoded): a Firebase entry can
    /// supersede the finding a 2.x entry makes at the same place (`supersedes`).
    public var entryID: String?

    enum CodingKeys: String, CodingKey {
        case path, line, column, severity, confidence, message, ruleID, suggestion, link
    }

    /// `path:line:col: warning: message [rule-id]`, the form Xcode and editors pick up.
    public var formatted: String {
        var text = "\(path):\(line):\(column): \(severity.rawValue): \(message)"
        if let suggestion { text += "; suggested: \(suggestion)" }
        if let link { text += " (see \(link))" }
        return text + " [\(ruleID)]"
    }
}
