internal import WilddogEngine

/// Transactions: consistent updates under concurrent modification.
extension WDGSyncReference {
    /// Runs `block` on the current data and saves its result; reruns on newer data when the
    /// server copy changed meanwhile (at most 25 runs).
    public func runTransactionBlock(_ block: @escaping (WDGMutableData) -> WDGTransactionResult) {
        transaction(block, completion: nil, localEvents: true, method: "runTransactionBlock:")
    }

    /// As above; `completionBlock(error, committed, snapshot)` runs once the transaction finishes.
    public func runTransactionBlock(_ block: @escaping (WDGMutableData) -> WDGTransactionResult,
                                    andCompletionBlock completionBlock: @escaping (Error?, Bool, WDGDataSnapshot?) -> Void) {
        transaction(block, completion: completionBlock, localEvents: true, method: "runTransactionBlock:andCompletionBlock:")
    }

    /// As above; `localEvents == false` keeps local observers from seeing intermediate states.
    public func runTransactionBlock(_ block: @escaping (WDGMutableData) -> WDGTransactionResult,
                                    andCompletionBlock completionBlock: ((Error?, Bool, WDGDataSnapshot?) -> Void)?,
                                    withLocalEvents localEvents: Bool) {
        transaction(block, completion: completionBlock, localEvents: localEvents,
                    method: "runTransactionBlock:andCompletionBlock:withLocalEvents:")
    }

    private func transaction(_ block: @escaping (WDGMutableData) -> WDGTransactionResult,
                             completion: ((Error?, Bool, WDGDataSnapshot?) -> Void)?,
                             localEvents: Bool, method: String) {
        let sync = database, path = self.path
        let refusal = core.transaction(method: method, applyLocally: localEvents, update: { current, run in
            guard case .success(let data) = block(WDGMutableData(current, run: run)).outcome else { return nil }
            return data.engine
        }, completion: { error, committed, snapshot, inputRejected in
            // The engine logs its own failures; a rejected input is logged here too when there is no block.
            if completion == nil, inputRejected, let error { EngineLog.warn("\(method) at \(path) failed: \(error.message)") }
            completion?(error.map(SyncError.make), committed, snapshot.map { WDGDataSnapshot($0, sync: sync) })
        })
        if let refusal {
            refuse(refusal, method: method, completion.map { completion in { completion($0, false, nil) } })
        }
    }
}
