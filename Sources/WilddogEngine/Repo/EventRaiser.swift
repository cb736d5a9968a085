import Dispatch
import Synchronization

/// Delivers events and completion callbacks, in the order they were produced, on the app's
/// callback queue (the main queue unless configured). User code never runs on the repo queue.
///
/// Once closed (the app was deleted), events are dropped; completion callbacks still run, so
/// every pending operation hears how it ended exactly once.
package final class EventRaiser: Sendable {
    /// One thing to run on the callback queue.
    enum Item {
        case event(Event, Observer)
        case call(() -> Void)
    }

    /// The handler run when a `once` observer has fired, to remove its registration.
    ///
    /// A class, not a bare closure in the mutex: a closure stored as a generic value is
    /// reabstracted on every `withLock` access, and the inout write-back wraps the stored
    /// closure in two more thunks each time, a chain as long as the event history whose
    /// recursive release overflows the stack (issue 18).
    final class OnceFiredHandler: Sendable {
        let body: @Sendable (Int64) -> Void
        init(_ body: @escaping @Sendable (Int64) -> Void) { self.body = body }
    }

    private let queue: Mutex<DispatchQueue>
    private let onceFired = Mutex<OnceFiredHandler>(OnceFiredHandler { _ in })
    private let closed = Atomic<Bool>(false)

    init(queue: DispatchQueue) {
        self.queue = Mutex(queue)
    }

    func setOnceFiredHandler(_ handler: @escaping @Sendable (Int64) -> Void) {
        let boxed = OnceFiredHandler(handler)
        onceFired.withLock { $0 = boxed }
    }

    package var callbackQueue: DispatchQueue {
        get { queue.withLock { $0 } }
        set { queue.withLock { $0 = newValue } }
    }

    /// Stops event delivery: batches already queued deliver no further event (an event whose
    /// handler has already started on another thread finishes). Completion callbacks still run.
    func close() {
        closed.store(true, ordering: .releasing)
    }

    var isClosed: Bool { closed.load(ordering: .acquiring) }

    /// Dispatches `items` to the callback queue as one ordered batch.
    func raise(_ items: [Item]) {
        guard !items.isEmpty else { return }
        let box = UncheckedBox(items)
        let onceFired = self.onceFired.withLock { $0 }
        callbackQueue.async { [self] in
            for item in box.value {
                switch item {
                case .call(let body):
                    body()
                case .event(let event, let observer):
                    guard !isClosed else { continue }
                    EventRaiser.deliver(event, to: observer, onceFired: onceFired.body)
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
