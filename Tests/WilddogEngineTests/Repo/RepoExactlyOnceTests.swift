import Foundation
import Synchronization
import Testing
@testable import WilddogEngine

/// Writes survive goOffline/goOnline toggling exactly once: the backend holds exactly the
/// acknowledged writes, and a transaction that committed never reports a network error.
@Suite struct RepoExactlyOnceTests {
    @Test func togglingTheConnectionDuringAWriteBurstAppliesEachAcknowledgedWriteOnce() {
        let id = uniqueAppId()
        let app = TestApp(appId: id)
        app.settle()
        let writes = 500, transactions = 100
        let acked = Atomic<Int>(0), failedWrites = Lock<[String]>([])
        let committed = Atomic<Int>(0), txDone = Atomic<Int>(0), txErrors = Lock<[String]>([])
        let stop = Atomic<Bool>(false)
        let toggler = DispatchQueue(label: "toggler")
        let toggling = DispatchGroup()
        toggler.async(group: toggling) {
            while !stop.load(ordering: .relaxed) {
                app.repo.goOffline()
                Thread.sleep(forTimeInterval: 0.0003)
                app.repo.goOnline()
                Thread.sleep(forTimeInterval: 0.0007)
            }
            app.repo.goOnline()
        }
        let increment = Node.leaf(.deferred(.increment(1)))
        for i in 0..<max(writes, transactions) {
            if i < writes {
                app.repo.update(.root, [(Path("counter"), increment), (Path("log/w\(i)"), .leaf(.bool(true)))]) { error in
                    if let error { failedWrites.withLock { $0.append(error.code.rawValue) } } else { acked.add(1, ordering: .relaxed) }
                }
            }
            if i < transactions {
                app.repo.runTransaction(Path("tx"), applyLocally: true, update: { current in
                    .leaf(.number((current.leafValue.flatMap { if case .number(let n) = $0 { n } else { nil } } ?? 0) + 1))
                }, completion: { error, didCommit, _ in
                    if didCommit { committed.add(1, ordering: .relaxed) }
                    if let error { txErrors.withLock { $0.append(error.code.rawValue) } }
                    txDone.add(1, ordering: .relaxed)
                })
            }
            if i % 25 == 0 { Thread.sleep(forTimeInterval: 0.001) }
        }
        let finished = waitUntil(30) {
            acked.load(ordering: .relaxed) + failedWrites.withLock { $0.count } == writes
                && txDone.load(ordering: .relaxed) == transactions
        }
        stop.store(true, ordering: .relaxed)
        toggling.wait()
        #expect(finished)
        app.settle()
        let server = app.server
        #expect(failedWrites.withLock { $0 } == [])
        #expect(acked.load(ordering: .relaxed) == writes)
        // Each acknowledged increment applied exactly once, each logged write present once.
        #expect(server.adminRead(Path("counter")) == .leaf(.number(Double(writes))))
        #expect(server.adminRead(Path("log")).childCount == writes)
        // Every committed transaction counted once; the others failed, none reported both.
        // (When every transaction failed, none ever wrote `tx`.)
        let tx = server.adminRead(Path("tx")), count = committed.load(ordering: .relaxed)
        #expect(tx == (count == 0 ? .empty : .leaf(.number(Double(count)))), "\(count) transactions committed")
        #expect(committed.load(ordering: .relaxed) + txErrors.withLock { $0.count } == transactions)
        #expect(txErrors.withLock { $0 }.allSatisfy { $0 == "disconnect" })
    }
}
