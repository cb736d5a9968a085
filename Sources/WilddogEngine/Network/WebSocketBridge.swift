import Dispatch
import WilddogNetwork

/// Hands what one WebSocket receives to its `NetworkConnection`, on the client's queue, in order.
final class WebSocketBridge: WebSocketDelegate, @unchecked Sendable {
    // @unchecked: `connection` is set once at init; the methods run on the socket's loop thread and
    // only hop to `queue`, where the connection's state lives.
    private let connection: NetworkConnection
    private let queue: DispatchQueue
    /// Which socket of the connection this is: callbacks of a replaced socket are ignored.
    private let attempt: Int

    init(connection: NetworkConnection, queue: DispatchQueue, attempt: Int) {
        self.connection = connection
        self.queue = queue
        self.attempt = attempt
    }

    func webSocketDidOpen(_ webSocket: WebSocketConnection) {}

    func webSocket(_ webSocket: WebSocketConnection, didReceiveText text: String) {
        queue.async { [connection, attempt] in connection.received(text, attempt: attempt) }
    }

    func webSocket(_ webSocket: WebSocketConnection, didReceiveBinary data: [UInt8]) {
        // The protocol is text only; a binary message is read as its UTF-8 text, as browsers do not
        // distinguish them in practice for JSON.
        let text = String(decoding: data, as: UTF8.self)
        queue.async { [connection, attempt] in connection.received(text, attempt: attempt) }
    }

    func webSocketDidBecomeIdle(_ webSocket: WebSocketConnection) {}

    func webSocket(_ webSocket: WebSocketConnection, didCloseWith code: WebSocketCloseCode, reason: String, error: NetworkError?) {
        let why = error.map { "\($0)" } ?? (reason.isEmpty ? "closed (\(code.rawValue))" : "closed (\(code.rawValue)): \(reason)")
        queue.async { [connection, attempt] in connection.socketClosed(why, attempt: attempt) }
    }
}
