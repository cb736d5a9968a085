import Foundation
import Testing
@testable import WilddogNetwork
#if canImport(Glibc)
import Glibc
import WilddogTestSupport
#endif

/// Many connections, and peers that stop reading.
@Suite(.serialized) struct LoadTests {
    /// Raises the soft descriptor limit towards `needed` (within the hard limit); whether it is
    /// at least `needed` now.
    static func descriptorLimit(atLeast needed: Int) -> Bool {
        var limits = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limits) == 0 else { return false }
        if limits.rlim_cur < rlim_t(needed) {
            limits.rlim_cur = min(limits.rlim_max, rlim_t(needed))
            _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limits)
            _ = getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limits)
        }
        return limits.rlim_cur >= rlim_t(needed)
    }

    /// Whether ThreadSanitizer's runtime is linked in (`swift test --sanitize=thread`).
    static let underThreadSanitizer = dlsym(nil, "__tsan_init") != nil

    /// Resident memory of the process, in bytes.
    static func residentBytes() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    @Test(.enabled(if: descriptorLimit(atLeast: 2_200), "needs `ulimit -n` of at least 2,200 (1,000 connections, both ends in this process)"))
    func holdsAThousandIdleWebSocketsWithLittleMemoryEach() async throws {
        try await holdIdleWebSockets(count: 1_000, tls: false)
    }

    #if os(Linux)
    @Test(.enabled(if: descriptorLimit(atLeast: 700), "needs `ulimit -n` of at least 700"))
    func holdsIdleTLSWebSocketsWithLittleMemoryEach() async throws {
        try await holdIdleWebSockets(count: 300, tls: true)
    }
    #endif

    /// Opens `count` WebSockets to a server in this process, exchanges a message on each, and
    /// checks the resident memory they hold once idle (both ends are counted).
    private func holdIdleWebSockets(count: Int, tls: Bool) async throws {
        var configuration = TestServer.patientConfiguration
        var clientTLS = TLSClientConfiguration()
        #if os(Linux)
        if tls {
            let certificate = try SelfSignedCertificate()
            configuration.tls = certificate.serverConfiguration
            clientTLS = certificate.clientConfiguration
        }
        #endif
        let server = try TestServer(threads: 2, configuration: configuration)
        defer { server.stop() }
        let clientGroup = try EventLoopGroup(threads: 1, name: "test-clients")
        defer { clientGroup.shutdown() }
        let base = "\(tls ? "wss" : "ws")://localhost:\(server.port)/ws"
        // Warm up the code paths (and the allocator) with one connection first.
        let warm = WebSocketRecorder()
        _ = try WebSocketConnection.connect(to: base, tls: clientTLS, on: clientGroup.next(), delegate: warm)
        #expect(await eventually { warm.opened })
        warm.webSocket?.send(text: "warm")
        #expect(await eventually { warm.texts.count == 1 })
        try await Task.sleep(for: .milliseconds(100))
        let before = Self.residentBytes()

        var clients: [WebSocketRecorder] = []
        clients.reserveCapacity(count)
        for index in 0..<count {
            let recorder = WebSocketRecorder()
            _ = try WebSocketConnection.connect(to: "\(base)?n=\(index)", tls: clientTLS, on: clientGroup.next(), delegate: recorder)
            clients.append(recorder)
            if index % 100 == 99 { _ = await eventually { clients.allSatisfy(\.opened) } }
        }
        #expect(await eventually(timeout: .seconds(60)) { clients.allSatisfy(\.opened) })
        for (index, client) in clients.enumerated() { client.webSocket?.send(text: "hello \(index)") }
        #expect(await eventually(timeout: .seconds(30)) { clients.allSatisfy { $0.texts.count == 1 } })
        #expect(clients.enumerated().allSatisfy { $1.texts == ["hello \($0)"] })
        #expect(server.recorders.value.count == count + 1)
        try await Task.sleep(for: .milliseconds(200))
        let after = Self.residentBytes()

        // Both ends of each connection live in this process: the growth covers two of each.
        let perConnection = max(0, after - before) / (2 * count)
        print("memory per idle \(tls ? "TLS " : "")WebSocket connection (resident growth / \(2 * count) endpoints): \(perConnection) bytes")
        // ThreadSanitizer's shadow memory makes resident size meaningless.
        if !Self.underThreadSanitizer { #expect(perConnection <= 64 * 1_024) }
        // Every connection is still open, and a message still goes round on each.
        #expect(clients.allSatisfy { $0.closed == nil })
        for client in clients { client.webSocket?.send(text: "again") }
        #expect(await eventually(timeout: .seconds(30)) { clients.allSatisfy { $0.texts.count == 2 } })
        for client in clients { client.webSocket?.close() }
        #expect(await eventually(timeout: .seconds(30)) { clients.allSatisfy { $0.closed?.code == .normalClosure } })
        warm.webSocket?.close()
    }

    @Test func aPeerThatStopsReadingIsDroppedAtTheBoundWhileAnotherKeepsGettingData() async throws {
        let messageSize = 64 * 1_024
        let messages = 600
        var serverSocket = WebSocketConnection.Configuration()
        serverSocket.connection.maxQueuedOutputBytes = 2 << 20
        let webSocket = serverSocket
        let floods = Locked<[FloodDelegate]>([])
        let server = try TestServer(threads: 1, webSocket: webSocket) { request, responder in
            let flood = FloodDelegate(messageSize: messageSize, messages: messages)
            floods.withLock { $0.append(flood) }
            responder.upgradeToWebSocket(request, configuration: webSocket, delegate: flood)
        }
        defer { server.stop() }
        let clientGroup = try EventLoopGroup(threads: 1, name: "test-clients")
        defer { clientGroup.shutdown() }

        // The slow peer: upgrades, then stops reading.
        let slow = RawClient(port: server.port, loop: clientGroup.next())
        slow.send("GET /flood HTTP/1.1\r\nHost: h\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
        #expect(await eventually { slow.text.hasPrefix("HTTP/1.1 101") })
        let slowConnection = try #require(slow.connection)
        slowConnection.eventLoop.execute { slowConnection.pauseReading() }

        // The fast peer gets every message.
        let fast = WebSocketRecorder()
        var clientConfiguration = WebSocketConnection.Configuration()
        clientConfiguration.maxMessageSize = messageSize
        _ = try WebSocketConnection.connect(to: "ws://127.0.0.1:\(server.port)/flood", configuration: clientConfiguration,
                                            on: clientGroup.next(), delegate: fast)
        #expect(await eventually(timeout: .seconds(60)) { fast.binaries.count == messages })
        #expect(fast.closed == nil)
        #expect(fast.binaries.allSatisfy { $0.count == messageSize })

        let slowSide = try #require(floods.value.first)
        #expect(await eventually { slowSide.closed != nil })
        guard case .outputBoundExceeded? = slowSide.closed?.error else {
            Issue.record("the slow peer was not dropped at the bound: \(String(describing: slowSide.closed))")
            return
        }
        #expect(slowSide.sent < messages)
        fast.webSocket?.close()
        slowConnection.abort()
    }
}

/// Sends `messages` binary messages of `messageSize` bytes, a few every millisecond, from the
/// moment the connection opens.
final class FloodDelegate: WebSocketDelegate, @unchecked Sendable {
    // @unchecked: `state` is behind its lock; the rest is immutable.
    private let messageSize: Int
    private let messages: Int
    private let state = Locked<(sent: Int, closed: (code: WebSocketCloseCode, error: NetworkError?)?)>((0, nil))

    init(messageSize: Int, messages: Int) {
        self.messageSize = messageSize
        self.messages = messages
    }

    var sent: Int { state.value.sent }
    var closed: (code: WebSocketCloseCode, error: NetworkError?)? { state.value.closed }

    func webSocketDidOpen(_ webSocket: WebSocketConnection) { tick(webSocket) }

    private func tick(_ webSocket: WebSocketConnection) {
        let payload = [UInt8](repeating: 0x5A, count: messageSize)
        for _ in 0..<2 {
            guard state.value.closed == nil, state.value.sent < messages else { return }
            webSocket.send(binary: payload)
            state.withLock { $0.sent += 1 }
        }
        webSocket.eventLoop.schedule(after: .milliseconds(1)) { [self] in tick(webSocket) }
    }

    func webSocket(_ webSocket: WebSocketConnection, didReceiveText text: String) {}
    func webSocket(_ webSocket: WebSocketConnection, didReceiveBinary data: [UInt8]) {}
    func webSocket(_ webSocket: WebSocketConnection, didCloseWith code: WebSocketCloseCode, reason: String, error: NetworkError?) {
        state.withLock { $0.closed = (code, error) }
    }
}
