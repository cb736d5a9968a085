/// Answers one HTTP request: a whole response, a streamed body (Server-Sent Events), or a
/// WebSocket upgrade. Thread-safe: each method hops to the connection's loop.
///
/// Responses go out in request order: one answered before the requests ahead of it waits.
/// After the response is complete, further calls are ignored.
package final class HTTPResponder: @unchecked Sendable {
    // @unchecked: the `var`s are touched only on `eventLoop`'s thread.

    private enum State {
        case pending, streaming(chunked: Bool), upgrading, finished
    }

    /// The loop of the request's connection.
    package let eventLoop: EventLoop
    /// The client's address.
    package let remoteAddress: String

    private let connection: HTTPServerConnection
    private let isHeadRequest: Bool
    private let keepAlive: Bool
    private let minorVersion: Int
    private var state = State.pending
    private var buffered: [UInt8] = []
    private var pendingUpgrade: (() -> Void)?
    private var closeHandlers: [@Sendable () -> Void] = []

    init(connection: HTTPServerConnection, request: HTTPRequest) {
        self.connection = connection
        eventLoop = connection.tcp.eventLoop
        remoteAddress = connection.tcp.remoteAddress
        isHeadRequest = request.method == "HEAD"
        keepAlive = request.keepAlive
        minorVersion = request.minorVersion
    }

    var isFinished: Bool {
        if case .finished = state { return true }
        return false
    }

    var isStreaming: Bool {
        if case .streaming = state { return true }
        return false
    }

    // MARK: Thread-safe API

    /// Sends `response` whole (`Content-Length` is set from the body).
    package func respond(_ response: HTTPResponse) {
        eventLoop.run { [self] in
            guard case .pending = state else { return }
            var headers = response.headers
            headers.remove("Content-Length")
            headers.remove("Transfer-Encoding")
            let hasBody = !(100..<200).contains(response.status) && response.status != 204 && response.status != 304
            if hasBody { headers.set("Content-Length", String(response.body.count)) }
            applyConnectionHeader(&headers, closing: headers.contains(token: "close", in: "Connection"))
            var bytes = HTTPResponse.head(status: response.status, headers: headers)
            if hasBody, !isHeadRequest { bytes += response.body }
            output(bytes)
            finish()
        }
    }

    /// Sends the head of a response whose body follows in pieces (chunked on HTTP/1.1, up to
    /// the close on HTTP/1.0), e.g. `text/event-stream`.
    package func startStream(status: Int = 200, headers: HTTPHeaders) {
        eventLoop.run { [self] in
            guard case .pending = state else { return }
            var headers = headers
            headers.remove("Content-Length")
            headers.remove("Transfer-Encoding")
            let chunked = minorVersion >= 1
            if chunked { headers.set("Transfer-Encoding", "chunked") }
            applyConnectionHeader(&headers, closing: !chunked)
            state = .streaming(chunked: chunked)
            output(HTTPResponse.head(status: status, headers: headers))
        }
    }

    /// Sends a piece of a streamed body.
    package func sendStreamChunk(_ bytes: [UInt8]) {
        eventLoop.run { [self] in
            guard case let .streaming(chunked) = state, !bytes.isEmpty, !isHeadRequest else { return }
            if chunked {
                output(Array("\(String(bytes.count, radix: 16))\r\n".utf8) + bytes + Array("\r\n".utf8))
            } else {
                output(bytes)
            }
        }
    }

    /// Ends a streamed body.
    package func endStream() {
        eventLoop.run { [self] in
            guard case let .streaming(chunked) = state else { return }
            if chunked { output(Array("0\r\n\r\n".utf8)) }
            finish()
        }
    }

    /// Accepts a WebSocket upgrade of `request` (the request this responder answers) and hands
    /// the connection to `delegate`, which hears `webSocketDidOpen`. False when the request is
    /// not a valid upgrade: the refusal (400, or 426 for another version) was sent instead.
    @discardableResult
    package func upgradeToWebSocket(
        _ request: HTTPRequest, headers: HTTPHeaders = [:],
        configuration: WebSocketConnection.Configuration = WebSocketConnection.Configuration(),
        delegate: any WebSocketDelegate
    ) -> Bool {
        switch WebSocketHandshake.serverResponse(to: request, headers: headers) {
        case let .failure(refusal):
            respond(refusal.response)
            eventLoop.run { [self] in connection.upgradeFinished(accepted: false) }
            return false
        case let .success(response):
            let box = UncheckedDelegate(delegate: delegate)
            eventLoop.run { [self] in
                guard case .pending = state else { return }
                state = .upgrading
                pendingUpgrade = { [self] in
                    state = .finished
                    connection.write(HTTPResponse.head(status: response.status, headers: response.headers))
                    let buffered = connection.takeBufferedBytes()
                    connection.upgradeFinished(accepted: true)
                    _ = WebSocketConnection.serve(on: connection.tcp, buffered: buffered, configuration: configuration,
                                                  delegate: box.delegate)
                }
                if connection.isCurrent(self) { becameCurrent() }
            }
            return true
        }
    }

    /// Runs `body` (on the loop) if the connection closes before the response is complete:
    /// a streaming client left.
    package func onClose(_ body: @escaping @Sendable () -> Void) {
        eventLoop.run { [self] in
            if case .finished = state { return }
            closeHandlers.append(body)
        }
    }

    // MARK: Connection side

    func becameCurrent() {
        if let upgrade = pendingUpgrade {
            pendingUpgrade = nil
            return upgrade()
        }
        if !buffered.isEmpty {
            connection.write(buffered)
            buffered = []
        }
        if case .finished = state { connection.responderFinished() }
    }

    func connectionClosed() {
        let wasOpen = !isFinished
        state = .finished
        buffered = []
        pendingUpgrade = nil
        let handlers = closeHandlers
        closeHandlers = []
        if wasOpen { for handler in handlers { handler() } }
    }

    private func applyConnectionHeader(_ headers: inout HTTPHeaders, closing: Bool) {
        if closing || !keepAlive || connection.closesAfterResponses {
            connection.markCloseWhenDone()
            headers.set("Connection", "close")
        } else if minorVersion == 0 {
            headers.set("Connection", "keep-alive")
        }
    }

    private func output(_ bytes: [UInt8]) {
        if connection.isCurrent(self) {
            connection.write(bytes)
        } else {
            buffered += bytes
        }
    }

    private func finish() {
        state = .finished
        closeHandlers = []
        if connection.isCurrent(self) { connection.responderFinished() }
    }
}

/// Carries a delegate (loop-confined, not `Sendable`) to the loop that will own it.
private struct UncheckedDelegate: @unchecked Sendable {
    // @unchecked: the delegate is used only on the connection's loop after the hand-over.
    let delegate: any WebSocketDelegate
}
