import Dispatch
import Foundation
import Synchronization
import WilddogNetwork

/// One link of a client to a server over a WebSocket (WIRE-PROTOCOL.md §1–§4, Appendix B): it
/// dials after the back-off's wait, reports the server's hello as `connected`, numbers requests,
/// routes replies by number and turns pushes and control messages into the engine's pushes.
///
/// The client's `PersistentConnection` restores its state on every `connected`; this link only
/// holds back requests until the hello, and behind a credential until the server answered it (as
/// iOS does), so that nothing is judged with credentials about to be refused. A link never
/// reconnects: when its socket ends it reports the close once, and the next link carries on.
final class NetworkConnection: ServerConnection, @unchecked Sendable {
    // @unchecked: every `var` is read and written only on `queue` (the client's queue, where the
    // engine calls in and the socket's callbacks hop); `closedByClient` is atomic.
    let session: NetworkSession
    let queue: DispatchQueue
    private var delegate: (any ServerConnectionDelegate)?
    /// Set by `close`: nothing is sent or delivered any more.
    private let closedByClient = Atomic<Bool>(false)

    enum Phase {
        /// Waiting out the back-off before dialling.
        case waiting
        /// The socket is opening or waiting for the hello.
        case connecting
        case connected
        case closed
    }

    private(set) var phase = Phase.waiting
    private var socket: WebSocketConnection?
    /// Counts sockets (only one is ever opened) and timers, so that stale callbacks are ignored.
    private var attempt = 0
    private var usesRememberedHost = false
    private var connectedAt: DispatchTime?
    private var assembler: FrameAssembler
    /// Reply handlers by request number.
    private var replies: [Int: (ServerReply) -> Void] = [:]
    /// Requests made before the hello, or while a credential awaits its answer.
    private var held: [(request: ClientRequest, reply: (ServerReply) -> Void)] = []
    /// The number of the `auth` request in flight.
    private var awaitingAuth: Int?
    /// Listens sent on this link, for the revocations (`c`) that name them by path and query.
    private var listens: [ListenKey: (path: Path, query: QuerySpec, tag: Int?)] = [:]
    /// When the last frame went out or came in (the keepalive's clock).
    private var lastActivity = DispatchTime.now()

    init(session: NetworkSession, delegate: any ServerConnectionDelegate, queue: DispatchQueue) {
        self.session = session
        self.delegate = delegate
        self.queue = queue
        assembler = FrameAssembler(maxMessageBytes: session.configuration.maxMessageBytes)
    }

    private var configuration: NetworkConfiguration { session.configuration }

    /// Starts the attempt after the back-off's wait (never at once: the engine is still setting
    /// up the link when this returns). A client the server shut out never dials again.
    func start() {
        if let reason = session.shutdownReason {
            EngineLog.log("not connecting to \(session.server): the server shut this client out (\(reason))")
            phase = .closed
            return
        }
        let delay = session.nextDelay()
        let attempt = self.attempt
        queue.asyncAfter(deadline: .now() + delay) { [weak self] in
            guard let self, self.attempt == attempt else { return }
            self.dial()
        }
    }

    // MARK: ServerConnection

    func send(_ request: WireRequest, id: WireRequestID?, reply: @escaping @Sendable (WireResponse) -> Void) {
        submit(ClientRequest(request)) { reply($0.engineResponse) }
    }

    func sendListen(_ request: WireRequest, hash: () -> String, reply: @escaping @Sendable (WireResponse) -> Void) {
        guard !closedByClient.load(ordering: .acquiring), phase != .closed else { return }
        submit(ClientRequest(request, listenHash: hash())) { [session] answer in
            for warning in answer.warnings where warning == "no_index" {
                if case .listen(let path, let query, _) = request {
                    EngineLog.warn("Using an unspecified index. Your data will be downloaded and filtered on the client. "
                        + "Consider adding \".indexOn\": \"\(query.wireObject["i"]?.stringValue ?? ".priority")\" at \(path) "
                        + "to your security rules for better performance (server \(session.server)).")
                }
            }
            reply(answer.engineResponse)
        }
    }

    /// Closes the link from the client's side: the server runs this client's onDisconnect writes.
    /// Requests already handed to the socket may still be applied (the network cannot take them
    /// back); no reply or push is delivered after this call. Thread-safe.
    func close() {
        guard !closedByClient.exchange(true, ordering: .acquiringAndReleasing) else { return }
        queue.async { [self] in end(reason: nil, notify: false) }
    }

    // MARK: Dialling

