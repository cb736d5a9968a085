import Foundation
import Testing
import Wilddog
import WilddogServer
import WilddogTestSupport

extension LegacyTests {
    /// Data fidelity and input hardening through the 1.x API (issue 11).
    @Suite struct FidelityTests {
        static let big: Int64 = 9_007_199_254_740_993

        @Test func integersThatFitInInt64RoundTripExactly() {
            let app = TestApp()
            #expect(outcome { app.ref("a").setValue(NSNumber(value: Self.big), withCompletionBlock: $0) }.error == nil)
            #expect(outcome { app.ref("b").updateChildValues(["max": Int64.max], withCompletionBlock: $0) }.error == nil)
            #expect(outcome { app.ref("p").setValue("v", andPriority: Int64.min, withCompletionBlock: $0) }.error == nil)
            #expect((read(app.ref("a"))?.value as? NSNumber)?.int64Value == Self.big)
            #expect((read(app.ref("b/max"))?.value as? NSNumber)?.int64Value == Int64.max)
            #expect((read(app.ref("p"))?.priority as? NSNumber)?.int64Value == Int64.min)
            let committed: Bool? = waitFor { done in
                app.ref("a").runTransactionBlock({ data in
                    if let n = data.value as? NSNumber { data.value = n.int64Value + 2 }
                    return WTransactionResult.successWithValue(data)
                }, andCompletionBlock: { error, committed, _ in done(error == nil && committed) })
            }
            #expect(committed == true)
            #expect((app.server.data(at: "a") as? NSNumber)?.int64Value == Self.big + 2)
        }

        @Test func priorityWrittenInAnUpdateLandsOnTheLocationItCreates() {
            let app = TestApp()
            let events = Recorder()
            let ref = app.ref("x")
            ref.observeEventType(.Value, withBlock: { events.record("\(json($0.value)) \($0.priority ?? "none")") })
            #expect(waitUntil { events.log == ["null none"] })
            #expect(outcome { app.root.updateChildValues(["x/.priority": 1, "x/y": 2], withCompletionBlock: $0) }.error == nil)
            #expect(json(app.server.exportedData(at: "x")) == #"{".priority":1,"y":2}"#)
            _ = read(ref)
            #expect(events.log == ["null none", #"{"y":2} 1"#])
            #expect(read(app.otherClient("x"))?.priority as? Int == 1)
        }

        @Test func keysDifferingOnlyByNormalisationStayDistinct() throws {
            let app = TestApp()
            #expect(outcome { app.ref("k/\u{E9}").setValue(1, withCompletionBlock: $0) }.error == nil)
            #expect(outcome { app.ref("k/e\u{301}").setValue(2, withCompletionBlock: $0) }.error == nil)
            let value = try #require(read(app.ref("k"))?.value as? NSDictionary)
            #expect(value.count == 2)
            #expect(outcome { app.ref("copy").setValue(value, withCompletionBlock: $0) }.error == nil)
            #expect(read(app.ref("copy"))?.childrenCount == 2)
            #expect(json(app.server.exportedData(at: "copy")) == json(app.server.exportedData(at: "k")))
            #expect(read(app.ref("copy").childByAppendingPath("e\u{301}"))?.value as? Int == 2)
            #expect(read(app.ref("copy").childByAppendingPath("\u{E9}"))?.value as? Int == 1)
        }

        @Test func serverTimestampsAreWholeMilliseconds() {
            let app = TestApp()
            app.server.setClock { Date(timeIntervalSince1970: 1_795_486_490.1422668) }
            #expect(outcome { app.ref("t").setValue(kWilddogServerValueTimestamp, withCompletionBlock: $0) }.error == nil)
            #expect((app.server.data(at: "t") as? NSNumber)?.doubleValue == 1_795_486_490_142)
        }

        @Test func removingThroughAnotherQueryIsANoOp() {
            let app = TestApp()
            let ref = app.ref("r")
            let events = Recorder()
            let handle = ref.observeEventType(.Value, withBlock: { events.record(json($0.value)) })
            #expect(waitUntil { events.log == ["null"] })
            ref.queryOrderedByChild("foo").removeObserverWithHandle(handle)
            #expect(outcome { ref.setValue(1, withCompletionBlock: $0) }.error == nil)
            #expect(waitUntil { events.log == ["null", "1"] })
            ref.removeObserverWithHandle(handle)
            #expect(outcome { ref.setValue(2, withCompletionBlock: $0) }.error == nil)
            _ = read(ref)
            #expect(events.log == ["null", "1"])
        }

