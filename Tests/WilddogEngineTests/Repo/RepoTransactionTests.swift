import Foundation
import Synchronization
import Testing
@testable import WilddogBackend
@testable import WilddogEngine

@Suite struct RepoTransactionTests {
    /// Increments a number (empty counts as 0).
    static func increment(_ current: Node) -> Node {
        if case .number(let n)? = current.leafValue { return .leaf(.number(n + 1)) }
        return .leaf(.number(1))
    }

    @Test func contendedCounterFromTwoAppsCountsEveryIncrement() {
        let id = uniqueAppId()
        let a = TestApp(appId: id), b = TestApp(appId: id)
        a.observe("counter", .value); b.observe("counter", .value)
        a.settle(); b.settle()
        let runs = Atomic<Int>(0), committed = Atomic<Int>(0)
        let perApp = 20
        // The server answers nothing until both apps have run every update on their own stale
        // copy (0): without this, one app could commit everything before the other starts, and
        // there would be no contention to count.
        let server = a.server
        server.queue.suspend()
        for app in [a, b] {
            for _ in 0..<perApp {
                app.repo.runTransaction(Path("counter"), applyLocally: true, update: { current in
                    runs.add(1, ordering: .relaxed)
                    return RepoTransactionTests.increment(current)
                }, completion: { error, ok, _ in
                    if ok && error == nil { committed.add(1, ordering: .relaxed) }
                })
            }
        }
        a.repo.queue.sync {}
        b.repo.queue.sync {}
        #expect(runs.load(ordering: .relaxed) == 2 * perApp)
        server.queue.resume()
        #expect(waitUntil(20) { committed.load(ordering: .relaxed) == 2 * perApp })
        #expect(a.server.adminRead(Path("counter")) == .leaf(.number(Double(2 * perApp))))
        // Contention forces reruns: the update function ran more often than it committed.
        #expect(runs.load(ordering: .relaxed) > 2 * perApp)
    }

    /// A sent transaction overridden by two sets before the server answers stays queued: the
    /// stale answer aborts it, so its completion runs and its write goes away (it used to be
    /// dropped by the second set, and then never completed).
    @Test func sentTransactionOverriddenTwiceStillCompletesWhenTheAnswerIsStale() {
        let app = TestApp(appId: uniqueAppId())
        let server = app.server
        app.settle()
        server.adminWrite(Path("a"), .leaf(.number(1)))
        server.queue.suspend()
        // Sent with the hash of the empty local data: the server finds it stale.
        app.repo.runTransaction(Path("a"), applyLocally: true, update: RepoTransactionTests.increment,
                                completion: { error, committed, _ in app.record("tx \(error?.code.rawValue ?? "nil") \(committed)") })
        app.repo.set(Path("a"), repoNode(5), completion: nil)
        app.repo.set(Path("a"), repoNode(6), completion: nil)
        app.repo.queue.sync {}
        server.queue.resume()
        #expect(waitUntil { app.log.contains("tx set false") }, "\(app.log)")
        app.settle()
        #expect(app.repo.queue.sync { app.repo.syncTree.pendingWriteTree.allWrites.isEmpty })
        #expect(server.adminRead(Path("a")) == .leaf(.number(6)))
    }

    @Test func abortingReturnsNotCommittedWithoutErrorAndTheCurrentData() {
        let app = TestApp(appId: uniqueAppId())
        app.repo.set(Path("v"), repoNode(3), completion: nil)
        app.repo.keepSynced(Path("v"), .default, true)
        app.settle()
        app.repo.runTransaction(Path("v"), applyLocally: true, update: { _ in nil }, completion: { error, committed, snap in
            app.record("\(error == nil) \(committed) \(snap.map(TestApp.describe) ?? "nil")")
        })
        #expect(waitUntil { app.log == ["true false 3"] }, "\(app.log)")
    }

