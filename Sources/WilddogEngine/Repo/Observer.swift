import Synchronization

/// A user callback bound to one event registration; invoked only on the callback queue.
package final class Observer: @unchecked Sendable {
    // @unchecked: the closures are called only on the repo's callback queue; `removed` is atomic.
    package typealias Handler = (EventSnapshot, String?) -> Void
    package typealias CancelHandler = (EngineError) -> Void

    let handle: Int64
    let handler: Handler
    let cancel: CancelHandler?
    let once: Bool
    private let removedFlag = Atomic<Bool>(false)

    init(handle: Int64, once: Bool, handler: @escaping Handler, cancel: CancelHandler?) {
        self.handle = handle
        self.once = once
        self.handler = handler
        self.cancel = cancel
    }

    var isRemoved: Bool { removedFlag.load(ordering: .acquiring) }

    /// Marks the observer removed; returns false if it already was.
    @discardableResult
    func markRemoved() -> Bool { !removedFlag.exchange(true, ordering: .acquiringAndReleasing) }
}
