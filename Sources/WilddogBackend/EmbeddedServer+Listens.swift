import Dispatch
import WilddogEngine

extension EmbeddedServer {
    func canRead(_ connection: ServerSideConnection, _ path: Path) -> Bool {
        queue.assertOnQueue()
        return rules.canRead(path, root: root, auth: connection.auth, now: now)
    }

    /// Starts a listen: the data (or the query result, for tagged queries) is pushed, then `ok`.
    /// A network session's `hash` is the hash of the data it holds: when the result has that
    /// hash, the data is not sent again. A session's result larger than `maxReadBytes` is
    /// refused (`too_big`) and not listened to.
    func listen(_ connection: ServerSideConnection, _ path: Path, _ query: QuerySpec, _ tag: Int?,
                hash: String = "") -> WireResponse {
        queue.assertOnQueue()
        guard canRead(connection, path) else { return .failed(EngineError(.permissionDenied)) }
        if tag != nil { indexForQuery(path, query) }
        var listen = ServerListen(path: path, query: query, tag: tag, lastSent: nil)
        let result = listen.result(root.child(path))
        if connection.isSession, let refusal = tooBig(result) { return .failed(refusal) }
        if tag != nil { listen.lastSent = result }
        connection.listens[listen.key] = listen
        if hash.isEmpty || (try? result.hash) != hash {
            connection.push([.overwrite(path: path, data: result, tag: tag)])
        }
        return .ok
    }

    /// The `too_big` refusal of a result a network session may not be sent, nil when it fits.
    func tooBig(_ result: Node) -> EngineError? {
        guard maxReadBytes < Int.max, result.exceedsReadSize(maxReadBytes) else { return nil }
        return EngineError(.operationFailed, "too_big: the data requested exceeds the maximum size (\(maxReadBytes) bytes) that can be read at once")
    }

    /// Keeps the data at a tagged query's location sorted by its index, so that each change
    /// moves the query's window in O(log n) instead of a new pass over every child.
    private func indexForQuery(_ path: Path, _ query: QuerySpec) {
        let data = root.child(path)
        guard data.childCount > ServerListen.incrementalUpdateLimit, !data.isIndexed(query.index) else { return }
        root = root.updatingChild(path, data.withIndex(query.index))
    }

    /// Pushes the effect of writes at `changed` paths to every overlapping listen.
    /// `merge` describes a multi-path update at one location, sent as a merge where it fits.
    /// Listens that lost read access through the change are revoked first, so they never see it.
    ///
    /// While a batch of writes is applied (`batch` set), the paths are kept for the connection
    /// that sent it and pushed to it once, `coalesced`, after the batch: each of its listens gets
    /// the current data of what changed (a plain listen one merge of the changed children, a
    /// query its new result once). Not when read access depends on data: a write in the batch
    /// may revoke a listen.
    func broadcast(_ changed: [Path], merge: (path: Path, children: [WireChild])? = nil, coalesced: Bool = false) {
        queue.assertOnQueue()
        var deferredTo: Int?
        if !coalesced, batch != nil, !rules.readAccessDependsOnData {
            batch?.changed.append(contentsOf: changed)
            deferredTo = batch?.connectionId
        }
        if rules.readAccessDependsOnData {
            for connection in connections.values { revalidateListens(connection) }
        }
        // The pushes of a connection whose only listen is a plain one depend on its path
        // alone: computed once per path, however many connections listen there.
        var lonePlainListens: [Path: [WirePush]] = [:]
        for connection in connections.values {
            if connection.listens.isEmpty || connection.id == deferredTo
                || (coalesced && connection.id != batch?.connectionId) { continue }
            if connection.awaitingCredentials {
                connection.needsResync = true
                continue
            }
            if !coalesced, connection.listens.count == 1, let only = connection.listens.first?.value, only.tag == nil {
                if let known = lonePlainListens[only.path] {
                    connection.push(known)
                } else {
                    var pushes: [WirePush] = []
                    var pushedPaths = Set<Path>()
                    appendPlainPushes(only.path, changed, merge: merge, to: &pushes, &pushedPaths)
                    lonePlainListens[only.path] = pushes
                    connection.push(pushes)
                }
                continue
            }
            var pushes: [WirePush] = []
            var pushedPaths = Set<Path>()
            for key in connection.orderedListenKeys {
                guard var listen = connection.listens[key] else { continue }
                if listen.tag != nil {
                    let overlapping = changed.filter { listen.path.contains($0) || $0.contains(listen.path) }
                    if overlapping.isEmpty { continue }
                    if let push = EmbeddedServer.queryPush(&listen, root.child(listen.path), overlapping) {
                        connection.listens[key] = listen
                        pushes.append(push)
                    }
                    continue
                }
                if coalesced {
                    let overlapping = changed.filter { listen.path.contains($0) || $0.contains(listen.path) }
                    if overlapping.isEmpty { continue }
                    if let push = EmbeddedServer.coalescedPush(listen.path, overlapping, root) {
                        if pushedPaths.insert(listen.path).inserted { pushes.append(push) }
                        continue
                    }
                }
                appendPlainPushes(listen.path, changed, merge: merge, to: &pushes, &pushedPaths)
            }
            connection.push(pushes)
        }
    }

