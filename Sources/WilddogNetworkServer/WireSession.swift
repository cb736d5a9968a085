import WilddogBackend
import WilddogEngine
import WilddogNetwork

/// The socket side of one WebSocket session of the Firebase protocol: joins frames into
/// messages, reads them, and hands the requests of each read of the socket to the namespace
/// in one hop (`SessionChannel` answers them there).
///
/// Loop-confined: every method runs on the socket's event loop.
final class WireSession: WebSocketDelegate, @unchecked Sendable {
    // @unchecked: the `var`s are touched only on the socket's loop thread (the delegate calls
    // and the task it schedules there with `execute`).
    private let namespace: Namespace
    private let directory: SessionDirectory
    private let host: String
    private let lastSession: String?
    private let log: ServerLog
    private var channel: SessionChannel?
    private var assembler: FrameAssembler
    private var incoming = IncomingBatch()
    private var handOverScheduled = false
    private var closing = false

    init(namespace: Namespace, directory: SessionDirectory, host: String, lastSession: String?,
         maxMessageBytes: Int, log: ServerLog) {
        self.namespace = namespace
        self.directory = directory
        self.host = host
        self.lastSession = lastSession
        self.log = log
        assembler = FrameAssembler(maxMessageBytes: maxMessageBytes)
    }

    func webSocketDidOpen(_ webSocket: WebSocketConnection) {
        let channel = SessionChannel(namespace: namespace, webSocket: webSocket, sessionId: SessionID.make(),
                                     directory: directory)
        self.channel = channel
        let (host, lastSession) = (self.host, self.lastSession)
        namespace.enqueue { channel.open(host: host, lastSession: lastSession) }
        log.debug("session \(channel.sessionId) opened in \(namespace.name) from \(webSocket.remoteAddress)")
    }

    func webSocket(_ webSocket: WebSocketConnection, didReceiveText text: String) {
        guard !closing else { return }
        let output: FrameAssembler.Output
        do {
            output = try assembler.receive(text)
        } catch {
            return fail(webSocket, code: .messageTooBig, reason: error.message)
        }
        guard case .message(let bytes) = output else { return }
        let message: ClientMessage
        do {
            message = try ClientMessage.decode(bytes)
        } catch {
            guard let number = error.requestNumber else {
                return fail(webSocket, code: .policyViolation, reason: "Not a message of the protocol: \(error.message)")
            }
            // A request whose number could be read is answered with a failure, in turn.
            return queue(.request(number: number, .refuse(EngineError(.operationFailed, error.message)), .plain), webSocket)
        }
        switch message {
        case .request(let number, let request):
            queue(IncomingRequest(number: number, request), webSocket)
        case .ping:
            queue(.ping, webSocket)
        case .upgradeAck, .endOfTransmission, .unknown:
            // Long-poll upgrades are not served; unknown layers and commands are ignored.
            break
        }
    }

    func webSocket(_ webSocket: WebSocketConnection, didReceiveBinary data: [UInt8]) {
        fail(webSocket, code: .unsupportedData, reason: "The protocol uses text messages only")
    }

    func webSocket(_ webSocket: WebSocketConnection, didCloseWith code: WebSocketCloseCode, reason: String, error: NetworkError?) {
        closing = true
        incoming = IncomingBatch()
        guard let channel else { return }
        log.debug("session \(channel.sessionId) closed: \(code) \(error.map { "\($0)" } ?? reason)")
        namespace.enqueue { channel.socketClosed() }
    }

    /// Queues a request; the requests of this read leave together once the loop has handled
    /// the read (a task runs after the loop's I/O events).
    private func queue(_ request: IncomingRequest, _ webSocket: WebSocketConnection) {
        incoming.add(request)
        guard !handOverScheduled else { return }
        handOverScheduled = true
        webSocket.eventLoop.execute { [self] in handOver() }
    }

    private func handOver() {
        handOverScheduled = false
        guard let channel, !incoming.isEmpty, !closing else { return }
        let batch = incoming
        incoming = IncomingBatch()
        namespace.enqueue { channel.receive(batch) }
    }

    /// The client broke the protocol: its connection (only) is closed with `code`.
    private func fail(_ webSocket: WebSocketConnection, code: WebSocketCloseCode, reason: String) {
        log.info("closing a session of \(namespace.name) from \(webSocket.remoteAddress): \(reason)")
        // What was read before the bad message is still handled.
        handOver()
        closing = true
        webSocket.close(code: code, reason: String(reason.prefix(120)))
    }
}

extension IncomingRequest {
    /// The session request for a decoded wire request, and the form of its `ok`.
    init(number: Int, _ request: ClientRequest) {
        switch request {
        case .listen(let path, let query, let tag, let hash, _):
            self = .request(number: number, .listen(path: path, query: query, tag: tag, hash: hash), .listen)
        case .get(let path, let query):
            self = .request(number: number, .get(path: path, query: query), .plain)
        case .auth(let auth):
            self = .request(number: number, .authenticate(token: auth.credential, override: AuthOverride(auth)), .plain)
        case .unauth:
            self = .request(number: number, .authenticate(token: nil, override: nil), .unauth)
        case .stats, .appCheck, .appCheckCleared:
            self = .request(number: number, .acknowledge, .plain)
        case .unknown(let action, _):
            self = .request(number: number, .refuse(EngineError(.operationFailed, "Unknown action: \(action.prefix(64))")), .plain)
        case .unlisten, .put, .merge, .onDisconnectPut, .onDisconnectMerge, .onDisconnectCancel:
            // Every remaining request has an engine form.
            if let engine = request.engineRequest {
                self = .request(number: number, .engine(engine), .plain)
            } else {
                self = .request(number: number, .refuse(EngineError(.operationFailed, "Unsupported request")), .plain)
            }
        }
    }
}
