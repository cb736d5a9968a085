import Foundation

/// One thing the SDK did for an app while user code ran, in a form that is the same whichever
/// facade (1.x or 2.x) produced it: engine events, engine errors and engine sessions.
package enum RecordedStep: Sendable, Equatable {
    /// A data event delivered to an observer: `type` (`value`, `child_added`…), the query's
    /// location and constraints, the snapshot's key, the previous sibling's key, the exported
    /// value (with priorities) as canonical JSON.
    case event(type: String, query: String, key: String, previousKey: String?, value: String)
    /// An observer cancelled by the server (the error's meaning: `permission_denied`…).
    case cancelled(query: String, error: String)
    /// The result of a write (`set`, `update`, `onDisconnect.set`…) at a path: nil error is success.
    case completion(operation: String, path: String, error: String?)
    /// The end of a transaction: committed or not, the value it left, the error's meaning.
    case transaction(path: String, committed: Bool, value: String?, error: String?)
    /// The signed-in account changed (nil uid: signed out).
    case authState(uid: String?, provider: String?)
    /// An auth operation finished: the account it returned, or the error's meaning.
    case authResult(uid: String?, error: String?)
}

extension RecordedStep {
    /// `node` exported (priorities included) as JSON with sorted keys.
    package static func json(_ node: Node?) -> String {
        guard let node, !node.isEmpty else { return "null" }
        return json(foundation: node.exportValue)
    }

    package static func json(foundation value: Any) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes]) else {
            return String(describing: value)
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The location and constraints of a query: `/rooms` or `/rooms?orderByChild=age&limitToFirst=2`.
    package static func describe(_ path: Path, _ query: QuerySpec) -> String {
        query.isDefault ? path.description : "\(path.description)?\(query.identifier)"
    }
}

extension RecordedStep {
    /// The result of an auth operation: the account of a returned session, or the error's case.
    static func authResult<T>(_ result: Result<T, AuthServiceError>) -> RecordedStep {
        switch result {
        case .success(let value):
            let session = value as? AuthSession
            return .authResult(uid: session.map { $0.user?.uid ?? AuthSession.secretAdminUID }, error: nil)
        case .failure(let error):
            // The case name (`wrongPassword`), not the message: the meaning, the same in both APIs.
            let name = Mirror(reflecting: error).children.first?.label ?? String(describing: error)
            return .authResult(uid: nil, error: name)
        }
    }
}
