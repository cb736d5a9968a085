/// One serial stream of trace entries. Entries of one channel keep their order; channels are
/// compared separately, since each facade may deliver them on different queues.
enum Channel: Int, Sendable, Comparable, CustomStringConvertible {
    /// Events and completions of the app under test (its callback queue).
    case main
    /// Events and completions of the second app.
    case second
    /// Runs of transaction blocks (the engine's queue).
    case transactionBlock
    /// Auth completions and auth-state listeners (the auth callback queue).
    case auth
    /// What the runner reads synchronously (current user, references, signOut).
    case direct

    static func < (lhs: Channel, rhs: Channel) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The data channel of a client.
    static func data(_ client: Client) -> Channel { client == .main ? .main : .second }

    var description: String {
        switch self {
        case .main: return "main"
        case .second: return "second"
        case .transactionBlock: return "txn"
        case .auth: return "auth"
        case .direct: return "direct"
        }
    }
}
