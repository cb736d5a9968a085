import Foundation
import Testing
import WilddogTestSupport
import WilddogServer
import WilddogSync

@Suite struct WriteTests {
    @Test func setValueReplacesEverythingBelow() async {
        let t = SyncTestApp()
        #expect(await t.set("a", ["b": 1, "c": ["d": true]]) == nil)
        #expect(await t.set("a", ["e": "x"]) == nil)
        #expect(t.serverValue() == #"{"a":{"e":"x"}}"#)
        #expect(await t.value("a") == #"{"e":"x"}"#)
    }

    @Test func setValueWithoutBlockIsWritten() async {
        let t = SyncTestApp()
        t.ref("a").setValue("hello")
        #expect(await t.value("a") == #""hello""#)
        #expect(await eventually { t.serverValue("a") == #""hello""# })
    }

    @Test func nilAndNSNullRemove() async {
        let t = SyncTestApp()
        await t.set("a", 1)
        await t.set("b", 2)
        #expect(await t.set("a", nil) == nil)
        #expect(await t.set("b", NSNull()) == nil)
        #expect(t.serverValue() == "null")
    }

    @Test func removeValueOfTheOnlyChildRemovesTheEmptiedParent() async {
        let t = SyncTestApp()
        await t.set("a/b/c", 1)
        #expect(await t.write { t.ref("a/b/c").removeValue(completionBlock: $0) } == nil)
        #expect(t.serverValue() == "null")
        #expect(await t.snapshot(t.ref("a"))?.exists() == false)
        await t.set("x/y", 1)
        await t.set("x/z", 2)
        t.ref("x/y").removeValue()
        #expect(await eventually { t.serverValue() == #"{"x":{"z":2}}"# })
    }

    @Test func arraysAreStoredAsIndexKeysAndReadBackByTheMoreThanHalfRule() async {
        let t = SyncTestApp()
        await t.set("list", ["a", "b", "c"])
        #expect(json(t.server.exportedData(at: "list")) == #"{"0":"a","1":"b","2":"c"}"#)
        #expect(await t.value("list") == #"["a","b","c"]"#)
        await t.set("sparse", ["0": "x", "1": "y", "3": "z"])
        #expect(await t.value("sparse") == #"["x","y",null,"z"]"#)
        await t.set("half", ["0": "x", "3": "y"])
        #expect(await t.value("half") == #"{"0":"x","3":"y"}"#)
        await t.set("zeros", ["0": "x", "01": "y"])
        #expect(await t.value("zeros") == #"{"0":"x","01":"y"}"#)
    }

    @Test func valuesComeBackAsFoundationValues() async throws {
        let t = SyncTestApp()
        await t.set("v", ["int": 42, "double": 4.5, "bool": true, "string": "s", "nested": ["k": 1]])
        let value = try #require(await t.snapshot(t.ref("v"))?.value as? [String: Any])
        #expect(value["int"] as? Int == 42)
        #expect(value["double"] as? Double == 4.5)
        #expect(value["bool"] as? Bool == true)
        #expect(value["string"] as? String == "s")
        #expect((value["nested"] as? NSDictionary)?["k"] as? Int == 1)
    }

    @Test func setValueClearsThePriorityAndSetValueAndPrioritySetsIt() async {
        let t = SyncTestApp()
        #expect(await t.write { t.ref("p").setValue("v", andPriority: 10, withCompletionBlock: $0) } == nil)
        #expect(json(t.server.exportedData(at: "p")) == #"{".priority":10,".value":"v"}"#)
        #expect(await t.snapshot(t.ref("p"))?.priority as? Int == 10)
        await t.set("p", "w")
        #expect(json(t.server.exportedData(at: "p")) == #""w""#)
        t.ref("q").setValue(["a": 1], andPriority: "high")
        #expect(await eventually { json(t.server.exportedData(at: "q")) == #"{".priority":"high","a":1}"# })
    }

    @Test func setPriorityOnExistingAndNonexistentNodes() async {
        let t = SyncTestApp()
        await t.set("n", 1)
        #expect(await t.write { t.ref("n").setPriority(5, withCompletionBlock: $0) } == nil)
        #expect(json(t.server.exportedData(at: "n")) == #"{".priority":5,".value":1}"#)
        let error = await t.write { t.ref("missing").setPriority(5, withCompletionBlock: $0) }
        #expect(code(error) == 26301)
        #expect(error?.localizedDescription == "Could not set priority on non-existent node")
        t.ref("n").setPriority(nil)
        #expect(await eventually { json(t.server.exportedData(at: "n")) == "1" })
    }

    @Test(arguments: ["bool", "object", "nan"])
    func invalidPrioritiesAreRejected(kind: String) async {
        let priority: Any = ["bool": true, "object": ["a": 1], "nan": Double.nan][kind]!
        let t = SyncTestApp()
        let error = await t.write { t.ref("p").setValue(1, andPriority: priority, withCompletionBlock: $0) }
        #expect(code(error) == 26106)
        #expect(error?.domain == WDGSyncErrorDomain)
        #expect(error?.userInfo[WDGSyncErrorCodeKey] as? Int == 26106)
        #expect(error?.localizedDescription.hasPrefix("setValue:andPriority:withCompletionBlock: failed: priority argument") == true)
        let second = await t.write { t.ref("p").setPriority(priority, withCompletionBlock: $0) }
        #expect(code(second) == 26106)
        #expect(t.serverValue() == "null")
    }

