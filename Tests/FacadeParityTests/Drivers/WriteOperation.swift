/// A write as the runner hands it to a driver, with values already parsed for that facade.
enum WriteOperation {
    /// `setValue`; with `priority` non-nil, `setValue(_:andPriority:)`.
    case set(path: String, value: Any?, priority: Any?)
    case update(path: String, values: [AnyHashable: Any])
    case remove(path: String)
    case setPriority(path: String, priority: Any?)
    case onDisconnectSet(path: String, value: Any?, priority: Any?)
    case onDisconnectUpdate(path: String, values: [AnyHashable: Any])
    case onDisconnectRemove(path: String)
    case cancelOnDisconnect(path: String)

    /// The operation's name in trace lines.
    var name: String {
        switch self {
        case .set(_, _, let priority): return priority == nil ? "setValue" : "setValue+priority"
        case .update: return "updateChildValues"
        case .remove: return "removeValue"
        case .setPriority: return "setPriority"
        case .onDisconnectSet(_, _, let priority): return priority == nil ? "onDisconnectSetValue" : "onDisconnectSetValue+priority"
        case .onDisconnectUpdate: return "onDisconnectUpdateChildValues"
        case .onDisconnectRemove: return "onDisconnectRemoveValue"
        case .cancelOnDisconnect: return "cancelDisconnectOperations"
        }
    }
}
