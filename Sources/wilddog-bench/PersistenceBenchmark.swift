import Dispatch
import Foundation
import Synchronization
import WilddogEngine

/// Client persistence (issue 13): local write throughput with the SQLite store on and off;
/// then persistence at scale through the public APIs (issue 26, `PersistenceScaleBenchmark`:
/// write+ack of many children, cold start to cached data; store bytes per child).
enum PersistenceBenchmark {
    static func run() {
        // `wilddog-bench persistence scale [n…]`: only the scale figures, for the sizes given.
        let arguments = CommandLine.arguments.dropFirst(2)
        // `wilddog-bench persistence cold [n…]`: only the cold starts.
        if arguments.first == "scale" || arguments.first == "cold" {
            let sizes = arguments.dropFirst().compactMap { Int($0) }
            PersistenceScaleBenchmark.run(sizes: sizes.isEmpty ? PersistenceScaleBenchmark.defaultSizes : sizes,
                                          coldOnly: arguments.first == "cold")
            return
        }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("wilddog-bench-persistence-\(UUID().uuidString.prefix(8))")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        PersistenceLocation.setDirectory(directory)
        print("persistence: SQLite store (WAL, batched transactions) vs in memory; callbacks on private serial queues")

        let writes = 20_000
        // Alternate the two modes (best of 3 each: host noise only adds time).
        var off: [(local: Double, acked: Double)] = [], on: [(local: Double, acked: Double)] = []
        for _ in 0..<3 {
            off.append(localWrites(writes, persistent: false))
            on.append(localWrites(writes, persistent: true))
        }
        let offLocal = off.map(\.local).max()!, onLocal = on.map(\.local).max()!
        let offAcked = off.map(\.acked).max()!, onAcked = on.map(\.acked).max()!
        print(String(format: "  local writes/s (%d sets of one location, until the last local event): in memory %9.0f, persistent %9.0f  ratio %.2f",
                     writes, offLocal, onLocal, onLocal / offLocal))
        print(String(format: "  acked writes/s (same sets, until the last completion):  in memory %9.0f, persistent %9.0f  ratio %.2f",
                     offAcked, onAcked, onAcked / offAcked))

        PersistenceScaleBenchmark.run()
    }

    /// Sets one location `count` times (as `wilddog-bench repo` does, so the figure is not the
    /// pending-write tree's); rates until the last local event and the last completion.
    static func localWrites(_ count: Int, persistent: Bool) -> (local: Double, acked: Double) {
        let appId = "benchp\(UUID().uuidString.prefix(8).lowercased())"
        let queue = DispatchQueue(label: "bench.repo.\(appId)")
        let persistence = persistent ? PersistenceManager.open(appId: appId, cacheSizeBytes: 100 << 20, queue: queue) : nil
        let repo = Repo(appId: appId, baseURL: "https://\(appId).wilddogio.com",
                        callbackQueue: DispatchQueue(label: "bench.callbacks.\(appId)"), queue: queue, persistence: persistence)
        let events = Atomic<Int>(0), acks = Atomic<Int>(0)
        // Every set changes the value: one value event per write.
        _ = repo.observe(Path("feed/item"), .default, .value, handler: { _, _ in events.add(1, ordering: .relaxed) }, cancel: nil)
        let primed = Atomic<Bool>(false)
        repo.set(Path("feed/item"), .leaf(.number(-1)), completion: { _ in primed.store(true, ordering: .relaxed) })
        RepoBenchmark.wait { primed.load(ordering: .relaxed) }
        var local = ContinuousClock.now
        let start = ContinuousClock.now
        for i in 0..<count {
            repo.set(Path("feed/item"), .leaf(.number(Double(i))), completion: { _ in
                acks.add(1, ordering: .relaxed)
            })
        }
        RepoBenchmark.wait { events.load(ordering: .relaxed) >= count + 1 }
        local = ContinuousClock.now
        RepoBenchmark.wait { acks.load(ordering: .relaxed) >= count }
        let acked = ContinuousClock.now
        repo.close()
        queue.sync {}
        try? PersistenceLocation.removeStore(appId: appId)
        return (Double(count) / RepoBenchmark.seconds(local - start), Double(count) / RepoBenchmark.seconds(acked - start))
    }
}
