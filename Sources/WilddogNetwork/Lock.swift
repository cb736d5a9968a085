import Synchronization
#if os(Linux)
import Glibc
#endif

/// The project's one lock: a `Synchronization.Mutex` (same API: the state is reachable only
/// inside `withLock`) that ThreadSanitizer can see.
///
/// On Linux `Mutex` is a futex inside the uninstrumented Swift runtime, so TSan sees no order
/// between two threads taking it and reports every access it guards as a data race (a 20-line
/// program counting to 80 000 under a `Mutex` on 4 threads gets 3 to 5 reports; the same with
/// this lock, or with `NSLock`, none). Under TSan this lock tells it about each acquire and
/// release; without TSan the two hooks are nil and it is a plain `Mutex`. On Apple platforms
/// `Mutex` is an `os_unfair_lock`, which TSan understands, and nothing is added.
///
/// Never call user code (blocks of the app) while holding it.
package struct Lock<State: ~Copyable>: ~Copyable, @unchecked Sendable {
    // @unchecked: as `Mutex`, whose `sending` signatures this keeps.
    private let mutex: Mutex<State>

    package init(_ initialValue: consuming sending State) {
        mutex = Mutex(initialValue)
    }

    /// Runs `body` with exclusive access to the state.
    package borrowing func withLock<Result: ~Copyable, E: Error>(
        _ body: (inout sending State) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        try mutex.withLock { (state: inout sending State) throws(E) -> sending Result in
            guard let acquire = ThreadSanitizerHooks.acquire, let release = ThreadSanitizerHooks.release else {
                return try body(&state)
            }
            let address = withUnsafePointer(to: self) { UnsafeRawPointer($0) }
            acquire(address)
            defer { release(address) }
            return try body(&state)
        }
    }
}

/// ThreadSanitizer's happens-before annotations, found when the TSan runtime is linked in
/// (`swift test --sanitize=thread`), nil otherwise.
private enum ThreadSanitizerHooks {
    typealias Hook = @convention(c) (UnsafeRawPointer) -> Void

    static let acquire = lookup("__tsan_acquire")
    static let release = lookup("__tsan_release")

    private static func lookup(_ name: String) -> Hook? {
        #if os(Linux)
        guard let symbol = dlsym(nil, name) else { return nil }
        return unsafeBitCast(symbol, to: Hook.self)
        #else
        return nil
        #endif
    }
}
