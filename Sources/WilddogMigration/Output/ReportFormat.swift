/// How findings are printed.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// A unified diff on stdout, findings as `path:line:col: warning: …` on stderr.
    case text
    /// One JSON document on stdout with files, diffs and findings.
    case json
    /// SARIF 2.1.0 on stdout, for code-scanning tools.
    case sarif
}
