/// A request from a client to the server (the in-process form of the realtime wire protocol).
package enum WireRequest: Sendable {
    case listen(path: Path, query: QuerySpec, tag: Int?)
    case unlisten(path: Path, query: QuerySpec, tag: Int?)
    /// A set; with `hash`, a compare-and-set for a transaction.
    case put(path: Path, data: Node, hash: String?)
    /// A multi-path update applied atomically.
    case merge(path: Path, children: [WireChild])
    case onDisconnectPut(path: Path, data: Node)
    case onDisconnectMerge(path: Path, children: [WireChild])
    case onDisconnectCancel(path: Path)
    /// Authenticates the connection (nil: unauthenticate).
    case auth(token: String?)
}

/// One entry of a merge: a path relative to the merge location and its new data.
package struct WireChild: Sendable {
    package let path: Path
    package let node: Node

    package init(_ path: Path, _ node: Node) {
        self.path = path
        self.node = node
    }
}

/// The server's answer to one request.
package enum WireResponse: Sendable {
    case ok
    case failed(EngineError)

    package var error: EngineError? {
        if case .failed(let e) = self { return e }
        return nil
    }
}

/// Data and state the server pushes to a client.
package enum WirePush: Sendable {
    /// The connection is established; the server's clock in ms since the epoch.
    case connected(serverTime: Double)
    case overwrite(path: Path, data: Node, tag: Int?)
    case merge(path: Path, children: [WireChild], tag: Int?)
    /// A listen is no longer allowed (rules or auth changed); the client cancels it.
    case listenRevoked(path: Path, query: QuerySpec, tag: Int?, error: EngineError)
    /// The connection's credentials are no longer valid.
    case authRevoked(EngineError)
}
