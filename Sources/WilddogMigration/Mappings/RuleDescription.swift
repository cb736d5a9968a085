/// What one rule of the tool does, for reports (SARIF rule metadata) and MIGRATION.md.
public struct RuleDescription: Sendable, Codable, Equatable {
    /// The id printed with findings (`[call-rename]`).
    public var id: String
    /// One sentence: what the rule changes or reports.
    public var description: String
    /// MIGRATION.md section that explains it.
    public var anchor: String?
}
