internal import WilddogEngine

/// Writes: set, remove, priority and merge, with optional completion blocks.
extension WDGSyncReference {
    /// Writes `value` here, replacing all data at and below this location; nil/`NSNull()`
    /// removes it; clears any existing priority.
    public func setValue(_ value: Any?) {
        perform(.set(value), method: "setValue:", nil)
    }

    /// As `setValue(_:)`; `block` runs when the server committed or rejected the write.
    public func setValue(_ value: Any?, withCompletionBlock block: @escaping (Error?, WDGSyncReference) -> Void) {
        perform(.set(value), method: "setValue:withCompletionBlock:", block)
    }

    /// Writes `value` with `priority` (NSNumber, not Bool, or NSString) in one write.
    public func setValue(_ value: Any?, andPriority priority: Any?) {
        perform(.set(value, priority: .some(priority)), method: "setValue:andPriority:", nil)
    }

    /// As `setValue(_:andPriority:)`, with a completion when committed on the server.
    public func setValue(_ value: Any?, andPriority priority: Any?,
                         withCompletionBlock block: @escaping (Error?, WDGSyncReference) -> Void) {
        perform(.set(value, priority: .some(priority)), method: "setValue:andPriority:withCompletionBlock:", block)
    }

    /// Deletes this location; a parent left empty disappears too.
    public func removeValue() {
        perform(.set(nil), method: "removeValue", nil)
    }

    /// As `removeValue()`; `block` runs when the removal is committed on the server.
    public func removeValue(completionBlock block: @escaping (Error?, WDGSyncReference) -> Void) {
        perform(.set(nil), method: "removeValueWithCompletionBlock:", block)
    }

    /// Sets this node's priority; the server rejects a nonexistent node.
    public func setPriority(_ priority: Any?) {
        perform(.setPriority(priority), method: "setPriority:", nil)
    }

    /// As `setPriority(_:)`; on a nonexistent node `block` gets 26301 `nonExistentNode`.
    public func setPriority(_ priority: Any?, withCompletionBlock block: @escaping (Error?, WDGSyncReference) -> Void) {
        perform(.setPriority(priority), method: "setPriority:withCompletionBlock:", block)
    }

    /// Merges `values` into this node; keys may be paths updating several locations
    /// atomically; a nil/`NSNull` value deletes that child.
    public func updateChildValues(_ values: [AnyHashable: Any]) {
        perform(.update(values), method: "updateChildValues:", nil)
    }

    /// As `updateChildValues(_:)`; `block` runs when the merge is committed on the server.
    public func updateChildValues(_ values: [AnyHashable: Any],
                                  withCompletionBlock block: @escaping (Error?, WDGSyncReference) -> Void) {
        perform(.update(values), method: "updateChildValues:withCompletionBlock:", block)
    }
}
