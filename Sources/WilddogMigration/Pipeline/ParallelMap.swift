import Dispatch

/// Maps over indices on all cores, writing each result to its own slot.
public enum ParallelMap {
    public static func map<T: Sendable>(_ count: Int, parallel: Bool, _ body: @Sendable (Int) -> T) -> [T] {
        guard parallel, count > 1 else { return (0..<count).map(body) }
        let slots = Slots<T>(count)
        DispatchQueue.concurrentPerform(iterations: count) { i in slots.set(i, body(i)) }
        return slots.values()
    }

    /// Result storage; `@unchecked Sendable` because every iteration writes a distinct index and the
    /// values are read only after `concurrentPerform` has returned. The slots are one buffer
    /// allocated up front: writing through an array's `withUnsafeMutableBufferPointer` from
    /// several threads is itself a mutating access of the array (a race ThreadSanitizer reports).
    private final class Slots<T>: @unchecked Sendable {
        private let storage: UnsafeMutableBufferPointer<T?>
        init(_ n: Int) {
            storage = .allocate(capacity: n)
            storage.initialize(repeating: nil)
        }
        deinit {
            storage.deinitialize()
            storage.deallocate()
        }
        func set(_ i: Int, _ v: T) { storage[i] = v }
        func values() -> [T] { storage.map { $0! } }
    }
}
