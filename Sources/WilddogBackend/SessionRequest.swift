import WilddogEngine

/// A request of a network session to the embedded server, in the order the client sent it.
package enum SessionRequest: Sendable {
    /// A listen; `hash` is the hash of the data the client holds (`""`: none). When it matches
    /// the current result, the data is not sent again.
    case listen(path: Path, query: QuerySpec, tag: Int?, hash: String)
    /// An unlisten, write or onDisconnect request, as the in-process link sends it.
    case engine(WireRequest)
    /// A read of the data (or the query result) at a location, judged by the read rules.
    case get(path: Path, query: QuerySpec)
    /// New credentials (nil: sign out), with what an admin credential asks the rules to see.
    case authenticate(token: String?, override: AuthOverride?)
    /// A request with nothing to do on the data (statistics, App Check): answered `ok` in turn.
    case acknowledge
    /// A request that could not be read: answered with this error in turn.
    case refuse(EngineError)
}

/// The embedded server's answer to a `SessionRequest`.
package enum SessionResponse: Sendable {
    case ok
    case failed(EngineError)
    /// A get's data.
    case data(Node)
}
