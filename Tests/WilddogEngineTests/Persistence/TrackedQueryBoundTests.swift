import Foundation
import Testing
@testable import WilddogBackend
@testable import WilddogEngine

/// Tracked queries at scale: loading, updating and pruning 100k of them copies no tree (counted,
/// not timed), and acknowledged writes keep their number bounded as Firebase does (prunable
/// queries beyond 1000 are pruned at the next check, acknowledged writes counting as server
/// updates) without losing what keepSynced and active listeners need.
@Suite struct TrackedQueryBoundTests {
    static let n = 100_000

    static func childPath(_ i: Int) -> Path { Path("list/c\(i)") }

    /// A store holding `n` acknowledged children of `list`, each with its complete tracked query
    /// (what n acknowledged writes without a listener leave), the newest last.
    static func storeOfAckedChildren(_ url: URL, _ n: Int) throws {
        let storage = try PersistenceStorage(fileURL: url)
        defer { storage.close() }
        try storage.begin()
        for i in 0..<n {
            try storage.overwriteServerCache(childPath(i), .leaf(.number(Double(i))))
            try storage.saveTrackedQuery(TrackedQuery(id: Int64(i + 1), path: childPath(i), queryId: TrackedQuery.defaultId,
                                                      lastUse: Double(i), complete: true, active: false))
        }
        try storage.commit()
    }

    @Test func loadingUpdatingAndPruning100kTrackedQueriesCopiesNoTree() throws {
        PersistenceTestDirectory.ensure()
        let url = PersistenceLocation.databaseURL(appId: uniqueAppId())
        try Self.storeOfAckedChildren(url, Self.n)
        let storage = try PersistenceStorage(fileURL: url)
        defer { storage.close() }
        try storage.begin()
        let clock = Lock(Double(Self.n))
        let (tracked, loading) = try ImmutableTreeCopies.count {
            try TrackedQueryManager(storage: storage, clock: { clock.withLock { $0 += 1; return $0 } })
        }
        #expect(loading.copies == 0)
        #expect(tracked.prunableCount == Self.n)

        // Marking queries used, active, complete: in place.
        let (_, updating) = try ImmutableTreeCopies.count {
            for i in stride(from: 0, to: Self.n, by: 100) { try tracked.setActive(Self.childPath(i), .default, true) }
            for i in stride(from: 0, to: Self.n, by: 100) { try tracked.setActive(Self.childPath(i), .default, false) }
            try tracked.ensureCompleteTrackedQuery(Path("other"))
        }
        #expect(updating.copies == 0)

        let (forest, pruning) = try ImmutableTreeCopies.count {
            let forest = try tracked.pruneOldQueries(percent: PersistenceManager.percentOfQueriesToPruneAtOnce,
                                                     maxToKeep: PersistenceManager.maxNumberOfQueriesToKeep)
            try storage.pruneCache(forest)
            return forest
        }
        try storage.commit()
        #expect(pruning.copies == 0)
        #expect(forest.prunesAnything)
        #expect(tracked.prunableCount == PersistenceManager.maxNumberOfQueriesToKeep)
        #expect(try storage.trackedQueries().count == PersistenceManager.maxNumberOfQueriesToKeep)
        // The most recently used stay: "other", then the queries used just now (c0 used first
        // goes); the children never used since loading go.
        let kept = try storage.serverCache(Path("list"))
        #expect(kept.childCount == PersistenceManager.maxNumberOfQueriesToKeep - 1)
        #expect(kept.immediateChild(ChildKey("c100")) == .leaf(.number(100)))
        #expect(kept.immediateChild(ChildKey("c0")) == .empty)
        #expect(kept.immediateChild(ChildKey("c\(Self.n - 1)")) == .empty)
        #expect(try storage.serverCache(Self.childPath(Self.n - 100)) == .leaf(.number(Double(Self.n - 100))))
    }

    @Test func acknowledgedWritesKeepTrackedQueriesBoundedAndKeepWhatListenersNeed() throws {
        let id = uniqueAppId()
        let server = EmbeddedServerRegistry.shared.server(for: id)
        server.adminWrite(Path("kept"), repoNode(["a": 1]))
        server.adminWrite(Path("live"), repoNode(["b": 2]))
        let writes = 1_600
        let first = TestApp.persistent(id, pruneCheckInterval: 100)
        first.repo.keepSynced(Path("kept"), .default, true)
        first.observe("live", .value)
        #expect(waitUntil { first.log.count == 1 })
        let done = Lock<Bool?>(nil)
        for i in 0..<writes {
            first.repo.set(Path("acked/c\(i)"), repoNode(i),
                           completion: i == writes - 1 ? { error in done.withLock { $0 = error == nil } } : nil)
        }
        #expect(waitUntil(60) { done.withLock { $0 } != nil })
        #expect(done.withLock { $0 } == true)
        first.settle()
        first.shutDown()

        let url = PersistenceLocation.databaseURL(appId: id)
        do {
            let storage = try PersistenceStorage(fileURL: url)
            defer { storage.close() }
            let queries = try storage.trackedQueries()
            // At most the bound plus the writes since the last check, plus the two listeners'.
            #expect(queries.count <= PersistenceManager.maxNumberOfQueriesToKeep + 100 + 2)
            #expect(queries.count < writes)
            #expect(queries.contains { $0.path == Path("kept") && $0.active && $0.complete })
            #expect(queries.contains { $0.path == Path("live") && $0.active && $0.complete })
        }

        // The next process, offline: listened and kept data and the newest writes come back.
        let second = TestApp.persistent(id, online: false)
        second.observe("kept", .value, label: "kept ")
        second.observe("live", .value, label: "live ")
        second.observe("acked/c\(writes - 1)", .value, label: "newest ")
        second.settle()
        #expect(second.log.contains("kept value kept nil {\"a\":1}"))
        #expect(second.log.contains("live value live nil {\"b\":2}"))
        #expect(second.log.contains("newest value c\(writes - 1) nil \(writes - 1)"))
        second.shutDown()
    }
}