    /// The pushes of a plain (untagged) listen at `location` after changes at `changed` (a
    /// merge at one location, when given, goes as one merge), skipping paths already pushed.
    private func appendPlainPushes(_ location: Path, _ changed: [Path], merge: (path: Path, children: [WireChild])?,
                                   to pushes: inout [WirePush], _ pushedPaths: inout Set<Path>) {
        let overlapping = changed.filter { location.contains($0) || $0.contains(location) }
        if overlapping.isEmpty { return }
        if let merge, location.contains(merge.path) {
            if pushedPaths.insert(merge.path).inserted {
                pushes.append(.merge(path: merge.path, children: merge.children, tag: nil))
            }
            return
        }
        // A priority only sticks to a node that exists: push it after the data.
        for path in Path.priorityWritesLast(overlapping) {
            let target = location.contains(path) ? path : location
            if pushedPaths.insert(target).inserted {
                pushes.append(.overwrite(path: target, data: root.child(target), tag: nil))
            }
        }
    }

    /// What a tagged listen gets after changes at `paths` below or above it (`data` is the
    /// data at its location), updating its last result; nil when its result did not change.
    /// A few changed children update the last result (O(log n) each) and go as a merge of the
    /// children that changed; many, or a change above the children, recompute the result.
    static func queryPush(_ listen: inout ServerListen, _ data: Node, _ paths: [Path]) -> WirePush? {
        var tracked: ChildChangeAccumulator? = ChildChangeAccumulator()
        let keys = changedChildKeys(below: listen.path, paths)
        var result: Node?
        if let keys, keys.count <= ServerListen.incrementalUpdateLimit {
            result = listen.updatedResult(data, changedChildren: keys, tracking: &tracked)
        }
        let incremental = result != nil
        let newResult = result ?? listen.result(data)
        if let last = listen.lastSent, last == newResult { return nil }
        let previous = listen.lastSent
        listen.lastSent = newResult
        if incremental, let changes = tracked?.allChanges, changes.count <= newResult.childCount / 2 {
            let children = changes.compactMap { change in
                change.childName.map { WireChild(Path([$0]), newResult.immediateChild($0)) }
            }
            return .merge(path: listen.path, children: children, tag: listen.tag)
        }
        if let previous, let changes = changedChildren(from: previous, to: newResult) {
            return .merge(path: listen.path, children: changes, tag: listen.tag)
        }
        return .overwrite(path: listen.path, data: newResult, tag: listen.tag)
    }

    /// A plain listen's push after a batch changed `paths`: one merge of the current data of
    /// every child of `location` they touch; nil when a path is at or above the location or
    /// touches its priority (then each path is pushed as before).
    static func coalescedPush(_ location: Path, _ paths: [Path], _ root: Node) -> WirePush? {
        guard let keys = changedChildKeys(below: location, paths), !keys.contains(where: \.isPriorityKey) else { return nil }
        let data = root.child(location)
        return .merge(path: location, children: keys.map { WireChild(Path([$0]), data.immediateChild($0)) }, tag: nil)
    }

