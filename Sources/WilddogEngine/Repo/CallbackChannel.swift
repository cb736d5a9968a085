import Dispatch

/// The queue on which the callbacks registered through one public API run: `WConfig.callbackQueue`
/// for every 1.x app, `WDGSync.callbackQueue` for one 2.x app, the main queue for 2.x auth.
///
/// One app's engine serves both APIs, so each observer and completion keeps the channel it was
/// registered through; the queue is read when a callback is raised, so changing it moves the
/// callbacks raised from then on.
package final class CallbackChannel: Sendable {
    private let storage: Lock<DispatchQueue>

    package init(_ queue: DispatchQueue = .main) {
        storage = Lock(queue)
    }

    package var queue: DispatchQueue {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }

    /// Runs `body` on the channel's queue.
    package func async(_ body: @escaping () -> Void) {
        let box = UncheckedBox(body)
        queue.async { box.value() }
    }
}
