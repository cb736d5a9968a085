#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The timers of one event loop: a min-heap of deadlines; a cancelled timer's entry stays in the
/// heap until it comes up and is skipped.
struct TimerQueue {
    private var heap: [(deadline: UInt64, id: UInt64)] = []
    private var work: [UInt64: () -> Void] = [:]

    var isEmpty: Bool { work.isEmpty }

    mutating func insert(id: UInt64, deadline: UInt64, _ body: @escaping () -> Void) {
        work[id] = body
        heap.append((deadline, id))
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].deadline < heap[parent].deadline else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func cancel(id: UInt64) {
        work[id] = nil
        if work.isEmpty { heap = [] }
    }

    /// The earliest deadline of a timer still armed.
    mutating func nextDeadline() -> UInt64? {
        while let first = heap.first, work[first.id] == nil { removeFirst() }
        return heap.first?.deadline
    }

    /// Removes and returns the timers whose deadline is at or before `now`, earliest first.
    mutating func popExpired(now: UInt64) -> [() -> Void] {
        var expired: [() -> Void] = []
        while let first = heap.first, first.deadline <= now {
            removeFirst()
            if let body = work.removeValue(forKey: first.id) { expired.append(body) }
        }
        return expired
    }

    private mutating func removeFirst() {
        let last = heap.removeLast()
        guard !heap.isEmpty else { return }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count, heap[left].deadline < heap[smallest].deadline { smallest = left }
            if right < heap.count, heap[right].deadline < heap[smallest].deadline { smallest = right }
            guard smallest != parent else { return }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}

/// Nanoseconds of the monotonic clock.
func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

extension Duration {
    /// The duration in whole nanoseconds, 0 when negative, saturating.
    var nanosecondsClamped: UInt64 {
        let (seconds, attoseconds) = components
        guard seconds >= 0 else { return 0 }
        let (whole, overflow) = UInt64(seconds).multipliedReportingOverflow(by: 1_000_000_000)
        return overflow ? UInt64.max / 2 : whole &+ UInt64(max(0, attoseconds) / 1_000_000_000)
    }
}
