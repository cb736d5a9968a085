import Foundation
import Synchronization
import Testing
@testable import WilddogNetwork
import WilddogTestSupport

/// What a WebSocket delegate saw, readable from the test's thread.
final class WebSocketRecorder: WebSocketDelegate, @unchecked Sendable {
    // @unchecked: the state is behind `events`' lock; `webSocket` is set once on the loop and
    // read after `opened`.
    struct Events {
        var opened = false
        var texts: [String] = []
        var binaries: [[UInt8]] = []
        var pongs: [[UInt8]] = []
        var closed: (code: WebSocketCloseCode, reason: String, error: NetworkError?)?
        var idle = 0
    }

    let events = Lock(Events())
    /// Echo what arrives (a server's delegate).
    let echo: Bool
    private let socket = Lock<WebSocketConnection?>(nil)

    init(echo: Bool = false) { self.echo = echo }

    var webSocket: WebSocketConnection? { socket.withLock { $0 } }
    var opened: Bool { events.withLock { $0.opened } }
    var texts: [String] { events.withLock { $0.texts } }
    var binaries: [[UInt8]] { events.withLock { $0.binaries } }
    var closed: (code: WebSocketCloseCode, reason: String, error: NetworkError?)? { events.withLock { $0.closed } }

    func webSocketDidOpen(_ webSocket: WebSocketConnection) {
        socket.withLock { $0 = webSocket }
        events.withLock { $0.opened = true }
    }

    func webSocket(_ webSocket: WebSocketConnection, didReceiveText text: String) {
        events.withLock { $0.texts.append(text) }
        if echo { webSocket.send(text: text) }
    }

    func webSocket(_ webSocket: WebSocketConnection, didReceiveBinary data: [UInt8]) {
        events.withLock { $0.binaries.append(data) }
        if echo { webSocket.send(binary: data) }
    }

    func webSocket(_ webSocket: WebSocketConnection, didReceivePong payload: [UInt8]) {
        events.withLock { $0.pongs.append(payload) }
    }

    func webSocketDidBecomeIdle(_ webSocket: WebSocketConnection) {
        events.withLock { $0.idle += 1 }
        webSocket.close(code: .goingAway, reason: "idle timeout")
    }

    func webSocket(_ webSocket: WebSocketConnection, didCloseWith code: WebSocketCloseCode, reason: String, error: NetworkError?) {
        events.withLock { $0.closed = (code, reason, error) }
    }
}

/// A server on a free loopback port whose `/ws` path upgrades to WebSockets handled by
/// recorders (echoing), and whose other paths answer `handler`'s response. Stops on `stop()`.
final class TestServer: Sendable {
    let group: EventLoopGroup
    let server: HTTPServer
    let recorders = Locked<[WebSocketRecorder]>([])

    /// The server's configuration unless a test gives its own: no idle timeout to speak of, so
    /// that a test whose task is starved on a loaded machine is not cut off.
    static var patientConfiguration: HTTPServer.Configuration {
        var configuration = HTTPServer.Configuration()
        configuration.idleTimeout = .seconds(3_600)
        return configuration
    }

    init(threads: Int = 1, configuration: HTTPServer.Configuration = TestServer.patientConfiguration,
         webSocket: WebSocketConnection.Configuration = WebSocketConnection.Configuration(),
         handler: (@Sendable (HTTPRequest, HTTPResponder) -> Void)? = nil) throws {
        group = try EventLoopGroup(threads: threads, name: "test-server")
        let recorders = self.recorders
        do {
            server = try HTTPServer(host: "127.0.0.1", port: 0, configuration: configuration, group: group) { request, responder in
                if request.path == "/ws" {
                    let recorder = WebSocketRecorder(echo: true)
                    recorders.withLock { $0.append(recorder) }
                    responder.upgradeToWebSocket(request, configuration: webSocket, delegate: recorder)
                } else if let handler {
                    handler(request, responder)
                } else {
                    responder.respond(HTTPResponse(status: 200, contentType: "text/plain", text: "\(request.method) \(request.target) \(request.body.count)"))
                }
            }
        } catch {
            group.shutdown(timeout: .seconds(1))
            throw error
        }
    }

    var port: Int { server.port }

    func stop() {
        server.close()
        group.shutdown(timeout: .seconds(2))
    }
}

/// A raw TCP client that records every byte it receives.
final class RawClient: TCPConnectionHandler, @unchecked Sendable {
    // @unchecked: `state` is behind its lock; `connection` is set once before use.
    struct State {
        var received: [UInt8] = []
        var opened = false
        var closed = false
        var error: NetworkError?
    }

    let state = Lock(State())
    private(set) var connection: TCPConnection!

    init(port: Int, tls: TLSClientConfiguration? = nil, loop: EventLoop) {
        connection = TCPConnection.connect(host: "127.0.0.1", port: port, tls: tls, on: loop, handler: self)
    }

    var received: [UInt8] { state.withLock { $0.received } }
    var text: String { String(decoding: received, as: UTF8.self) }
    var closed: Bool { state.withLock { $0.closed } }

    func send(_ text: String) { connection.write(Array(text.utf8)) }
    func send(_ bytes: [UInt8]) { connection.write(bytes) }

    func connectionDidOpen(_ connection: TCPConnection) { state.withLock { $0.opened = true } }

    func connection(_ connection: TCPConnection, didRead bytes: UnsafeRawBufferPointer) {
        state.withLock { $0.received.append(contentsOf: bytes) }
    }

    func connection(_ connection: TCPConnection, didCloseWith error: NetworkError?) {
        state.withLock { $0.closed = true; $0.error = error }
    }
}

/// A frame as a client sends it (masked with a fixed key unless `masked` is false).
func clientFrame(_ opcode: UInt8, _ payload: [UInt8], fin: Bool = true, masked: Bool = true, rsv: UInt8 = 0) -> [UInt8] {
    var bytes = WebSocketFrame.encode(fin: fin, opcode: .binary, payload: payload, maskKey: masked ? (1, 2, 3, 4) : nil)
    bytes[0] = (fin ? 0x80 : 0) | rsv << 4 | opcode
    return bytes
}