    private func dial() {
        guard phase == .waiting, !closedByClient.load(ordering: .acquiring) else { return }
        let (url, remembered) = session.connectURL()
        usesRememberedHost = remembered
        phase = .connecting
        attempt += 1
        let attempt = self.attempt
        queue.asyncAfter(deadline: .now() + configuration.connectTimeout.timeInterval) { [weak self] in
            guard let self, self.attempt == attempt, self.phase == .connecting else { return }
            self.end(reason: "no hello from \(url) within \(self.configuration.connectTimeout)", notify: true)
        }
        var socketConfiguration = WebSocketConnection.Configuration()
        socketConfiguration.connectTimeout = configuration.connectTimeout
        socketConfiguration.maxFrameSize = max(configuration.maxMessageBytes, 1 << 16)
        socketConfiguration.maxMessageSize = max(configuration.maxMessageBytes, 1 << 16)
        let headers: HTTPHeaders = ["User-Agent": NetworkConnection.userAgent]
        do {
            socket = try WebSocketConnection.connect(
                to: url, headers: headers, configuration: socketConfiguration, tls: configuration.tls,
                delegate: WebSocketBridge(connection: self, queue: queue, attempt: attempt))
            EngineLog.log("connecting to \(url)")
        } catch {
            end(reason: "cannot connect to \(url): \(error)", notify: true)
        }
    }

    /// `Firebase/5/<sdk>/<platform>/<device>`, the shape the SDKs send.
    static let userAgent: String = {
        #if os(Linux)
        let platform = "Linux"
        #elseif os(macOS)
        let platform = "macOS"
        #elseif os(iOS)
        let platform = "iOS"
        #else
        let platform = "Apple"
        #endif
        return "Firebase/5/wilddog-swift-\(EngineInfo.sdkVersion)/\(platform)/Swift"
    }()

    // MARK: Sending

    /// Writes `request` now, or holds it until the hello or the credential's answer. A request
    /// made after the link closed is dropped: the client sends it again on the next link.
    private func submit(_ request: ClientRequest, reply: @escaping (ServerReply) -> Void) {
        queue.assertOnQueue()
        guard !closedByClient.load(ordering: .acquiring), phase != .closed else { return }
        track(request)
        if phase != .connected || awaitingAuth != nil {
            held.append((request, reply))
        } else {
            write(request, reply)
        }
    }

    private func write(_ request: ClientRequest, _ reply: @escaping (ServerReply) -> Void) {
        guard let socket else { return }
        let number = session.nextRequestNumber()
        if case .auth = request {
            awaitingAuth = number
            replies[number] = { [weak self] answer in
                self?.credentialAnswered(answer, number: number)
                reply(answer)
                self?.credentialSettled(answer, number: number)
            }
        } else {
            replies[number] = reply
        }
        let message = ClientMessage.request(number: number, request).encoded
        // The pieces are cut between scalars, so each is valid UTF-8; one hop to the loop for all.
        socket.send(textMessages: WireFraming.split(message, pieceLength: configuration.pieceLength))
        lastActivity = .now()
    }

    /// Keeps the listens of this link (path and query) for revocations.
    private func track(_ request: ClientRequest) {
        switch request {
        case .listen(let path, let query, let tag, _, _):
            listens[ListenKey(path, query, tag: tag)] = (path, query, tag)
        case .unlisten(let path, let query, let tag):
            listens[ListenKey(path, query, tag: tag)] = nil
        default:
            break
        }
    }

    private func credentialAnswered(_ answer: ServerReply, number: Int) {
        guard awaitingAuth == number else { return }
        if answer.isOK { session.authSucceeded() } else { session.authFailed() }
    }

    /// After the engine heard the answer: on success the held requests go out; a refused
    /// credential closes the link (as the SDKs do), and the client reconnects with the credential
    /// it has by then. Held requests are not lost: the client restores them on the next link.
    private func credentialSettled(_ answer: ServerReply, number: Int) {
        guard awaitingAuth == number else { return }
        awaitingAuth = nil
        if answer.isOK {
            flushHeld()
        } else {
            end(reason: "the server refused the credential: \(answer.status)", notify: true)
        }
    }

    private func flushHeld() {
        while phase == .connected, awaitingAuth == nil, !held.isEmpty {
            let (request, reply) = held.removeFirst()
            write(request, reply)
        }
    }

    // MARK: Receiving (on `queue`, from the socket's bridge)

    func received(_ text: String, attempt: Int) {
        guard attempt == self.attempt, phase == .connecting || phase == .connected,
              !closedByClient.load(ordering: .acquiring) else { return }
        lastActivity = .now()
        let output: FrameAssembler.Output
        do {
            output = try assembler.receive(text)
        } catch {
            // A message too large to take: its data is lost, so start over on a new connection.
            return end(reason: "\(error)", notify: true)
        }
        guard case .message(let bytes) = output else { return }
        let message: ServerMessage
        do {
            message = try ServerMessage.decode(bytes)
        } catch {
            if let number = error.requestNumber, let reply = replies.removeValue(forKey: number) {
                reply(ServerReply(status: "failure", data: .string("unreadable reply: \(error.message)")))
            } else {
                EngineLog.warn("ignored a message from \(session.server) that does not read: \(error)")
            }
            return
        }
        handle(message)
    }

