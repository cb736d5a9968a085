import Foundation
internal import WilddogEngine

/// Reading data: observers, their removal, and keeping a location synced.
extension WQuery {
    /// Registers `block` for `eventType` here; it fires for the initial data and every change.
    @discardableResult
    public func observeEventType(_ eventType: WEventType, withBlock block: @escaping (WDataSnapshot) -> Void) -> WilddogHandle {
        register(eventType, once: false, method: "observeEventType:withBlock:", block: { snapshot, _ in block(snapshot) }, cancel: nil)
    }

    /// Like `observeEventType(_:withBlock:)`; the block also gets the preceding sibling's key.
    @discardableResult
    public func observeEventType(_ eventType: WEventType,
                                 andPreviousSiblingKeyWithBlock block: @escaping (WDataSnapshot, String?) -> Void) -> WilddogHandle {
        register(eventType, once: false, method: "observeEventType:andPreviousSiblingKeyWithBlock:", block: block, cancel: nil)
    }

    /// Like `observeEventType(_:withBlock:)`; `cancelBlock` gets the error if reading is denied.
    @discardableResult
    public func observeEventType(_ eventType: WEventType, withBlock block: @escaping (WDataSnapshot) -> Void,
                                 withCancelBlock cancelBlock: ((Error) -> Void)?) -> WilddogHandle {
        register(eventType, once: false, method: "observeEventType:withBlock:withCancelBlock:",
                 block: { snapshot, _ in block(snapshot) }, cancel: cancelBlock)
    }

    /// Prev-key variant with a cancel block.
    @discardableResult
    public func observeEventType(_ eventType: WEventType,
                                 andPreviousSiblingKeyWithBlock block: @escaping (WDataSnapshot, String?) -> Void,
                                 withCancelBlock cancelBlock: ((Error) -> Void)?) -> WilddogHandle {
        register(eventType, once: false, method: "observeEventType:andPreviousSiblingKeyWithBlock:withCancelBlock:",
                 block: block, cancel: cancelBlock)
    }

    /// Like `observeEventType(_:withBlock:)`, but the block runs once and is then removed.
    public func observeSingleEventOfType(_ eventType: WEventType, withBlock block: @escaping (WDataSnapshot) -> Void) {
        register(eventType, once: true, method: "observeSingleEventOfType:withBlock:",
                 block: { snapshot, _ in block(snapshot) }, cancel: nil)
    }

    /// One-shot prev-key variant.
    public func observeSingleEventOfType(_ eventType: WEventType,
                                         andPreviousSiblingKeyWithBlock block: @escaping (WDataSnapshot, String?) -> Void) {
        register(eventType, once: true, method: "observeSingleEventOfType:andPreviousSiblingKeyWithBlock:",
                 block: block, cancel: nil)
    }

    /// One-shot; `cancelBlock` runs instead if the client may not read here.
    public func observeSingleEventOfType(_ eventType: WEventType, withBlock block: @escaping (WDataSnapshot) -> Void,
                                         withCancelBlock cancelBlock: ((Error) -> Void)?) {
        register(eventType, once: true, method: "observeSingleEventOfType:withBlock:withCancelBlock:",
                 block: { snapshot, _ in block(snapshot) }, cancel: cancelBlock)
    }

    /// One-shot prev-key variant with a cancel block.
    public func observeSingleEventOfType(_ eventType: WEventType,
                                         andPreviousSiblingKeyWithBlock block: @escaping (WDataSnapshot, String?) -> Void,
                                         withCancelBlock cancelBlock: ((Error) -> Void)?) {
        register(eventType, once: true, method: "observeSingleEventOfType:andPreviousSiblingKeyWithBlock:withCancelBlock:",
                 block: block, cancel: cancelBlock)
    }

    /// Removes the observer registered with `handle` (unknown handles are ignored).
    public func removeObserverWithHandle(_ handle: WilddogHandle) {
        core.removeObserver(handle)
    }

    /// Removes every observer registered at this location (through a plain reference, also
    /// those of its queries).
    public func removeAllObservers() {
        core.removeAllObservers()
    }

    /// Keeps this location's data synced even without observers (`true`), or stops (`false`).
    public func keepSynced(_ keepSynced: Bool) {
        if let error = core.keepSynced(keepSynced) { EngineLog.warn(error.message) }
    }

    /// Registers an observer through the facade core, adapting snapshots and errors to the 1.x shapes.
    ///
    /// An unusable query registers nothing: the cancel block gets the reason (or it is logged)
    /// and the handle is 0, which no observer ever has.
    @discardableResult
    private func register(_ eventType: WEventType, once: Bool, method: String,
                          block: @escaping (WDataSnapshot, String?) -> Void,
                          cancel: ((Error) -> Void)?) -> WilddogHandle {
        let runtime = self.runtime
        let path = self.path
        let registered = core.observe(eventType.engineType, once: once, method: method, handler: { snapshot, prevKey in
            block(WDataSnapshot(snapshot, runtime: runtime), prevKey)
        }, cancel: { error in
            if let cancel {
                cancel(LegacyError.data(error))
            } else {
                EngineLog.warn("observer at \(path) cancelled: \(error.message)")
            }
        })
        switch registered {
        case .success(let handle):
            return handle
        case .failure(let error):
            if let cancel {
                let nsError = LegacyError.data(error)
                onCallbackQueue { cancel(nsError) }
            } else {
                EngineLog.warn("\(method) ignored: \(error.message)")
            }
            return 0
        }
    }
}
