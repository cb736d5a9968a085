import Synchronization

/// Observer handles for registrations the facades refuse before they reach a repo (an invalid
/// path or query, a missing or deleted app): negative, so they never collide with the repo's
/// positive handles, unique in the process, never reused, and ignored by `removeObserver`.
package enum DetachedObserverHandle {
    private static let last = Atomic<Int64>(0)

    /// A new negative handle.
    package static func next() -> Int64 {
        last.subtract(1, ordering: .relaxed).newValue
    }

    /// True for handles made by `next()`.
    package static func isDetached(_ handle: Int64) -> Bool { handle < 0 }
}