    private func handle(_ message: ServerMessage) {
        switch message {
        case .hello(let hello):
            helloReceived(hello)
        case .reply(let number, let reply):
            // A number this link did not send (or already answered) is ignored.
            replies.removeValue(forKey: number)?(reply)
        case .push(let push):
            pushReceived(push)
        case .reset(let host):
            EngineLog.log("the server moved this client to \(host)")
            session.redirected(to: host)
            end(reason: "server reset", notify: true)
        case .shutdown(let reason):
            EngineLog.warn("the server \(session.server) shut this client out: \(reason). It will not reconnect.")
            session.shutDown(reason)
            end(reason: "server shutdown: \(reason)", notify: true)
        case .error(let text):
            EngineLog.warn("Server Error: \(text)")
        case .pong, .endOfTransmission:
            break
        case .unknown(let json):
            EngineLog.log("ignored an unknown message from \(session.server): \(json)")
        }
    }

    private func helloReceived(_ hello: ServerHello) {
        if let version = hello.version, version != ServerHello.protocolVersion {
            EngineLog.warn("Protocol version mismatch detected: the server \(session.server) speaks \(version)")
        }
        let first = phase == .connecting
        if first {
            phase = .connected
            connectedAt = .now()
            session.connected(hello)
            scheduleKeepalive()
        }
        deliver(hello.enginePush)
        if first { flushHeld() }
    }

    private func pushReceived(_ push: ServerPush) {
        switch push {
        case .overwrite, .merge:
            if let push = push.enginePush { deliver(push) }
        case .listenRevoked(let path, let queries):
            for listen in revokedListens(path, queries) {
                listens[ListenKey(listen.path, listen.query, tag: listen.tag)] = nil
                deliver(.listenRevoked(path: listen.path, query: listen.query, tag: listen.tag,
                                       error: EngineError(.permissionDenied)))
            }
        case .authRevoked:
            if let push = push.enginePush { deliver(push) }
            // The SDKs drop the socket and reconnect with a refreshed credential.
            end(reason: "credential revoked", notify: true)
        case .appCheckRevoked(let status, _):
            EngineLog.log("the server revoked the App Check token (\(status)); this client sends none")
        case .securityDebug(let text):
            EngineLog.log("FIREBASE: \(text)")
        case .rangeMerge, .unknown:
            EngineLog.log("ignored the push \"\(push.action)\" from \(session.server)")
        }
    }

    /// The listens a revocation names: the queries of `q` at `path` (as JS reads it), else — no
    /// `q`, or none matching — every listen at `path` (as iOS and Android read it).
    private func revokedListens(_ path: Path, _ queries: [QuerySpec]) -> [(path: Path, query: QuerySpec, tag: Int?)] {
        let atPath = listens.values.filter { $0.path == path }
        // Compared as the wire reads them: the query object this link sent, read back.
        let named = Set(queries.map(\.identifier))
        let matching = atPath.filter { listen in
            (try? QuerySpec(wireObject: listen.query.wireObject)).map { named.contains($0.identifier) } ?? false
        }
        let chosen = matching.isEmpty ? atPath : matching
        return chosen.sorted { ($0.tag ?? -1) < ($1.tag ?? -1) }
    }

    private func deliver(_ push: WirePush) {
        guard !closedByClient.load(ordering: .acquiring), let delegate else { return }
        delegate.connection(self, received: push)
    }

    // MARK: Keepalive

    /// Sends `0` once no frame went either way for `keepaliveInterval` (§1.6).
    private func scheduleKeepalive() {
        let attempt = self.attempt
        let interval = configuration.keepaliveInterval.timeInterval
        let due = lastActivity + interval
        queue.asyncAfter(deadline: due) { [weak self] in
            guard let self, self.attempt == attempt, self.phase == .connected, let socket = self.socket else { return }
            if DispatchTime.now() >= self.lastActivity + interval {
                socket.send(text: "0")
                self.lastActivity = .now()
            }
            self.scheduleKeepalive()
        }
    }

    // MARK: Closing

    func socketClosed(_ why: String, attempt: Int) {
        guard attempt == self.attempt, phase != .closed else { return }
        end(reason: why, notify: true)
    }

    /// Ends the link once: the socket closes, pending replies are dropped (a later socket never
    /// answers them), and the engine hears the close unless it closed the link itself.
    private func end(reason: String?, notify: Bool) {
        guard phase != .closed else { return }
        let wasDialled = phase != .waiting
        let connectedSeconds = connectedAt.map { Double(DispatchTime.now().uptimeNanoseconds - $0.uptimeNanoseconds) / 1e9 }
        phase = .closed
        attempt += 1
        socket?.close(code: .normalClosure)
        socket = nil
        replies = [:]
        held = []
        listens = [:]
        awaitingAuth = nil
        if wasDialled {
            session.disconnected(connectedSeconds: connectedSeconds, usedRememberedHost: usesRememberedHost)
        }
        if let reason { EngineLog.log("disconnected from \(session.server): \(reason)") }
        let delegate = self.delegate
        self.delegate = nil
        if notify, !closedByClient.load(ordering: .acquiring) { delegate?.connectionDidClose(self) }
    }
}

extension Duration {
    /// The duration in seconds, for Dispatch deadlines.
    var timeInterval: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
