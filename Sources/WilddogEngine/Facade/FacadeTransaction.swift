
/// One run of a facade's transaction block. The block's property setters cannot throw, so the
/// facade records rejected input here; a run with a rejection aborts, and the completion
/// reports that rejection.
package final class TransactionRun: Sendable {
    /// The transaction's location.
    package let path: Path
    private let firstRejection = Lock<EngineError?>(nil)

    init(path: Path) {
        self.path = path
    }

    /// The first input rejected in this run, if any.
    package var rejection: EngineError? { firstRejection.withLock { $0 } }

    /// The parser for a value written at `data` during this run: depth and key-path limits
    /// count from the root, through the transaction's location (SEMANTICS.md §8.3).
    package func parser(_ method: String, at data: MutableData) -> NodeParser {
        NodeParser(method: method, at: path.child(data.path))
    }

    /// Logs a rejected input and keeps it if it is the run's first.
    package func reject(_ error: EngineError) {
        EngineLog.warn(error.message)
        firstRejection.withLock { if $0 == nil { $0 = error } }
    }
}

extension Repo {
    /// Runs a transaction for a facade block.
    ///
    /// Each run hands `update` the current value as `MutableData` and a fresh `TransactionRun`;
    /// `update` returns the data to save, or nil to abort; a run that rejected input aborts too.
    /// `completion(error, committed, snapshot, inputRejected)`: the error is the last run's
    /// rejection (then `inputRejected` is true) or the engine's; the snapshot (ordered by
    /// priority) is given only when there is no error. `completion` runs on `channel`'s queue.
    package func runFacadeTransaction(_ path: Path, applyLocally: Bool, on channel: CallbackChannel?,
                                      update: @escaping (MutableData, TransactionRun) -> MutableData?,
                                      completion: @escaping (EngineError?, Bool, EventSnapshot?, Bool) -> Void) {
        let lastRun = LastTransactionRun()
        runTransaction(path, applyLocally: applyLocally, on: channel, update: { current in
            let run = TransactionRun(path: path)
            lastRun.run = run
            guard let saved = update(MutableData(current), run), run.rejection == nil else { return nil }
            return saved.node
        }, completion: { error, committed, node in
            let rejection = lastRun.run?.rejection
            let failure = rejection ?? error
            let snapshot = failure == nil ? node.map { EventSnapshot(node: $0, path: path, index: .priority) } : nil
            completion(failure, committed, snapshot, rejection != nil)
        })
    }
}

/// The latest run of one transaction, set on the repo queue and read by the completion.
private final class LastTransactionRun: Sendable {
    private let latest = Lock<TransactionRun?>(nil)

    var run: TransactionRun? {
        get { latest.withLock { $0 } }
        set { latest.withLock { $0 = newValue } }
    }
}
