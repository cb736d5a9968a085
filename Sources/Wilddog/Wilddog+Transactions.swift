internal import WilddogEngine

/// Atomic read-modify-write transactions.
extension Wilddog {
    /// Runs `block` on the current data here and saves its result atomically; reruns on
    /// conflicting changes (at most 25 tries).
    public func runTransactionBlock(_ block: @escaping (WMutableData) -> WTransactionResult) {
        transaction(block, completion: nil, localEvents: true)
    }

    /// As `runTransactionBlock(_:)`; `completionBlock(error, committed, snapshot)` runs when it finishes.
    public func runTransactionBlock(_ block: @escaping (WMutableData) -> WTransactionResult,
                                    andCompletionBlock completionBlock: @escaping (Error?, Bool, WDataSnapshot?) -> Void) {
        transaction(block, completion: completionBlock, localEvents: true)
    }

    /// As above; `localEvents == false` hides intermediate states from local observers.
    public func runTransactionBlock(_ block: @escaping (WMutableData) -> WTransactionResult,
                                    andCompletionBlock completionBlock: ((Error?, Bool, WDataSnapshot?) -> Void)?,
                                    withLocalEvents localEvents: Bool) {
        transaction(block, completion: completionBlock, localEvents: localEvents)
    }

    private func transaction(_ block: @escaping (WMutableData) -> WTransactionResult,
                             completion: ((Error?, Bool, WDataSnapshot?) -> Void)?, localEvents: Bool) {
        let method = "runTransactionBlock:andCompletionBlock:withLocalEvents:"
        let runtime = self.runtime
        let refusal = core.transaction(method: method, applyLocally: localEvents, update: { current, run in
            guard case .success(let saved) = block(WMutableData(current, run: run)).outcome else { return nil }
            return saved.data
        }, completion: { error, committed, snapshot, _ in
            // Without a completion block, failures were already logged (engine and rejection).
            completion?(error.map(LegacyError.data), committed, snapshot.map { WDataSnapshot($0, runtime: runtime) })
        })
        guard let refusal else { return }
        guard let completion else { return EngineLog.warn(refusal.message) }
        let nsError = LegacyError.data(refusal)
        onCallbackQueue { completion(nsError, false, nil) }
    }
}
