import Dispatch
import Foundation
import Synchronization
import WilddogEngine

/// End-to-end throughput through the repo and the embedded backend (issue 3): writes from one
/// app reaching listeners in a second app, and transactions on one counter contended by two apps.
enum RepoBenchmark {
    static func probe() {
        let appId = "probe\(UUID().uuidString.prefix(8).lowercased())"
        let a = makeRepo(appId)
        let done = Atomic<Int>(0)
        for n in [100, 1000, 5000] {
            done.store(0, ordering: .relaxed)
            let start = ContinuousClock.now
            for i in 0..<n { a.set(Path("p/x"), .leaf(.number(Double(i))), completion: { _ in done.add(1, ordering: .relaxed) }) }
            wait { done.load(ordering: .relaxed) >= n }
            print("  \(n) acked sets: \(seconds(ContinuousClock.now - start)) s")
        }
    }

    static func run() {
        if CommandLine.arguments.contains("probe") { probe(); return }
        // `wilddog-bench repo burst N` runs only the contention burst of N operations (profiling).
        if CommandLine.arguments.contains("burst") {
            let n = CommandLine.arguments.last.flatMap { Int($0) } ?? 16_000
            let result = ContentionBurst.settle(operations: n)
            print(String(format: "  contention burst, %d ops (%d transactions): settled in %.3f s", n, result.transactions, result.seconds))
            return
        }
        print("repo: two apps on one embedded backend, callbacks on private serial queues")
        for listeners in [1, 100] {
            let rate = writesToSecondApp(writes: listeners == 1 ? 20_000 : 5_000, listeners: listeners)
            print(String(format: "  writes/s app A -> app B with %3d listener(s): %9.0f", listeners, rate))
        }
        let (rate, runs) = contendedTransactions(perApp: 1_000)
        print(String(format: "  transactions/s, one counter, two apps: %9.0f   (update runs per commit: %.2f)", rate, runs))
        ContentionBurst.report(indent: "  ")
    }

    static func makeRepo(_ appId: String) -> Repo {
        Repo(appId: appId, baseURL: "https://\(appId).wilddogio.com",
             callbackQueue: DispatchQueue(label: "bench.callbacks.\(UUID().uuidString)"))
    }

    /// Waits until `condition` holds, polling.
    static func wait(_ condition: () -> Bool) {
        while !condition() { usleep(200) }
    }

    /// Writes per second from app A until every listener of app B has seen every write.
    static func writesToSecondApp(writes: Int, listeners: Int) -> Double {
        let appId = "bench\(UUID().uuidString.prefix(8).lowercased())"
        let a = makeRepo(appId), b = makeRepo(appId)
        let received = Atomic<Int>(0)
        for _ in 0..<listeners {
            _ = b.observe(Path("feed"), .default, .childChanged, handler: { _, _ in received.add(1, ordering: .relaxed) }, cancel: nil)
        }
        // Prime: the child exists and every listener is in place.
        let primed = Atomic<Bool>(false)
        let probe = b.observe(Path("feed"), .default, .value, handler: { snapshot, _ in
            if !snapshot.node.child(Path("item")).isEmpty { primed.store(true, ordering: .relaxed) }
        }, cancel: nil)
        a.set(Path("feed/item"), .leaf(.number(-1)), completion: nil)
        wait { primed.load(ordering: .relaxed) }
        b.removeObserver(probe, at: Path("feed"), .default)
        let start = ContinuousClock.now
        for i in 0..<writes { a.set(Path("feed/item"), .leaf(.number(Double(i))), completion: nil) }
        wait { received.load(ordering: .relaxed) >= writes * listeners }
        let elapsed = ContinuousClock.now - start
        a.close(); b.close()
        return Double(writes) / seconds(elapsed)
    }

    /// Committed transactions per second, and update-function runs per commit.
    static func contendedTransactions(perApp: Int) -> (Double, Double) {
        let appId = "bench\(UUID().uuidString.prefix(8).lowercased())"
        let apps = [makeRepo(appId), makeRepo(appId)]
        let committed = Atomic<Int>(0), runs = Atomic<Int>(0)
        let start = ContinuousClock.now
        for app in apps {
            for _ in 0..<perApp {
                app.runTransaction(Path("counter"), applyLocally: true, update: { current in
                    runs.add(1, ordering: .relaxed)
                    if case .number(let n)? = current.leafValue { return .leaf(.number(n + 1)) }
                    return .leaf(.number(1))
                }, completion: { error, ok, _ in
                    if ok && error == nil { committed.add(1, ordering: .relaxed) }
                })
            }
        }
        wait { committed.load(ordering: .relaxed) >= 2 * perApp }
        let elapsed = ContinuousClock.now - start
        for app in apps { app.close() }
        return (Double(2 * perApp) / seconds(elapsed), Double(runs.load(ordering: .relaxed)) / Double(2 * perApp))
    }

    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }
}
