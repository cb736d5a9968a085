import Foundation
import Testing
import WilddogEngine
import WilddogNetwork

/// A bare Firebase-protocol client over a WebSocket: sends requests with their numbers and
/// waits for answers and pushes, as JSON.
final class WireTestClient: WebSocketDelegate, @unchecked Sendable {
    // @unchecked: `received` and `opened` are behind `lock`; `connection` is set once in `init`.
    private let lock = Lock<(opened: Bool, closed: Bool, received: [AuthJSON])>((false, false, []))
    private var connection: WebSocketConnection?
    private var nextRequest = 1

    init(port: Int, namespace: String) throws {
        connection = try WebSocketConnection.connect(to: "ws://127.0.0.1:\(port)/.ws?v=5&ns=\(namespace)", delegate: self)
    }

    func webSocketDidOpen(_ webSocket: WebSocketConnection) { lock.withLock { $0.opened = true } }
    func webSocket(_ webSocket: WebSocketConnection, didReceiveText text: String) {
        guard let json = AuthJSON.parse(Array(text.utf8)) else { return }
        lock.withLock { $0.received.append(json) }
    }
    func webSocket(_ webSocket: WebSocketConnection, didReceiveBinary data: [UInt8]) {}
    func webSocket(_ webSocket: WebSocketConnection, didCloseWith code: WebSocketCloseCode, reason: String, error: NetworkError?) {
        lock.withLock { $0.closed = true }
    }

    /// Sends request `action` with body `body`; returns its number.
    @discardableResult
    func send(_ action: String, _ body: AuthJSON) -> Int {
        let number = nextRequest
        nextRequest += 1
        let message = AuthJSON.object(["t": "d", "d": .object(["r": .int(Int64(number)), "a": .string(action), "b": body])])
        connection?.send(text: String(decoding: message.jsonBytes(), as: UTF8.self))
        return number
    }

    /// The first message received that `matches`, waiting up to `timeout`; nil when none came.
    func next(timeout: Duration = .seconds(10), where matches: (AuthJSON) -> Bool) async -> AuthJSON? {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let found = lock.withLock({ $0.received.first(where: matches) }) { return found }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return nil
    }

    /// The answer body (`{"s":…,"d":…}`) of request `number`.
    func answer(_ number: Int, timeout: Duration = .seconds(10)) async -> AuthJSON? {
        await next(timeout: timeout) { $0["d"]?["r"]?.int64Value == Int64(number) }?["d"]?["b"]
    }

    /// Whether a push with action `action` has come.
    func push(_ action: String, timeout: Duration = .seconds(10)) async -> AuthJSON? {
        await next(timeout: timeout) { $0["d"]?["a"]?.stringValue == action }?["d"]?["b"]
    }

    func hasReceived(_ matches: (AuthJSON) -> Bool) -> Bool {
        lock.withLock { $0.received.contains(where: matches) }
    }

    func close() {
        connection?.close()
    }
}