        @Test func eventsRaisedBeforeRemovalAreDelivered() async {
            let app = TestApp()
            let ref = app.ref("e")
            let events = Recorder()
            let handle = ref.observeEventType(.Value, withBlock: { events.record(json($0.value)) })
            #expect(waitUntil { events.log == ["null"] })
            // On the main thread, as an app does: its events wait for the block to return.
            let onMain = MainThreadBlock {
                for i in 1...3 { ref.setValue(i) }
                ref.removeObserverWithHandle(handle)
                ref.setValue(4)
                Thread.sleep(forTimeInterval: 0.05)
            }
            // Waits without holding a thread of the test pool.
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                DispatchQueue.main.async { onMain.body(); done.resume() }
            }
            _ = read(ref)
            #expect(events.log == ["null", "1", "2", "3"])
        }

        @Test(arguments: ["/a#b", "/a?b=1", "/x/y?", "#frag"])
        func urlsWithInvalidPathCharactersGiveInvalidReferences(_ suffix: String) {
            let app = TestApp()
            let ref = Wilddog(url: app.url + suffix)
            #expect(outcome { ref.setValue(1, withCompletionBlock: $0) }.error?.code == -2)
            #expect(app.serverJSON() == "null")
        }

        @Test func descriptionPercentEncodesEachKeyAndLeadsBack() {
            let app = TestApp()
            let ref = app.root.childByAppendingPath("a%b&c@d/space: /non-ascii_character:\u{F8}")
            #expect(ref.description == "\(app.url)/a%25b%26c%40d/space%3A%20/non-ascii_character%3A%C3%B8")
            #expect(outcome { Wilddog(url: ref.description).setValue(1, withCompletionBlock: $0) }.error == nil)
            #expect(read(ref)?.value as? Int == 1)
        }

        @Test func deepAndCyclicValuesAreRejectedEverywhere() {
            let app = TestApp()
            let ref = app.ref("d")
            let cyclic = NSMutableDictionary()
            cyclic["self"] = cyclic
            defer { cyclic.removeAllObjects() }
            var deep: Any = 1
            for i in 0..<5000 {
                if i % 2 == 0 { let d = NSMutableDictionary(); d["k"] = deep; deep = d } else { deep = ["k": deep] as [String: Any] }
            }
            for value in [deep, cyclic] as [Any] {
                #expect(outcome { ref.setValue(value, withCompletionBlock: $0) }.error?.code == -2)
                #expect(outcome { ref.setValue(1, andPriority: value, withCompletionBlock: $0) }.error?.code == -2)
                #expect(outcome { ref.updateChildValues(["a": value], withCompletionBlock: $0) }.error?.code == -2)
                #expect(outcome { ref.onDisconnectSetValue(value, withCompletionBlock: $0) }.error?.code == -2)
                let failed: Int?? = waitFor { done in
                    ref.runTransactionBlock({ data in data.value = value; return WTransactionResult.successWithValue(data) },
                                           andCompletionBlock: { error, _, _ in done((error as NSError?)?.code) })
                }
                #expect(failed == .some(-2))
                #expect(throws: (any Error).self) { try app.server.setData(value, at: "d") }
            }
            #expect(app.serverJSON() == "null")
        }

        @Test func transactionsCheckLimitsOnTheAbsolutePath() {
            let app = TestApp()
            let deepPath = (0..<31).map { "l\($0)" }.joined(separator: "/")
            let failed: Int?? = waitFor { done in
                app.ref(deepPath).runTransactionBlock({ data in
                    data.value = ["a": ["b": 1]]
                    return WTransactionResult.successWithValue(data)
                }, andCompletionBlock: { error, _, _ in done((error as NSError?)?.code) })
            }
            #expect(failed == .some(-2))
            #expect(app.serverJSON() == "null")
        }

        @Test func serverValueSiblingsEmptyDotValuesAndSlashUpdatesAreRejected() {
            let app = TestApp()
            #expect(outcome { app.ref("a").setValue([".sv": "timestamp", "other": 1], withCompletionBlock: $0) }.error?.code == -2)
            #expect(outcome { app.ref("a").setValue([".value": [String: Any]()], withCompletionBlock: $0) }.error?.code == -2)
            #expect(outcome { app.ref("a").updateChildValues(["/": 1], withCompletionBlock: $0) }.error?.code == -2)
            #expect(app.serverJSON() == "null")
        }
    }
}

/// A non-Sendable block run once on the main queue while the test waits.
final class MainThreadBlock: @unchecked Sendable {
    // @unchecked: created by the test, then run only by the main queue.
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
}
