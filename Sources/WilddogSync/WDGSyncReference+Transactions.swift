import WilddogEngine

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
        let repo: Repo
        do throws(EngineError) {
            repo = try target().get()
            do {
                try Validation.validateWritablePath(path, method: method)
            } catch {
                throw EngineError(validation: error)
            }
        } catch {
            guard let completion else {
                return EngineLog.warn(error.message.hasPrefix(method) ? error.message : "\(method) failed: \(error.message)")
            }
            let nsError = SyncError.make(error)
            return database.callBack { completion(nsError, false, nil) }
        }
        let context = TransactionContext(path: path)
        let sync = database, path = self.path
        repo.runTransaction(path, applyLocally: localEvents, update: { current in
            context.reset()
            let result = block(WDGMutableData(MutableData(current), context: context))
            guard case .success(let data) = result.outcome, context.failure == nil else { return nil }
            return data.engine.node
        }, completion: { error, committed, node in
            // An invalid value set by the block aborted the last run: report it as the error.
            let reported = error ?? (committed ? nil : context.failure)
            if completion == nil, error == nil, let reported { EngineLog.warn("\(method) at \(path) failed: \(reported.message)") }
            // A failed transaction has no snapshot, whatever made it fail (as in 1.x).
            let snapshot = (reported == nil ? node : nil).map {
                WDGDataSnapshot(EventSnapshot(node: $0, path: path, index: .priority), sync: sync)
            }
            completion?(reported.map(SyncError.make), committed, snapshot)
        })
    }
}
