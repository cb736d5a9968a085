import Dispatch
import Synchronization

/// Delivers events and completion callbacks, in the order they were produced, on the app's
/// callback queue (the main queue unless configured). User code never runs on the repo queue.
package final class EventRaiser: Sendable {
    /// One thing to run on the callback queue.
    enum Item {
        case event(Event, Observer)
        case call(() -> Void)
    }

    /// A closure kept in a struct: a bare closure in a `Mutex` is re-wrapped in reabstraction
    /// thunks on every `withLock` (inout write-back), so each raise deepened a chain that was
    /// freed recursively with the raiser (a stack overflow after ~100k writes).
    private struct OnceFiredHandler: Sendable {
        let call: @Sendable (Int64) -> Void
    }

    private let queue: Mutex<DispatchQueue>
    /// Called when a `once` observer has fired, to remove its registration.
    private let onceFired = Mutex(OnceFiredHandler(call: { _ in }))

    init(queue: DispatchQueue) {
        self.queue = Mutex(queue)
    }

    func setOnceFiredHandler(_ handler: @escaping @Sendable (Int64) -> Void) {
        onceFired.withLock { $0 = OnceFiredHandler(call: handler) }
    }

    package var callbackQueue: DispatchQueue {
        get { queue.withLock { $0 } }
        set { queue.withLock { $0 = newValue } }
    }

    /// Dispatches `items` to the callback queue as one ordered batch.
    func raise(_ items: [Item]) {
        guard !items.isEmpty else { return }
        let box = UncheckedBox(items)
        let onceFired = self.onceFired.withLock { $0 }.call
        callbackQueue.async {
            for item in box.value {
                switch item {
                case .call(let body):
                    body()
                case .event(let event, let observer):
                    EventRaiser.deliver(event, to: observer, onceFired: onceFired)
                }
            }
        }
    }

    private static func deliver(_ event: Event, to observer: Observer, onceFired: @Sendable (Int64) -> Void) {
        switch event.kind {
        case .cancel(let error):
            guard observer.markRemoved() else { return }
            observer.cancel?(error)
        case .data:
            if observer.once {
                guard observer.markRemoved() else { return }
                onceFired(observer.handle)
            } else if observer.isRemoved {
                return
            }
            let snapshot = EventSnapshot(node: event.node, path: event.snapshotPath, index: event.query.index)
            observer.handler(snapshot, event.prevName?.string)
        }
    }
}
