import Foundation
import Synchronization
import Testing
import WilddogNetwork
@testable import WilddogNetworkServer

/// Helpers of the REST tests: a server on a free loopback port, an HTTP client, a reader of
/// event streams and a realtime (WebSocket) client, all over real sockets.
enum RESTFixture {
    static let secret = "rest-test-secret"

    /// Runs `body` with a server on a free loopback port, stopped afterwards (also on failure).
    static func withServer<T>(_ configure: (inout NetworkServerConfiguration) -> Void = { _ in },
                              _ body: (NetworkServer) async throws -> T) async throws -> T {
        var configuration = NetworkServerConfiguration()
        configuration.port = 0
        configuration.secret = secret
        configuration.logLevel = .error
        configure(&configuration)
        let server = try NetworkServer(configuration: configuration)
        do {
            let result = try await body(server)
            server.stop()
            return result
        } catch {
            server.stop()
            throw error
        }
    }

    /// Waits (polling) until `condition` holds or `timeout` passes; returns whether it held.
    static func eventually(timeout: Duration = .seconds(20), _ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return condition()
    }

    /// The parsed JSON of `text` (fragments allowed), nil when it is not JSON.
    static func json(_ text: String) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }

    /// Whether two JSON texts hold the same value.
    static func sameJSON(_ a: String, _ b: String) -> Bool {
        guard let x = json(a), let y = json(b) else { return false }
        return (x as? NSObject)?.isEqual(y) ?? false
    }
}

/// An HTTP response as the tests read it.
struct HTTPTestResponse: Sendable {
    let status: Int
    let headers: [(name: String, value: String)]
    let body: [UInt8]

    var text: String { String(decoding: body, as: UTF8.self) }

    func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The `error` member of a JSON error body.
    var error: String? {
        (RESTFixture.json(text) as? [String: Any])?["error"] as? String
    }

    /// Whether the body is the JSON value `expected`.
    func isJSON(_ expected: String) -> Bool {
        RESTFixture.sameJSON(text, expected)
    }
}

/// One TCP connection to the server that records what it receives.
final class TestTCPClient: TCPConnectionHandler, Sendable {
    private struct State {
        var received: [UInt8] = []
        var closed = false
        var connection: TCPConnection?
    }

    private let state = Mutex(State())

    init(port: Int) throws {
        let loop = try EventLoopGroup.shared().next()
        let connection = TCPConnection.connect(host: "127.0.0.1", port: port, on: loop, handler: self)
        state.withLock { $0.connection = connection }
    }

    var received: [UInt8] { state.withLock { $0.received } }
    var closed: Bool { state.withLock { $0.closed } }

    func send(_ bytes: [UInt8]) {
        state.withLock { $0.connection }?.write(bytes)
    }

    func close() {
        state.withLock { $0.connection }?.close()
    }

    func connection(_ connection: TCPConnection, didRead bytes: UnsafeRawBufferPointer) {
        state.withLock { $0.received.append(contentsOf: bytes) }
    }

    func connection(_ connection: TCPConnection, didCloseWith error: NetworkError?) {
        state.withLock { $0.closed = true }
    }
}

/// HTTP/1.1 requests over loopback, one connection each.
enum HTTPTestClient {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Sends one request (`Connection: close`) and reads the whole response.
    static func request(_ port: Int, _ method: String, _ target: String, headers: [String: String] = [:],
                        body: String? = nil) async throws -> HTTPTestResponse {
        try await request(port, method, target, headers: headers, bodyBytes: body.map { Array($0.utf8) })
    }

    static func request(_ port: Int, _ method: String, _ target: String, headers: [String: String] = [:],
                        bodyBytes: [UInt8]?) async throws -> HTTPTestResponse {
        let client = try TestTCPClient(port: port)
        defer { client.close() }
        var head = "\(method) \(target) HTTP/1.1\r\n"
        var fields = headers
        if fields.keys.first(where: { $0.lowercased() == "host" }) == nil { fields["Host"] = "127.0.0.1:\(port)" }
        fields["Connection"] = "close"
        if let bodyBytes { fields["Content-Length"] = String(bodyBytes.count) }
        for (name, value) in fields.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        client.send(Array(head.utf8) + (bodyBytes ?? []))
        guard await RESTFixture.eventually(timeout: .seconds(60), { client.closed }) else {
            throw Failure(description: "no complete response to \(method) \(target): \(String(decoding: client.received, as: UTF8.self).prefix(300))")
        }
        guard let response = parse(client.received, isHead: method == "HEAD") else {
            throw Failure(description: "malformed response: \(String(decoding: client.received, as: UTF8.self).prefix(300))")
        }
        return response
    }

