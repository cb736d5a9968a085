import Dispatch
import Synchronization
import WilddogNetwork

/// A WebSocket client of `wilddog-bench network`: hands every message the server sends to its
/// handler on the socket's loop thread (the server sends messages under 16,384 characters as
/// one frame, so a frame is a message here).
final class BenchSocket: WebSocketDelegate, @unchecked Sendable {
    // @unchecked: `socket` is set once in `init` and only read by the thread that made the
    // socket (its loop never reads it); the rest is immutable or atomic.
    /// Signalled when the upgrade is done (or the connection failed: see `isClosed`).
    let opened = DispatchSemaphore(value: 0)
    private let closed = Atomic<Bool>(false)
    private let handler: @Sendable (WebSocketConnection, String) -> Void
    private var socket: WebSocketConnection?

    /// Connects to `/.ws` of namespace `namespace` on loop `loop`.
    init(port: Int, namespace: String, loop: EventLoop, handler: @escaping @Sendable (WebSocketConnection, String) -> Void) {
        self.handler = handler
        var configuration = WebSocketConnection.Configuration()
        configuration.connectTimeout = .seconds(60)
        socket = try? WebSocketConnection.connect(to: "ws://127.0.0.1:\(port)/.ws?v=5&ns=\(namespace)",
                                                  configuration: configuration, on: loop, delegate: self)
        if socket == nil { opened.signal() }
    }

    var isClosed: Bool { closed.load(ordering: .relaxed) }

    func send(_ messages: [[UInt8]]) { socket?.send(textMessages: messages) }
    func close() { socket?.close() }

    func webSocketDidOpen(_ webSocket: WebSocketConnection) { opened.signal() }
    func webSocket(_ webSocket: WebSocketConnection, didReceiveText text: String) { handler(webSocket, text) }
    func webSocket(_ webSocket: WebSocketConnection, didReceiveBinary data: [UInt8]) {}
    func webSocket(_ webSocket: WebSocketConnection, didCloseWith code: WebSocketCloseCode, reason: String, error: NetworkError?) {
        if !closed.exchange(true, ordering: .relaxed) { opened.signal() }
    }
}

/// Which of the server's messages a frame is (by its prefix; the server's encoding is fixed).
enum BenchMessage {
    case hello, ok, failure, push, other

    init(_ text: String) {
        if text.hasPrefix(#"{"t":"d","d":{"r":"#) {
            self = text.contains(#""s":"ok""#) ? .ok : .failure
        } else if text.hasPrefix(#"{"t":"d","d":{"a":"#) {
            self = .push
        } else if text.hasPrefix(#"{"t":"c","d":{"t":"h""#) {
            self = .hello
        } else {
            self = .other
        }
    }
}
