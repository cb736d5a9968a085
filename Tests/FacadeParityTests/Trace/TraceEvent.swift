/// What a facade did or delivered, in generation-neutral terms.
enum TraceEvent: Hashable, Sendable, CustomStringConvertible {
    /// An observer was registered; `type` is the declared type of the returned handle.
    case handle(label: String, type: String)
    /// A data event: type, key, previous sibling key, the exported value as canonical JSON, and
    /// `details` (see `SnapshotDetails`).
    case event(label: String, type: EventKind, key: String, prev: String?, value: String, details: String)
    /// The observer's cancel block ran.
    case cancelled(label: String, outcome: Outcome)
    /// A write, onDisconnect or other completion block ran.
    case completion(operation: String, outcome: Outcome)
    /// A transaction block ran (1-based run number) on this input (value and priority).
    case transactionRun(run: Int, input: String)
    /// A transaction's completion: committed or aborted, the error by meaning, the snapshot.
    case transactionDone(committed: Bool, outcome: Outcome, snapshot: String)
    /// An auth completion block ran with these arguments, in order.
    case authResult(operation: String, arguments: [AuthArgument])
    /// An auth-state listener ran with these arguments, in order.
    case authState(label: String, arguments: [AuthArgument])
    /// The synchronously readable current user (`authData` / `currentUser`).
    case currentUser(AuthArgument)
    /// A reference's key, parent path (nil when there is none) and root path.
    case reference(path: String, key: String, parent: String?, root: String)

    var description: String {
        switch self {
        case .handle(let label, let type): return "\(label) handle \(type)"
        case .event(let label, let type, let key, let prev, let value, let details):
            return "\(label) \(type.rawValue) key=\(key) prev=\(prev ?? "nil") \(value)\(details)"
        case .cancelled(let label, let outcome): return "\(label) cancelled \(outcome)"
        case .completion(let operation, let outcome): return "completion \(operation) → \(outcome)"
        case .transactionRun(let run, let input): return "block run \(run) input=\(input)"
        case .transactionDone(let committed, let outcome, let snapshot):
            return "transaction \(committed ? "committed" : "aborted") \(outcome) snapshot=\(snapshot)"
        case .authResult(let operation, let arguments):
            return "\(operation) result(\(arguments.map(\.description).joined(separator: ", ")))"
        case .authState(let label, let arguments):
            return "\(label) state(\(arguments.map(\.description).joined(separator: ", ")))"
        case .currentUser(let user): return "currentUser \(user)"
        case .reference(let path, let key, let parent, let root):
            return "reference /\(path) key=\"\(key)\" parent=\(parent ?? "nil") root=\(root)"
        }
    }

    /// Whether the event carries an error (its meaning came through a generation's table).
    var reportsError: Bool {
        switch self {
        case .cancelled(_, .failed), .completion(_, .failed), .transactionDone(_, .failed, _): return true
        case .authResult(_, let arguments):
            return arguments.contains { if case .error = $0 { return true } else { return false } }
        default: return false
        }
    }
}
