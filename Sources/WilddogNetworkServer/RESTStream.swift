import Dispatch
import WilddogBackend
import WilddogEngine
import WilddogNetwork

/// A REST stream (`GET /<path>.json` with `Accept: text/event-stream`): a listen of the
/// embedded server whose pushes leave as Server-Sent Events — the location's data first (`put`
/// at `/`), then each change (`put`, `patch`), a `keep-alive` when idle, and `cancel` or
/// `auth_revoked` before the stream ends when the rules or the credential stop allowing it.
///
/// Query parameters make it a query listen, evaluated on the server as a realtime client's
/// tagged query is. Events leave after the turn that caused them has committed; a client that
/// stops reading is dropped by its connection's output bound, as a WebSocket is.
final class RESTStream: SessionOutlet, @unchecked Sendable {
    // @unchecked: every `var` is touched only on the namespace's queue; the responder is
    // thread-safe.
    private let request: RESTRequest
    private let namespace: Namespace
    private let responder: HTTPResponder
    private let keepAliveInterval: Duration
    private var session: RESTBackendSession?
    /// Events waiting for the end of the turn.
    private var pending: [UInt8] = []
    private var flushScheduled = false
    /// The stream's head went out.
    private var isOpen = false
    /// A `cancel` or `auth_revoked` is pending: the stream ends after it.
    private var isEnding = false
    /// The stream ended or its client left.
    private var isFinished = false

    private init(request: RESTRequest, namespace: Namespace, responder: HTTPResponder, keepAliveInterval: Duration) {
        self.request = request
        self.namespace = namespace
        self.responder = responder
        self.keepAliveInterval = keepAliveInterval
    }

    /// Starts the listen in a turn of `namespace`; the answer is the stream, or an error when
    /// the credential or the rules refuse it.
    static func start(_ request: RESTRequest, namespace: Namespace, responder: HTTPResponder, keepAliveInterval: Duration) {
        if request.path.back?.isPriorityKey == true {
            return responder.respond(RESTError(400, "Invalid path: a stream cannot listen to a .priority").response)
        }
        let stream = RESTStream(request: request, namespace: namespace, responder: responder,
                                keepAliveInterval: keepAliveInterval)
        responder.onClose { namespace.enqueue { stream.clientLeft() } }
        namespace.enqueue { stream.open() }
    }

    // MARK: On the namespace's queue

    private func open() {
        guard !isFinished else { return }
        do throws(RESTError) {
            guard namespace.failure == nil else { throw RESTError.unavailable }
            let session = try RESTBackendSession.open(namespace.backend, outlet: self, request: request)
            self.session = session
            // A query is listened to with a tag, so the server keeps its window (WIRE-PROTOCOL.md §5.4).
            let tag = request.query.isDefault ? nil : 1
            switch session.ask(.listen(path: request.path, query: request.query, tag: tag, hash: "")) {
            case .ok?: break
            case .failed(let error)?: throw RESTError(error)
            case .data?, nil: throw RESTError(401, "Auth token is expired")
            }
        } catch {
            finish()
            return responder.respond(error.response)
        }
        isOpen = true
        var headers: HTTPHeaders = ["Content-Type": "text/event-stream; charset=utf-8"]
        RESTResponse.addCommonHeaders(&headers)
        responder.startStream(status: 200, headers: headers)
        // The location's data, pushed by the listen, is pending: it leaves first.
        scheduleFlush()
        scheduleKeepAlive()
    }

    func deliver(_ pushes: [WirePush]) {
        guard !isFinished, !isEnding else { return }
        for push in pushes where !isEnding {
            guard let event = RESTEvent.event(for: push, at: request.path, export: request.export) else { continue }
            pending += event
            if case .listenRevoked = push { isEnding = true }
            if case .authRevoked = push { isEnding = true }
        }
        scheduleFlush()
    }

    func closedByServer() {
        session = nil
        guard !isFinished else { return }
        isEnding = true
        scheduleFlush()
    }

    /// The client closed the connection (or it was dropped): the listen ends.
    private func clientLeft() {
        finish()
    }

    private func scheduleFlush() {
        guard !flushScheduled else { return }
        flushScheduled = true
        namespace.afterTurn { [self] in flush() }
    }

    /// Sends the pending events (after the turn that made them committed).
    private func flush() {
        flushScheduled = false
        guard isOpen, !isFinished else { return }
        if !pending.isEmpty {
            responder.sendStreamChunk(pending)
            pending = []
        }
        if isEnding {
            finish()
            responder.endStream()
        }
    }

    private func finish() {
        isFinished = true
        pending = []
        session?.close()
        session = nil
    }

    private func scheduleKeepAlive() {
        let nanoseconds = keepAliveInterval.components.seconds * 1_000_000_000 + keepAliveInterval.components.attoseconds / 1_000_000_000
        namespace.queue.asyncAfter(deadline: .now() + .nanoseconds(Int(max(1_000_000, nanoseconds)))) { [weak self] in
            guard let self, !isFinished else { return }
            pending += RESTEvent.keepAlive
            scheduleFlush()
            scheduleKeepAlive()
        }
    }
}
