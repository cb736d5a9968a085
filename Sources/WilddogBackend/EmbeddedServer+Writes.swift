import WilddogEngine

extension EmbeddedServer {
    /// A set (or, with `hash`, a transaction's compare-and-set) at `path`.
    ///
    /// Permission is judged before anything that depends on the data, so errors reveal nothing
    /// to a client the rules keep out: only a client that may read the location hears that its
    /// transaction saw stale data before it hears whether the rules allow the write.
    func put(_ connection: ServerSideConnection?, _ path: Path, _ data: Node, hash: String?) -> WireResponse {
        queue.assertOnQueue()
        let existing = root.child(path)
        let now = self.now
        let resolved = ServerValues.resolve(data, existing: existing, now: now)
        if hash == nil, connection == nil || rules.allowsEveryWrite, path.back?.isPriorityKey != true {
            // Nothing to judge and nothing to compare: the data changes in place (no new copy
            // of the path from the root per write when nothing else holds the old data).
            root.updateChild(path, resolved)
            writeObserver?(.put(path: path, node: resolved))
            broadcast([path])
            return .ok
        }
        let newRoot = root.updatingChild(path, resolved)
        var stale = false
        if let hash {
            // The crypto library can fail (e.g. while the process exits): no comparison, no write.
            guard let current = try? existing.hash else {
                return .failed(EngineError(.unavailable, "The server could not hash the data to compare."))
            }
            stale = current != hash
        }
        if stale, let connection, canRead(connection, path) { return .failed(EngineError(.dataStale)) }
        if let denied = denial(connection, [(path: path, node: resolved)], newRoot: newRoot, now: now) { return denied }
        if stale { return .failed(EngineError(.dataStale)) }
        if path.back?.isPriorityKey == true, let target = path.parent, root.child(target).isEmpty {
            return .failed(EngineError(.nonExistentNode))
        }
        root = newRoot
        writeObserver?(.put(path: path, node: resolved))
        broadcast([path])
        return .ok
    }

    /// A multi-path update at `path`, applied atomically (all or nothing).
    func merge(_ connection: ServerSideConnection?, _ path: Path, _ children: [WireChild]) -> WireResponse {
        queue.assertOnQueue()
        if children.isEmpty { return .ok }
        let now = self.now
        let resolved = resolve(path, children, now: now)
        let changes = Self.changes(path, resolved)
        let newRoot = SecurityRules.applying(ordered: changes, to: root)
        if let denied = denial(connection, changes, newRoot: newRoot, now: now) { return denied }
        root = newRoot
        writeObserver?(.merge(path: path, children: resolved))
        // (The changed paths matter only to listens; a large merge need not list them otherwise.)
        let listened = connections.values.contains { !$0.listens.isEmpty }
        broadcast(listened ? Path.joined(path, resolved.lazy.map(\.path)) : [], merge: (path, resolved))
        return .ok
    }

    /// Records a write to perform when the connection drops; write permission is checked now.
    func addOnDisconnect(_ connection: ServerSideConnection, _ operation: OnDisconnectOperation) -> WireResponse {
        queue.assertOnQueue()
        let now = self.now
        let changes: [(path: Path, node: Node)]
        switch operation {
        case .put(let path, let data):
            changes = [(path: path, node: ServerValues.resolve(data, existing: root.child(path), now: now))]
        case .merge(let path, let children):
            if children.isEmpty { return .ok }
            changes = Self.changes(path, resolve(path, children, now: now))
        }
        if let denied = denial(connection, changes, newRoot: SecurityRules.applying(ordered: changes, to: root), now: now) {
            return denied
        }
        connection.onDisconnect.append(operation)
        return .ok
    }

    /// The children of a merge at `path` with server values resolved against the current data.
    private func resolve(_ path: Path, _ children: [WireChild], now: Double) -> [WireChild] {
        guard children.contains(where: { ServerValues.containsPlaceholder($0.node) }) else { return children }
        let root = self.root
        return children.map { child in
            guard ServerValues.containsPlaceholder(child.node) else { return child }
            let location = path.child(child.path)
            return WireChild(child.path, ServerValues.resolve(child.node, existing: root.child(location), now: now))
        }
    }

    /// A merge's children by absolute path in the rules' order, one per path (the last given
    /// wins): sorted once, by their relative paths (same order), for applying and judging.
    /// The absolute paths share one storage.
    static func changes(_ path: Path, _ children: [WireChild]) -> [(path: Path, node: Node)] {
        let positions = SecurityRules.orderedPositions(children.map(\.path))
        let paths = Path.joined(path, positions.lazy.map { children[$0].path })
        return positions.indices.map { (path: paths[$0], node: children[positions[$0]].node) }
    }

    /// The rules' refusal of `changes` (giving `newRoot`) by `connection`, or nil when they allow
    /// them (the server's own writes, with no connection, are not judged).
    private func denial(_ connection: ServerSideConnection?, _ changes: [(path: Path, node: Node)], newRoot: Node,
                        now: Double) -> WireResponse? {
        guard let connection else { return nil }
        let decision = rules.canWrite(ordered: changes, root: root, newRoot: newRoot, auth: connection.auth, now: now)
        return decision.isAllowed ? nil : .failed(EngineError(.permissionDenied, decision.denial?.description))
    }

    /// Performs a dropped connection's onDisconnect writes, in the order they were registered.
    func runOnDisconnect(_ connection: ServerSideConnection) {
        queue.assertOnQueue()
        for operation in connection.onDisconnect {
            switch operation {
            case .put(let path, let data):
                _ = put(nil, path, data, hash: nil)
            case .merge(let path, let children):
                _ = merge(nil, path, children)
            }
        }
        connection.onDisconnect = []
    }
}
