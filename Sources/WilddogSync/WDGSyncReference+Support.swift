import Foundation
import WilddogEngine

/// The common path of every write: check the reference, validate, adapt the completion.
extension WDGSyncReference {
    typealias CompletionBlock = (Error?, WDGSyncReference) -> Void

    /// Runs `start` with the repo and the adapted completion, or reports why it cannot run:
    /// to `block` on the callback queue, or as a warning when there is no block.
    func write(_ method: String, _ block: CompletionBlock?, warnOnFailure: Bool = false,
               _ start: (Repo, Repo.Completion?) throws(ValidationError) -> Void) {
        let reject = block.map { block in { (error: NSError) in block(error, self) } }
        switch writableRepo(method) {
        case .failure(let error):
            refuse(error, method: method, reject)
        case .success(let repo):
            do {
                try start(repo, adapt(block, method: method, warnOnFailure: warnOnFailure))
            } catch {
                refuse(EngineError(validation: error), method: method, reject)
            }
        }
    }

    /// The repo for a write here, or why there is none (an unusable reference, a path under `/.info`).
    func writableRepo(_ method: String) -> Result<Repo, EngineError> {
        target().flatMap { repo in
            do throws(ValidationError) {
                try Validation.validateWritablePath(path, method: method)
                return .success(repo)
            } catch {
                return .failure(EngineError(validation: error))
            }
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

    /// Parses the children of an update (`updateChildValues`, `onDisconnectUpdateChildValues`):
    /// keys are relative paths, a last `.priority` segment takes a priority.
    func mergeChildren(_ values: [AnyHashable: Any], method: String) throws(ValidationError) -> [(Path, Node)] {
        try NodeParser.parseMerge(values, at: path, method: method) { _ throws(ValidationError) in }
    }
}
