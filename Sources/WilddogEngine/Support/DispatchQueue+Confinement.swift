import Dispatch

/// Checks of queue confinement (`Repo`, the backend's `EmbeddedServer`: state read and written
/// only on their queue). Debug builds (the tests) trap when the check fails; release builds
/// compile them away — `dispatchPrecondition` alone is checked in release builds too, with a
/// call into libdispatch on every entry point.
extension DispatchQueue {
    /// The caller runs on this queue (or a queue targeting it).
    @inline(__always)
    package func assertOnQueue() {
        #if DEBUG
        dispatchPrecondition(condition: .onQueue(self))
        #endif
    }

    /// The caller does not run on this queue: it is about to wait for it (`sync`), which would
    /// deadlock there.
    @inline(__always)
    package func assertNotOnQueue() {
        #if DEBUG
        dispatchPrecondition(condition: .notOnQueue(self))
        #endif
    }
}
