import Foundation
import Testing
import WilddogTestSupport
import WilddogServer
import WilddogSync

/// Data fidelity and input hardening through the 2.x API (issue 11): exact 64-bit integers,
/// normalisation-distinct keys, whole-millisecond timestamps, observer removal, URLs, deep and
/// cyclic values, server-value shapes.
@Suite struct FidelityTests {
    static let big: Int64 = 9_007_199_254_740_993

    @Test func integersThatFitInInt64RoundTripExactly() async throws {
        let t = SyncTestApp()
        #expect(await t.set("a", Self.big) == nil)
        #expect(await t.write { t.ref("b").updateChildValues(["max": Int64.max, "min": Int64.min], withCompletionBlock: $0) } == nil)
        #expect(await t.write { t.ref("p").setValue("v", andPriority: Self.big, withCompletionBlock: $0) } == nil)
        let a = await t.snapshot(t.ref("a")), b = await t.snapshot(t.ref("b")), p = await t.snapshot(t.ref("p"))
        #expect((a?.value as? NSNumber)?.int64Value == Self.big)
        #expect((b?.childSnapshot(forPath: "max").value as? NSNumber)?.int64Value == Int64.max)
        #expect((b?.childSnapshot(forPath: "min").value as? NSNumber)?.int64Value == Int64.min)
        #expect((p?.priority as? NSNumber)?.int64Value == Self.big)
        #expect(((t.server.data(at: "a")) as? NSNumber)?.int64Value == Self.big)
        let done = Expectation<Bool>()
        t.ref("a").runTransactionBlock({ data in
            if let n = data.value as? NSNumber { data.value = n.int64Value + 2 }
            return .success(withValue: data)
        }, andCompletionBlock: { error, committed, _ in done.fulfill(error == nil && committed) })
        #expect(await done.value() == true)
        #expect((t.server.data(at: "a") as? NSNumber)?.int64Value == Self.big + 2)
        // Ordering still compares by value.
        #expect(await t.set("o", ["x": Self.big, "y": 9_007_199_254_740_992.0, "z": Int64.max]) == nil)
        let ordered = await t.snapshot(t.ref("o").queryOrderedByValue())
        #expect(ordered?.children.allObjects.compactMap { ($0 as? WDGDataSnapshot)?.key } == ["y", "x", "z"])
    }

    @Test func priorityWrittenInAnUpdateLandsOnTheLocationItCreates() async throws {
        let t = SyncTestApp()
        let ref = t.ref("x")
        ref.observe(.value) { [log = t.log] snapshot in log.record("\(json(snapshot.value)) \(snapshot.priority ?? "none")") }
        await t.waitFor("null none")
        #expect(await t.write { t.root.updateChildValues(["x/.priority": 1, "x/y": 2], withCompletionBlock: $0) } == nil)
        #expect(json(t.server.exportedData(at: "x")) == #"{".priority":1,"y":2}"#)
        await t.settle()
        #expect(t.log.all == ["null none", #"{"y":2} 1"#])
        let other = SyncTestApp(appId: t.appId)
        #expect(await other.snapshot(other.ref("x"))?.priority as? Int == 1)
    }

    @Test func keysDifferingOnlyByNormalisationStayDistinct() async throws {
        let t = SyncTestApp()
        #expect(await t.set("k/\u{E9}", 1) == nil)
        #expect(await t.set("k/e\u{301}", 2) == nil)
        let value = try #require(await t.snapshot(t.ref("k"))?.value as? NSDictionary)
        #expect(value.count == 2)
        // Written back, the dictionary keeps both keys.
        #expect(await t.set("copy", value) == nil)
        let copy = await t.snapshot(t.ref("copy"))
        #expect(copy?.childrenCount == 2)
        #expect(copy?.childSnapshot(forPath: "\u{E9}").value as? Int == 1)
        #expect(copy?.childSnapshot(forPath: "e\u{301}").value as? Int == 2)
    }

    @Test func serverTimestampsAreWholeMilliseconds() async throws {
        let t = SyncTestApp()
        t.server.setClock { Date(timeIntervalSince1970: 1_795_486_490.1422668) }
        #expect(await t.set("t", WDGServerValue.timestamp()) == nil)
        #expect((t.server.data(at: "t") as? NSNumber)?.int64Value == 1_795_486_490_142)
        #expect((t.server.data(at: "t") as? NSNumber)?.doubleValue == 1_795_486_490_142)
    }

    @Test func removingThroughAnotherQueryIsANoOp() async throws {
        let t = SyncTestApp()
        let ref = t.ref("r")
        let handle = t.record(ref, [.value])[0]
        await t.waitFor("value r nil null")
        ref.queryOrdered(byChild: "foo").removeObserver(withHandle: handle)
        t.ref("other").removeObserver(withHandle: handle)
        #expect(await t.set("r", 1) == nil)
        await t.waitFor("value r nil 1")
        ref.removeObserver(withHandle: handle)
        #expect(await t.set("r", 2) == nil)
        await t.settle()
        #expect(t.log.all == ["value r nil null", "value r nil 1"])
    }

