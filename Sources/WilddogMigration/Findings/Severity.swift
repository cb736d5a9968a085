/// How loudly a finding is reported.
public enum Severity: String, Sendable, Codable {
    /// Nothing could be done: a path or file that cannot be read. Always makes the run fail (exit 3).
    case error
    /// Needs the developer: a manual change, a behaviour change, a file left untouched.
    case warning
    /// Worth knowing: an edit held back for low confidence, an edit conflict, an informational remark.
    case note
}
