import Dispatch
import Foundation
import Synchronization
import WilddogEngine

/// Client persistence (issue 13): local write throughput with the SQLite store on and off, the
/// cold start of a new process to the first cached `value` event of a 100k-child query, and
/// the store's bytes per child.
enum PersistenceBenchmark {
    static let coldStartChildren = 100_000

    static func run() {
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

        let (appId, fileBytes) = prepareColdStartStore()
        print(String(format: "  store of a %d-child list: %d bytes, %.1f bytes per child",
                     coldStartChildren, fileBytes, Double(fileBytes) / Double(coldStartChildren)))
        var starts: [Double] = []
        for _ in 0..<3 {
            if let seconds = coldStart(directory: directory, appId: appId) { starts.append(seconds) }
        }
        if starts.isEmpty {
            print("  cold start: the child process failed")
        } else {
            print(String(format: "  cold start, process launch to first cached value event (%d children, offline): best %.3f s  (runs: %@)",
                         coldStartChildren, starts.min()!, starts.map { String(format: "%.3f", $0) }.joined(separator: ", ")))
        }
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

    /// An app's store holding a complete `coldStartChildren`-child list, written the way a
    /// listener caches it; returns the app id and the database size.
    static func prepareColdStartStore() -> (String, Int) {
        let appId = "benchcold\(UUID().uuidString.prefix(8).lowercased())"
        var children: [NamedNode] = []
        children.reserveCapacity(coldStartChildren)
        for i in 0..<coldStartChildren {
            let value = Node.empty.updatingImmediateChild(ChildKey("n"), .leaf(.number(Double(i))))
                .updatingImmediateChild(ChildKey("title"), .leaf(.string("title \(i)")))
            children.append(NamedNode(ChildKey(String(format: "item%07d", i)), value))
        }
        children.sort { ChildKey.compare($0.name, $1.name) < 0 }
        EmbeddedServerRegistry.shared.server(for: appId)
            .adminWrite(Path("items"), .children(ChildrenNode(sortedChildren: children, priority: nil)))
        let queue = DispatchQueue(label: "bench.prepare")
        let persistence = PersistenceManager.open(appId: appId, cacheSizeBytes: 100 << 20, queue: queue)
        let repo = Repo(appId: appId, baseURL: "https://\(appId).wilddogio.com",
                        callbackQueue: DispatchQueue(label: "bench.prepare.callbacks"), queue: queue, persistence: persistence)
        let loaded = Atomic<Bool>(false)
        _ = repo.observe(Path("items"), .default, .value, handler: { snapshot, _ in
            if snapshot.node.childCount == coldStartChildren { loaded.store(true, ordering: .relaxed) }
        }, cancel: nil)
        RepoBenchmark.wait { loaded.load(ordering: .relaxed) }
        repo.close()
        queue.sync {}
        usleep(100_000)
        let url = PersistenceLocation.databaseURL(appId: appId)
        var bytes = 0
        for suffix in ["", "-wal"] {
            let size = (try? FileManager.default.attributesOfItem(atPath: url.path + suffix)[.size] as? Int) ?? nil
            bytes += size ?? 0
        }
        return (appId, bytes)
    }

    /// Launches this benchmark as a new process that opens the store offline and observes the
    /// list; seconds from launch until it reports the first value event.
    static func coldStart(directory: URL, appId: String) -> Double? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        if !FileManager.default.isExecutableFile(atPath: process.executableURL!.path) {
            process.executableURL = Bundle.main.executableURL
        }
        process.arguments = ["persistence-child", directory.path, appId]
        let pipe = Pipe()
        process.standardOutput = pipe
        let start = ContinuousClock.now
        do { try process.run() } catch { return nil }
        let reader = pipe.fileHandleForReading
        var buffer = Data()
        while !String(decoding: buffer, as: UTF8.self).contains("\n") {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            buffer += chunk
        }
        let elapsed = ContinuousClock.now - start
        process.waitUntilExit()
        let line = String(decoding: buffer, as: UTF8.self)
        guard line.hasPrefix("value \(coldStartChildren)") else { return nil }
        return RepoBenchmark.seconds(elapsed)
    }

    /// The child of `coldStart`: opens the store with no server reachable, observes the list and
    /// prints `value <children>` at the first value event.
    static func coldStartChild() {
        let arguments = CommandLine.arguments
        guard arguments.count == 4 else { exit(2) }
        PersistenceLocation.setDirectory(URL(fileURLWithPath: arguments[2]))
        let appId = arguments[3]
        let queue = DispatchQueue(label: "child.repo")
        let persistence = PersistenceManager.open(appId: appId, cacheSizeBytes: 100 << 20, queue: queue)
        let repo = Repo(appId: appId, baseURL: "https://\(appId).wilddogio.com", transport: UnreachableTransport(),
                        queue: queue, persistence: persistence)
        let done = DispatchSemaphore(value: 0)
        _ = repo.observe(Path("items"), .default, .value, handler: { snapshot, _ in
            print("value \(snapshot.node.childCount)")
            done.signal()
        }, cancel: nil)
        done.wait()
        exit(0)
    }
}

/// A transport whose server is never reached (the app is offline).
struct UnreachableTransport: ServerTransport {
    final class Link: ServerConnection {
        func send(_ request: WireRequest, id: WireRequestID?, reply: @escaping @Sendable (WireResponse) -> Void) {}
        func close() {}
    }

    func connect(appId: String, delegate: any ServerConnectionDelegate, queue: DispatchQueue) -> any ServerConnection {
        Link()
    }
}
