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

/// Identifies a write across reconnects, so a resend is never applied twice: the server
/// remembers its answer to each id of a client until the client says it has the answer.
package struct WireRequestID: Sendable, Hashable {
    /// The client (one persistent connection, across its reconnects).
    package let client: UInt64
    /// The request's number; the client numbers its writes in increasing order.
    package let sequence: Int
    /// Every request of the client numbered below this has been answered to it: the server may
    /// forget those answers.
    package let firstUnanswered: Int

    package init(client: UInt64, sequence: Int, firstUnanswered: Int) {
        self.client = client
        self.sequence = sequence
        self.firstUnanswered = firstUnanswered
    }
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
