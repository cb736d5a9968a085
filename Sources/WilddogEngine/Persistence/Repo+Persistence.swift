/// The repo's side of persistence: events wait for the store batch they depend on, and the
/// pending writes of an earlier run are replayed at start.
extension Repo {
    /// Hands items to the raiser, or holds them until the store has committed the changes
    /// they show (so no one sees a write that a kill could still lose).
    func deliver(_ items: [EventRaiser.Item]) {
        guard !items.isEmpty else { return }
        if let persistence, persistence.hasPendingChanges || !heldItems.isEmpty {
            heldItems += items
            if !persistence.hasPendingChanges { releaseHeldItems() }
        } else {
            raiser.raise(items)
        }
    }

    /// Raises what was held (runs after each commit).
    func releaseHeldItems() {
        guard !heldItems.isEmpty else { return }
        let items = heldItems
        heldItems = []
        raiser.raise(items)
    }

    /// Applies the writes the store kept from an earlier run, in order, and queues them for the
    /// server. Nothing of the earlier run is called back; a rejected write is logged and reverted.
    func restorePersistedWrites() {
        queue.assertOnQueue()
        guard let persistence else { return }
        persistence.onCommit = { [weak self] in self?.releaseHeldItems() }
        for write in persistence.userWrites() {
            let writeId = write.writeId
            nextWriteId = max(nextWriteId, writeId + 1)
            let path = write.path
            switch write.payload {
            case .overwrite(let unresolved):
                let resolved = ServerValues.resolve(unresolved, existing: syncTree.calcCompleteEventCache(path), now: serverTime)
                raise(syncTree.applyUserOverwrite(path, resolved, writeId: writeId))
                connection.request(.put(path: path, data: unresolved, hash: nil)) { [weak self] response in
                    guard let self else { return }
                    self.finishWrite(writeId, path, response, nil, nil, rerun: false)
                }
            case .merge(let children):
                let now = serverTime
                let resolved = children.map { child in
                    (child.0, ServerValues.resolve(child.1, existing: { self.syncTree.calcCompleteEventCache(path.child(child.0).child($0)) },
                                                   now: now))
                }
                raise(syncTree.applyUserMerge(path, resolved, writeId: writeId))
                connection.request(.merge(path: path, children: children.map { WireChild($0.0, $0.1) })) { [weak self] response in
                    guard let self else { return }
                    self.finishWrite(writeId, path, response, nil, nil, rerun: true)
                }
            }
        }
    }
}