    @Test func eventsRaisedBeforeRemovalAreDelivered() async throws {
        let t = SyncTestApp()
        let ref = t.ref("e")
        let handle = t.record(ref, [.value])[0]
        await t.waitFor("value e nil null")
        t.queue.suspend()
        for i in 1...3 { ref.setValue(i) }
        ref.removeObserver(withHandle: handle)
        ref.setValue(4)
        try await Task.sleep(for: .milliseconds(50))
        t.queue.resume()
        await t.settle()
        #expect(t.log.all == ["value e nil null", "value e nil 1", "value e nil 2", "value e nil 3"])
    }

    @Test(arguments: ["/a#b", "/a?b=1", "/x/y?", "#frag"])
    func urlsWithInvalidPathCharactersGiveInvalidReferences(_ suffix: String) async throws {
        let t = SyncTestApp()
        let ref = t.sync.reference(fromURL: "https://\(t.appId).wilddogio.com\(suffix)")
        let error = await t.write { ref.setValue(1, withCompletionBlock: $0) }
        #expect(error != nil)
        #expect(t.serverValue() == "null")
    }

    @Test func descriptionPercentEncodesEachKeyAndLeadsBack() async throws {
        let t = SyncTestApp()
        let ref = t.root.child("a%b&c@d").child("space: ").child("non-ascii_character:\u{F8}")
        #expect(ref.description == "https://\(t.appId).wilddogio.com/a%25b%26c%40d/space%3A%20/non-ascii_character%3A%C3%B8")
        let again = t.sync.reference(fromURL: ref.description)
        #expect(await t.write { again.setValue(1, withCompletionBlock: $0) } == nil)
        #expect(await t.snapshot(ref)?.value as? Int == 1)
    }

    @Test func deepAndCyclicValuesAreRejectedEverywhere() async throws {
        let t = SyncTestApp()
        let ref = t.ref("d")
        let deep = DeepValues.nested(5000), cyclic = DeepValues.cyclic()
        defer { cyclic.removeAllObjects() }
        for value in [deep, cyclic] as [Any] {
            #expect(code(await t.write { ref.setValue(value, withCompletionBlock: $0) }) == 26106)
            #expect(code(await t.write { ref.setValue(1, andPriority: value, withCompletionBlock: $0) }) == 26106)
            #expect(code(await t.write { ref.updateChildValues(["a": value], withCompletionBlock: $0) }) == 26106)
            #expect(code(await t.write { ref.onDisconnectSetValue(value, withCompletionBlock: $0) }) == 26106)
            let done = Expectation<Error?>()
            ref.runTransactionBlock({ data in data.value = value; return .success(withValue: data) },
                                   andCompletionBlock: { error, _, _ in done.fulfill(error) })
            #expect(code(await done.value() ?? nil) == 26106)
            #expect(throws: (any Error).self) { try t.server.setData(value, at: "d") }
        }
        // On a thread with an iOS secondary thread's 512 KB stack.
        let rejected = Expectation<Error?>()
        let write = Unchecked { ref.setValue(DeepValues.nested(300)) { error, _ in rejected.fulfill(error) } }
        let thread = Thread { write.value() }
        thread.stackSize = 512 * 1024
        thread.start()
        #expect(code(await rejected.value() ?? nil) == 26106)
        #expect(t.serverValue() == "null")
    }

    @Test func serverValueSiblingsEmptyDotValuesAndSlashUpdatesAreRejected() async throws {
        let t = SyncTestApp()
        #expect(code(await t.set("a", [".sv": "timestamp", "other": 1])) == 26106)
        #expect(code(await t.set("a", [".value": [String: Any]()])) == 26106)
        #expect(code(await t.write { t.ref("a").updateChildValues(["/": 1], withCompletionBlock: $0) }) == 26106)
        #expect(t.serverValue() == "null")
    }
}

/// Deep and self-containing Foundation values.
enum DeepValues {
    static func nested(_ depth: Int) -> Any {
        var value: Any = 1
        for i in 0..<depth {
            if i % 2 == 0 { let d = NSMutableDictionary(); d["k"] = value; value = d } else { value = ["k": value] as [String: Any] }
        }
        return value
    }

    static func cyclic() -> NSMutableDictionary {
        let d = NSMutableDictionary()
        d["self"] = d
        return d
    }
}

/// Hands a non-Sendable closure to a thread that runs it once.
final class Unchecked<T>: @unchecked Sendable {
    // @unchecked: created before the thread starts and used only by it.
    let value: T
    init(_ value: T) { self.value = value }
}