    /// The distinct children of `location` that changes at `paths` touch, or nil when one of
    /// them is at or above `location`.
    static func changedChildKeys(below location: Path, _ paths: [Path]) -> [ChildKey]? {
        var keys: [ChildKey] = []
        var seen = Set<ChildKey>()
        for path in paths {
            guard path.count > location.count else { return nil }
            let key = path.segments[path.segments.startIndex + location.count]
            if seen.insert(key).inserted { keys.append(key) }
        }
        return keys
    }

    /// The children that differ between two query results (removed ones as empty), sent as a
    /// tagged merge: a write moves a window by a child or two, and resending the whole window
    /// would cost the client a full recomputation per write. Nil when a merge cannot express
    /// the change (a leaf, an empty result, a priority change) or does not save much.
    static func changedChildren(from old: Node, to new: Node) -> [WireChild]? {
        guard let oldChildren = old.childrenNode, let newChildren = new.childrenNode,
              old.priority == new.priority else { return nil }
        // One walk over both results in key order.
        let limit = newChildren.count / 2
        var changes: [WireChild] = []
        var oldIterator = oldChildren.children.makeIterator(), newIterator = newChildren.children.makeIterator()
        var o = oldIterator.next(), n = newIterator.next()
        while o != nil || n != nil {
            switch (o, n) {
            case let (old?, new?) where ChildKey.compare(old.name, new.name) == 0:
                if old.node != new.node { changes.append(WireChild(Path([new.name]), new.node)) }
                o = oldIterator.next()
                n = newIterator.next()
            case let (old?, new?) where ChildKey.compare(old.name, new.name) > 0:
                changes.append(WireChild(Path([new.name]), new.node))
                n = newIterator.next()
            case let (old?, _):
                changes.append(WireChild(Path([old.name]), .empty))
                o = oldIterator.next()
            case let (nil, new?):
                changes.append(WireChild(Path([new.name]), new.node))
                n = newIterator.next()
            case (nil, nil):
                break
            }
            if changes.count > limit { return nil }
        }
        return changes
    }

    /// Revokes the listens a connection may no longer read (after auth, rules or data changed).
    /// A connection waiting for new credentials is judged when they arrive.
    func revalidateListens(_ connection: ServerSideConnection) {
        queue.assertOnQueue()
        guard !connection.awaitingCredentials else { return }
        var pushes: [WirePush] = []
        for key in connection.listens.keys.sorted(by: ListenKey.pushOrder) {
            guard let listen = connection.listens[key], !canRead(connection, listen.path) else { continue }
            connection.listens[key] = nil
            pushes.append(.listenRevoked(path: listen.path, query: listen.query, tag: listen.tag,
                                         error: EngineError(.permissionDenied)))
        }
        connection.push(pushes)
    }

    /// Sends every listen its current data again (pushes were suspended while the connection
    /// waited for new credentials).
    private func resync(_ connection: ServerSideConnection) {
        guard connection.needsResync else { return }
        connection.needsResync = false
        var pushes: [WirePush] = []
        for key in connection.listens.keys.sorted(by: ListenKey.pushOrder) {
            guard var listen = connection.listens[key] else { continue }
            let result = listen.result(root.child(listen.path))
            if listen.tag != nil {
                if let last = listen.lastSent, last == result { continue }
                listen.lastSent = result
                connection.listens[key] = listen
            }
            pushes.append(.overwrite(path: listen.path, data: result, tag: listen.tag))
        }
        connection.push(pushes)
    }

    /// Once a connection's ID token has expired, its requests wait for new credentials and
    /// nothing is pushed to it; the client is told so it can refresh the token.
    func expireCredentialsIfNeeded(_ connection: ServerSideConnection) {
        queue.assertOnQueue()
        guard !connection.awaitingCredentials, let exp = connection.auth?.token["exp"]?.doubleValue else { return }
        guard auth.configuration.clock().timeIntervalSince1970 >= exp else { return }
        awaitCredentials(connection)
    }

    private func awaitCredentials(_ connection: ServerSideConnection) {
        connection.token = nil
        connection.authOverride = nil
        connection.auth = nil
        connection.awaitingCredentials = true
        connection.push([.authRevoked(EngineError(.expiredToken))])
    }