    @Test func givesUpAfterTwentyFiveRetriesWithMaxRetries() {
        let app = TestApp(appId: uniqueAppId())
        let server = app.server
        let tries = Atomic<Int>(0)
        app.observe("c", .value)
        app.settle()
        app.repo.runTransaction(Path("c"), applyLocally: true, update: { current in
            let n = tries.add(1, ordering: .relaxed).newValue
            // Another writer changes the value behind every attempt.
            server.adminWrite(Path("c"), .leaf(.string("other \(n)")))
            return .leaf(.number(Double(n)))
        }, completion: { error, committed, _ in
            app.record("done \(error?.code.rawValue ?? "nil") \(committed)")
        })
        #expect(waitUntil(20) { app.log.contains { $0.hasPrefix("done") } })
        #expect(app.log.last { $0.hasPrefix("done") } == "done maxretry false")
        #expect(tries.load(ordering: .relaxed) == 25)
    }

    @Test func aSetAbortsUnsentTransactionsAtOnceAndSentOnesOnlyIfTheyComeBackStale() {
        let app = TestApp(appId: uniqueAppId())
        app.repo.goOffline()
        app.settle()
        // The first transaction is handed to the connection (sent); the second waits for it.
        for name in ["first", "second"] {
            app.repo.runTransaction(Path("t"), applyLocally: true, update: { _ in .leaf(.string(name)) },
                                    completion: { error, committed, _ in
                app.record("\(name) \(error?.code.rawValue ?? "nil") \(committed)")
            })
        }
        app.repo.set(Path("t"), repoNode("set wins"), completion: { _ in app.record("set done") })
        #expect(waitUntil { app.log.contains("second set false") })
        #expect(!app.log.contains { $0.hasPrefix("first") })
        app.repo.goOnline()
        // The sent transaction reached the server before the set and was accepted there.
        #expect(waitUntil { app.log.contains("set done") })
        #expect(app.log == ["second set false", "first nil true", "set done"])
        #expect(app.server.adminRead(Path("t")) == .leaf(.string("set wins")))
    }

    @Test func withoutLocalEventsObserversOnlySeeTheCommittedValue() {
        let app = TestApp(appId: uniqueAppId())
        app.observe("h", .value)
        app.settle()
        app.repo.runTransaction(Path("h"), applyLocally: false, update: { _ in .leaf(.string("hello!")) }, completion: { _, ok, _ in
            app.record("committed \(ok)")
        })
        #expect(waitUntil { app.log.contains("committed true") })
        #expect(app.log == ["value h nil null", "value h nil \"hello!\"", "committed true"])
    }
}

extension RepoTransactionTests {
    @Test func runsFirstOnNullWhenNothingIsCachedThenOnTheServerData() {
        let id = uniqueAppId()
        EmbeddedServerRegistry.shared.server(for: id).adminWrite(Path("n"), .leaf(.number(41)))
        let app = TestApp(appId: id)
        let inputs = Lock<[String]>([])
        app.repo.runTransaction(Path("n"), applyLocally: true, update: { current in
            inputs.withLock { $0.append(TestApp.describe(current)) }
            return RepoTransactionTests.increment(current)
        }, completion: { error, committed, snapshot in
            app.record("\(error == nil) \(committed) \(snapshot.map(TestApp.describe) ?? "nil")")
        })
        #expect(waitUntil { app.log == ["true true 42"] })
        #expect(inputs.withLock { $0 } == ["null", "41"])
    }
}

extension RepoTransactionTests {
    @Test func aSentTransactionFailsWithDisconnectedWhenTheConnectionGoesAway() {
        let id = uniqueAppId()
        let server = EmbeddedServerRegistry.shared.server(for: id)
        let app = TestApp(appId: id)
        app.settle()
        // Hold the server queue so the transaction's put is sent but not answered yet.
        let release = DispatchSemaphore(value: 0)
        server.queue.async { release.wait() }
        app.repo.runTransaction(Path("d"), applyLocally: true, update: { _ in .leaf(.number(1)) }, completion: { error, committed, _ in
            app.record("\(error?.code.rawValue ?? "nil") \(committed)")
        })
        app.repo.queue.sync {}
        app.repo.goOffline()
        app.repo.queue.sync {}
        release.signal()
        #expect(waitUntil { app.log == ["disconnect false"] })
    }
}
