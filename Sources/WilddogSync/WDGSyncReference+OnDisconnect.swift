internal import WilddogEngine

/// Writes the server performs when this client disconnects (presence systems).
extension WDGSyncReference {
    /// On disconnect, the server writes `value` here.
    public func onDisconnectSetValue(_ value: Any?) {
        perform(.onDisconnectSet(value), method: "onDisconnectSetValue:", nil, warnOnFailure: true)
    }

    /// As above; `block` runs when the server has queued the operation.
    public func onDisconnectSetValue(_ value: Any?, withCompletionBlock block: @escaping (Error?, WDGSyncReference) -> Void) {
        perform(.onDisconnectSet(value), method: "onDisconnectSetValue:withCompletionBlock:", block, warnOnFailure: true)
    }

    /// On disconnect, the server writes `value` with `priority`.
    public func onDisconnectSetValue(_ value: Any?, andPriority priority: Any) {
        perform(.onDisconnectSet(value, priority: .some(priority)), method: "onDisconnectSetValue:andPriority:", nil,
                warnOnFailure: true)
    }

    /// As above; `block` runs when the server has queued the operation.
    public func onDisconnectSetValue(_ value: Any?, andPriority priority: Any?,
                                     withCompletionBlock block: @escaping (Error?, WDGSyncReference) -> Void) {
        perform(.onDisconnectSet(value, priority: .some(priority)),
                method: "onDisconnectSetValue:andPriority:withCompletionBlock:", block, warnOnFailure: true)
    }

    /// On disconnect, the server deletes this location.
    public func onDisconnectRemoveValue() {
        perform(.onDisconnectSet(nil), method: "onDisconnectRemoveValue", nil, warnOnFailure: true)
    }

    /// As above; `block` runs when the server has queued the operation.
    public func onDisconnectRemoveValue(completionBlock block: @escaping (Error?, WDGSyncReference) -> Void) {
        perform(.onDisconnectSet(nil), method: "onDisconnectRemoveValueWithCompletionBlock:", block, warnOnFailure: true)
    }

    /// On disconnect, the server merges `values` into this location.
    public func onDisconnectUpdateChildValues(_ values: [AnyHashable: Any]) {
        perform(.onDisconnectUpdate(values), method: "onDisconnectUpdateChildValues:", nil, warnOnFailure: true)
    }

    /// As above; `block` runs when the server has queued the operation.
    public func onDisconnectUpdateChildValues(_ values: [AnyHashable: Any],
                                              withCompletionBlock block: @escaping (Error?, WDGSyncReference) -> Void) {
        perform(.onDisconnectUpdate(values), method: "onDisconnectUpdateChildValues:withCompletionBlock:", block,
                warnOnFailure: true)
    }

    /// Cancels all onDisconnect operations registered at this location and below.
    public func cancelDisconnectOperations() {
        perform(.onDisconnectCancel, method: "cancelDisconnectOperations", nil, warnOnFailure: true)
    }

    /// As above; `block` runs when the server has received the cancellation.
    public func cancelDisconnectOperations(completionBlock block: ((Error?, WDGSyncReference) -> Void)? = nil) {
        perform(.onDisconnectCancel, method: "cancelDisconnectOperationsWithCompletionBlock:", block,
                warnOnFailure: true)
    }
}
