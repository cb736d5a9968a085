import Dispatch
import Foundation
import Wilddog
import WilddogEngine
import CBenchSupport
#if canImport(Glibc)
import Glibc
#endif

/// The processes `wilddog-bench persistence` launches (`wilddog-bench persistence-child …`),
/// using only the public APIs (`Wilddog` 1.x, `WDGApp`/`WDGSync` 2.x). The store directory
/// comes from `WILDDOG_PERSISTENCE_DIR`, set by the parent.
///
/// - `write <appId> <n> <persist 0|1> <keepSynced 0|1> [flat|structured]`: 2.x app, online
///   against its embedded backend; sets `cached/c0000000` … one `setValue` each (`Shape`), the
///   last with a completion, and prints `write <wall s> <cpu s>` from the first write to that
///   completion; with keepSynced, `cached` is kept synced first (the list stays cached for the
///   next process). The app is deleted before the process exits (the store is committed and closed).
/// - `cold <legacy|sync> <appId> <launch ns> [path]`: offline from the start, observes `cached`
///   (or `path`) and prints `value <children> <s since launch> <s since the first reference>` at
///   the first value event (launch = the parent's `CLOCK_MONOTONIC` reading just before it
///   started this process).
///
/// Either dies with its parent (Linux `PR_SET_PDEATHSIG`) and prints `failed <why>` on error.
enum PersistenceChild {
    static func run(_ arguments: [String]) -> Never {
        if wilddog_bench_die_with_parent() != 0 { fail("the benchmark that started this process is gone") }
        let queue = DispatchQueue(label: "bench.child.callbacks")
        switch arguments.first {
        case "write":
            guard arguments.count == 5 || arguments.count == 6, let n = Int(arguments[2]),
                  let shape = arguments.count == 6 ? Shape(rawValue: arguments[5]) : .flat else {
                fail("usage: write <appId> <n> <persist> <keepSynced> [flat|structured]")
            }
            write(appId: arguments[1], n: n, persist: arguments[3] == "1", keepSynced: arguments[4] == "1", shape: shape,
                  queue: queue)
        case "cold":
            guard arguments.count == 4 || arguments.count == 5, let launch = UInt64(arguments[3]) else {
                fail("usage: cold <legacy|sync> <appId> <launch ns> [path]")
            }
            cold(legacy: arguments[1] == "legacy", appId: arguments[2], launch: launch,
                 path: arguments.count == 5 ? arguments[4] : "cached", queue: queue)
        default:
            fail("unknown mode \(arguments.first ?? "")")
        }
    }

    static func fail(_ why: String) -> Never {
        print("failed \(why)")
        exit(1)
    }

    /// Nanoseconds of the system-wide monotonic clock (comparable across processes).
    static func monotonicNanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    static func cpuSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    static func key(_ i: Int) -> String { "c" + String(format: "%07d", i) }

    /// What the writer stores at each child of the list.
    enum Shape: String {
        /// `{n, title}`: two leaves.
        case flat
        /// By thirds: an object of five fields (three leaves, a nested object of two, an array
        /// of three: 11 nodes), a string with a string priority, a number (~4.3 nodes a child).
        case structured

        func set(_ ref: WDGSyncReference, _ i: Int, completion: ((Error?, WDGSyncReference) -> Void)?) {
            let value: Any
            var priority: Any?
            switch (self, i % 3) {
            case (.flat, _):
                value = ["n": i, "title": "item \(i)"]
            case (.structured, 0):
                value = ["title": "item \(i)", "n": i, "done": i % 2 == 0,
                         "owner": ["name": "user \(i % 97)", "since": 1_500_000_000 + i],
                         "tags": ["red", "green", "blue"]] as [String: Any]
            case (.structured, 1):
                value = "note \(i)"
                // Priorities in another order than the keys.
                priority = "p" + String(format: "%07d", (i * 7919) % 1_000_003)
            default:
                value = Double(i) * 0.5
            }
            switch (priority, completion) {
            case (let p?, let c?): ref.setValue(value, andPriority: p, withCompletionBlock: c)
            case (let p?, nil): ref.setValue(value, andPriority: p)
            case (nil, let c?): ref.setValue(value, withCompletionBlock: c)
            case (nil, nil): ref.setValue(value)
            }
        }
    }

    static func write(appId: String, n: Int, persist: Bool, keepSynced: Bool, shape: Shape, queue: DispatchQueue) -> Never {
        let name = "bench_writer"
        WDGApp.configure(withName: name, options: WDGOptions(syncURL: "https://\(appId).wilddogio.com"))
        guard let app = WDGApp(named: name) else { fail("configure") }
        let sync = WDGSync.sync(app: app)
        sync.persistenceEnabled = persist
        sync.callbackQueue = queue
        let list = sync.reference(withPath: "cached")
        if keepSynced {
            list.keepSynced(true)
            // The first listen completes once the backend answered (an empty list).
            let synced = DispatchSemaphore(value: 0)
            list.observeSingleEvent(of: .value) { _ in synced.signal() }
            synced.wait()
        }
        let done = DispatchSemaphore(value: 0)
        let failure = LockedBox<String?>(nil)
        let start = monotonicNanoseconds(), startCPU = cpuSeconds()
        for i in 0..<n {
            if i == n - 1 {
                shape.set(list.child(key(i)), i) { error, _ in
                    if let error { failure.set("\(error)") }
                    done.signal()
                }
            } else {
                shape.set(list.child(key(i)), i, completion: nil)
            }
        }
        done.wait()
        let wall = Double(monotonicNanoseconds() - start) / 1e9, cpu = cpuSeconds() - startCPU
        if let why = failure.get() { fail("last write: \(why)") }
        let deleted = DispatchSemaphore(value: 0)
        app.delete { _ in deleted.signal() }
        deleted.wait()
        print(String(format: "write %.6f %.6f", wall, cpu))
        exit(0)
    }

    static func cold(legacy: Bool, appId: String, launch: UInt64, path: String, queue: DispatchQueue) -> Never {
        let url = "https://\(appId).wilddogio.com"
        let first = DispatchSemaphore(value: 0)
        let result = LockedBox<(UInt, UInt64)?>(nil)
        var firstReference: UInt64 = 0
        let report: (UInt) -> Void = { count in
            if result.get() == nil { result.set((count, monotonicNanoseconds())) }
            first.signal()
        }
        if legacy {
            Wilddog.defaultConfig().persistenceEnabled = true
            Wilddog.defaultConfig().callbackQueue = queue
            firstReference = monotonicNanoseconds()
            let list = Wilddog(url: url + "/" + path)
            list.app.goOffline()
            _ = list.observeEventType(.Value) { snapshot in report(snapshot.childrenCount) }
        } else {
            firstReference = monotonicNanoseconds()
            WDGApp.configure(with: WDGOptions(syncURL: url))
            let sync = WDGSync.sync()
            sync.persistenceEnabled = true
            sync.callbackQueue = queue
            sync.goOffline()
            _ = sync.reference(withPath: path).observe(.value) { snapshot in report(snapshot.childrenCount) }
        }
        first.wait()
        let (count, at) = result.get()!
        print(String(format: "value %lu %.6f %.6f", count, Double(at - launch) / 1e9, Double(at - firstReference) / 1e9))
        exit(0)
    }
}

/// A value shared between the main thread and callback queues.
final class LockedBox<Value: Sendable>: Sendable {
    private let lock: Lock<Value>
    init(_ value: Value) { lock = Lock(value) }
    func get() -> Value { lock.withLock { $0 } }
    func set(_ newValue: Value) { lock.withLock { $0 = newValue } }
}
