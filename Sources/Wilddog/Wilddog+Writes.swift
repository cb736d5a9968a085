internal import WilddogEngine

/// Writing data: set, remove, priority and merge updates.
extension Wilddog {
    /// Writes `value` here, replacing all data at and below; `nil`/`NSNull()` removes, and any
    /// existing priority is cleared.
    public func setValue(_ value: Any?) {
        perform(.set(value), method: "setValue:", block: nil)
    }

    /// As `setValue(_:)`; `block` runs when the server committed or rejected the write.
    public func setValue(_ value: Any?, withCompletionBlock block: @escaping (Error?, Wilddog) -> Void) {
        perform(.set(value), method: "setValue:withCompletionBlock:", block: block)
    }

    /// As `setValue(_:)` and sets the priority in the same write (nil = none).
    public func setValue(_ value: Any?, andPriority priority: Any?) {
        perform(.set(value, priority: .some(priority)), method: "setValue:andPriority:", block: nil)
    }

    /// As `setValue(_:andPriority:)` with a completion block.
    public func setValue(_ value: Any?, andPriority priority: Any?, withCompletionBlock block: @escaping (Error?, Wilddog) -> Void) {
        perform(.set(value, priority: .some(priority)), method: "setValue:andPriority:withCompletionBlock:",
                block: block)
    }

    /// Deletes the data here and below (same as `setValue(nil)`).
    public func removeValue() {
        perform(.set(nil), method: "removeValue", block: nil)
    }

    /// As `removeValue()`; `block` runs when the removal is committed.
    public func removeValueWithCompletionBlock(_ block: @escaping (Error?, Wilddog) -> Void) {
        perform(.set(nil), method: "removeValueWithCompletionBlock:", block: block)
    }

    /// Sets this location's priority; the server rejects a nonexistent location.
    public func setPriority(_ priority: Any?) {
        perform(.setPriority(priority), method: "setPriority:", block: nil)
    }

    /// As `setPriority(_:)`; on a nonexistent node `block` gets `OperationFailed`.
    public func setPriority(_ priority: Any?, withCompletionBlock block: @escaping (Error?, Wilddog) -> Void) {
        perform(.setPriority(priority), method: "setPriority:withCompletionBlock:", block: block)
    }

    /// Merges `values` here: keys are relative paths; the whole update is atomic.
    public func updateChildValues(_ values: [AnyHashable: Any]) {
        perform(.update(values), method: "updateChildValues:", block: nil)
    }

    /// As `updateChildValues(_:)`; `block` runs when the update is committed.
    public func updateChildValues(_ values: [AnyHashable: Any], withCompletionBlock block: @escaping (Error?, Wilddog) -> Void) {
        perform(.update(values), method: "updateChildValues:withCompletionBlock:", block: block)
    }
}
