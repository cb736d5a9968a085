internal import WilddogEngine

/// Writes the server performs when this client disconnects (presence).
extension Wilddog {
    /// On disconnect, the server sets this location to `value`.
    public func onDisconnectSetValue(_ value: Any?) {
        perform(.onDisconnectSet(value), method: "onDisconnectSetValue:", block: nil)
    }

    /// As above; `block` runs when the server has queued the operation.
    public func onDisconnectSetValue(_ value: Any?, withCompletionBlock block: @escaping (Error?, Wilddog) -> Void) {
        perform(.onDisconnectSet(value), method: "onDisconnectSetValue:withCompletionBlock:", block: block)
    }

    /// On disconnect, the server sets this location to `value` with `priority`.
    public func onDisconnectSetValue(_ value: Any?, andPriority priority: Any) {
        perform(.onDisconnectSet(value, priority: .some(priority)), method: "onDisconnectSetValue:andPriority:",
                block: nil)
    }

    /// As above; `block` runs when the server has queued the operation.
    public func onDisconnectSetValue(_ value: Any?, andPriority priority: Any?,
                                     withCompletionBlock block: @escaping (Error?, Wilddog) -> Void) {
        perform(.onDisconnectSet(value, priority: .some(priority)),
                method: "onDisconnectSetValue:andPriority:withCompletionBlock:", block: block)
    }

    /// On disconnect, the server deletes the data here.
    public func onDisconnectRemoveValue() {
        perform(.onDisconnectSet(nil), method: "onDisconnectRemoveValue", block: nil)
    }

    /// As above; `block` runs when the server has queued the operation.
    public func onDisconnectRemoveValueWithCompletionBlock(_ block: @escaping (Error?, Wilddog) -> Void) {
        perform(.onDisconnectSet(nil), method: "onDisconnectRemoveValueWithCompletionBlock:", block: block)
    }

    /// On disconnect, the server merges `values` here (an empty dictionary is a no-op).
    public func onDisconnectUpdateChildValues(_ values: [AnyHashable: Any]) {
        perform(.onDisconnectUpdate(values), method: "onDisconnectUpdateChildValues:", block: nil)
    }

    /// As above; `block` runs when the server has queued the operation.
    public func onDisconnectUpdateChildValues(_ values: [AnyHashable: Any],
                                              withCompletionBlock block: @escaping (Error?, Wilddog) -> Void) {
        perform(.onDisconnectUpdate(values), method: "onDisconnectUpdateChildValues:withCompletionBlock:", block: block)
    }

    /// Cancels every onDisconnect operation registered here and below.
    public func cancelDisconnectOperations() {
        perform(.onDisconnectCancel, method: "cancelDisconnectOperations", block: nil)
    }

    /// As above; `block` runs when the server has received the cancel request.
    public func cancelDisconnectOperationsWithCompletionBlock(_ block: ((Error?, Wilddog) -> Void)?) {
        perform(.onDisconnectCancel, method: "cancelDisconnectOperationsWithCompletionBlock:", block: block)
    }
}
