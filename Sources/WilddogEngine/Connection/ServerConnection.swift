import Dispatch

/// A client's link to a server; a network transport can replace the in-process one without
/// touching the sync tree or the repo.
package protocol ServerConnection: AnyObject, Sendable {
    /// Sends a request; `reply` runs on the client's queue. A write carries an `id`, so that
    /// resending it after a reconnect never applies it twice.
    func send(_ request: WireRequest, id: WireRequestID?, reply: @escaping @Sendable (WireResponse) -> Void)
    /// Sends a listen with the hash of the data the client already holds for it (WIRE-PROTOCOL.md
    /// §3.3), so that a server may skip sending it again; `hash` is computed only by links that
    /// send it. The default sends the listen without it.
    func sendListen(_ request: WireRequest, hash: () -> String, reply: @escaping @Sendable (WireResponse) -> Void)
    /// Sends several writes at once (the queue replayed on reconnect). The server still applies
    /// each as its own write, in order, with its own answer. `reply` runs on the client's queue
    /// with answers as (position in `requests`, response), in request order, possibly split
    /// over several calls; every request the server takes is answered once. Data the writes
    /// push to this client arrives before their answers.
    func sendBatch(_ requests: [(request: WireRequest, id: WireRequestID)],
                   reply: @escaping @Sendable ([(position: Int, response: WireResponse)]) -> Void)
    /// Closes the link from the client side (the server runs the connection's onDisconnect).
    /// A request the server has not taken yet is never applied, no push is delivered any more,
    /// and the replies to requests taken before are queued before `close` returns.
    func close()
}

extension ServerConnection {
    package func sendListen(_ request: WireRequest, hash: () -> String, reply: @escaping @Sendable (WireResponse) -> Void) {
        send(request, id: nil, reply: reply)
    }

    /// One request at a time, each answer on its own.
    package func sendBatch(_ requests: [(request: WireRequest, id: WireRequestID)],
                           reply: @escaping @Sendable ([(position: Int, response: WireResponse)]) -> Void) {
        for (position, entry) in requests.enumerated() {
            send(entry.request, id: entry.id) { reply([(position, $0)]) }
        }
    }
}

/// Receives what the server pushes, on the client's queue.
package protocol ServerConnectionDelegate: AnyObject, Sendable {
    func connection(_ connection: any ServerConnection, received push: WirePush)
    /// The server dropped the link (network loss, app deleted on the server side).
    func connectionDidClose(_ connection: any ServerConnection)
}

/// Opens links to the backend of an app id.
package protocol ServerTransport: Sendable {
    func connect(appId: String, delegate: any ServerConnectionDelegate, queue: DispatchQueue) -> any ServerConnection
}
