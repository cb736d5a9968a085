import Synchronization
import WilddogNetwork

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
