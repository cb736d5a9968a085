import Dispatch
import Synchronization

/// Delivers events and completion callbacks, in the order they were produced, each on the
/// queue of the channel it was registered through (the repo's default channel, the main queue
/// unless configured, when none was given). User code never runs on the repo queue.
///
/// One batch may hold callbacks of both APIs: consecutive items whose channels resolve to the
/// same queue run in one block, so callbacks sharing a queue keep the batch's order, and each
/// queue gets its callbacks in the order they were produced.
///
/// Once closed (the app was deleted), events are dropped in every channel; completion callbacks
/// still run, so every pending operation hears how it ended exactly once.
package final class EventRaiser: Sendable {
    /// One thing to run on a callback queue.
    enum Item {
        case event(Event, Observer)
        case call(() -> Void, CallbackChannel)

        var channel: CallbackChannel {
            switch self {
            case .event(_, let observer): return observer.channel
            case .call(_, let channel): return channel
            }
        }
    }

    /// The channel of callbacks registered without one (engine clients, tests, benchmarks).
    package let defaultChannel: CallbackChannel
    /// A closure kept in a struct: a bare closure in a `Mutex` (`Lock`) is re-wrapped in reabstraction
    /// thunks on every `withLock` (inout write-back), so each raise deepened a chain that was
    /// freed recursively with the raiser (a stack overflow after ~100k writes).
    private struct OnceFiredHandler: Sendable {
        let call: @Sendable (Int64) -> Void
    }

    /// Called when a `once` observer has fired, to remove its registration.
    private let onceFired = Lock(OnceFiredHandler(call: { _ in }))
    private let closed = Atomic<Bool>(false)

    init(queue: DispatchQueue) {
        self.defaultChannel = CallbackChannel(queue)
    }

    func setOnceFiredHandler(_ handler: @escaping @Sendable (Int64) -> Void) {
        onceFired.withLock { $0 = OnceFiredHandler(call: handler) }
    }

    package var callbackQueue: DispatchQueue {
        get { defaultChannel.queue }
        set { defaultChannel.queue = newValue }
    }

    /// Stops event delivery in every channel: batches already queued deliver no further event
    /// (an event whose handler has already started on another thread finishes). Completion
    /// callbacks still run.
    func close() {
        closed.store(true, ordering: .releasing)
    }

    var isClosed: Bool { closed.load(ordering: .acquiring) }

    /// Dispatches `items` as ordered runs, one per stretch of items bound for the same queue.
    func raise(_ items: [Item]) {
        guard !items.isEmpty else { return }
        let onceFired = self.onceFired.withLock { $0 }.call
        var start = 0
        var queue = items[0].channel.queue
        for index in 1...items.count {
            let next = index < items.count ? items[index].channel.queue : nil
            guard next !== queue else { continue }
            let box = UncheckedBox(Array(items[start..<index]))
            queue.async { [self] in run(box.value, onceFired: onceFired) }
            if let next {
                start = index
                queue = next
            }
        }
    }

    private func run(_ items: [Item], onceFired: @Sendable (Int64) -> Void) {
        for item in items {
            switch item {
            case .call(let body, _):
                body()
            case .event(let event, let observer):
                guard !isClosed else { continue }
                EventRaiser.deliver(event, to: observer, onceFired: onceFired)
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
