import Foundation
internal import WilddogEngine

/// Observers: the eight observe variants, removal and keepSynced.
extension WDGSyncQuery {
    /// Listens for `eventType` at this query until removed with `removeObserver(withHandle:)`.
    @discardableResult
    public func observe(_ eventType: WDGDataEventType, with block: @escaping (WDGDataSnapshot) -> Void) -> WDGSyncHandle {
        register(eventType, once: false, { snapshot, _ in block(snapshot) }, cancel: nil)
    }

    /// As `observe(_:with:)`; the block also gets the key of the preceding sibling (nil when first).
    @discardableResult
    public func observe(_ eventType: WDGDataEventType,
                        andPreviousSiblingKeyWith block: @escaping (WDGDataSnapshot, String?) -> Void) -> WDGSyncHandle {
        register(eventType, once: false, block, cancel: nil)
    }

    /// As `observe(_:with:)`; `cancelBlock` runs (and the observer is removed) when the client
    /// may not read this location.
    @discardableResult
    public func observe(_ eventType: WDGDataEventType, with block: @escaping (WDGDataSnapshot) -> Void,
                        withCancel cancelBlock: ((Error) -> Void)? = nil) -> WDGSyncHandle {
        register(eventType, once: false, { snapshot, _ in block(snapshot) }, cancel: cancelBlock)
    }

    /// Prev-key variant with cancel block.
    @discardableResult
    public func observe(_ eventType: WDGDataEventType,
                        andPreviousSiblingKeyWith block: @escaping (WDGDataSnapshot, String?) -> Void,
                        withCancel cancelBlock: ((Error) -> Void)? = nil) -> WDGSyncHandle {
        register(eventType, once: false, block, cancel: cancelBlock)
    }

    /// Like `observe(_:with:)` but fires only once, then removes itself.
    public func observeSingleEvent(of eventType: WDGDataEventType, with block: @escaping (WDGDataSnapshot) -> Void) {
        register(eventType, once: true, { snapshot, _ in block(snapshot) }, cancel: nil)
    }

    /// One-shot prev-key variant.
    public func observeSingleEvent(of eventType: WDGDataEventType,
                                   andPreviousSiblingKeyWith block: @escaping (WDGDataSnapshot, String?) -> Void) {
        register(eventType, once: true, block, cancel: nil)
    }

    /// One-shot; `cancelBlock` instead when the client may not read this location.
    public func observeSingleEvent(of eventType: WDGDataEventType, with block: @escaping (WDGDataSnapshot) -> Void,
                                   withCancel cancelBlock: ((Error) -> Void)? = nil) {
        register(eventType, once: true, { snapshot, _ in block(snapshot) }, cancel: cancelBlock)
    }

    /// One-shot prev-key variant with cancel block.
    public func observeSingleEvent(of eventType: WDGDataEventType,
                                   andPreviousSiblingKeyWith block: @escaping (WDGDataSnapshot, String?) -> Void,
                                   withCancel cancelBlock: ((Error) -> Void)? = nil) {
        register(eventType, once: true, block, cancel: cancelBlock)
    }

    /// Removes the observer registered with `handle` (unknown handles are ignored).
    public func removeObserver(withHandle handle: WDGSyncHandle) {
        guard !DetachedObserverHandle.isDetached(handle) else { return }
        core.removeObserver(handle)
    }

    /// Removes all observers registered at this location (through a plain reference, its
    /// queries' observers too).
    public func removeAllObservers() {
        core.removeAllObservers()
    }

    /// Keeps this location downloaded and in sync without observers (true) or stops (false).
    public func keepSynced(_ keepSynced: Bool) {
        if let error = core.keepSynced(keepSynced) { EngineLog.warn("keepSynced: failed: \(error.message)") }
    }

    /// Registers a handler; an unusable query cancels it at once (asynchronously).
    @discardableResult
    private func register(_ eventType: WDGDataEventType, once: Bool,
                          _ block: @escaping (WDGDataSnapshot, String?) -> Void,
                          cancel: ((Error) -> Void)?) -> WDGSyncHandle {
        let sync = database
        let registered = core.observe(eventType.engine, once: once, method: "observe", handler: { snapshot, prevKey in
            block(WDGDataSnapshot(snapshot, sync: sync), prevKey)
        }, cancel: cancel.map { cancel in { error in cancel(SyncError.make(error)) } })
        switch registered {
        case .success(let handle):
            return handle
        case .failure(let error):
            EngineLog.warn("observe failed at \(path): \(error.message)")
            if let cancel {
                let nsError = SyncError.make(error)
                database.callBack { cancel(nsError) }
            }
            return DetachedObserverHandle.next()
        }
    }
}
