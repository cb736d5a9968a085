import Foundation
import WilddogEngine
import WilddogNetwork

/// The server's end of one client WebSocket: what it received, and sending as a server does.
package final class MockSocket: WebSocketDelegate, @unchecked Sendable {
    // @unchecked: the state is behind its lock; the delegate methods run on the loop.
    struct State {
        var socket: WebSocketConnection?
        var frames: [String] = []
        var closed = false
        var closeCode: WebSocketCloseCode?
    }

    /// The upgrade's request target (`/.ws?v=5&ns=…`).
    package let target: String
    package let headers: HTTPHeaders
    private let state = Lock(State())
    /// Frames handed out by `nextFrame` so far.
    private let read = Lock(0)

    package init(target: String, headers: HTTPHeaders) {
        self.target = target
        self.headers = headers
    }

    /// The query parameters of the upgrade, as sent (not decoded).
    package var parameters: [String: String] {
        let query = target.split(separator: "?", maxSplits: 1).dropFirst().first ?? ""
        var result: [String: String] = [:]
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            result[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
        }
        return result
    }

    package var isOpen: Bool { state.withLock { $0.socket != nil && !$0.closed } }
    package var isClosed: Bool { state.withLock { $0.closed } }
    /// Whether the socket opened (it may have closed since).
    package var hasOpened: Bool { state.withLock { $0.socket != nil } }
    package var frames: [String] { state.withLock { $0.frames } }

    // MARK: Sending as the server

    package func sendFrame(_ text: String) {
        state.withLock { $0.socket }?.send(text: text)
    }

    /// Sends a message, split into pieces with a count frame when longer than `pieceLength`.
    package func send(_ message: ServerMessage, pieceLength: Int = WireFraming.maxPieceLength) {
        for frame in WireFraming.split(message.text, pieceLength: pieceLength) { sendFrame(frame) }
    }

    /// Sends the JSON text of a message as it is (for messages the codec does not make).
    package func sendJSON(_ text: String) { sendFrame(text) }

    package func sendHello(timestamp: Int64 = Int64(Date().timeIntervalSince1970 * 1000), host: String? = nil, session: String? = "session1") {
        send(.hello(ServerHello(timestamp: timestamp, host: host, sessionID: session)))
    }

    package func reply(_ number: Int, _ reply: ServerReply = .ok) { send(.reply(number: number, reply)) }

    package func push(_ push: ServerPush) { send(.push(push)) }

    package func close(code: WebSocketCloseCode = .goingAway) {
        state.withLock { $0.socket }?.close(code: code)
    }

    // MARK: Reading what the client sent

    /// The next frame the client sent (keepalives included), waiting up to `timeout` seconds.
    package func nextFrame(timeout: Double = 10) async -> String? {
        let index = read.withLock { $0 }
        guard await eventually(timeout: timeout, { self.frames.count > index }) else { return nil }
        read.withLock { $0 += 1 }
        return frames[index]
    }

    /// The next whole message (pieces joined; keepalive frames skipped).
    package func nextMessage(timeout: Double = 10) async -> ClientMessage? {
        var assembler = FrameAssembler()
        while let frame = await nextFrame(timeout: timeout) {
            switch try? assembler.receive(frame) {
            case .message(let bytes)?: return try? ClientMessage.decode(bytes)
            case .keepalive?, .pending?: continue
            case nil: return nil
            }
        }
        return nil
    }

    /// The next request: its number and body.
    package func nextRequest(timeout: Double = 10) async -> (number: Int, request: ClientRequest)? {
        while let message = await nextMessage(timeout: timeout) {
            if case .request(let number, let request) = message { return (number, request) }
        }
        return nil
    }

    /// Requests until none comes for `quiet` seconds.
    package func drainRequests(quiet: Double = 0.3) async -> [(number: Int, request: ClientRequest)] {
        var all: [(Int, ClientRequest)] = []
        while let next = await nextRequest(timeout: quiet) { all.append(next) }
        return all
    }

    // MARK: WebSocketDelegate

    package func webSocketDidOpen(_ webSocket: WebSocketConnection) {
        state.withLock { $0.socket = webSocket }
    }

    package func webSocket(_ webSocket: WebSocketConnection, didReceiveText text: String) {
        state.withLock { $0.frames.append(text) }
    }

    package func webSocket(_ webSocket: WebSocketConnection, didReceiveBinary data: [UInt8]) {
        state.withLock { $0.frames.append(String(decoding: data, as: UTF8.self)) }
    }

    package func webSocketDidBecomeIdle(_ webSocket: WebSocketConnection) {}

    package func webSocket(_ webSocket: WebSocketConnection, didCloseWith code: WebSocketCloseCode, reason: String, error: NetworkError?) {
        state.withLock {
            $0.closed = true
            $0.closeCode = code
        }
    }
}
