import WilddogEngine

/// The variables of one rule evaluation at one location.
struct RulesEvaluationContext {
    /// The `auth` variable: `.json(object)`, or `.null` when signed out.
    let auth: RulesValue
    /// The database before the operation (`root`, `data`).
    let root: Node
    /// The database after the write (`newData`); nil for reads.
    let newRoot: Node?
    /// The rule's location in the database.
    let location: Path
    /// Keys captured by `$wildcards` on the way to `location`, keyed by name with the `$`.
    let captures: [String: String]
    /// Server time in milliseconds since the Unix epoch.
    let now: Double

    /// The same evaluation at another location.
    func at(_ location: Path, captures: [String: String]) -> RulesEvaluationContext {
        RulesEvaluationContext(auth: auth, root: root, newRoot: newRoot, location: location, captures: captures, now: now)
    }

    /// The `auth` value of optional rules auth.
    static func authValue(_ auth: AuthRulesAuth?) -> RulesValue {
        guard let auth else { return .null }
        return .json(auth.variable)
    }
}
