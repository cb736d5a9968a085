/// How loudly a finding is reported.
public enum Severity: String, Sendable, Codable {
    /// Needs the developer: a manual change, a behaviour change, a file left untouched.
    case warning
    /// Worth knowing: an edit held back for low confidence, an edit conflict, an informational remark.
    case note
}
