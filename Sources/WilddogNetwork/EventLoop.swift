import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One thread that waits on many non-blocking sockets and runs their I/O, timers and tasks.
///
/// Everything a connection does runs on its loop's thread, so connection state needs no lock;
/// other threads hand work over with `execute`, which wakes the loop. Loops come from an
/// `EventLoopGroup`.
package final class EventLoop: @unchecked Sendable {
    // @unchecked: every `var` below except `shared` is read and written on the loop's thread only;
    // `shared` is behind its lock.

    /// What other threads touch.
    private struct Shared {
        var tasks: [LoopTask] = []
        var wakeupPending = false
        var thread: pthread_t?
        var stopped = false
    }

    private let poller: Poller
    private let shared = Lock(Shared())
    private var registrations: [UInt64: any EventLoopSelectable] = [:]
    private var nextID: UInt64 = 1
    private var timers = TimerQueue()
    private var endOfTick: [() -> Void] = []
    private var shutdownDeadline: UInt64?
    private let finished = DispatchSemaphore(value: 0)
    private let timerIDs = Atomic<UInt64>(0)
    private var scratch: UnsafeMutableRawBufferPointer?
    private var randomPool: [UInt8] = []

    /// The size of the buffer every read of this loop goes through.
    static let readBufferSize = 65_536

    init(name: String) throws(NetworkError) {
        poller = try Poller()
        let thread = Thread { [self] in runLoop() }
        thread.name = name
        thread.start()
    }

    deinit {
        scratch?.deallocate()
    }

    /// Whether the caller runs on this loop's thread.
    package var inEventLoop: Bool {
        let thread = shared.withLock { $0.thread }
        guard let thread else { return false }
        return pthread_equal(thread, pthread_self()) != 0
    }

    /// Runs `work` on the loop's thread, after the work handed over before it. Work handed to a
    /// loop that has stopped is dropped.
    package func execute(_ work: @escaping @Sendable () -> Void) {
        enqueue(work)
    }

    /// Runs `work` now when on the loop's thread, else hands it over with `execute`.
    package func run(_ work: @escaping @Sendable () -> Void) {
        if inEventLoop { work() } else { enqueue(work) }
    }

    /// Runs `work` on the loop's thread after `delay`; cancel it with the returned timer.
    @discardableResult
    package func schedule(after delay: Duration, _ work: @escaping @Sendable () -> Void) -> EventLoopTimer {
        scheduleInternal(after: delay, work)
    }

    // MARK: Loop-internal API (callers are on the loop's thread unless said otherwise)

    /// `execute` for loop-confined work (the closure may capture loop-confined state); false
    /// when the loop has stopped and the work was dropped.
    @discardableResult
    func enqueue(_ work: @escaping () -> Void) -> Bool {
        let (accepted, wake) = shared.withLock { state -> (Bool, Bool) in
            guard !state.stopped else { return (false, false) }
            state.tasks.append(LoopTask(body: work))
            defer { state.wakeupPending = true }
            return (true, !state.wakeupPending)
        }
        if wake { poller.wakeup() }
        return accepted
    }

    /// `schedule` without the `Sendable` requirement; thread-safe.
    func scheduleInternal(after delay: Duration, _ work: @escaping () -> Void) -> EventLoopTimer {
        let id = timerIDs.add(1, ordering: .relaxed).newValue
        let deadline = monotonicNanoseconds() &+ delay.nanosecondsClamped
        let insert = { [self] in timers.insert(id: id, deadline: deadline, work) }
        if inEventLoop { insert() } else { enqueue(insert) }
        return EventLoopTimer(loop: self, id: id)
    }

    func cancelTimer(id: UInt64) {
        if inEventLoop { timers.cancel(id: id) } else { enqueue { [self] in timers.cancel(id: id) } }
    }

    /// Runs `work` once this iteration's events and tasks are handled (writes are flushed there,
    /// so that several writes of one iteration leave in one system call).
    func atEndOfTick(_ work: @escaping () -> Void) {
        endOfTick.append(work)
    }

    func register(_ selectable: any EventLoopSelectable, fd: Int32, _ interest: PollInterest) throws(NetworkError) -> UInt64 {
        let id = nextID
        nextID += 1
        try poller.add(fd, id: id, interest)
        registrations[id] = selectable
        return id
    }

    func reregister(id: UInt64, fd: Int32, _ interest: PollInterest) {
        do {
            try poller.modify(fd, id: id, interest)
        } catch {
            // The descriptor is broken: the next read or write reports the error to its owner.
        }
    }

    /// Forgets a registration; call before closing its descriptor.
    func deregister(id: UInt64, fd: Int32) {
        guard registrations.removeValue(forKey: id) != nil else { return }
        poller.remove(fd)
    }

    /// The loop's read buffer, shared by all its sockets: bytes are handed on before the next read.
    var readBuffer: UnsafeMutableRawBufferPointer {
        if let scratch { return scratch }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.readBufferSize, alignment: 16)
        scratch = buffer
        return buffer
    }

    /// Four bytes from the operating system's secure generator (WebSocket masking keys), drawn
    /// 256 at a time.
    func randomMaskKey() -> (UInt8, UInt8, UInt8, UInt8) {
        if randomPool.count < 4 {
            var generator = SystemRandomNumberGenerator()
            randomPool = (0..<32).flatMap { _ in withUnsafeBytes(of: generator.next() as UInt64) { Array($0) } }
        }
        let key = (randomPool[randomPool.count - 1], randomPool[randomPool.count - 2],
                   randomPool[randomPool.count - 3], randomPool[randomPool.count - 4])
        randomPool.removeLast(4)
        return key
    }

    // MARK: Shutdown

    /// Asks every registration to finish (listeners close, connections flush and close); after
    /// `deadline` what is left is closed at once, and the thread ends. Thread-safe.
    func beginShutdown(deadline: UInt64) {
        enqueue { [self] in
            guard shutdownDeadline == nil else { return }
            shutdownDeadline = deadline
            for selectable in Array(registrations.values) { selectable.shutdownRequested() }
        }
    }

    /// Blocks until the thread has ended or `timeout` passed; true when it ended.
    func waitUntilStopped(timeout: Duration) -> Bool {
        let result = finished.wait(timeout: .now() + .nanoseconds(Int(min(timeout.nanosecondsClamped, UInt64(Int.max)))))
        if result == .success { finished.signal() }
        return result == .success
    }

    // MARK: The loop

    private func runLoop() {
        shared.withLock { $0.thread = pthread_self() }
        while true {
            poller.wait(timeoutMilliseconds: pollTimeout()) { event in
                if event.readable, let selectable = registrations[event.id] { selectable.pollReadable() }
                if event.writable, let selectable = registrations[event.id] { selectable.pollWritable() }
                if event.hangup, let selectable = registrations[event.id] { selectable.pollHangup() }
            }
            runTimers()
            runTasks()
            runEndOfTick()
            if let deadline = shutdownDeadline {
                if monotonicNanoseconds() >= deadline {
                    for selectable in Array(registrations.values) { selectable.forceClose() }
                    runEndOfTick()
                }
                if registrations.isEmpty { break }
            }
        }
        shared.withLock { $0.stopped = true; $0.tasks = [] }
        timers = TimerQueue()
        finished.signal()
    }

    private func pollTimeout() -> Int32 {
        if shared.withLock({ !$0.tasks.isEmpty }) || !endOfTick.isEmpty { return 0 }
        var deadline = timers.nextDeadline()
        if let shutdown = shutdownDeadline { deadline = min(deadline ?? shutdown, shutdown) }
        guard let deadline else { return -1 }
        let now = monotonicNanoseconds()
        guard deadline > now else { return 0 }
        // Round up so that the timer has expired when the wait returns.
        return Int32(min((deadline - now + 999_999) / 1_000_000, 60_000))
    }

    private func runTimers() {
        guard !timers.isEmpty else { return }
        for work in timers.popExpired(now: monotonicNanoseconds()) { work() }
    }

    private func runTasks() {
        let tasks = shared.withLock { state -> [LoopTask] in
            state.wakeupPending = false
            let tasks = state.tasks
            state.tasks = []
            return tasks
        }
        for task in tasks { task.body() }
    }

    private func runEndOfTick() {
        while !endOfTick.isEmpty {
            let work = endOfTick
            endOfTick = []
            for item in work { item() }
        }
    }

}

/// Work handed to a loop's thread.
private struct LoopTask: @unchecked Sendable {
    // @unchecked: the closure runs on the loop's thread only; what it captures is either
    // `Sendable` (public `execute`) or loop-confined state of `@unchecked Sendable` objects
    // whose thread-safe methods hop to their loop this way.
    let body: () -> Void
}

/// Something registered with a loop: it is told when its descriptor is ready, and when the loop
/// shuts down. All calls come on the loop's thread.
protocol EventLoopSelectable: AnyObject {
    func pollReadable()
    func pollWritable()
    /// The socket reported an error or hang-up and is still registered after the reads and
    /// writes above: it must be closed now, or the (level-triggered) poller reports it forever.
    func pollHangup()
    /// The group shuts down: finish what is in flight and close.
    func shutdownRequested()
    /// The shutdown deadline passed: close now.
    func forceClose()
}

/// A timer scheduled on an event loop.
package struct EventLoopTimer: Sendable {
    fileprivate let loop: EventLoop
    fileprivate let id: UInt64

    /// Cancels the timer; nothing happens when it already ran. Thread-safe.
    package func cancel() {
        loop.cancelTimer(id: id)
    }
}
