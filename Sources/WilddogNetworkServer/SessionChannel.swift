import WilddogBackend
import WilddogEngine
import WilddogNetwork

/// The namespace side of one WebSocket session: its connection to the embedded server, and the
/// frames waiting to leave for the socket (hello, replies, pushes, in order).
///
/// Confined to the namespace's queue; the socket's side is `WireSession`.
final class SessionChannel: SessionOutlet, @unchecked Sendable {
    // @unchecked: every `var` is touched only on the namespace's queue (the type crosses from
    // the socket's loop to that queue inside `perform`).

    /// What leaves for the socket at the end of a turn.
    struct Output {
        let webSocket: WebSocketConnection
        let frames: [[UInt8]]
        let close: (code: WebSocketCloseCode, reason: String)?

        /// On the socket's loop: the frames, then the close when asked for.
        func send() {
            if !frames.isEmpty { webSocket.send(textMessages: frames) }
            if let close { webSocket.close(code: close.code, reason: close.reason) }
        }
    }

    /// How a request's `ok` is written.
    enum ReplyForm: Sendable {
        /// `""`.
        case plain
        /// `{}`: a listen.
        case listen
        /// `"unauthenticated"`: an unauth.
        case unauth
    }

    let namespace: Namespace
    let webSocket: WebSocketConnection
    /// The hello's session id (`ls=` of the client's next connection).
    let sessionId: String
    private let directory: SessionDirectory
    private var backendId: Int?
    private var output: [[UInt8]] = []
    private var closeRequest: (code: WebSocketCloseCode, reason: String)?
    var isDirty = false
    /// The backend connection is gone (socket closed, taken over, or dropped by the server).
    private(set) var isClosed = false

    init(namespace: Namespace, webSocket: WebSocketConnection, sessionId: String, directory: SessionDirectory) {
        self.namespace = namespace
        self.webSocket = webSocket
        self.sessionId = sessionId
        self.directory = directory
    }

    // MARK: Lifecycle

    /// Opens the backend connection and queues the hello (the first frame). A previous session
    /// named by `ls` is closed first and its onDisconnect writes run, before anything of this one.
    func open(host: String, lastSession: String?) {
        if let lastSession, let previous = directory.remove(lastSession) {
            if previous.namespace === namespace {
                previous.takenOver()
            } else {
                previous.namespace.enqueue { previous.takenOver() }
            }
        }
        guard namespace.failure == nil else {
            return closeSocket(code: .internalError, reason: "This namespace is unavailable")
        }
        backendId = namespace.backend.openSession(self)
        namespace.channels[ObjectIdentifier(self)] = self
        directory.insert(self)
        let hello = ServerHello(timestamp: Int64(namespace.backend.sessionClock), host: host, sessionID: sessionId)
        append(ServerMessage.hello(hello).encoded)
    }

    /// The socket closed: the connection ends and its onDisconnect writes run.
    func socketClosed() {
        directory.remove(sessionId, ifSame: self)
        endBackendConnection()
        output = []
        closeRequest = nil
    }

    /// A new connection with `ls=` this session replaced it: its onDisconnect writes run now
    /// and the old socket is closed.
    private func takenOver() {
        endBackendConnection()
        closeSocket(code: .normalClosure, reason: "Replaced by a newer connection of the same client")
    }

    private func endBackendConnection() {
        namespace.channels[ObjectIdentifier(self)] = nil
        guard !isClosed else { return }
        isClosed = true
        if let backendId { namespace.backend.closeSession(backendId) }
    }

    /// Closes the socket once the output queued so far has left.
    func closeSocket(code: WebSocketCloseCode, reason: String) {
        if closeRequest == nil { closeRequest = (code, reason) }
        namespace.markDirty(self)
    }

    // MARK: SessionOutlet

    func deliver(_ pushes: [WirePush]) {
        guard !isClosed else { return }
        for push in pushes {
            guard let wire = ServerPush(push) else { continue }
            output.append(contentsOf: namespace.frames(of: wire))
        }
        namespace.markDirty(self)
    }

    func closedByServer() {
        directory.remove(sessionId, ifSame: self)
        namespace.channels[ObjectIdentifier(self)] = nil
        isClosed = true
        closeSocket(code: .goingAway, reason: "The server closed the connection")
    }

    // MARK: Requests

    /// Hands the requests of one read of the socket to the embedded server, in order; each
    /// reply is queued behind the pushes its request caused.
    func receive(_ batch: IncomingBatch) {
        guard !isClosed, let backendId else { return }
        for _ in 0..<batch.pings { append(ServerMessage.pong.encoded) }
        guard !batch.requests.isEmpty else { return namespace.markDirty(self) }
        let replies = batch.replies
        namespace.backend.receive(batch.requests, session: backendId) { [self] answers in
            guard !isClosed else { return }
            for (position, response) in answers {
                let (number, form) = replies[position]
                append(ServerMessage.reply(number: number, ServerReply(response, form: form)).encoded)
            }
        }
        namespace.markDirty(self)
    }

    // MARK: Output

    private func append(_ message: [UInt8]) {
        // A UTF-8 text never has more UTF-16 units than bytes: a short message is one frame.
        if message.count <= WireFraming.maxPieceLength {
            output.append(message)
        } else {
            output.append(contentsOf: WireFraming.split(message))
        }
        namespace.markDirty(self)
    }

    /// What leaves at the end of the turn, nil when nothing does.
    func takeOutput() -> Output? {
        guard !output.isEmpty || closeRequest != nil else { return nil }
        defer { output = [] }
        let close = closeRequest
        closeRequest = nil
        return Output(webSocket: webSocket, frames: output, close: close)
    }

    func discardOutput() {
        output = []
    }
}

/// A request read from a socket, with what its reply needs.
enum IncomingRequest: Sendable {
    case request(number: Int, SessionRequest, SessionChannel.ReplyForm)
    /// A control ping: answered with a pong.
    case ping
}

/// The requests of one read of a socket, as the embedded server takes them (built on the
/// socket's loop, so the namespace's queue hands the array over without copying requests).
struct IncomingBatch: Sendable {
    private(set) var requests: [SessionRequest] = []
    /// The number and reply form of each request, by position.
    private(set) var replies: [(number: Int, form: SessionChannel.ReplyForm)] = []
    /// Pings: answered with pongs, ahead of the replies.
    private(set) var pings = 0

    var isEmpty: Bool { requests.isEmpty && pings == 0 }

    mutating func add(_ request: IncomingRequest) {
        switch request {
        case .ping:
            pings += 1
        case .request(let number, let request, let form):
            requests.append(request)
            replies.append((number, form))
        }
    }
}

extension ServerReply {
    /// The reply to a request of the given form.
    init(_ response: SessionResponse, form: SessionChannel.ReplyForm) {
        switch response {
        case .data(let node):
            self = .data(node)
        case .ok:
            switch form {
            case .plain: self = .ok
            case .listen: self = .listenOK()
            case .unauth: self = ServerReply(status: "ok", data: "unauthenticated")
            }
        case .failed(let error):
            // The backend's `too_big` refusals travel as failed operations named by their text.
            if error.code == .operationFailed, error.message.hasPrefix("too_big: ") {
                self = ServerReply(status: "too_big", data: .string(String(error.message.dropFirst(9))))
            } else {
                self = .failed(error)
            }
        }
    }
}
