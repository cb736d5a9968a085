import Synchronization

/// A user callback bound to one event registration; invoked only on its channel's queue.
package final class Observer: @unchecked Sendable {
    // @unchecked: the closures are called only on the channel's queue; `removed` is atomic.
    package typealias Handler = (EventSnapshot, String?) -> Void
    package typealias CancelHandler = (EngineError) -> Void

    let handle: Int64
    let handler: Handler
    let cancel: CancelHandler?
    let once: Bool
    /// Where the callbacks run: the callback queue of the API the observer was registered through.
    let channel: CallbackChannel
    private let removedFlag = Atomic<Bool>(false)

    init(handle: Int64, once: Bool, channel: CallbackChannel, handler: @escaping Handler, cancel: CancelHandler?) {
        self.handle = handle
        self.once = once
        self.channel = channel
        self.handler = handler
        self.cancel = cancel
    }

    var isRemoved: Bool { removedFlag.load(ordering: .acquiring) }

    /// Marks the observer removed; returns false if it already was.
    @discardableResult
    func markRemoved() -> Bool { !removedFlag.exchange(true, ordering: .acquiringAndReleasing) }
}