    /// Parses a whole response (Content-Length, chunked, or up to the close).
    static func parse(_ bytes: [UInt8], isHead: Bool = false) -> HTTPTestResponse? {
        guard let (status, headers, bodyStart) = parseHead(bytes) else { return nil }
        let rest = Array(bytes[bodyStart...])
        let response = { (body: [UInt8]) in HTTPTestResponse(status: status, headers: headers, body: body) }
        if isHead || status == 204 || status == 304 { return response([]) }
        if headers.contains(where: { $0.name.lowercased() == "transfer-encoding" && $0.value.lowercased() == "chunked" }) {
            return dechunk(rest).map { response($0.body) }
        }
        if let length = headers.first(where: { $0.name.lowercased() == "content-length" }).flatMap({ Int($0.value) }) {
            return rest.count >= length ? response(Array(rest.prefix(length))) : nil
        }
        return response(rest)
    }

    /// The status, header fields and where the body starts, once the head is complete.
    static func parseHead(_ bytes: [UInt8]) -> (Int, [(name: String, value: String)], Int)? {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard bytes.count >= 4, let end = (0...(bytes.count - 4)).first(where: { Array(bytes[$0..<$0 + 4]) == separator }) else {
            return nil
        }
        let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { return nil }
        let headers = lines.dropFirst().compactMap { line -> (name: String, value: String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        return (status, headers, end + 4)
    }

    /// The data of a chunked body read so far, and whether its last chunk arrived.
    static func dechunk(_ bytes: [UInt8]) -> (body: [UInt8], complete: Bool)? {
        var body: [UInt8] = []
        var index = 0
        while true {
            guard let lineEnd = (index..<max(index, bytes.count - 1)).first(where: { bytes[$0] == 13 && bytes[$0 + 1] == 10 }) else {
                return (body, false)
            }
            guard let size = Int(String(decoding: bytes[index..<lineEnd], as: UTF8.self), radix: 16) else { return nil }
            if size == 0 { return (body, true) }
            let start = lineEnd + 2
            guard bytes.count >= start + size + 2 else { return (body, false) }
            body += bytes[start..<start + size]
            index = start + size + 2
        }
    }
}

/// A REST stream (`Accept: text/event-stream`) read as its events arrive.
final class SSETestReader: Sendable {
    struct Event: Sendable, Equatable {
        let name: String
        let data: String

        /// The `path` and `data` of a put or patch event's JSON.
        var path: String? { (RESTFixture.json(data) as? [String: Any])?["path"] as? String }

        /// Whether the event's `data` member is the JSON value `expected`.
        func carries(_ expected: String) -> Bool {
            guard let object = RESTFixture.json(data) as? [String: Any], let value = object["data"] else { return false }
            guard let expectedValue = RESTFixture.json(expected) else { return false }
            return (value as? NSObject)?.isEqual(expectedValue) ?? false
        }
    }

    private let client: TestTCPClient
    private let consumed = Mutex(0)

    /// Opens a stream of `target` (the server answers with the stream or an error).
    init(_ port: Int, _ target: String, headers: [String: String] = [:]) throws {
        client = try TestTCPClient(port: port)
        var head = "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        client.send(Array((head + "\r\n").utf8))
    }

    deinit { client.close() }

    func close() { client.close() }

    var isClosed: Bool { client.closed }

    /// The response's status once its head arrived.
    func status() async -> Int? {
        _ = await RESTFixture.eventually { HTTPTestClient.parseHead(client.received) != nil }
        return HTTPTestClient.parseHead(client.received)?.0
    }

    /// The whole response once the server closed it (an error answer).
    func response() async -> HTTPTestResponse? {
        _ = await RESTFixture.eventually { client.closed }
        return HTTPTestClient.parse(client.received)
    }

    /// Every event received so far, and whether the stream's body ended.
    var events: (events: [Event], ended: Bool) {
        let bytes = client.received
        guard let (_, headers, start) = HTTPTestClient.parseHead(bytes),
              headers.contains(where: { $0.value.hasPrefix("text/event-stream") }),
              let (body, complete) = HTTPTestClient.dechunk(Array(bytes[start...])) else { return ([], false) }
        let text = String(decoding: body, as: UTF8.self)
        var events: [Event] = []
        for block in text.components(separatedBy: "\n\n").dropLast() {
            var name = "message", data = ""
            for line in block.split(separator: "\n") {
                if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
                if line.hasPrefix("data: ") { data = String(line.dropFirst(6)) }
            }
            events.append(Event(name: name, data: data))
        }
        return (events, complete)
    }

    /// The next event not returned before (keep-alives skipped unless asked for), or nil when
    /// none comes within `timeout`.
    func next(timeout: Duration = .seconds(20), keepAlives: Bool = false) async -> Event? {
        var found: Event?
        _ = await RESTFixture.eventually(timeout: timeout) {
            let all = events.events
            return consumed.withLock { position in
                while position < all.count {
                    let event = all[position]
                    position += 1
                    if keepAlives || event.name != "keep-alive" {
                        found = event
                        return true
                    }
                }
                return false
            }
        }
        return found
    }
}

/// A realtime protocol client (WebSocket `/.ws`) that records the messages it receives.
final class WireTestClient: WebSocketDelegate, Sendable {
    private struct State {
        var opened = false
        var texts: [String] = []
        var closed = false
        var socket: WebSocketConnection?
    }

    private let state = Mutex(State())
    private let nextRequest = Mutex(1)

    /// Connects to namespace `ns` and waits for the hello.
    static func connect(_ port: Int, ns: String) async throws -> WireTestClient {
        let client = WireTestClient()
        let socket = try WebSocketConnection.connect(to: "ws://127.0.0.1:\(port)/.ws?v=5&ns=\(ns)", delegate: client)
        client.state.withLock { $0.socket = socket }
        guard await RESTFixture.eventually({ !client.texts.isEmpty }) else {
            throw HTTPTestClient.Failure(description: "no hello from the server")
        }
        return client
    }

    var texts: [String] { state.withLock { $0.texts } }

    /// Sends request `action` with `body` (JSON text); returns its number.
    @discardableResult
    func send(_ action: String, _ body: String) -> Int {
        let number = nextRequest.withLock { n in
            defer { n += 1 }
            return n
        }
        state.withLock { $0.socket }?.send(text: "{\"t\":\"d\",\"d\":{\"r\":\(number),\"a\":\"\(action)\",\"b\":\(body)}}")
        return number
    }

    /// Waits for the reply to request `number`; returns its status.
    func reply(_ number: Int) async -> String? {
        var status: String?
        _ = await RESTFixture.eventually {
            for text in texts {
                guard let message = RESTFixture.json(text) as? [String: Any], let d = message["d"] as? [String: Any],
                      d["r"] as? Int == number, let b = d["b"] as? [String: Any] else { continue }
                status = b["s"] as? String
                return true
            }
            return false
        }
        return status
    }

    /// The data pushes (`a` = `d` or `m`) received so far, as (action, path, data JSON object).
    var pushes: [(action: String, path: String, data: Any)] {
        texts.compactMap { text in
            guard let message = RESTFixture.json(text) as? [String: Any], let d = message["d"] as? [String: Any],
                  let action = d["a"] as? String, let b = d["b"] as? [String: Any] else { return nil }
            return (action, b["p"] as? String ?? "", b["d"] ?? NSNull())
        }
    }

    func close() {
        state.withLock { $0.socket }?.close()
    }

    func webSocketDidOpen(_ webSocket: WebSocketConnection) {
        state.withLock { $0.opened = true }
    }

    func webSocket(_ webSocket: WebSocketConnection, didReceiveText text: String) {
        state.withLock { $0.texts.append(text) }
    }

    func webSocket(_ webSocket: WebSocketConnection, didReceiveBinary data: [UInt8]) {}

    func webSocket(_ webSocket: WebSocketConnection, didCloseWith code: WebSocketCloseCode, reason: String, error: NetworkError?) {
        state.withLock { $0.closed = true }
    }
}
