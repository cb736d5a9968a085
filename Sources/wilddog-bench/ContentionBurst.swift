import Dispatch
import Foundation
import Synchronization
import WilddogEngine

/// The contention burst (issue 11 item 12): 8 threads issue mixed operations (sets, updates,
/// observe/remove, ~19% transactions) on overlapping paths of two apps of one backend; the
/// settle time runs from the first operation until every completion has run.
enum ContentionBurst {
    static let threads = 8

    /// Prints the settle time of 4k and 16k operations and the per-operation cost ratio.
    static func report(indent: String) {
        let small = settle(operations: 4_000)
        let large = settle(operations: 16_000)
        print(String(format: "%@contention burst, 8 threads, two apps: 4k ops settle in %.3f s, 16k ops (%d transactions) in %.3f s",
                     indent, small.seconds, large.transactions, large.seconds))
        print(String(format: "%@contention burst per-op cost ratio t(16k)/t(4k): %.2f   (target: 16k under 5 s, linear)",
                     indent, (large.seconds / 4) / small.seconds))
    }

    /// Seconds from the first operation until every completion has run.
    static func settle(operations: Int) -> (seconds: Double, transactions: Int) {
        let appId = "burst\(UUID().uuidString.prefix(8).lowercased())"
        let apps = [RepoBenchmark.makeRepo(appId), RepoBenchmark.makeRepo(appId)]
        let paths = (0..<4).flatMap { a in ["burst/\(a)", "burst/\(a)/x", "burst/\(a)/y/z"] }.map { Path($0) }
        let expected = Atomic<Int>(0), completed = Atomic<Int>(0), transactions = Atomic<Int>(0)
        let perThread = operations / threads
        let start = ContinuousClock.now
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            var rng = SplitMix64(seed: UInt64(thread + 1))
            var handles: [(Repo, Int64, Path)] = []
            for i in 0..<perThread {
                let app = apps[Int(rng.next() % 2)]
                let path = paths[Int(rng.next() % UInt64(paths.count))]
                let value = Node.leaf(.number(Double(i)))
                let roll = rng.next() % 100
                let done: @Sendable (EngineError?) -> Void = { _ in completed.add(1, ordering: .relaxed) }
                switch roll {
                case 0..<19:
                    expected.add(1, ordering: .relaxed)
                    transactions.add(1, ordering: .relaxed)
                    app.runTransaction(path, applyLocally: true, update: { current in
                        if case .number(let n)? = current.leafValue { return .leaf(.number(n + 1)) }
                        return .leaf(.number(1))
                    }, completion: { _, _, _ in completed.add(1, ordering: .relaxed) })
                case 19..<55:
                    expected.add(1, ordering: .relaxed)
                    app.set(path, value, completion: done)
                case 55..<80:
                    expected.add(1, ordering: .relaxed)
                    app.update(path, [(Path("u\(rng.next() % 4)"), value), (Path("v"), value)], completion: done)
                default:
                    if handles.count > 4 || (roll % 2 == 0 && !handles.isEmpty) {
                        let (owner, handle, observed) = handles.removeFirst()
                        owner.removeObserver(handle, at: observed, .default)
                    } else {
                        let type: EventType = roll % 3 == 0 ? .value : .childChanged
                        handles.append((app, app.observe(path, .default, type, handler: { _, _ in }, cancel: nil), path))
                    }
                }
            }
            for (owner, handle, observed) in handles { owner.removeObserver(handle, at: observed, .default) }
        }
        RepoBenchmark.wait { completed.load(ordering: .relaxed) >= expected.load(ordering: .relaxed) }
        let elapsed = ContinuousClock.now - start
        for app in apps { app.close() }
        return (RepoBenchmark.seconds(elapsed), transactions.load(ordering: .relaxed))
    }
}
