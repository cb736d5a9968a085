extension EmbeddedServer {
    /// A set (or, with `hash`, a transaction's compare-and-set) at `path`.
    func put(_ connection: ServerSideConnection?, _ path: Path, _ data: Node, hash: String?) -> WireResponse {
        if path.back?.isPriorityKey == true, let target = path.parent, root.child(target).isEmpty {
            return .failed(EngineError(.nonExistentNode))
        }
        if let hash, root.child(path).hash != hash {
            return .failed(EngineError(.dataStale))
        }
        let now = self.now
        let resolved = ServerValues.resolve(data, existing: root.child(path), now: now)
        if let connection, !connection.isAdmin {
            let decision = rules.canWrite(path, newNode: resolved, root: root, auth: connection.auth, now: now)
            guard decision.isAllowed else { return .failed(EngineError(.permissionDenied, decision.denial?.description)) }
        }
        root = root.updatingChild(path, resolved)
        broadcast([path])
        return .ok
    }

    /// A multi-path update at `path`, applied atomically (all or nothing).
    func merge(_ connection: ServerSideConnection?, _ path: Path, _ children: [WireChild]) -> WireResponse {
        if children.isEmpty { return .ok }
        let now = self.now
        var changes: [Path: Node] = [:]
        var resolvedChildren: [WireChild] = []
        for child in children {
            let absolute = path.child(child.path)
            let resolved = ServerValues.resolve(child.node, existing: root.child(absolute), now: now)
            changes[absolute] = resolved
            resolvedChildren.append(WireChild(child.path, resolved))
        }
        if let connection, !connection.isAdmin {
            let decision = rules.canWrite(changes: changes, root: root, auth: connection.auth, now: now)
            guard decision.isAllowed else { return .failed(EngineError(.permissionDenied, decision.denial?.description)) }
        }
        for child in resolvedChildren { root = root.updatingChild(path.child(child.path), child.node) }
        broadcast(resolvedChildren.map { path.child($0.path) }, merge: (path, resolvedChildren))
        return .ok
    }

    /// Records a write to perform when the connection drops; write permission is checked now.
    func addOnDisconnect(_ connection: ServerSideConnection, _ operation: OnDisconnectOperation) -> WireResponse {
        if !connection.isAdmin {
            let now = self.now
            let decision: RulesDecision
            switch operation {
            case .put(let path, let data):
                let resolved = ServerValues.resolve(data, existing: root.child(path), now: now)
                decision = rules.canWrite(path, newNode: resolved, root: root, auth: connection.auth, now: now)
            case .merge(let path, let children):
                if children.isEmpty { return .ok }
                var changes: [Path: Node] = [:]
                for child in children {
                    let absolute = path.child(child.path)
                    changes[absolute] = ServerValues.resolve(child.node, existing: root.child(absolute), now: now)
                }
                decision = rules.canWrite(changes: changes, root: root, auth: connection.auth, now: now)
            }
            guard decision.isAllowed else { return .failed(EngineError(.permissionDenied, decision.denial?.description)) }
        }
        connection.onDisconnect.append(operation)
        return .ok
    }

    /// Performs a dropped connection's onDisconnect writes, in the order they were registered.
    func runOnDisconnect(_ connection: ServerSideConnection) {
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
