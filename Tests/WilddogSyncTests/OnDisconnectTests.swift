import Foundation
import Testing
import WilddogTestSupport
import WilddogServer
import WilddogSync

@Suite struct OnDisconnectTests {
    @Test func writesRunWhenTheClientDisconnects() async {
        let t = SyncTestApp()
        await t.set("presence", ["status": "online", "gone": "soon", "list": ["a": 1]])
        #expect(await t.write { t.ref("presence/status").onDisconnectSetValue("offline", withCompletionBlock: $0) } == nil)
        #expect(await t.write { t.ref("presence/gone").onDisconnectRemoveValue(completionBlock: $0) } == nil)
        #expect(await t.write { t.ref("presence/list").onDisconnectUpdateChildValues(["b": 2], withCompletionBlock: $0) } == nil)
        #expect(await t.write {
            t.ref("presence/seen").onDisconnectSetValue(WDGServerValue.timestamp(), andPriority: 1, withCompletionBlock: $0)
        } == nil)
        #expect(t.serverValue("presence/status") == #""online""#)
        t.sync.goOffline()
        #expect(await eventually { t.serverValue("presence/status") == #""offline""# })
        #expect(t.serverValue("presence/gone") == "null")
        #expect(t.serverValue("presence/list") == #"{"a":1,"b":2}"#)
        #expect(t.server.data(at: "presence/seen") is NSNumber)
        #expect(json(t.server.exportedData(at: "presence/seen")).contains(#"".priority":1"#))
        t.sync.goOnline()
    }

    @Test func variantsWithoutBlocksAndCancel() async {
        let t = SyncTestApp()
        await t.set("p", ["a": 1, "b": 2, "c": 3, "d": 4])
        t.ref("p/a").onDisconnectSetValue("A")
        t.ref("p/b").onDisconnectSetValue("B", andPriority: "pb")
        t.ref("p/c").onDisconnectRemoveValue()
        t.ref("p/d").onDisconnectUpdateChildValues(["x": 1])
        t.ref("p/cancelled").onDisconnectSetValue("never")
        t.ref("p/cancelled").cancelDisconnectOperations()
        t.ref("p/d").cancelDisconnectOperations()
        #expect(await t.write { t.ref("p/a").cancelDisconnectOperations(completionBlock: $0) } == nil)
        t.ref("p/a").onDisconnectSetValue("A2")
        await t.write { t.ref("marker").setValue(1, withCompletionBlock: $0) }
        await t.settle()
        t.sync.goOffline()
        #expect(await eventually { t.serverValue("p/c") == "null" })
        #expect(t.serverValue("p") == #"{"a":"A2","b":"B","d":4}"#)
        #expect(json(t.server.exportedData(at: "p/b")) == #"{".priority":"pb",".value":"B"}"#)
        t.sync.goOnline()
    }

    @Test func deletingTheAppRunsItsOnDisconnectWrites() async throws {
        let t = SyncTestApp()
        await t.write { t.ref("status").onDisconnectSetValue("offline", withCompletionBlock: $0) }
        t.app.delete { _ in }
        #expect(await eventually { t.serverValue("status") == #""offline""# })
    }

    @Test func deniedOnDisconnectWriteIsReportedAtRegistration() async throws {
        let t = SyncTestApp()
        try t.server.setRules(#"{"rules": {".read": true, "open": {".write": true}}}"#)
        let error = await t.write { t.ref("closed").onDisconnectSetValue(1, withCompletionBlock: $0) }
        #expect(error?.code == 26101)
        let invalid = await t.write { t.ref("open").onDisconnectSetValue(["a#": 1], withCompletionBlock: $0) }
        #expect(invalid?.code == 26106)
        let info = await t.write { t.ref(".info/x").onDisconnectRemoveValue(completionBlock: $0) }
        #expect(info?.code == 26106)
    }
}
