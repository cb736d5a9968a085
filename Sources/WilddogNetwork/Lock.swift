import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The module's lock: a `Synchronization.Mutex` that ThreadSanitizer can see.
///
/// The same as `WilddogEngine`'s `Lock` (this module depends on no other): on Linux `Mutex` is a
/// futex inside the uninstrumented runtime, so under TSan each acquire and release is reported
/// through TSan's hooks; without TSan it is a plain `Mutex`. Never call out while holding it.
struct Lock<State: ~Copyable>: ~Copyable, @unchecked Sendable {
    // @unchecked: as `Mutex`, whose `sending` signatures this keeps.
    private let mutex: Mutex<State>

    init(_ initialValue: consuming sending State) {
        mutex = Mutex(initialValue)
    }

    /// Runs `body` with exclusive access to the state.
    borrowing func withLock<Result: ~Copyable, E: Error>(
        _ body: (inout sending State) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        try mutex.withLock { (state: inout sending State) throws(E) -> sending Result in
            guard let acquire = SanitizerHooks.acquire, let release = SanitizerHooks.release else {
                return try body(&state)
            }
            let address = withUnsafePointer(to: self) { UnsafeRawPointer($0) }
            acquire(address)
            defer { release(address) }
            return try body(&state)
        }
    }
}

/// ThreadSanitizer's happens-before annotations when its runtime is linked in, nil otherwise.
private enum SanitizerHooks {
    typealias Hook = @convention(c) (UnsafeRawPointer) -> Void

    static let acquire = lookup("__tsan_acquire")
    static let release = lookup("__tsan_release")

    private static func lookup(_ name: String) -> Hook? {
        #if canImport(Glibc)
        guard let symbol = dlsym(nil, name) else { return nil }
        return unsafeBitCast(symbol, to: Hook.self)
        #else
        return nil
        #endif
    }
}
