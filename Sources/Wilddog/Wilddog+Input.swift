import Foundation
internal import WilddogEngine

/// The common path of every 1.x write: the facade core checks and starts it; this adapts the
/// completion and reports a refusal the 1.x way.
extension Wilddog {
    /// A write completion as the 1.x API shapes it: `(error, reference)`.
    typealias WriteBlock = (Error?, Wilddog) -> Void

    /// Checks and starts `write` here; a refusal goes to `block` or the log (`reject`).
    func perform(_ write: FacadeWrite, method: String, block: WriteBlock?) {
        if let refusal = core.perform(write, method: method, completion: engineCompletion(block)) {
            reject(refusal, block)
        }
    }

    /// The engine completion that calls `block` with this reference and a 1.x error.
    func engineCompletion(_ block: WriteBlock?) -> Repo.Completion? {
        guard let block else { return nil }
        return { error in block(error.map(LegacyError.data), self) }
    }

    /// Reports rejected input: to `block` (asynchronously, `OperationFailed`) or to the log.
    func reject(_ error: EngineError, _ block: WriteBlock?) {
        guard let block else { return EngineLog.warn(error.message) }
        let nsError = LegacyError.data(error)
        onCallbackQueue { block(nsError, self) }
    }
}
