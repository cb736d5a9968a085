import Foundation
import Testing
import WilddogSync

/// The examples of the 2.x `WDGSyncReference` API page (seed 001).
@Suite struct ReferenceDocExampleTests {
    @Test func supportedValueTypesRoundTrip() async {
        let t = SyncTestApp()
        let values: [(String, Any, String)] = [
            ("string", "Hello World", #""Hello World""#), ("bool", true, "true"), ("int", 43, "43"),
            ("double", 4.333, "4.333"), ("dict", ["key": "value", "nested": ["another": "value"]],
                                            #"{"key":"value","nested":{"another":"value"}}"#),
            ("array", ["a", "b", "c"], #"["a","b","c"]"#),
        ]
        for (path, value, _) in values { t.ref(path).setValue(value) }
        for (path, _, expected) in values { #expect(await t.value(path) == expected) }
    }

    @Test func updateMergesAsTheDocDescribes() async {
        let t = SyncTestApp()
        await t.set("lights", ["l1": "on", "l3": "off"])
        await t.write { t.ref("lights").updateChildValues(["l1": "off", "l2": "on"], withCompletionBlock: $0) }
        #expect(await t.value("lights") == #"{"l1":"off","l2":"on","l3":"off"}"#)
    }

    @Test func priorityOrderIsNilThenNumbersThenStringsThenKeys() async throws {
        let t = SyncTestApp()
        await t.set("p", ["n1": 1, "n2": 1, "s": 1, "none": 1, "n0": 1])
        await t.write { t.ref("p/n1").setPriority(10, withCompletionBlock: $0) }
        await t.write { t.ref("p/n2").setPriority(2.5, withCompletionBlock: $0) }
        await t.write { t.ref("p/n0").setPriority(10, withCompletionBlock: $0) }
        await t.write { t.ref("p/s").setPriority("a", withCompletionBlock: $0) }
        let snapshot = try #require(await t.snapshot(t.ref("p")))
        var keys: [String] = []
        for case let child as WDGDataSnapshot in snapshot.children { keys.append(child.key) }
        #expect(keys == ["none", "n2", "n0", "n1", "s"])
    }

    @Test func removeValueRemovesEmptiedParentsRecursively() async {
        let t = SyncTestApp()
        await t.set("a/b/c/d", 1)
        await t.set("keep", 1)
        await t.write { t.ref("a/b/c/d").removeValue(completionBlock: $0) }
        #expect(t.serverValue() == #"{"keep":1}"#)
    }

    @Test func childReferencesNeedNoData() async {
        let t = SyncTestApp()
        let ref = t.root.child("fred/name/first")
        #expect(ref.key == "first")
        #expect(await t.value("fred") == "null")
        await t.write { ref.setValue("Fred", withCompletionBlock: $0) }
        #expect(await t.value("fred") == #"{"name":{"first":"Fred"}}"#)
    }
}
