/// What a transaction block does on each run, and whether the second app writes the same
/// location from inside the run (so the server rejects the commit and the block reruns).
struct TransactionPlan: Sendable, CustomStringConvertible {
    enum Action: Sendable {
        /// Adds one to a number (an empty location counts as 0).
        case increment
        /// Returns `abort()`.
        case abort
        /// Sets a value with an invalid key (`{"a.b": 1}`) and returns success.
        case setInvalidValue
    }

    var action: Action
    /// The number of first runs during which the second app writes `contenderBase + run`.
    var contendedRuns = 0
    var contenderBase = 100

    static let increment = TransactionPlan(action: .increment)
    static let abort = TransactionPlan(action: .abort)
    static let setInvalidValue = TransactionPlan(action: .setInvalidValue)

    /// Increments while the second app overwrites the location during the first `runs` runs.
    static func incrementUnderContention(runs: Int, contenderBase: Int = 100) -> TransactionPlan {
        TransactionPlan(action: .increment, contendedRuns: runs, contenderBase: contenderBase)
    }

    /// The value the second app writes during run `run` (1-based), nil when it stays quiet.
    func contenderValue(onRun run: Int) -> Int? {
        run <= contendedRuns ? contenderBase + run : nil
    }

    /// The block's new value for `input` (a number or null), nil to abort.
    func output(for input: Int?) -> Int? {
        switch action {
        case .increment: return (input ?? 0) + 1
        case .abort, .setInvalidValue: return nil
        }
    }

    var description: String {
        let base = "\(action)"
        return contendedRuns > 0 ? "\(base), contended \(contendedRuns)x" : base
    }
}
