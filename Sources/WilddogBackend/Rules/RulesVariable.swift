/// A variable a rule expression can read.
enum RulesVariable: Sendable, Equatable {
    /// The signed-in user (`uid`, `provider`, `token`), or null when signed out.
    case auth
    /// The data at the rule's location before the operation.
    case data
    /// The data at the rule's location as it would be after the write (not in `.read`).
    case newData
    /// The whole database before the operation.
    case root
    /// The server time in milliseconds since the Unix epoch.
    case now
    /// A key captured by a `$wildcard` on the rule's path (the name includes the `$`).
    case wildcard(String)
}
