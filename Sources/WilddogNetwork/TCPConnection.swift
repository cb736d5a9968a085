import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A non-blocking TCP connection, optionally with TLS, driven by one event loop.
///
/// Reads are handed to the handler as they come (through the loop's shared read buffer, so an
/// idle connection holds no buffer). Writes are queued and flushed at the end of the loop's
/// iteration; when the peer does not read and the queue passes `Options.maxQueuedOutputBytes`,
/// the connection is closed with `.outputBoundExceeded`, so one slow peer costs bounded memory
/// and never stalls the others. `write`, `close` and `abort` are thread-safe; everything else
/// is for the loop's thread (where the handler is called).
package final class TCPConnection: EventLoopSelectable, @unchecked Sendable {
    // @unchecked: all mutable state is confined to `eventLoop`'s thread; the thread-safe entry
    // points hop there with `eventLoop.run`.

    /// Limits of one connection.
    package struct Options: Sendable {
        /// The bytes the output queue may hold after a flush before the peer counts as not
        /// reading and is closed. It is checked after each flush (at the end of the loop's
        /// iteration), so it must exceed the largest burst written in one iteration, such as
        /// the largest message a server sends at once.
        package var maxQueuedOutputBytes = 16 << 20
        /// How long a graceful close may take to flush and see the peer close.
        package var closeTimeout: Duration = .seconds(5)
        /// How long an accepted TLS connection may take for its handshake.
        package var handshakeTimeout: Duration = .seconds(10)

        package init() {}
    }

    private enum State {
        case connecting, handshaking, open, closing, draining, closed
    }

    /// The loop that runs this connection.
    package let eventLoop: EventLoop
    /// The peer's address (`127.0.0.1:53211`), once connected.
    package private(set) var remoteAddress = ""
    /// The receiver of reads and of the close; replace it on the loop's thread (an HTTP
    /// connection hands over to a WebSocket this way).
    package var handler: (any TCPConnectionHandler)?

    private let options: Options
    private var state: State
    private var socket: Socket?
    private var registrationID: UInt64 = 0
    private var interest = PollInterest(readable: false, writable: false)
    private var readingPaused = false
    private var output = ByteQueue()
    private var beforeOpen: [UInt8] = []
    private var flushScheduled = false
    private var timer: EventLoopTimer?
    private var tls: TLSSession?
    private var tlsClientContext: TLSContext?
    private var serverName = ""
    private var pendingAddresses: [SocketAddress] = []
    private var connectError: NetworkError?

    private init(eventLoop: EventLoop, options: Options, state: State) {
        self.eventLoop = eventLoop
        self.options = options
        self.state = state
    }

    /// Bytes queued for the peer and not yet taken by the kernel. Loop thread only.
    package var queuedOutputBytes: Int { output.count + beforeOpen.count }

    /// Whether the connection is closed. Loop thread only.
    package var isClosed: Bool { state == .closed }

    // MARK: Thread-safe API

    /// Queues `bytes` for the peer; dropped when the connection is closing or closed.
    package func write(_ bytes: [UInt8]) {
        if eventLoop.inEventLoop {
            bytes.withUnsafeBytes { writeOnLoop($0) }
        } else {
            eventLoop.enqueue { [self] in bytes.withUnsafeBytes { writeOnLoop($0) } }
        }
    }

    /// Flushes what is queued (and TLS's close_notify), then closes; the handler hears of the
    /// close when it is done.
    package func close() {
        eventLoop.run { [self] in closeGracefully() }
    }

    /// Closes at once, dropping what is queued; the handler hears `error`.
    package func abort(_ error: NetworkError? = nil) {
        eventLoop.run { [self] in finish(error) }
    }

    // MARK: Loop-thread API

    /// `write` for the loop's thread, without copying into an array first.
    package func writeOnLoop(_ bytes: UnsafeRawBufferPointer) {
        guard !bytes.isEmpty else { return }
        switch state {
        case .connecting, .handshaking:
            beforeOpen.append(contentsOf: bytes)
        case .open:
            if let tls {
                do throws(NetworkError) {
                    try tls.send(bytes)
                    tls.takeOutput(into: &output)
                } catch {
                    return finish(error)
                }
            } else {
                output.append(bytes)
            }
            scheduleFlush()
        case .closing, .draining, .closed:
            return
        }
    }

    /// Stops reading (the kernel's buffer then holds back the peer) until `resumeReading`.
    package func pauseReading() {
        readingPaused = true
        updateInterest()
    }

    package func resumeReading() {
        readingPaused = false
        updateInterest()
    }

    // MARK: Opening

    /// Connects to `host`:`port` (the name resolved off the loop), with TLS when `tls` is
    /// given, within `timeout`. The handler hears `connectionDidOpen`, or the close with the
    /// reason it failed.
    package static func connect(
        host: String, port: Int, tls: TLSClientConfiguration? = nil, options: Options = Options(),
        timeout: Duration = .seconds(30), on eventLoop: EventLoop, handler: any TCPConnectionHandler
    ) -> TCPConnection {
        let connection = TCPConnection(eventLoop: eventLoop, options: options, state: .connecting)
        let unboxed = UncheckedHandler(handler)
        eventLoop.run {
            connection.handler = unboxed.handler
            connection.startConnecting(host: host, port: port, tls: tls, timeout: timeout)
        }
        return connection
    }

    /// Takes an accepted socket; `makeHandler` runs on the loop before the first read.
    static func accepted(
        _ socket: Socket, on eventLoop: EventLoop, tls: TLSContext?, options: Options,
        makeHandler: @escaping @Sendable (TCPConnection) -> any TCPConnectionHandler
    ) {
        let connection = TCPConnection(eventLoop: eventLoop, options: options, state: tls == nil ? .open : .handshaking)
        let handedOver = eventLoop.enqueue {
            connection.socket = socket
            connection.remoteAddress = socket.peerAddress() ?? ""
            do throws(NetworkError) {
                connection.interest = PollInterest(readable: true, writable: false)
                connection.registrationID = try eventLoop.register(connection, fd: socket.fd, connection.interest)
            } catch {
                socket.close()
                return
            }
            connection.handler = makeHandler(connection)
            if let tls {
                do throws(NetworkError) {
                    connection.tls = try TLSSession(context: tls, serverName: nil)
                } catch {
                    return connection.finish(error)
                }
                connection.timer = eventLoop.scheduleInternal(after: options.handshakeTimeout) { connection.finish(.timedOut) }
            } else {
                connection.didOpen()
            }
        }
        // The loop stopped (shutdown): nobody will own the socket.
        if !handedOver { socket.close() }
    }

    private func startConnecting(host: String, port: Int, tls: TLSClientConfiguration?, timeout: Duration) {
        guard state == .connecting else { return }
        serverName = tls?.serverName ?? host
        if let tls {
            do throws(NetworkError) {
                tlsClientContext = try TLSContext.client(tls)
            } catch {
                return finish(error)
            }
        }
        timer = eventLoop.scheduleInternal(after: timeout) { [self] in finish(.timedOut) }
        let loop = eventLoop
        DispatchQueue.global().async { [self] in
            let result = Result { () throws(NetworkError) in try SocketAddress.resolve(host: host, port: port) }
            loop.enqueue { [self] in
                guard state == .connecting else { return }
                switch result {
                case let .success(addresses):
                    pendingAddresses = addresses
                    connectNextAddress()
                case let .failure(error):
                    finish(error)
                }
            }
        }
    }

    private func connectNextAddress() {
        while !pendingAddresses.isEmpty {
            let address = pendingAddresses.removeFirst()
            do throws(NetworkError) {
                let socket = try Socket.makeStream(family: address.family)
                self.socket = socket
                let connected = try socket.connect(to: address)
                interest = PollInterest(readable: false, writable: true)
                registrationID = try eventLoop.register(self, fd: socket.fd, interest)
                if connected { connectCompleted() }
                return
            } catch {
                connectError = error
                releaseSocket()
            }
        }
        finish(connectError ?? .connectionReset)
    }

    private func connectCompleted() {
        guard let socket else { return }
        socket.setNoDelay()
        remoteAddress = socket.peerAddress() ?? ""
        guard let context = tlsClientContext else { return didOpen() }
        state = .handshaking
        do throws(NetworkError) {
            let session = try TLSSession(context: context, serverName: serverName)
            tls = session
            try session.startHandshake()
            session.takeOutput(into: &output)
        } catch {
            return finish(error)
        }
        updateInterest()
        scheduleFlush()
    }

    private func didOpen() {
        state = .open
        timer?.cancel()
        timer = nil
        tlsClientContext = nil
        updateInterest()
        handler?.connectionDidOpen(self)
        if !beforeOpen.isEmpty, state == .open {
            let pending = beforeOpen
            beforeOpen = []
            pending.withUnsafeBytes { writeOnLoop($0) }
        }
    }

    // MARK: Events

    func pollReadable() {
        guard let socket, state != .closed, state != .connecting else { return }
        let buffer = eventLoop.readBuffer
        for _ in 0..<4 {
            guard self.socket?.fd == socket.fd, wantsToRead else { return }
            switch socket.read(into: buffer) {
            case let .bytes(count):
                received(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
                // A short read drained the socket: asking again would only hear EAGAIN (the
                // level-triggered poller reports what arrives later).
                if count < buffer.count { return }
            case .wouldBlock:
                return
            case .endOfFile:
                return readEOF()
            case let .failed(code):
                if state == .draining { return finish(nil) }
                return finish(code == ECONNRESET ? .connectionReset : .system(call: "recv", errno: code))
            }
        }
    }

    func pollWritable() {
        if state == .connecting {
            guard let socket else { return }
            let code = socket.pendingError()
            if code == 0 { return connectCompleted() }
            connectError = .system(call: "connect", errno: code)
            releaseSocket()
            return connectNextAddress()
        }
        flush()
    }

    func pollHangup() {
        // Reading would have seen the end; with reading paused (or nothing read), take the
        // socket's error now: the poller reports a hang-up until the socket is closed.
        guard let socket, state != .connecting, state != .closed, !wantsToRead else { return }
        let code = socket.pendingError()
        finish(state == .draining || state == .closing ? nil : (code == 0 || code == ECONNRESET ? .connectionReset : .system(call: "poll", errno: code)))
    }

    func shutdownRequested() {
        if state == .open, let handler {
            handler.connectionShutdownRequested(self)
        } else {
            closeGracefully()
        }
    }

    func forceClose() {
        finish(.shutdown)
    }

    private var wantsToRead: Bool {
        switch state {
        case .handshaking, .draining: true
        case .open: !readingPaused
        case .connecting, .closing, .closed: false
        }
    }

    private func received(_ bytes: UnsafeRawBufferPointer) {
        if state == .draining { return }
        guard let tls else {
            handler?.connection(self, didRead: bytes)
            return
        }
        do throws(NetworkError) {
            let stillOpen = try tls.receive(bytes) { [self] plaintext in
                if state == .open { handler?.connection(self, didRead: plaintext) }
            } handshakeCompleted: { [self] in
                if state == .handshaking { didOpen() }
            }
            tls.takeOutput(into: &output)
            if !output.isEmpty { scheduleFlush() }
            if !stillOpen { readEOF() }
        } catch {
            finish(error)
        }
    }

    private func readEOF() {
        switch state {
        case .open:
            readingPaused = true
            updateInterest()
            if let handler { handler.connectionDidReadEOF(self) } else { closeGracefully() }
        case .draining:
            finish(nil)
        default:
            finish(.connectionReset)
        }
    }

    // MARK: Writing and closing

    private func scheduleFlush() {
        guard !flushScheduled else { return }
        flushScheduled = true
        eventLoop.atEndOfTick { [self] in
            flushScheduled = false
            flush()
        }
    }

    private func flush() {
        guard let socket, state != .connecting, state != .closed else { return }
        flushing: while !output.isEmpty {
            switch output.withReadable({ socket.write($0) }) {
            case .success(0): break flushing
            case let .success(count): output.consume(count)
            case let .failure(error): return finish(state == .closing ? nil : error)
            }
        }
        if output.count > options.maxQueuedOutputBytes {
            return finish(.outputBoundExceeded(bytes: output.count))
        }
        if output.isEmpty, state == .closing { return startDraining() }
        updateInterest()
    }

    private func closeGracefully() {
        switch state {
        case .connecting, .handshaking:
            finish(nil)
        case .open:
            state = .closing
            beforeOpen = []
            if let tls {
                tls.close()
                tls.takeOutput(into: &output)
            }
            timer?.cancel()
            timer = eventLoop.scheduleInternal(after: options.closeTimeout) { [self] in finish(nil) }
            if output.isEmpty { startDraining() } else { updateInterest(); scheduleFlush() }
        case .closing, .draining, .closed:
            return
        }
    }

    /// Everything is sent: half-close and read until the peer closes too, so that unread input
    /// does not make the kernel reset the connection before the peer has read our last bytes.
    private func startDraining() {
        guard let socket else { return finish(nil) }
        state = .draining
        _ = shutdown(socket.fd, Int32(SHUT_WR))
        updateInterest()
    }

    private func finish(_ error: NetworkError?) {
        guard state != .closed else { return }
        state = .closed
        timer?.cancel()
        timer = nil
        releaseSocket()
        output = ByteQueue()
        beforeOpen = []
        tls = nil
        tlsClientContext = nil
        pendingAddresses = []
        let handler = self.handler
        self.handler = nil
        handler?.connection(self, didCloseWith: error)
    }

    private func releaseSocket() {
        guard let socket else { return }
        if registrationID != 0 { eventLoop.deregister(id: registrationID, fd: socket.fd) }
        registrationID = 0
        socket.close()
        self.socket = nil
        interest = PollInterest(readable: false, writable: false)
    }

    private func updateInterest() {
        guard let socket, registrationID != 0 else { return }
        let wanted = PollInterest(readable: wantsToRead, writable: state == .connecting || !output.isEmpty)
        guard wanted != interest else { return }
        interest = wanted
        eventLoop.reregister(id: registrationID, fd: socket.fd, wanted)
    }
}

/// Carries a handler (not `Sendable`: it is loop-confined) to the loop that will own it.
private struct UncheckedHandler: @unchecked Sendable {
    // @unchecked: the handler is touched only on the connection's loop after the hand-over.
    let handler: any TCPConnectionHandler
    init(_ handler: any TCPConnectionHandler) { self.handler = handler }
}
