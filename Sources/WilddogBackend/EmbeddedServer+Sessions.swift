import WilddogEngine

/// Network sessions (`wilddog-server`'s WebSockets): connections whose pushes are handed over
/// on the server's queue, and the requests only the wire protocol has (get, App Check, …).
/// Everything here runs on `queue`.
extension EmbeddedServer {
    /// Opens a connection for a network session; its pushes go to `outlet`.
    package func openSession(_ outlet: any SessionOutlet) -> Int {
        queue.assertOnQueue()
        let id = nextSessionId()
        connections[id] = ServerSideConnection(id: id, link: .session(outlet))
        return id
    }

    /// Closes a session's connection: its onDisconnect writes run, its listens end.
    package func closeSession(_ id: Int) {
        closeConnection(id, notifyClient: false)
    }

    /// Handles a session's requests in order, as one batch (`applyBatch`): pushes first, then
    /// the answers, each with its request's position; answers held for new credentials come
    /// later, on their own. Nothing is answered for a closed session.
    package func receive(_ requests: [SessionRequest], session id: Int,
                         reply: @escaping ([(position: Int, response: SessionResponse)]) -> Void) {
        applyBatch(connection: id, reply: reply) { answer in
            for (position, request) in requests.enumerated() {
                guard let connection = connections[id] else { return }
                if case .authenticate(let token, let override) = request {
                    answer(position, SessionResponse(authenticate(connection, token, override: override)))
                    runHeldRequests(connection)
                    continue
                }
                // (`whenCredentialed`, without a closure for a request answered at once.)
                expireCredentialsIfNeeded(connection)
                if connection.awaitingCredentials {
                    connection.held.append(HeldRequest(run: { [self] in answer(position, respond(to: request, connection)) }))
                } else {
                    answer(position, respond(to: request, connection))
                }
            }
        }
    }

    /// The server time in whole milliseconds, for a session's hello.
    package var sessionClock: Double {
        queue.assertOnQueue()
        return now
    }

    /// Sets what network sessions may do: test credentials, the largest result sent at once.
    package func configureSessions(acceptsEmulatorCredentials: Bool, maxReadBytes: Int) {
        queue.assertOnQueue()
        self.acceptsEmulatorCredentials = acceptsEmulatorCredentials
        self.maxReadBytes = maxReadBytes
    }

    /// Registers the observer of every applied change (a durable store).
    package func observeWrites(_ observer: ((AppliedWrite) -> Void)?) {
        queue.assertOnQueue()
        writeObserver = observer
    }

    /// Replaces the whole data without judging or notifying anyone (a store's data at start).
    package func restore(_ data: Node) {
        queue.assertOnQueue()
        root = data
    }

    /// The whole data (a store's snapshot).
    package var data: Node {
        queue.assertOnQueue()
        return root
    }

    /// The current rules' text (nil: the open default), for a store to keep.
    package var currentRulesText: String? {
        queue.assertOnQueue()
        return rulesText
    }

    /// Installs rules on the queue; listens that lose read access are revoked with `c`.
    package func replaceRules(_ rules: SecurityRules, text: String?) {
        queue.assertOnQueue()
        self.rules = rules
        rulesText = text
        for connection in connections.values { revalidateListens(connection) }
    }

    /// Writes as the server (no rules), with server values resolved; listeners hear of it.
    package func write(_ path: Path, _ data: Node) {
        queue.assertOnQueue()
        _ = put(nil, path, data, hash: nil)
    }

    private func respond(to request: SessionRequest, _ connection: ServerSideConnection) -> SessionResponse {
        switch request {
        case .listen(let path, let query, let tag, let hash):
            return SessionResponse(listen(connection, path, query, tag, hash: hash))
        case .engine(let request):
            return SessionResponse(apply(request, connection))
        case .get(let path, let query):
            return get(connection, path, query)
        case .authenticate(let token, let override):
            return SessionResponse(authenticate(connection, token, override: override))
        case .acknowledge:
            return .ok
        case .refuse(let error):
            return .failed(error)
        }
    }

    /// A read once: the data (or the query result) at `path` when the rules let the
    /// connection read it.
    func get(_ connection: ServerSideConnection, _ path: Path, _ query: QuerySpec) -> SessionResponse {
        guard canRead(connection, path) else { return .failed(EngineError(.permissionDenied)) }
        let data = root.child(path)
        let result = query.loadsAllData ? data : query.result(of: data)
        if connection.isSession, let refusal = tooBig(result) { return .failed(refusal) }
        return .data(result)
    }
}

extension SessionResponse {
    init(_ response: WireResponse) {
        switch response {
        case .ok: self = .ok
        case .failed(let error): self = .failed(error)
        }
    }
}
