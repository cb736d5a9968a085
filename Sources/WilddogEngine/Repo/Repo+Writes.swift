/// User writes: optimistic local events at once, completion after the server answers, on
/// `channel`'s queue (default: the repo's callback queue).
extension Repo {
    package typealias Completion = (EngineError?) -> Void

    func nextWrite() -> Int {
        queue.assertOnQueue()
        defer { nextWriteId += 1 }
        return nextWriteId
    }

    /// Sets `node` (server values unresolved) at `path`.
    package func set(_ path: Path, _ node: Node, on channel: CallbackChannel? = nil, completion: Completion?) {
        let box = UncheckedBox(recorded(completion, path.back == .priority ? "setPriority" : "set", path))
        perform { self.performSet(path, node, channel, box.value) }
    }

    func performSet(_ path: Path, _ unresolved: Node, _ channel: CallbackChannel?, _ completion: Completion?) {
        queue.assertOnQueue()
        if failIfClosed(completion, on: channel) { return }
        let resolved = ServerValues.containsPlaceholder(unresolved)
            ? ServerValues.resolve(unresolved, existing: syncTree.calcCompleteEventCache(path), now: serverTime)
            : unresolved
        let writeId = nextWrite()
        persistence?.saveUserOverwrite(path, unresolved, writeId: writeId)
        raise(syncTree.applyUserOverwrite(path, resolved, writeId: writeId))
        connection.request(.put(path: path, data: unresolved, hash: nil)) { [weak self] response in
            guard let self else { return }
            self.finishWrite(writeId, path, response, channel, completion, rerun: false)
        }
        let affected = abortTransactions(path)
        rerunTransactions(affected)
    }

    /// Merges `children` (paths relative to `path`) atomically.
    package func update(_ path: Path, _ children: [(Path, Node)], on channel: CallbackChannel? = nil,
                        completion: Completion?) {
        let box = UncheckedBox(recorded(completion, "update", path))
        let wire = children.map { WireChild($0.0, $0.1) }
        perform { self.performUpdate(path, wire, channel, box.value) }
    }

    func performUpdate(_ path: Path, _ children: [WireChild], _ channel: CallbackChannel?, _ completion: Completion?) {
        queue.assertOnQueue()
        if failIfClosed(completion, on: channel) { return }
        guard !children.isEmpty else {
            complete(on: channel) { completion?(nil) }
            return
        }
        let now = serverTime
        let resolved = children.map { child in
            (child.path, ServerValues.resolve(child.node, existing: { self.syncTree.calcCompleteEventCache(path.child(child.path).child($0)) }, now: now))
        }
        let writeId = nextWrite()
        persistence?.saveUserMerge(path, children.map { ($0.path, $0.node) }, writeId: writeId)
        raise(syncTree.applyUserMerge(path, resolved, writeId: writeId))
        connection.request(.merge(path: path, children: children)) { [weak self] response in
            guard let self else { return }
            self.finishWrite(writeId, path, response, channel, completion, rerun: true)
        }
        // (Without any transaction, aborting and rerunning them child by child does nothing.)
        guard !transactions.transactions.isEmpty || !transactions.children.isEmpty else { return }
        for child in children {
            let affected = abortTransactions(path.child(child.path))
            rerunTransactions(affected)
        }
    }

    /// Acks or reverts a write when the server answers, then calls its completion.
    func finishWrite(_ writeId: Int, _ path: Path, _ response: WireResponse, _ channel: CallbackChannel?,
                     _ completion: Completion?, rerun: Bool) {
        queue.assertOnQueue()
        let error = response.error
        // Closing: the sync tree is about to be dropped; only the completion matters, unless the
        // local store keeps the write for the next launch (then it has not ended).
        if closedError != nil {
            if pendingWritesKept { return }
            return complete(on: channel) { completion?(error) }
        }
        if let error, completion == nil { EngineLog.warn("write at \(path) failed: \(error.message)") }
        if deferredAcks != nil {
            deferredAcks?.append(DeferredAck(writeId: writeId, path: path, error: error, channel: channel,
                                             completion: completion, rerun: rerun))
            return
        }
        let events = syncTree.ackUserWrite(writeId, revert: error != nil)
        raise(events)
        if rerun && !events.isEmpty { rerunTransactions(path) }
        complete(on: channel) { completion?(error) }
    }

    /// Sets the priority of the node at `path` (the server rejects a nonexistent node).
    package func setPriority(_ path: Path, _ priority: LeafValue?, on channel: CallbackChannel? = nil,
                             completion: Completion?) {
        let node: Node = priority.map { .leaf($0) } ?? .empty
        set(path.child(.priority), node, on: channel, completion: completion)
    }

    // MARK: onDisconnect

    package func onDisconnectSet(_ path: Path, _ node: Node, on channel: CallbackChannel? = nil,
                                 completion: Completion?) {
        let box = UncheckedBox(recorded(completion, "onDisconnect.set", path))
        perform {
            self.connection.request(.onDisconnectPut(path: path, data: node)) { [weak self] response in
                guard let self else { return }
                self.flushDeferredAcks()
                if response.error == nil {
                    self.onDisconnectWrites.append(.put(path, node))
                }
                self.complete(on: channel) { box.value?(response.error) }
            }
        }
    }

    package func onDisconnectUpdate(_ path: Path, _ children: [(Path, Node)], on channel: CallbackChannel? = nil,
                                    completion: Completion?) {
        let box = UncheckedBox(recorded(completion, "onDisconnect.update", path))
        let wire = children.map { WireChild($0.0, $0.1) }
        perform {
            guard !wire.isEmpty else {
                self.complete(on: channel) { box.value?(nil) }
                return
            }
            self.connection.request(.onDisconnectMerge(path: path, children: wire)) { [weak self] response in
                guard let self else { return }
                self.flushDeferredAcks()
                if response.error == nil { self.onDisconnectWrites.append(.merge(path, wire)) }
                self.complete(on: channel) { box.value?(response.error) }
            }
        }
    }

    package func onDisconnectCancel(_ path: Path, on channel: CallbackChannel? = nil, completion: Completion?) {
        let box = UncheckedBox(recorded(completion, "onDisconnect.cancel", path))
        perform {
            self.connection.request(.onDisconnectCancel(path: path)) { [weak self] response in
                guard let self else { return }
                self.flushDeferredAcks()
                if response.error == nil { self.onDisconnectWrites.removeAll { path.contains($0.path) } }
                self.complete(on: channel) { box.value?(response.error) }
            }
        }
    }

    /// When the connection drops, the acknowledged onDisconnect writes are applied locally as
    /// server data (server values resolved now), as the server applies them (SEMANTICS.md §10).
    func runOnDisconnectLocally() {
        queue.assertOnQueue()
        let writes = onDisconnectWrites
        onDisconnectWrites = []
        let now = serverTime
        for (path, node) in writes.flatMap(\.overwrites) {
            let resolved = ServerValues.resolve(node, existing: syncTree.calcCompleteEventCache(path), now: now)
            raise(syncTree.applyServerOverwrite(path, resolved))
            rerunTransactions(abortTransactions(path))
        }
    }
}
