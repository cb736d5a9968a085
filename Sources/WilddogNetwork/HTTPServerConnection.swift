/// One connection of an `HTTPServer`: parses requests, hands them out in order, and writes the
/// responses in the same order (a response waits while an earlier one is unfinished).
/// Loop thread only.
final class HTTPServerConnection: TCPConnectionHandler {
    let tcp: TCPConnection
    private let configuration: HTTPServer.Configuration
    private let handler: HTTPServer.Handler
    private var parser: HTTPRequestParser
    /// Requests handed out whose responses are not complete, oldest first.
    private var responders: [HTTPResponder] = []
    private var closeWhenDone = false
    private var upgradeInProgress = false
    private var processing = false
    /// A WebSocket took the connection over: this object no longer touches it.
    private var detached = false
    private var idleTimer: EventLoopTimer?
    private var lastActivity: UInt64 = 0

    init(tcp: TCPConnection, configuration: HTTPServer.Configuration, handler: @escaping HTTPServer.Handler) {
        self.tcp = tcp
        self.configuration = configuration
        self.handler = handler
        parser = HTTPRequestParser(limits: configuration.limits)
    }

    // MARK: TCPConnectionHandler

    func connectionDidOpen(_ connection: TCPConnection) {
        lastActivity = monotonicNanoseconds()
        armIdleTimer()
    }

    func connection(_ connection: TCPConnection, didRead bytes: UnsafeRawBufferPointer) {
        lastActivity = monotonicNanoseconds()
        parser.append(bytes)
        processRequests()
    }

    func connectionDidReadEOF(_ connection: TCPConnection) {
        closeWhenDone = true
        // A client that leaves during a stream is gone: end it.
        if responders.isEmpty || responders.contains(where: \.isStreaming) { tcp.close() }
    }

    func connection(_ connection: TCPConnection, didCloseWith error: NetworkError?) {
        idleTimer?.cancel()
        idleTimer = nil
        let pending = responders
        responders = []
        for responder in pending { responder.connectionClosed() }
    }

    // MARK: Requests and responses

    private func processRequests() {
        guard !processing, !detached else { return }
        processing = true
        defer { processing = false }
        while !detached, !closeWhenDone, !upgradeInProgress, responders.count < configuration.maxPipelinedRequests, !tcp.isClosed {
            let request: HTTPRequest?
            do {
                request = try parser.nextRequest()
            } catch {
                refuse(error)
                break
            }
            guard let request else { break }
            let responder = HTTPResponder(connection: self, request: request)
            responders.append(responder)
            if !request.keepAlive { closeWhenDone = true }
            if request.isWebSocketUpgrade { upgradeInProgress = true }
            handler(request, responder)
        }
        guard !detached else { return }
        if parser.expectsContinue, responders.isEmpty, !tcp.isClosed {
            Array("HTTP/1.1 100 Continue\r\n\r\n".utf8).withUnsafeBytes { tcp.writeOnLoop($0) }
            parser.continueAnswered()
        }
        if closeWhenDone || upgradeInProgress || responders.count >= configuration.maxPipelinedRequests {
            tcp.pauseReading()
        } else {
            tcp.resumeReading()
        }
    }

    private func refuse(_ error: HTTPParseError) {
        closeWhenDone = true
        let responder = HTTPResponder(connection: self, request: HTTPRequest(method: "GET", target: "/"))
        responders.append(responder)
        responder.respond(HTTPResponse(status: error.status, contentType: "text/plain; charset=utf-8", text: error.message + "\n"))
    }

    /// Whether `responder` may write now (it is the oldest unfinished one).
    func isCurrent(_ responder: HTTPResponder) -> Bool {
        responders.first === responder
    }

    /// Whether the connection closes after the responses in progress.
    var closesAfterResponses: Bool { closeWhenDone }

    func markCloseWhenDone() {
        closeWhenDone = true
    }

    func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { tcp.writeOnLoop($0) }
    }

    /// A responder completed: the next one may write what it has buffered.
    func responderFinished() {
        guard let first = responders.first, first.isFinished else { return }
        responders.removeFirst()
        if let next = responders.first {
            // It writes what it buffered and, when complete, comes back here.
            return next.becameCurrent()
        }
        if closeWhenDone {
            tcp.close()
        } else {
            processRequests()
        }
    }

    /// The WebSocket took the connection over (or was refused).
    func upgradeFinished(accepted: Bool) {
        upgradeInProgress = false
        if accepted {
            detached = true
            idleTimer?.cancel()
            idleTimer = nil
            responders = []
        } else {
            processRequests()
        }
    }

    func takeBufferedBytes() -> [UInt8] {
        parser.takeBufferedBytes()
    }

    private func armIdleTimer() {
        let interval = configuration.idleTimeout.nanosecondsClamped
        let elapsed = monotonicNanoseconds() &- lastActivity
        let remaining = elapsed >= interval ? 0 : interval - elapsed
        idleTimer = tcp.eventLoop.scheduleInternal(after: .nanoseconds(Int64(min(remaining, UInt64(Int64.max))))) { [weak self] in
            guard let self, !tcp.isClosed, idleTimer != nil else { return }
            if responders.isEmpty, monotonicNanoseconds() &- lastActivity >= interval {
                tcp.close()
            } else {
                if !responders.isEmpty { lastActivity = monotonicNanoseconds() }
                armIdleTimer()
            }
        }
    }
}
