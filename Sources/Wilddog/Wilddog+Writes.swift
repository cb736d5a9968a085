import WilddogEngine

/// Writing data: set, remove, priority and merge updates.
extension Wilddog {
    /// Writes `value` here, replacing all data at and below; `nil`/`NSNull()` removes, and any
    /// existing priority is cleared.
    public func setValue(_ value: Any?) {
        set(value, priority: .none, method: "setValue:", block: nil)
    }

    /// As `setValue(_:)`; `block` runs when the server committed or rejected the write.
    public func setValue(_ value: Any?, withCompletionBlock block: @escaping (Error?, Wilddog) -> Void) {
        set(value, priority: .none, method: "setValue:withCompletionBlock:", block: block)
    }

    /// As `setValue(_:)` and sets the priority in the same write (nil = none).
    public func setValue(_ value: Any?, andPriority priority: Any?) {
        set(value, priority: .some(priority), method: "setValue:andPriority:", block: nil)
    }

    /// As `setValue(_:andPriority:)` with a completion block.
    public func setValue(_ value: Any?, andPriority priority: Any?, withCompletionBlock block: @escaping (Error?, Wilddog) -> Void) {
        set(value, priority: .some(priority), method: "setValue:andPriority:withCompletionBlock:", block: block)
    }

    /// Deletes the data here and below (same as `setValue(nil)`).
    public func removeValue() {
        set(nil, priority: .none, method: "removeValue", block: nil)
    }

    /// As `removeValue()`; `block` runs when the removal is committed.
    public func removeValueWithCompletionBlock(_ block: @escaping (Error?, Wilddog) -> Void) {
        set(nil, priority: .none, method: "removeValueWithCompletionBlock:", block: block)
    }

    /// Sets this location's priority; the server rejects a nonexistent location.
    public func setPriority(_ priority: Any?) {
        setPriority(priority, method: "setPriority:", block: nil)
    }

    /// As `setPriority(_:)`; on a nonexistent node `block` gets `OperationFailed`.
    public func setPriority(_ priority: Any?, withCompletionBlock block: @escaping (Error?, Wilddog) -> Void) {
        setPriority(priority, method: "setPriority:withCompletionBlock:", block: block)
    }

    /// Merges `values` here: keys are relative paths; the whole update is atomic.
    public func updateChildValues(_ values: [AnyHashable: Any]) {
        update(values, method: "updateChildValues:", block: nil)
    }

    /// As `updateChildValues(_:)`; `block` runs when the update is committed.
    public func updateChildValues(_ values: [AnyHashable: Any], withCompletionBlock block: @escaping (Error?, Wilddog) -> Void) {
        update(values, method: "updateChildValues:withCompletionBlock:", block: block)
    }

    private func set(_ value: Any?, priority: Any??, method: String, block: WriteBlock?) {
        do throws(ValidationError) {
            let node = try parseWrite(value, priority: priority, method: method)
            trace(method)
            runtime.repo.set(path, node, on: channel, completion: engineCompletion(block))
        } catch {
            reject(error, block)
        }
    }

    private func setPriority(_ priority: Any?, method: String, block: WriteBlock?) {
        do throws(ValidationError) {
            let leaf = try parsePriority(priority, method: method)
            trace(method)
            runtime.repo.setPriority(path, leaf, on: channel, completion: engineCompletion(block))
        } catch {
            reject(error, block)
        }
    }

    private func update(_ values: [AnyHashable: Any], method: String, block: WriteBlock?) {
        do throws(ValidationError) {
            let children = try parseMerge(values, method: method)
            trace(method)
            runtime.repo.update(path, children, on: channel, completion: engineCompletion(block))
        } catch {
            reject(error, block)
        }
    }
}
