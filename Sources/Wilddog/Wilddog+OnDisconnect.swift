import WilddogEngine

/// Writes the server performs when this client disconnects (presence).
extension Wilddog {
    /// On disconnect, the server sets this location to `value`.
    public func onDisconnectSetValue(_ value: Any?) {
        onDisconnectSet(value, priority: .none, method: "onDisconnectSetValue:", block: nil)
    }

    /// As above; `block` runs when the server has queued the operation.
    public func onDisconnectSetValue(_ value: Any?, withCompletionBlock block: @escaping (Error?, Wilddog) -> Void) {
        onDisconnectSet(value, priority: .none, method: "onDisconnectSetValue:withCompletionBlock:", block: block)
    }

    /// On disconnect, the server sets this location to `value` with `priority`.
    public func onDisconnectSetValue(_ value: Any?, andPriority priority: Any) {
        onDisconnectSet(value, priority: .some(priority), method: "onDisconnectSetValue:andPriority:", block: nil)
    }

    /// As above; `block` runs when the server has queued the operation.
    public func onDisconnectSetValue(_ value: Any?, andPriority priority: Any?,
                                     withCompletionBlock block: @escaping (Error?, Wilddog) -> Void) {
        onDisconnectSet(value, priority: .some(priority), method: "onDisconnectSetValue:andPriority:withCompletionBlock:",
                        block: block)
    }

    /// On disconnect, the server deletes the data here.
    public func onDisconnectRemoveValue() {
        onDisconnectSet(nil, priority: .none, method: "onDisconnectRemoveValue", block: nil)
    }

    /// As above; `block` runs when the server has queued the operation.
    public func onDisconnectRemoveValueWithCompletionBlock(_ block: @escaping (Error?, Wilddog) -> Void) {
        onDisconnectSet(nil, priority: .none, method: "onDisconnectRemoveValueWithCompletionBlock:", block: block)
    }

    /// On disconnect, the server merges `values` here (an empty dictionary is a no-op).
    public func onDisconnectUpdateChildValues(_ values: [AnyHashable: Any]) {
        onDisconnectUpdate(values, method: "onDisconnectUpdateChildValues:", block: nil)
    }

    /// As above; `block` runs when the server has queued the operation.
    public func onDisconnectUpdateChildValues(_ values: [AnyHashable: Any],
                                              withCompletionBlock block: @escaping (Error?, Wilddog) -> Void) {
        onDisconnectUpdate(values, method: "onDisconnectUpdateChildValues:withCompletionBlock:", block: block)
    }

    /// Cancels every onDisconnect operation registered here and below.
    public func cancelDisconnectOperations() {
        cancelDisconnect(method: "cancelDisconnectOperations", block: nil)
    }

    /// As above; `block` runs when the server has received the cancel request.
    public func cancelDisconnectOperationsWithCompletionBlock(_ block: ((Error?, Wilddog) -> Void)?) {
        cancelDisconnect(method: "cancelDisconnectOperationsWithCompletionBlock:", block: block)
    }

    private func onDisconnectSet(_ value: Any?, priority: Any??, method: String, block: WriteBlock?) {
        do throws(ValidationError) {
            let node = try parseWrite(value, priority: priority, method: method)
            trace(method)
            runtime.repo.onDisconnectSet(path, node, on: channel, completion: engineCompletion(block))
        } catch {
            reject(error, block)
        }
    }

    private func onDisconnectUpdate(_ values: [AnyHashable: Any], method: String, block: WriteBlock?) {
        do throws(ValidationError) {
            let children = try parseMerge(values, method: method)
            trace(method)
            runtime.repo.onDisconnectUpdate(path, children, on: channel, completion: engineCompletion(block))
        } catch {
            reject(error, block)
        }
    }

    private func cancelDisconnect(method: String, block: WriteBlock?) {
        do throws(ValidationError) {
            try validateWritable(method)
            trace(method)
            runtime.repo.onDisconnectCancel(path, on: channel, completion: engineCompletion(block))
        } catch {
            reject(error, block)
        }
    }
}
