import WilddogEngine
import WilddogNetwork

/// A TCP relay on a free loopback port in front of a server, whose `sever()` cuts the client
/// side of every relayed connection and leaves the server side open and silent: a network that
/// drops a device's link without the server hearing of it. Stop it with `stop()`.
package final class SeveringProxy: Sendable {
    private let group: EventLoopGroup
    private let listener: TCPListener
    private let relays = Locked<[Relay]>([])

    /// A relay to the server listening on loopback port `upstreamPort`.
    package init(to upstreamPort: Int) throws {
        let group = try EventLoopGroup(threads: 1, name: "severing-proxy")
        self.group = group
        let relays = self.relays
        do {
            listener = try TCPListener(host: "127.0.0.1", port: 0, group: group) { downstream in
                let relay = Relay(downstream: downstream)
                relay.upstream = TCPConnection.connect(host: "127.0.0.1", port: upstreamPort, on: downstream.eventLoop,
                                                       handler: relay.upstreamSide)
                relays.withLock { $0.append(relay) }
                return relay.downstreamSide
            }
        } catch {
            group.shutdown(timeout: .seconds(1))
            throw error
        }
    }

    package var port: Int { listener.port }
    /// `http://127.0.0.1:<port>`, the URL a client is routed to.
    package var url: String { "http://127.0.0.1:\(port)" }

    /// Cuts the client side of every connection relayed so far; their server sides stay open and
    /// get nothing more.
    package func sever() {
        for relay in relays.withLock({ $0 }) {
            relay.downstream.eventLoop.run { relay.sever() }
        }
    }

    /// Closes the listener and every connection.
    package func stop() {
        listener.close()
        group.shutdown(timeout: .seconds(2))
    }
}

/// One relayed connection: the client's (`downstream`) and the server's (`upstream`).
private final class Relay: @unchecked Sendable {
    // @unchecked: `upstream` is set before the listener hands the connection on, and everything
    // else runs on the connections' loop (both sides share it).
    let downstream: TCPConnection
    var upstream: TCPConnection?
    private var severed = false
    lazy var downstreamSide = Side { [unowned self] in self.upstream } onClose: { [unowned self] in
        if !self.severed { self.upstream?.close() }
    }
    lazy var upstreamSide = Side { [unowned self] in self.severed ? nil : self.downstream } onClose: { [unowned self] in
        self.downstream.close()
    }

    init(downstream: TCPConnection) { self.downstream = downstream }

    func sever() {
        severed = true
        downstream.abort()
    }

    /// Forwards what one side reads to the other.
    final class Side: TCPConnectionHandler {
        private let peer: () -> TCPConnection?
        private let onClose: () -> Void

        init(peer: @escaping () -> TCPConnection?, onClose: @escaping () -> Void) {
            self.peer = peer
            self.onClose = onClose
        }

        func connection(_ connection: TCPConnection, didRead bytes: UnsafeRawBufferPointer) {
            peer()?.writeOnLoop(bytes)
        }

        func connection(_ connection: TCPConnection, didCloseWith error: NetworkError?) { onClose() }
    }
}