    /// Validates the credentials of a connection; rules see `auth` from them. An expired token
    /// keeps the connection waiting for a fresh one.
    func authenticate(_ connection: ServerSideConnection, _ token: String?, override: AuthOverride?) -> WireResponse {
        queue.assertOnQueue()
        guard let token else {
            setCredentials(connection, token: nil, rulesAuth: nil)
            return .ok
        }
        do {
            let rulesAuth = try rulesAuth(forCredential: token, override: override)
            setCredentials(connection, token: token, rulesAuth: rulesAuth, override: override)
            return .ok
        } catch {
            if case .expiredToken = error {
                connection.token = nil
                connection.auth = nil
                connection.awaitingCredentials = true
                return .failed(EngineError(.expiredToken, error.message))
            }
            setCredentials(connection, token: nil, rulesAuth: nil)
            return .failed(EngineError(.invalidToken, error.message))
        }
    }

    /// Checks every connection's credentials again (tokens revoked, accounts disabled or
    /// deleted, app secret changed): those no longer valid are dropped at once, the listens
    /// they granted are revoked and the client is told. Safe from any thread but the queue.
    func recheckCredentials() {
        queue.assertNotOnQueue()
        queue.sync {
            for id in connections.keys.sorted() {
                guard let connection = connections[id], !connection.awaitingCredentials,
                      let token = connection.token else { continue }
                do throws(AuthServiceError) {
                    _ = try rulesAuth(forCredential: token, override: connection.authOverride)
                } catch {
                    if case .expiredToken = error {
                        awaitCredentials(connection)
                        continue
                    }
                    setCredentials(connection, token: nil, rulesAuth: nil)
                    connection.push([.authRevoked(EngineError(.invalidToken, error.message))])
                }
            }
        }
    }

    /// Replaces a connection's credentials and revokes the listens it may no longer read.
    private func setCredentials(_ connection: ServerSideConnection, token: String?, rulesAuth: AuthRulesAuth?,
                                override: AuthOverride? = nil) {
        connection.token = token
        connection.authOverride = token == nil ? nil : override
        connection.auth = rulesAuth
        connection.awaitingCredentials = false
        connection.credentialGeneration += 1
        revalidateListens(connection)
        resync(connection)
        if connection.isSession { scheduleExpiry(connection) }
    }

    /// The rules' `auth` for a credential: the emulator's test credentials when accepted, else
    /// what the auth service accepts (the secret, ID tokens, custom tokens); an admin
    /// credential may ask to be seen as another identity or as nobody (`override`).
    func rulesAuth(forCredential token: String, override: AuthOverride?) throws(AuthServiceError) -> AuthRulesAuth? {
        let resolved: AuthRulesAuth
        if acceptsEmulatorCredentials, let emulator = try EmulatorCredential.rulesAuth(for: token) {
            resolved = emulator
        } else {
            resolved = try auth.rulesAuth(forToken: token)
        }
        guard let override else { return resolved }
        guard resolved.isAdmin else {
            throw .invalidToken(detail: "only an admin credential may set the auth variable (authvar, noauth)")
        }
        switch override {
        case .identity(let identity): return identity
        case .unauthenticated: return nil
        }
    }

    /// For a network session: pushes `ac` (`expired_token`) when the token's `exp` passes, by a
    /// timer, not only on the session's next request.
    private func scheduleExpiry(_ connection: ServerSideConnection) {
        guard let exp = connection.auth?.token["exp"]?.doubleValue else { return }
        let generation = connection.credentialGeneration
        let delay = max(0, exp - auth.configuration.clock().timeIntervalSince1970)
        let id = connection.id
        queue.asyncAfter(deadline: .now() + min(delay, 366 * 86_400) + 0.001) { [weak self] in
            guard let self, let connection = connections[id], connection.credentialGeneration == generation,
                  !connection.awaitingCredentials else { return }
            expireCredentialsIfNeeded(connection)
            // The service's clock may run behind the real one (tests): look again later.
            if !connection.awaitingCredentials { scheduleExpiry(connection) }
        }
    }
}
