import Foundation
import Testing
import WilddogTestSupport
import WilddogServer
import WilddogSync

/// A transaction's completion, recorded.
struct TransactionOutcome {
    let error: NSError?
    let committed: Bool
    let snapshot: WDGDataSnapshot?
}

extension SyncTestApp {
    /// Runs a transaction at `path` and waits for its completion.
    func transaction(_ path: String, localEvents: Bool = true, sourceLocation: SourceLocation = #_sourceLocation,
                     _ block: @escaping (WDGMutableData) -> WDGTransactionResult) async -> TransactionOutcome? {
        let done = Expectation<TransactionOutcome>()
        ref(path).runTransactionBlock(block, andCompletionBlock: { error, committed, snapshot in
            done.fulfill(TransactionOutcome(error: error as NSError?, committed: committed, snapshot: snapshot))
        }, withLocalEvents: localEvents)
        return await done.value(sourceLocation: sourceLocation)
    }
}

@Suite struct TransactionTests {
    @Test func commitIncrementsFromEmpty() async throws {
        let t = SyncTestApp()
        let outcome = try #require(await t.transaction("count") { data in
            let current = data.value as? Int ?? 0
            data.value = current + 1
            return .success(withValue: data)
        })
        #expect(outcome.error == nil)
        #expect(outcome.committed)
        #expect(outcome.snapshot?.value as? Int == 1)
        #expect(outcome.snapshot?.key == "count")
        #expect(t.serverValue("count") == "1")
    }

    @Test func blockSeesNSNullForEmptyData() async throws {
        let t = SyncTestApp()
        let sawNull = Expectation<Bool>()
        _ = await t.transaction("empty") { data in
            sawNull.fulfill(data.value is NSNull)
            return .abort()
        }
        #expect(sawNull.all.first == true)
    }

    @Test func abortCompletesUncommittedWithoutError() async throws {
        let t = SyncTestApp()
        await t.set("a", "keep")
        // With the location observed, the block's first run already sees the server data.
        t.record(t.ref("a"), [.value])
        await t.waitFor("value a nil \"keep\"")
        let outcome = try #require(await t.transaction("a") { data in
            data.value = "discard"
            return .abort()
        })
        #expect(outcome.error == nil)
        #expect(!outcome.committed)
        #expect(outcome.snapshot?.value as? String == "keep")
        #expect(t.serverValue("a") == #""keep""#)
    }

    @Test func mutableDataReadsAndWritesChildren() async throws {
        let t = SyncTestApp()
        await t.write { t.ref("m").setValue(["a": ["x": 1], "b": 2], andPriority: 9, withCompletionBlock: $0) }
        let seen = Log()
        let outcome = try #require(await t.transaction("m") { data in
            seen.record("key=\(data.key ?? "nil") count=\(data.childrenCount) children=\(data.hasChildren())")
            seen.record("hasA/x=\(data.hasChild(atPath: "a/x")) hasC=\(data.hasChild(atPath: "c")) bad=\(data.hasChild(atPath: "a.b"))")
            for case let child as WDGMutableData in data.children { seen.record("child \(child.key ?? "nil")") }
            seen.record("priority=\(data.priority as? Int ?? -1)")
            let x = data.childData(byAppendingPath: "a/x")
            seen.record("x key=\(x.key ?? "nil") value=\(json(x.value))")
            x.value = 10
            data.childData(byAppendingPath: "c").value = ["d": true]
            data.childData(byAppendingPath: "b").priority = "pb"
            return .success(withValue: data)
        })
        #expect(outcome.committed)
        #expect(seen.all.contains("key=nil count=2 children=true"))
        #expect(seen.all.contains("hasA/x=true hasC=false bad=false"))
        #expect(seen.all.contains("child a") && seen.all.contains("child b"))
        #expect(seen.all.contains("priority=9"))
        #expect(seen.all.contains("x key=x value=1"))
        #expect(json(t.server.exportedData(at: "m")) == #"{".priority":9,"a":{"x":10},"b":{".priority":"pb",".value":2},"c":{"d":true}}"#)
    }

    @Test func settingTheValueClearsThePriority() async throws {
        let t = SyncTestApp()
        await t.write { t.ref("p").setValue(1, andPriority: 5, withCompletionBlock: $0) }
        _ = await t.transaction("p") { data in
            data.value = 2
            return .success(withValue: data)
        }
        #expect(json(t.server.exportedData(at: "p")) == "2")
        _ = await t.transaction("p") { data in
            data.priority = "z"
            return .success(withValue: data)
        }
        #expect(json(t.server.exportedData(at: "p")) == #"{".priority":"z",".value":2}"#)
    }

    @Test func invalidValueInTheBlockAbortsWithInvalidParameters() async throws {
        let t = SyncTestApp()
        await t.set("v", 1)
        let outcome = try #require(await t.transaction("v") { data in
            data.value = ["bad.key": 1]
            return .success(withValue: data)
        })
        #expect(!outcome.committed)
        #expect(outcome.error?.code == 26106)
        #expect(outcome.error?.localizedDescription.hasPrefix("setValue: failed: value argument contains an invalid key") == true)
        #expect(outcome.snapshot == nil)
        let priority = try #require(await t.transaction("v") { data in
            data.priority = true
            return .success(withValue: data)
        })
        #expect(priority.error?.code == 26106)
        let path = try #require(await t.transaction("v") { data in
            data.childData(byAppendingPath: "x$y").value = 3
            return .success(withValue: data)
        })
        #expect(path.error?.code == 26106)
        #expect(t.serverValue("v") == "1")
    }

    @Test func localEventsShowTheResultAtOnceUnlessDisabled() async throws {
        let t = SyncTestApp()
        await t.set("c", 0)
        t.record(t.ref("c"), [.value])
        await t.waitFor("value c nil 0")
        try t.server.setRules(#"{"rules": {".read": true, ".write": false}}"#)
        let visible = try #require(await t.transaction("c") { data in
            data.value = 1
            return .success(withValue: data)
        })
        #expect(visible.error?.code == 26101)
        #expect(t.log.all == ["value c nil 0", "value c nil 1", "value c nil 0"])
        t.log.clear()
        let hidden = try #require(await t.transaction("c", localEvents: false) { data in
            data.value = 2
            return .success(withValue: data)
        })
        #expect(hidden.error?.code == 26101)
        await t.settle()
        #expect(t.log.all.isEmpty)
    }

    @Test func aWriteFromASecondAppMakesTheBlockRerunOnTheNewValue() async throws {
        let a = SyncTestApp(), b = SyncTestApp(appId: a.appId)
        await a.set("n", 0)
        a.record(a.ref("n"), [.value])
        await a.waitFor("value n nil 0")
        a.sync.goOffline()
        let seen = Log()
        let done = Expectation<TransactionOutcome>()
        a.ref("n").runTransactionBlock({ data in
            seen.record(json(data.value))
            data.value = (data.value as? Int ?? 0) + 1
            return .success(withValue: data)
        }, andCompletionBlock: { error, committed, snapshot in
            done.fulfill(TransactionOutcome(error: error as NSError?, committed: committed, snapshot: snapshot))
        })
        await b.set("n", 100)
        a.sync.goOnline()
        let outcome = try #require(await done.value())
        #expect(outcome.committed)
        #expect(outcome.snapshot?.value as? Int == 101)
        #expect(seen.all.first == "0")
        #expect(seen.all.last == "100")
        #expect(a.serverValue("n") == "101")
    }

    @Test func setOnTheLocationOverridesAPendingTransaction() async throws {
        let t = SyncTestApp()
        await t.set("o", 1)
        t.sync.goOffline()
        let done = Expectation<TransactionOutcome>()
        t.ref("o").runTransactionBlock({ data in
            data.value = 2
            return .success(withValue: data)
        }, andCompletionBlock: { error, committed, snapshot in
            done.fulfill(TransactionOutcome(error: error as NSError?, committed: committed, snapshot: snapshot))
        })
        t.ref("o").setValue(3)
        t.sync.goOnline()
        let outcome = try #require(await done.value())
        #expect(outcome.error?.code == 26204)
        #expect(outcome.error?.wdgSync_errorCode() == .transactionOverridden)
        #expect(!outcome.committed)
        #expect(await eventually { t.serverValue("o") == "3" })
    }

    @Test func transactionWithoutCompletionCommits() async {
        let t = SyncTestApp()
        t.ref("plain").runTransactionBlock { data in
            data.value = "done"
            return .success(withValue: data)
        }
        #expect(await eventually { t.serverValue("plain") == #""done""# })
    }

    @Test func transactionsOnInvalidReferencesFail() async throws {
        let t = SyncTestApp()
        let info = try #require(await t.transaction(".info/x") { .success(withValue: $0) })
        #expect(info.error?.code == 26106)
        let done = Expectation<Int>()
        t.ref("a").child("b#").runTransactionBlock({ .success(withValue: $0) }, andCompletionBlock: { error, _, _ in
            done.fulfill((error as NSError?)?.code ?? 0)
        })
        #expect(await done.value() == 26106)
    }
}
