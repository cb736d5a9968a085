/// A data-layer request from a client (WIRE-PROTOCOL.md §3.2), without its number `r`.
///
/// Paths are normalized (any slash form in, checked keys), data is in engine nodes with
/// server values unresolved, queries are `QuerySpec`s. Conversions to and from the in-process
/// `WireRequest` are in `ClientRequest+Engine.swift`.
package enum ClientRequest: Sendable, Equatable {
    /// `s`: client statistics; the counters object `c` as sent.
    case stats(counters: WireJSON)
    /// `q` (legacy `l`): listen. `query` and `tag` travel only for bounded or limited queries;
    /// `hash` is the hash of the data the client holds (`""` for none, §6.2).
    case listen(path: Path, query: QuerySpec, tag: Int?, hash: String, compoundHash: CompoundHash? = nil)
    /// `n` (legacy `u`): unlisten, matched on (path, tag) or (path, default).
    case unlisten(path: Path, query: QuerySpec, tag: Int?)
    /// `p`: set (the path may end in `.priority`); with `hash`, a transaction's compare-and-set.
    case put(path: Path, data: Node, hash: String?)
    /// `m`: update; each child is an overwrite of a path relative to `path` (empty deletes).
    case merge(path: Path, children: [WireChild])
    /// `o`: onDisconnect set.
    case onDisconnectPut(path: Path, data: Node)
    /// `om`: onDisconnect update.
    case onDisconnectMerge(path: Path, children: [WireChild])
    /// `oc`: onDisconnect cancel for `path` and below.
    case onDisconnectCancel(path: Path)
    /// `g`: read once; the query object is always sent (`{}` for the default).
    case get(path: Path, query: QuerySpec)
    /// `auth` / `gauth`.
    case auth(AuthRequest)
    /// `unauth`: sign out on this connection.
    case unauth
    /// `appcheck`: an App Check token.
    case appCheck(token: String)
    /// `unappeck` (the SDK's spelling): the App Check token was cleared.
    case appCheckCleared
    /// Any other action, kept as sent; a server answers it with a failure.
    case unknown(action: String, body: WireJSON)

    /// The action name sent for this request.
    package var action: String {
        switch self {
        case .stats: return "s"
        case .listen: return "q"
        case .unlisten: return "n"
        case .put: return "p"
        case .merge: return "m"
        case .onDisconnectPut: return "o"
        case .onDisconnectMerge: return "om"
        case .onDisconnectCancel: return "oc"
        case .get: return "g"
        case .auth(let request): return request.kind.rawValue
        case .unauth: return "unauth"
        case .appCheck: return "appcheck"
        case .appCheckCleared: return "unappeck"
        case .unknown(let action, _): return action
        }
    }
}
