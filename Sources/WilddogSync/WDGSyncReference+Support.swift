import Foundation
internal import WilddogEngine

/// The common path of every 2.x write: the facade core checks and starts it; this adapts the
/// completion and reports a refusal the 2.x way.
extension WDGSyncReference {
    typealias CompletionBlock = (Error?, WDGSyncReference) -> Void

    /// Checks and starts `write` here; a refusal goes to `block` on the callback queue, or is
    /// logged when there is no block. `warnOnFailure`: without a block, a failure the server
    /// reports is logged too.
    func perform(_ write: FacadeWrite, method: String, _ block: CompletionBlock?, warnOnFailure: Bool = false) {
        let completion = adapt(block, method: method, warnOnFailure: warnOnFailure)
        if let refusal = core.perform(write, method: method, completion: completion) {
            refuse(refusal, method: method, block.map { block in { block($0, self) } })
        }
    }

    /// Reports an operation refused before reaching the engine: to `report` on the callback
    /// queue, or as a warning when there is no block.
    func refuse(_ error: EngineError, method: String, _ report: ((NSError) -> Void)?) {
        guard let report else {
            return EngineLog.warn(error.message.hasPrefix(method) ? error.message : "\(method) failed: \(error.message)")
        }
        let nsError = SyncError.make(error)
        database.callBack { report(nsError) }
    }

    /// The engine completion that calls `block` with a Sync `NSError` and this reference.
    private func adapt(_ block: CompletionBlock?, method: String, warnOnFailure: Bool) -> Repo.Completion? {
        guard let block else {
            guard warnOnFailure else { return nil }
            let path = self.path
            return { error in if let error { EngineLog.warn("\(method) at \(path) failed: \(error.message)") } }
        }
        return { error in block(error.map(SyncError.make), self) }
    }
}
