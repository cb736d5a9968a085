/// Something the tool tells the developer about a place in a file.
public struct Finding: Sendable, Equatable, Codable {
    public var path: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    public var confidence: Confidence
    public var message: String
    public var ruleID: String
    /// Exact replacement text the developer should write, when the tool knows it.
    public var suggestion: String?
    /// MIGRATION.md section that explains the finding.
    public var link: String?

    /// `path:line:col: warning: message [rule-id]`, the form Xcode and editors pick up.
    public var formatted: String {
        var text = "\(path):\(line):\(column): \(severity.rawValue): \(message)"
        if let suggestion { text += "; suggested: \(suggestion)" }
        if let link { text += " (see \(link))" }
        return text + " [\(ruleID)]"
    }
}
