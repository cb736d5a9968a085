import Synchronization
import WilddogEngine

/// What one transaction shares between its runs and its completion: the location, and the
/// first invalid value the block tried to set in the current run (which aborts the run).
final class TransactionContext: Sendable {
    let path: Path
    private let invalidInput = Mutex<EngineError?>(nil)

    init(path: Path) {
        self.path = path
    }

    /// The first rejected input of the current run, if any.
    var failure: EngineError? { invalidInput.withLock { $0 } }

    /// Records a rejected input (the first one wins).
    func record(_ error: EngineError) {
        invalidInput.withLock { if $0 == nil { $0 = error } }
    }

    /// Starts a new run.
    func reset() {
        invalidInput.withLock { $0 = nil }
    }
}
