import Synchronization

/// A fixed set of event loops: no thread per connection.
///
/// A server makes its own group (one or two threads on a small machine) and shuts it down when
/// it stops. Clients share `shared()`: one loop thread, started on first use, never shut down;
/// it does not keep the process alive.
package final class EventLoopGroup: Sendable {
    /// The loops, each with its own thread.
    package let loops: [EventLoop]
    private let nextIndex = Atomic<Int>(0)
    private let isShared: Bool

    /// Starts `threads` loops (at least one).
    package convenience init(threads: Int, name: String = "wilddog-network") throws(NetworkError) {
        try self.init(threads: threads, name: name, isShared: false)
    }

    private init(threads: Int, name: String, isShared: Bool) throws(NetworkError) {
        var loops: [EventLoop] = []
        for index in 0..<max(1, threads) {
            loops.append(try EventLoop(name: "\(name)-\(index)"))
        }
        self.loops = loops
        self.isShared = isShared
    }

    /// The loops take turns: each call returns the next one.
    package func next() -> EventLoop {
        let index = nextIndex.add(1, ordering: .relaxed).oldValue
        return loops[index % loops.count]
    }

    /// Closes every listener and connection and ends the threads: connections get `timeout` to
    /// flush and close (a WebSocket sends its close frame), then what is left is closed at once.
    ///
    /// Blocks until done when called off the group's threads (e.g. from a signal source's
    /// handler); on one of its own threads it only starts the shutdown. The shared group is
    /// never shut down: the call does nothing there.
    package func shutdown(timeout: Duration = .seconds(5)) {
        guard !isShared else { return }
        let deadline = monotonicNanoseconds() &+ timeout.nanosecondsClamped
        for loop in loops { loop.beginShutdown(deadline: deadline) }
        guard !loops.contains(where: \.inEventLoop) else { return }
        for loop in loops { _ = loop.waitUntilStopped(timeout: timeout + .seconds(2)) }
    }

    private static let sharedGroup = Lock<EventLoopGroup?>(nil)

    /// The process-wide group for client connections: one loop, started on first use.
    package static func shared() throws(NetworkError) -> EventLoopGroup {
        try sharedGroup.withLock { (group: inout EventLoopGroup?) throws(NetworkError) -> EventLoopGroup in
            if let group { return group }
            let created = try EventLoopGroup(threads: 1, name: "wilddog-network-client", isShared: true)
            group = created
            return created
        }
    }
}
