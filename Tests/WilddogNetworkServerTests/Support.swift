import Foundation
import Testing
import WilddogEngine
import WilddogNetwork
@testable import WilddogNetworkServer
import WilddogTestSupport

/// A server on a free loopback port with a quiet log; `stop()` always (tests use `withServer`).
func makeServer(_ configure: (inout NetworkServerConfiguration) -> Void = { _ in }) throws -> NetworkServer {
    var configuration = NetworkServerConfiguration()
    configuration.port = 0
    configuration.secret = "test-secret-0123456789"
    configure(&configuration)
    return try NetworkServer(configuration: configuration, log: ServerLog(level: .error))
}

/// Runs `body` with a started server, and stops it after, also when `body` throws.
func withServer<T>(_ configure: (inout NetworkServerConfiguration) -> Void = { _ in },
                   _ body: (NetworkServer) async throws -> T) async throws -> T {
    let server = try makeServer(configure)
    do {
        let result = try await body(server)
        server.stop()
        return result
    } catch {
        server.stop()
        throw error
    }
}

/// A WebSocket client of the protocol that records every text frame the server sends.
final class WireClient: WebSocketDelegate, @unchecked Sendable {
    // @unchecked: the state is behind `state`'s lock; `socket` is set before use.
    struct State {
        /// Whole messages (count frames and pieces joined).
        var frames: [String] = []
        /// The text frames as they came.
        var rawFrames: [String] = []
        var assembler = FrameAssembler()
        var opened = false
        var closed: (code: WebSocketCloseCode, reason: String)?
        /// Frames already returned by `next`.
        var read = 0
    }

    let state = Locked(State())
    private(set) var socket: WebSocketConnection!

    /// Connects to `/.ws?<query>` of the server (`v=5` added), on `loop` (default: the shared
    /// client loop, which every client of the process takes turns on).
    init(port: Int, query: String = "ns=test", headers: HTTPHeaders = [:], loop: EventLoop? = nil) throws {
        socket = try WebSocketConnection.connect(to: "ws://127.0.0.1:\(port)/.ws?v=5&\(query)", headers: headers, on: loop, delegate: self)
    }

    static func connect(_ server: NetworkServer, query: String = "ns=test", loop: EventLoop? = nil) async throws -> WireClient {
        let client = try WireClient(port: server.port, query: query, loop: loop)
        try #require(await eventually { client.state.value.opened })
        return client
    }

    var frames: [String] { state.value.frames }
    var isClosed: Bool { state.value.closed != nil }

    func send(_ text: String) { socket.send(text: text) }

    /// The next frame not read yet, waiting up to `timeout`.
    func next(timeout: Duration = .seconds(10)) async -> String? {
        let arrived = await eventually(timeout: timeout) { state.withLock { $0.frames.count > $0.read } }
        guard arrived else { return nil }
        return state.withLock { state in
            defer { state.read += 1 }
            return state.frames[state.read]
        }
    }

    /// Skips the hello and returns it.
    func hello() async throws -> ServerHello {
        let text = try #require(await next())
        guard case .hello(let hello) = try ServerMessage.decode(text) else {
            Issue.record("not a hello: \(text)")
            throw CancellationError()
        }
        return hello
    }

    /// Sends a request and returns the frames up to and including its reply.
    func request(_ number: Int, _ action: String, _ body: String) async throws -> [String] {
        send("{\"t\":\"d\",\"d\":{\"r\":\(number),\"a\":\"\(action)\",\"b\":\(body)}}")
        return try await until(reply: number)
    }

    /// The frames up to and including the reply to request `number`.
    func until(reply number: Int, timeout: Duration = .seconds(10)) async throws -> [String] {
        var frames: [String] = []
        while true {
            let frame = try #require(await next(timeout: timeout), "no reply to request \(number); got \(frames)")
            frames.append(frame)
            if frame.hasPrefix("{\"t\":\"d\",\"d\":{\"r\":\(number),") { return frames }
        }
    }

    /// Whether no frame arrives within `time`.
    func staysQuiet(for time: Duration = .milliseconds(200)) async -> Bool {
        let count = state.value.frames.count
        try? await Task.sleep(for: time)
        return state.value.frames.count == count
    }

    func close() { socket.close() }

    func webSocketDidOpen(_ webSocket: WebSocketConnection) { state.withLock { $0.opened = true } }
    func webSocket(_ webSocket: WebSocketConnection, didReceiveText text: String) {
        state.withLock { state in
            state.rawFrames.append(text)
            if case .message(let bytes)? = try? state.assembler.receive(text) { state.frames.append(String(decoding: bytes, as: UTF8.self)) }
        }
    }
    func webSocket(_ webSocket: WebSocketConnection, didReceiveBinary data: [UInt8]) {}
    func webSocket(_ webSocket: WebSocketConnection, didCloseWith code: WebSocketCloseCode, reason: String, error: NetworkError?) {
        state.withLock { $0.closed = (code, reason) }
    }
}

/// The reply frame text for request `number`.
func reply(_ number: Int, _ status: String = "ok", _ data: String = "\"\"") -> String {
    "{\"t\":\"d\",\"d\":{\"r\":\(number),\"b\":{\"s\":\"\(status)\",\"d\":\(data)}}}"
}

/// A data push frame.
func push(_ action: String = "d", _ path: String, _ data: String, tag: Int? = nil) -> String {
    "{\"t\":\"d\",\"d\":{\"a\":\"\(action)\",\"b\":{\"p\":\"\(path)\",\"d\":\(data)\(tag.map { ",\"t\":\($0)" } ?? "")}}}"
}

/// Unique namespace names per test (the server's data is per run, but clearer logs).
func uniqueNamespace(_ prefix: String = "t") -> String {
    "\(prefix)\(UInt32.random(in: 0...UInt32.max))"
}

/// Whether two frames hold the same JSON (members in any order).
func sameJSON(_ a: [String], _ b: [String]) -> Bool {
    guard a.count == b.count else { return false }
    return zip(a, b).allSatisfy { a, b in
        guard let x = try? JSONSerialization.jsonObject(with: Data(a.utf8)) as? NSDictionary,
              let y = try? JSONSerialization.jsonObject(with: Data(b.utf8)) as? NSDictionary else { return a == b }
        return x.isEqual(y)
    }
}
