import Foundation
import Testing
@testable import WilddogEngine

/// The store's work per acknowledged write and per pruned query, counted in SQL statements (not
/// timed): an acknowledged write costs its pending-write rows, one cache row (and the range
/// delete below it) and one tracked-query row; pruning a query whose data has nothing kept
/// below it costs one statement for its data and one for its row, whatever else is cached.
@Suite struct PersistenceCostTests {
    @Test func pruningQueriesWithNothingKeptBelowCostsTwoStatementsEach() throws {
        PersistenceTestDirectory.ensure()
        let url = PersistenceLocation.databaseURL(appId: uniqueAppId())
        let n = 3_000
        try TrackedQueryBoundTests.storeOfAckedChildren(url, n)
        let storage = try PersistenceStorage(fileURL: url)
        defer { storage.close() }
        try storage.begin()
        let tracked = try TrackedQueryManager(storage: storage, clock: { Double(n) })
        let before = storage.statementsRun
        let forest = try tracked.pruneOldQueries(percent: PersistenceManager.percentOfQueriesToPruneAtOnce,
                                                 maxToKeep: PersistenceManager.maxNumberOfQueriesToKeep)
        try storage.pruneCache(forest)
        let statements = storage.statementsRun - before
        try storage.commit()
        let pruned = n - PersistenceManager.maxNumberOfQueriesToKeep
        // One tracked-query row and one range of cache rows per pruned query (no scan of the
        // cache, no key rows for default queries, which have none).
        #expect(statements == 2 * pruned)
        #expect(try storage.trackedQueries().count == PersistenceManager.maxNumberOfQueriesToKeep)
        let kept = try storage.serverCache(Path("list"))
        #expect(kept.childCount == PersistenceManager.maxNumberOfQueriesToKeep)
        #expect(kept.immediateChild(ChildKey("c\(n - 1)")) == .leaf(.number(Double(n - 1))))
        #expect(kept.immediateChild(ChildKey("c\(pruned - 1)")) == .empty)
        #expect(kept.immediateChild(ChildKey("c\(pruned)")) == .leaf(.number(Double(pruned))))
    }

    @Test func pruningKeepsWhatIsKeptBelowAPrunedLocationAndLeavesOtherRowsAlone() throws {
        PersistenceTestDirectory.ensure()
        let storage = try PersistenceStorage(fileURL: PersistenceLocation.databaseURL(appId: uniqueAppId()))
        defer { storage.close() }
        try storage.overwriteServerCache(Path("a"), node("{\"keep\":{\"x\":1},\"drop\":{\"y\":2}}"))
        try storage.overwriteServerCache(Path("a/keep/z"), node("5"))
        try storage.overwriteServerCache(Path("b/c"), node("{\"d\":3}"))
        try storage.overwriteServerCache(Path("b/e"), node("6"))
        try storage.overwriteServerCache(Path("bb"), node("7"))
        let forest = PruneForest().prune(Path("a")).prune(Path("b/c")).keep(Path("a/keep"))
        try storage.pruneCache(forest)
        #expect(try canonicalJSON(storage.serverCache(.root).exportValue)
            == "{\"a\":{\"keep\":{\"x\":1,\"z\":5}},\"b\":{\"e\":6},\"bb\":7}")
    }

    @Test func acknowledgedWritesCostAFixedNumberOfStatementsEach() throws {
        let id = uniqueAppId()
        let writes = 1_200
        let app = TestApp.persistent(id, pruneCheckInterval: 100)
        app.settle()
        let before = app.repo.queue.sync { app.persistence!.statementsRun }
        let done = Lock<Bool?>(nil)
        for i in 0..<writes {
            app.repo.set(Path("acked/c\(i)"), repoNode(["n": i]),
                         completion: i == writes - 1 ? { error in done.withLock { $0 = error == nil } } : nil)
        }
        #expect(waitUntil(60) { done.withLock { $0 } != nil })
        #expect(done.withLock { $0 } == true)
        app.settle()
        let statements = app.repo.queue.sync { app.persistence!.statementsRun } - before
        app.shutDown()

        let storage = try PersistenceStorage(fileURL: PersistenceLocation.databaseURL(appId: id))
        defer { storage.close() }
        let remaining = try storage.trackedQueries().count
        #expect(remaining <= PersistenceManager.maxNumberOfQueriesToKeep + 100)
        #expect(try storage.userWrites().isEmpty)
        let pruned = writes - remaining
        let checks = writes / 100
        // Per write at most: its pending-write row saved and deleted, the cache range delete and
        // row, the tracked-query row; per pruned query two statements; per check the cache
        // size, read before and after a prune.
        #expect(statements <= 5 * writes + 2 * pruned + 2 * checks)
    }
}
