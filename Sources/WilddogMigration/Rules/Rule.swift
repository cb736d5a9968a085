/// A rewrite or report driven by mapping entries; one rule per file in `Rules/`.
protocol Rule: Sendable {
    /// Stable id printed with findings (`[call-rename]`).
    var id: String { get }
    /// Identifiers whose presence makes the rule look at a file.
    var triggers: Set<String> { get }
    func apply(_ context: RuleContext)
}
