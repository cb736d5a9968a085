import Foundation
import Testing
import WilddogTestSupport
import WilddogSync

@Suite struct SnapshotTests {
    @Test func readingChildrenAndPaths() async throws {
        let t = SyncTestApp()
        await t.set("cities", ["Beijing": ["pm25": 432, "name": "北京"], "Shanghai": ["pm25": 120]])
        let snapshot = try #require(await t.snapshot(t.ref("cities")))
        #expect(snapshot.key == "cities")
        #expect(snapshot.ref.url == t.ref("cities").url)
        #expect(snapshot.exists())
        #expect(snapshot.hasChildren())
        #expect(snapshot.childrenCount == 2)
        #expect(snapshot.hasChild("Beijing/pm25"))
        #expect(!snapshot.hasChild("Beijing/pm10"))
        #expect(!snapshot.hasChild("bad#path"))
        let pm25 = snapshot.childSnapshot(forPath: "Beijing/pm25")
        #expect(pm25.value as? Int == 432)
        #expect(pm25.key == "pm25")
        #expect(pm25.ref.url == t.ref("cities/Beijing/pm25").url)
        #expect(!pm25.hasChildren())
        let missing = snapshot.childSnapshot(forPath: "Guangzhou")
        #expect(!missing.exists())
        #expect(missing.value is NSNull)
        #expect(!snapshot.childSnapshot(forPath: "a.b").exists())
        var names: [String] = []
        for case let city as WDGDataSnapshot in snapshot.children { names.append(city.key) }
        #expect(names == ["Beijing", "Shanghai"])
    }

    @Test func prioritiesAndExportFormat() async throws {
        let t = SyncTestApp()
        await t.write { t.ref("e").setValue(["a": 1], andPriority: 3, withCompletionBlock: $0) }
        await t.write { t.ref("e/a").setPriority("p", withCompletionBlock: $0) }
        let snapshot = try #require(await t.snapshot(t.ref("e")))
        #expect(snapshot.priority as? Int == 3)
        #expect(snapshot.childSnapshot(forPath: "a").priority as? String == "p")
        #expect(json(snapshot.valueInExportFormat()) == #"{".priority":3,"a":{".priority":"p",".value":1}}"#)
        #expect(json(snapshot.value) == #"{"a":1}"#)
        let plain = try #require(await t.snapshot(t.ref("none")))
        #expect(plain.priority == nil)
        #expect(plain.valueInExportFormat() is NSNull)
    }

    @Test func exportFormatNeverConvertsArrays() async throws {
        let t = SyncTestApp()
        await t.set("arr", [10, 20])
        let snapshot = try #require(await t.snapshot(t.ref("arr")))
        #expect(json(snapshot.value) == "[10,20]")
        #expect(json(snapshot.valueInExportFormat()) == #"{"0":10,"1":20}"#)
    }

    @Test func childrenFollowTheQueryOrder() async throws {
        let t = SyncTestApp()
        await t.set("s", ["a": 3, "b": 1, "c": 2])
        let snapshot = try #require(await t.snapshot(t.ref("s").queryOrderedByValue()))
        var order: [String] = []
        for case let child as WDGDataSnapshot in snapshot.children { order.append(child.key) }
        #expect(order == ["b", "c", "a"])
    }

    @Test func rootSnapshotHasAnEmptyKey() async throws {
        let t = SyncTestApp()
        await t.set("x", 1)
        let snapshot = try #require(await t.snapshot(t.root))
        #expect(snapshot.key == "")
        #expect(snapshot.ref.parent == nil)
    }
}
