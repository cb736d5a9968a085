/// Closing a repo (`WDGApp.delete`): pending operations end once, the client data is released.
extension Repo {
    /// The queue side of `close`: the local store closes first (whatever teardown does to
    /// pending writes, the store keeps them for the next launch, and their completions are not
    /// called: they are replayed, not ended), the `onClose` hook runs, then every other pending
    /// operation fails with `reason` (writes and onDisconnect operations in request order,
    /// through their request callbacks, which skip the sync tree once `closedError` is set; then
    /// the transactions never sent), then the sync trees, observers and transactions are dropped.
    func closeOnQueue(_ reason: EngineError) {
        queue.assertOnQueue()
        guard closedError == nil else { return }
        closedError = reason
        pendingWritesKept = persistence != nil
        persistence?.close()
        let hook = onClose
        onClose = nil
        hook?()
        connection.close(reason)
        failAllTransactions(reason)
        observers = [:]
        handleIds = [:]
        keepSyncedRegistrations = [:]
        onDisconnectWrites = []
        authRevokedHandler = nil
        // Fresh, empty trees: nothing can be listened to or written any more. The old trees are
        // balanced or bounded by the path depth limit, so releasing them never recurses deeply.
        syncTree = SyncTree(listenProvider: ServerListens(repo: self))
        infoSyncTree = SyncTree(listenProvider: infoListens)
        infoData = .empty
    }

    /// Fails `completion` with the close reason when the repo is closed; true when it did.
    func failIfClosed(_ completion: Completion?, on channel: CallbackChannel?) -> Bool {
        queue.assertOnQueue()
        guard let closedError else { return false }
        complete(on: channel) { completion?(closedError) }
        return true
    }
}
