/// A data-layer push from a server (WIRE-PROTOCOL.md §4): no request number.
package enum ServerPush: Sendable, Equatable {
    /// `d`: overwrite the node at `path` (empty deletes); tagged pushes reach only that query.
    case overwrite(path: Path, data: Node, tag: Int?)
    /// `m`: overwrite each child path below `path` (empty deletes).
    case merge(path: Path, children: [WireChild], tag: Int?)
    /// `c`: listens at `path` were revoked; `queries` names them (sent as an array of query
    /// objects, as JS requires), empty for the default listen (sent without `q`).
    case listenRevoked(path: Path, queries: [QuerySpec])
    /// `ac`: the connection's credential was revoked (`expired_token`, …).
    case authRevoked(status: String, reason: String)
    /// `apc`: the App Check token was revoked.
    case appCheckRevoked(status: String, reason: String)
    /// `sd`: a security-rules debug message.
    case securityDebug(message: String)
    /// `rm`: range merges (iOS/Android, only after a listen with a compound hash).
    case rangeMerge(path: Path, ranges: [RangeMerge], tag: Int?)
    /// Any other action, kept as sent; clients ignore it.
    case unknown(action: String, body: WireJSON)

    /// The action name sent for this push.
    package var action: String {
        switch self {
        case .overwrite: return "d"
        case .merge: return "m"
        case .listenRevoked: return "c"
        case .authRevoked: return "ac"
        case .appCheckRevoked: return "apc"
        case .securityDebug: return "sd"
        case .rangeMerge: return "rm"
        case .unknown(let action, _): return action
        }
    }
}