    @Test(arguments: ["dotKey", "dollarKey", "infinity", "date", "valueWithChildren"])
    func invalidValuesAreRejectedAndNothingIsWritten(kind: String) async {
        let values: [String: [String: Any]] = [
            "dotKey": ["a.b": 1], "dollarKey": ["a": ["$x": 1]], "infinity": ["a": Double.infinity],
            "date": ["a": Date()], "valueWithChildren": [".value": 1, "b": 2],
        ]
        let value = values[kind]!
        let t = SyncTestApp()
        let error = await t.write { t.ref("v").setValue(value, withCompletionBlock: $0) }
        #expect(code(error) == 26106)
        #expect(error?.localizedDescription.hasPrefix("setValue:withCompletionBlock: failed: value argument") == true)
        t.ref("v").setValue(value)
        await t.set("marker", 1)
        #expect(t.serverValue() == #"{"marker":1}"#)
    }

    @Test func tooDeepValuesAreRejected() async {
        let t = SyncTestApp()
        var value: Any = 1
        for _ in 0..<32 { value = ["k": value] }
        let error = await t.write { t.ref("deep").setValue(value, withCompletionBlock: $0) }
        #expect(code(error) == 26106)
        #expect(error?.localizedDescription.contains("maximum depth") == true)
    }

    @Test func writesUnderInfoAreRejected() async {
        let t = SyncTestApp()
        let error = await t.write { t.ref(".info/connected").setValue(false, withCompletionBlock: $0) }
        #expect(code(error) == 26106)
        #expect(error?.localizedDescription == "setValue:withCompletionBlock: failed: Can't modify data under /.info/")
    }

    @Test func updateChildValuesMergesAndDeletes() async {
        let t = SyncTestApp()
        await t.set("d", ["l1": "on", "l3": "off", "gone": 1])
        let error = await t.write {
            t.ref("d").updateChildValues(["l1": "off", "l2": "on", "gone": NSNull()], withCompletionBlock: $0)
        }
        #expect(error == nil)
        #expect(t.serverValue("d") == #"{"l1":"off","l2":"on","l3":"off"}"#)
        t.ref("d").updateChildValues(["l2": "off"])
        #expect(await eventually { t.serverValue("d/l2") == #""off""# })
    }

    @Test func updateChildValuesWithPathsAndPriorities() async {
        let t = SyncTestApp()
        await t.set("a", ["x": 1])
        let error = await t.write {
            t.root.updateChildValues(["a/y": 2, "/b/c/": 3, "a/x/.priority": 7], withCompletionBlock: $0)
        }
        #expect(error == nil)
        #expect(json(t.server.exportedData()) == #"{"a":{"x":{".priority":7,".value":1},"y":2},"b":{"c":3}}"#)
    }

    @Test func invalidUpdatesAreRejectedWhole() async {
        let t = SyncTestApp()
        let overlap = await t.write { t.root.updateChildValues(["a": 1, "a/b": 2], withCompletionBlock: $0) }
        #expect(code(overlap) == 26106)
        #expect(overlap?.localizedDescription.contains("ancestor of another path") == true)
        let badKey = await t.write { t.root.updateChildValues(["ok": 1, "b#d": 2], withCompletionBlock: $0) }
        #expect(code(badKey) == 26106)
        let nonString = await t.write { t.root.updateChildValues([1: "x"], withCompletionBlock: $0) }
        #expect(code(nonString) == 26106)
        #expect(t.serverValue() == "null")
    }

    @Test func emptyUpdateCompletesWithoutWriting() async {
        let t = SyncTestApp()
        #expect(await t.write { t.root.updateChildValues([:], withCompletionBlock: $0) } == nil)
    }

    @Test func serverTimestampResolvesToServerTime() async throws {
        let t = SyncTestApp()
        let before = Date().timeIntervalSince1970 * 1000
        #expect(await t.set("t", WDGServerValue.timestamp()) == nil)
        #expect(WDGServerValue.timestamp() as? [String: String] == [".sv": "timestamp"])
        let stored = try #require(t.server.data(at: "t") as? Double)
        #expect(stored >= before - 1000 && stored <= Date().timeIntervalSince1970 * 1000 + 1000)
        await t.set("u", ["at": WDGServerValue.timestamp()])
        #expect(t.server.data(at: "u/at") is NSNumber)
    }

    @Test func permissionDeniedWriteIsRevertedAndReported() async throws {
        let t = SyncTestApp()
        try t.server.setRules(#"{"rules": {".read": true, "open": {".write": true}}}"#)
        t.record(t.ref("closed"), [.value])
        await t.waitFor("value closed nil null")
        let error = await t.write { t.ref("closed").setValue(1, withCompletionBlock: $0) }
        #expect(code(error) == 26101)
        #expect(error?.localizedDescription.isEmpty == false)
        #expect(t.log.all == ["value closed nil null", "value closed nil 1", "value closed nil null"])
        #expect(await t.set("open", 1) == nil)
    }
}
