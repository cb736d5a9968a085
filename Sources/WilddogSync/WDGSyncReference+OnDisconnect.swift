import WilddogEngine

/// Writes the server performs when this client disconnects (presence systems).
extension WDGSyncReference {
    /// On disconnect, the server writes `value` here.
    public func onDisconnectSetValue(_ value: Any?) {
        onDisconnectSet(value, priority: .none, method: "onDisconnectSetValue:", nil)
    }

    /// As above; `block` runs when the server has queued the operation.
    public func onDisconnectSetValue(_ value: Any?, withCompletionBlock block: @escaping (Error?, WDGSyncReference) -> Void) {
        onDisconnectSet(value, priority: .none, method: "onDisconnectSetValue:withCompletionBlock:", block)
    }

    /// On disconnect, the server writes `value` with `priority`.
    public func onDisconnectSetValue(_ value: Any?, andPriority priority: Any) {
        onDisconnectSet(value, priority: .some(priority), method: "onDisconnectSetValue:andPriority:", nil)
    }

    /// As above; `block` runs when the server has queued the operation.
    public func onDisconnectSetValue(_ value: Any?, andPriority priority: Any?,
                                     withCompletionBlock block: @escaping (Error?, WDGSyncReference) -> Void) {
        onDisconnectSet(value, priority: .some(priority), method: "onDisconnectSetValue:andPriority:withCompletionBlock:", block)
    }

    /// On disconnect, the server deletes this location.
    public func onDisconnectRemoveValue() {
        onDisconnectSet(nil, priority: .none, method: "onDisconnectRemoveValue", nil)
    }

    /// As above; `block` runs when the server has queued the operation.
    public func onDisconnectRemoveValue(completionBlock block: @escaping (Error?, WDGSyncReference) -> Void) {
        onDisconnectSet(nil, priority: .none, method: "onDisconnectRemoveValueWithCompletionBlock:", block)
    }

    /// On disconnect, the server merges `values` into this location.
    public func onDisconnectUpdateChildValues(_ values: [AnyHashable: Any]) {
        onDisconnectUpdate(values, method: "onDisconnectUpdateChildValues:", nil)
    }

    /// As above; `block` runs when the server has queued the operation.
    public func onDisconnectUpdateChildValues(_ values: [AnyHashable: Any],
                                              withCompletionBlock block: @escaping (Error?, WDGSyncReference) -> Void) {
        onDisconnectUpdate(values, method: "onDisconnectUpdateChildValues:withCompletionBlock:", block)
    }

    /// Cancels all onDisconnect operations registered at this location and below.
    public func cancelDisconnectOperations() {
        cancelDisconnect(method: "cancelDisconnectOperations", nil)
    }

    /// As above; `block` runs when the server has received the cancellation.
    public func cancelDisconnectOperations(completionBlock block: ((Error?, WDGSyncReference) -> Void)? = nil) {
        cancelDisconnect(method: "cancelDisconnectOperationsWithCompletionBlock:", block)
    }

    private func onDisconnectSet(_ value: Any?, priority: Any??, method: String, _ block: CompletionBlock?) {
        write(method, block, warnOnFailure: true) { repo, completion throws(ValidationError) in
            let node = try NodeParser(method: method, at: path).parse(value, priority: priority)
            repo.onDisconnectSet(path, node, on: database.channel, completion: completion)
        }
    }

    private func onDisconnectUpdate(_ values: [AnyHashable: Any], method: String, _ block: CompletionBlock?) {
        write(method, block, warnOnFailure: true) { repo, completion throws(ValidationError) in
            repo.onDisconnectUpdate(path, try mergeChildren(values, method: method), on: database.channel, completion: completion)
        }
    }

    private func cancelDisconnect(method: String, _ block: CompletionBlock?) {
        write(method, block, warnOnFailure: true) { repo, completion throws(ValidationError) in
            repo.onDisconnectCancel(path, on: database.channel, completion: completion)
        }
    }
}
