/// A WebSocket (RFC 6455) over a `TCPConnection`, client or server side.
///
/// Messages reach the delegate whole; pings are answered, and the close handshake is run, by
/// the connection. A peer that breaks the protocol gets a close frame with the code (1002,
/// 1007, 1009) and the connection is closed. `send`, `sendPing` and `close` are thread-safe
/// (they hop to the loop); the delegate is called on the loop's thread.
package final class WebSocketConnection: TCPConnectionHandler, @unchecked Sendable {
    // @unchecked: all mutable state is confined to the loop's thread; the thread-safe methods
    // hop there with `eventLoop.run`.

    /// Limits and timeouts of a connection.
    package struct Configuration: Sendable {
        /// The largest frame accepted (at least 64 KiB for the Firebase protocol's pieces).
        package var maxFrameSize = 16 << 20
        /// The largest reassembled message accepted.
        package var maxMessageSize = 64 << 20
        /// How long to wait for the peer's close frame after sending ours.
        package var closeTimeout: Duration = .seconds(5)
        /// When set, `webSocketDidBecomeIdle` is called after this long without a frame in.
        package var idleTimeout: Duration?
        /// Client: the time for TCP, TLS and the upgrade together.
        package var connectTimeout: Duration = .seconds(30)
        /// Output bound and close timing of the underlying TCP connection.
        package var connection = TCPConnection.Options()

        package init() {}
    }

    private enum State {
        /// Client: the upgrade request is out, the answer not in yet.
        case handshaking(key: String, parser: HTTPResponseHeadParser)
        case open
        /// Our close frame is out.
        case closing
        case closed
    }

    package let role: WebSocketFrameDecoder.Role
    /// The loop that runs this connection.
    package let eventLoop: EventLoop

    private let configuration: Configuration
    private var tcp: TCPConnection?
    private var delegate: (any WebSocketDelegate)?
    private var state: State
    private var decoder: WebSocketFrameDecoder
    private var assembler: WebSocketMessageAssembler
    private var beforeOpen: [[UInt8]] = []
    private var closeCode = WebSocketCloseCode.abnormalClosure
    private var closeReason = ""
    private var closeError: NetworkError?
    private var receivedClose = false
    private var timer: EventLoopTimer?
    private var idleTimer: EventLoopTimer?
    private var lastReceived: UInt64 = 0
    /// Client: what to send once TCP (and TLS) is up.
    private var upgradeRequest: [UInt8] = []

    private init(role: WebSocketFrameDecoder.Role, eventLoop: EventLoop, configuration: Configuration,
                 delegate: any WebSocketDelegate, state: State) {
        self.role = role
        self.eventLoop = eventLoop
        self.configuration = configuration
        self.delegate = delegate
        self.state = state
        decoder = WebSocketFrameDecoder(role: role, maxFrameSize: configuration.maxFrameSize)
        assembler = WebSocketMessageAssembler(maxMessageSize: configuration.maxMessageSize)
    }

    /// The peer's address, once connected. Loop thread only.
    package var remoteAddress: String { tcp?.remoteAddress ?? "" }

    // MARK: Thread-safe API

    /// Sends a text message (one frame). Before the connection opens it waits; after a close
    /// it is dropped.
    package func send(text: String) {
        eventLoop.run { [self] in sendFrame(.text, text.utf8) }
    }

    /// Sends text messages (one frame each) whose payloads are valid UTF-8, in order. A
    /// server's frames are unmasked, so each payload goes to the socket as it is, behind a
    /// small header: one encoded message can be shared by many sockets.
    package func send(textMessages messages: [[UInt8]]) {
        eventLoop.run { [self] in sendOnLoop(textMessages: messages) }
    }

    private func sendOnLoop(textMessages messages: [[UInt8]]) {
        guard role == .server else {
            for message in messages { sendFrame(.text, message) }
            return
        }
        guard case .open = state, let tcp else { return }
        for message in messages {
            WebSocketFrame.withHeader(opcode: .text, length: message.count, maskKey: nil) { tcp.writeOnLoop($0) }
            message.withUnsafeBytes { tcp.writeOnLoop($0) }
        }
    }

    /// Sends a binary message (one frame).
    package func send(binary: [UInt8]) {
        eventLoop.run { [self] in sendFrame(.binary, binary) }
    }

    /// Sends a ping (at most 125 bytes; longer payloads are cut).
    package func sendPing(_ payload: [UInt8] = []) {
        eventLoop.run { [self] in sendFrame(.ping, payload.prefix(125)) }
    }

    /// Starts the close handshake with `code` (1000 by default): our close frame goes out, and
    /// TCP closes when the peer's answers (or after `closeTimeout`).
    package func close(code: WebSocketCloseCode = .normalClosure, reason: String = "") {
        eventLoop.run { [self] in startClosing(code: code, reason: reason, error: nil) }
    }

    // MARK: Opening

    /// Connects to a `ws://` or `wss://` URL (`http`/`https` too) and runs the upgrade, with
    /// `headers` added to the request. The delegate hears `webSocketDidOpen` or the close with
    /// the reason it failed. Throws only for a URL it cannot use.
    package static func connect(
        to url: String, headers: HTTPHeaders = [:], configuration: Configuration = Configuration(),
        tls: TLSClientConfiguration = TLSClientConfiguration(), on eventLoop: EventLoop? = nil,
        delegate: any WebSocketDelegate
    ) throws(NetworkError) -> WebSocketConnection {
        let target = try WebSocketURL(url)
        let loop: EventLoop
        if let eventLoop { loop = eventLoop } else { loop = try EventLoopGroup.shared().next() }
        let key = WebSocketHandshake.makeKey()
        let connection = WebSocketConnection(role: .client, eventLoop: loop, configuration: configuration, delegate: delegate,
                                             state: .handshaking(key: key, parser: HTTPResponseHeadParser()))
        connection.upgradeRequest = WebSocketHandshake.clientRequest(path: target.path, host: target.hostHeader, key: key, headers: headers)
        loop.run {
            connection.timer = loop.scheduleInternal(after: configuration.connectTimeout) { [connection] in
                connection.fail(.timedOut)
            }
            connection.tcp = TCPConnection.connect(
                host: target.host, port: target.port, tls: target.secure ? tls : nil, options: configuration.connection,
                timeout: configuration.connectTimeout, on: loop, handler: connection
            )
        }
        return connection
    }

    /// Takes over `tcp` after a 101 answer was queued on it; `buffered` are the bytes that came
    /// after the upgrade request. Call on the connection's loop.
    static func serve(on tcp: TCPConnection, buffered: [UInt8], configuration: Configuration,
                      delegate: any WebSocketDelegate) -> WebSocketConnection {
        let connection = WebSocketConnection(role: .server, eventLoop: tcp.eventLoop, configuration: configuration,
                                             delegate: delegate, state: .open)
        connection.tcp = tcp
        tcp.handler = connection
        connection.didOpen()
        if !buffered.isEmpty, let tcp = connection.tcp {
            buffered.withUnsafeBytes { connection.connection(tcp, didRead: $0) }
        }
        return connection
    }

    private func didOpen() {
        state = .open
        timer?.cancel()
        timer = nil
        lastReceived = monotonicNanoseconds()
        armIdleTimer()
        delegate?.webSocketDidOpen(self)
        let pending = beforeOpen
        beforeOpen = []
        if let tcp, case .open = state {
            for frame in pending { frame.withUnsafeBytes { tcp.writeOnLoop($0) } }
        }
    }

    // MARK: TCPConnectionHandler

    package func connectionDidOpen(_ connection: TCPConnection) {
        guard case .handshaking = state else { return }
        upgradeRequest.withUnsafeBytes { connection.writeOnLoop($0) }
        upgradeRequest = []
    }

    package func connection(_ connection: TCPConnection, didRead bytes: UnsafeRawBufferPointer) {
        switch state {
        case .handshaking(let key, var parser):
            parser.append(bytes)
            let head: HTTPResponseHead?
            do {
                head = try parser.parse()
            } catch {
                return fail(.handshakeFailed(status: 0, message: error.message))
            }
            guard let head else {
                state = .handshaking(key: key, parser: parser)
                return
            }
            do {
                try WebSocketHandshake.validate(head, key: key)
            } catch {
                return fail(error)
            }
            let rest = parser.takeBufferedBytes()
            didOpen()
            if !rest.isEmpty { rest.withUnsafeBytes { receiveFrames($0) } }
        case .open, .closing:
            receiveFrames(bytes)
        case .closed:
            return
        }
    }

    package func connectionDidReadEOF(_ connection: TCPConnection) {
        if case .open = state { closeError = .connectionReset }
        connection.close()
    }

    package func connectionShutdownRequested(_ connection: TCPConnection) {
        switch state {
        case .open: startClosing(code: .goingAway, reason: "shutting down", error: nil)
        default: connection.close()
        }
    }

    package func connection(_ connection: TCPConnection, didCloseWith error: NetworkError?) {
        switch state {
        case .closed:
            return
        case .handshaking, .open:
            closeCode = .abnormalClosure
            closeError = closeError ?? error ?? .connectionReset
        case .closing:
            // E.g. timed out waiting for the peer's close frame.
            if !receivedClose, closeError == nil { closeError = error }
        }
        finish()
    }

    // MARK: Frames

    private func receiveFrames(_ bytes: UnsafeRawBufferPointer) {
        decoder.append(bytes)
        lastReceived = monotonicNanoseconds()
        do {
            while let frame = try decoder.nextFrame() {
                guard let message = try assembler.receive(frame) else { continue }
                handle(message)
                if receivedClose { return }
                if case .closed = state { return }
            }
        } catch {
            startClosing(code: error.closeCode, reason: error.message, error: .protocolViolation(error.message), failing: true)
        }
    }

    private func handle(_ message: WebSocketMessageAssembler.Message) {
        switch message {
        case let .text(text):
            if case .open = state { delegate?.webSocket(self, didReceiveText: text) }
        case let .binary(data):
            if case .open = state { delegate?.webSocket(self, didReceiveBinary: data) }
        case let .ping(payload):
            sendFrame(.pong, payload)
        case let .pong(payload):
            delegate?.webSocket(self, didReceivePong: payload)
        case let .close(code, reason):
            receivedClose = true
            switch state {
            case .open:
                // Echo the code, then close TCP (RFC 6455 §5.5.1).
                closeCode = code ?? .noStatusReceived
                closeReason = reason
                writeClose(code: code, reason: "")
                state = .closing
                tcp?.close()
            case .closing:
                tcp?.close()
            default:
                break
            }
        }
    }

    private func sendFrame(_ opcode: WebSocketOpcode, _ payload: some Collection<UInt8>) {
        let maskKey = role == .client ? eventLoop.randomMaskKey() : nil
        switch state {
        case .handshaking:
            beforeOpen.append(WebSocketFrame.encode(opcode: opcode, payload: payload, maskKey: maskKey))
        case .open:
            guard let tcp else { return }
            let frame = WebSocketFrame.encode(opcode: opcode, payload: payload, maskKey: maskKey)
            frame.withUnsafeBytes { tcp.writeOnLoop($0) }
        case .closing, .closed:
            return
        }
    }

    private func writeClose(code: WebSocketCloseCode?, reason: String) {
        var payload: [UInt8] = []
        if let code {
            payload = [UInt8(code.rawValue >> 8), UInt8(code.rawValue & 0xFF)]
            // A reason is cut to fit the 125-byte limit, at a character boundary.
            var reasonBytes = Array(reason.utf8.prefix(123))
            while !reasonBytes.isEmpty, String(validating: reasonBytes, as: UTF8.self) == nil { reasonBytes.removeLast() }
            payload += reasonBytes
        }
        sendFrame(.close, payload)
    }

    private func startClosing(code: WebSocketCloseCode, reason: String, error: NetworkError?, failing: Bool = false) {
        switch state {
        case .handshaking:
            fail(error ?? .shutdown)
        case .open:
            let sendable = code.isValidOnTheWire ? code : .normalClosure
            closeCode = sendable
            closeReason = reason
            closeError = error
            writeClose(code: sendable, reason: reason)
            state = .closing
            if failing {
                // Failing the connection: no need to wait for the peer's answer.
                tcp?.close()
            } else {
                timer?.cancel()
                timer = eventLoop.scheduleInternal(after: configuration.closeTimeout) { [self] in
                    tcp?.abort(.timedOut)
                }
            }
        case .closing, .closed:
            return
        }
    }

    private func fail(_ error: NetworkError) {
        if case .closed = state { return }
        closeCode = .abnormalClosure
        closeError = error
        if let tcp {
            tcp.abort(error)
        } else {
            finish()
        }
    }

    private func finish() {
        state = .closed
        timer?.cancel()
        timer = nil
        idleTimer?.cancel()
        idleTimer = nil
        beforeOpen = []
        decoder = WebSocketFrameDecoder(role: role, maxFrameSize: 0)
        assembler = WebSocketMessageAssembler(maxMessageSize: 0)
        tcp = nil
        let delegate = self.delegate
        self.delegate = nil
        delegate?.webSocket(self, didCloseWith: closeCode, reason: closeReason, error: closeError)
    }

    private func armIdleTimer() {
        guard let idle = configuration.idleTimeout else { return }
        let interval = idle.nanosecondsClamped
        let elapsed = monotonicNanoseconds() &- lastReceived
        let remaining = elapsed >= interval ? 0 : interval - elapsed
        idleTimer = eventLoop.scheduleInternal(after: .nanoseconds(Int64(min(remaining, UInt64(Int64.max))))) { [weak self] in
            guard let self, case .open = state else { return }
            if monotonicNanoseconds() &- lastReceived >= interval {
                delegate?.webSocketDidBecomeIdle(self)
            }
            if case .open = state { armIdleTimer() }
        }
    }
}
