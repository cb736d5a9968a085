import Foundation
import Testing
@testable import WilddogNetwork
import WilddogTestSupport

/// The loop's tasks and timers, connecting, and shutdown.
@Suite struct EventLoopTests {
    @Test func tasksRunInOrderOnTheLoopThread() async throws {
        let group = try EventLoopGroup(threads: 1)
        defer { group.shutdown() }
        let loop = group.next()
        let seen = Locked<[Int]>([])
        let onLoop = Locked(true)
        for index in 0..<1_000 {
            loop.execute {
                seen.withLock { $0.append(index) }
                if !loop.inEventLoop { onLoop.withLock { $0 = false } }
            }
        }
        #expect(!loop.inEventLoop)
        #expect(await eventually { seen.value.count == 1_000 })
        #expect(seen.value == Array(0..<1_000))
        #expect(onLoop.value)
    }

    @Test func timersFireInDeadlineOrderAndCancelledOnesNever() async throws {
        let group = try EventLoopGroup(threads: 1)
        defer { group.shutdown() }
        let loop = group.next()
        let fired = Locked<[String]>([])
        // Scheduled and cancelled within one task on the loop: the timer cannot fire in between.
        loop.execute {
            loop.schedule(after: .milliseconds(60)) { fired.withLock { $0.append("60") } }
            let cancelled = loop.schedule(after: .milliseconds(30)) { fired.withLock { $0.append("30") } }
            loop.schedule(after: .milliseconds(10)) { fired.withLock { $0.append("10") } }
            cancelled.cancel()
        }
        #expect(await eventually { fired.value.count == 2 })
        try await Task.sleep(for: .milliseconds(100))
        #expect(fired.value == ["10", "60"])
    }

    @Test func connectingToAClosedPortFails() async throws {
        let group = try EventLoopGroup(threads: 1)
        defer { group.shutdown() }
        // Bind a port, then close the listener: nothing listens there any more.
        let listener = try TCPListener(host: "127.0.0.1", port: 0, group: group) { _ in RawClient.Sink() }
        let port = listener.port
        listener.close()
        try await Task.sleep(for: .milliseconds(50))
        let client = RawClient(port: port, loop: group.next())
        #expect(await eventually { client.closed })
        #expect(client.state.withLock { $0.error } == .system(call: "connect", errno: ECONNREFUSED))
    }

    @Test func unresolvableHostsFail() async throws {
        let recorder = WebSocketRecorder()
        _ = try WebSocketConnection.connect(to: "ws://no-such-host.invalid:9/.ws", delegate: recorder)
        #expect(await eventually(timeout: .seconds(20)) { recorder.closed != nil })
        guard case .resolve? = recorder.closed?.error else {
            Issue.record("expected a resolve error, got \(String(describing: recorder.closed?.error))")
            return
        }
    }

    @Test func invalidURLsThrow() {
        #expect(throws: NetworkError.self) { try WebSocketConnection.connect(to: "ftp://x/", delegate: WebSocketRecorder()) }
        #expect(throws: NetworkError.self) { try WebSocketConnection.connect(to: "ws://:80/", delegate: WebSocketRecorder()) }
    }

    @Test func aServerThatNeverAnswersTheUpgradeTimesOut() async throws {
        let group = try EventLoopGroup(threads: 1)
        defer { group.shutdown() }
        let listener = try TCPListener(host: "127.0.0.1", port: 0, group: group) { _ in RawClient.Sink() }
        defer { listener.close() }
        var configuration = WebSocketConnection.Configuration()
        configuration.connectTimeout = .milliseconds(300)
        let recorder = WebSocketRecorder()
        _ = try WebSocketConnection.connect(to: "ws://127.0.0.1:\(listener.port)/", configuration: configuration, delegate: recorder)
        #expect(await eventually { recorder.closed != nil })
        #expect(recorder.closed?.error == .timedOut)
        #expect(!recorder.opened)
    }

    @Test func shutdownClosesWebSocketsWithGoingAwayAndStopsListening() async throws {
        let server = try TestServer(threads: 2)
        var clients: [WebSocketRecorder] = []
        for _ in 0..<4 {
            let recorder = WebSocketRecorder()
            _ = try WebSocketConnection.connect(to: "ws://127.0.0.1:\(server.port)/ws", delegate: recorder)
            clients.append(recorder)
        }
        #expect(await eventually { clients.allSatisfy(\.opened) })
        let started = ContinuousClock.now
        server.stop()
        #expect(ContinuousClock.now - started < .seconds(3))
        #expect(await eventually { clients.allSatisfy { $0.closed != nil } })
        #expect(clients.allSatisfy { $0.closed?.code == .goingAway })
        #expect(server.recorders.value.allSatisfy { $0.closed != nil })
        // Nothing listens any more.
        let late = WebSocketRecorder()
        _ = try WebSocketConnection.connect(to: "ws://127.0.0.1:\(server.port)/ws", delegate: late)
        #expect(await eventually { late.closed != nil })
        #expect(!late.opened)
    }
}

extension RawClient {
    /// A handler that reads and drops everything.
    final class Sink: TCPConnectionHandler {
        func connection(_ connection: TCPConnection, didRead bytes: UnsafeRawBufferPointer) {}
        func connection(_ connection: TCPConnection, didCloseWith error: NetworkError?) {}
    }
}

/// The process-wide client group.
@Suite struct SharedGroupTests {
    @Test func theSharedGroupIsOneLoopMadeOnceAndNeverShutDown() throws {
        let first = try EventLoopGroup.shared()
        let second = try EventLoopGroup.shared()
        #expect(first === second)
        #expect(first.loops.count == 1)
        first.shutdown()
        let ran = Locked(false)
        let done = DispatchSemaphore(value: 0)
        first.next().execute {
            ran.withLock { $0 = true }
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(ran.value)
    }
}
