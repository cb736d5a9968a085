import Foundation
import Testing
import Wilddog

extension LegacyTests {
    /// onDisconnect operations: queued by the server, run when the client's connection drops.
    @Suite struct OnDisconnectTests {
        @Test func setValueRunsOnDisconnectNotBefore() {
            let app = TestApp()
            let status = app.ref("users/joe/status")
            let queued = outcome { status.onDisconnectSetValue("offline", withCompletionBlock: $0) }
            #expect(queued.finished && queued.error == nil)
            #expect(app.serverJSON("users/joe/status") == "null")
            app.server.dropConnections()
            #expect(waitUntil { app.serverJSON("users/joe/status") == #""offline""# })
        }

        @Test func setValueWithPriorityOnDisconnect() {
            let app = TestApp()
            let ref = app.ref("p")
            ref.onDisconnectSetValue("gone", andPriority: 4)
            #expect(outcome { ref.onDisconnectSetValue("bye", andPriority: "z", withCompletionBlock: $0) }.error == nil)
            app.root.app.goOffline()
            #expect(waitUntil { json(app.server.exportedData(at: "p")) == #"{".priority":"z",".value":"bye"}"# })
            app.root.app.goOnline()
        }

        @Test func removeValueOnDisconnect() {
            let app = TestApp()
            app.seed(["online": true, "name": "joe"], at: "users/joe")
            app.ref("users/joe/online").onDisconnectRemoveValue()
            #expect(outcome { app.ref("users/joe/name").onDisconnectRemoveValueWithCompletionBlock($0) }.error == nil)
            app.server.dropConnections()
            #expect(waitUntil { app.serverJSON("users") == "null" })
        }

        @Test func updateChildValuesOnDisconnect() {
            let app = TestApp()
            app.seed(["state": "online", "name": "joe"], at: "joe")
            app.ref("joe").onDisconnectUpdateChildValues(["state": "offline"])
            #expect(outcome { app.ref("joe").onDisconnectUpdateChildValues(["seen/at": 1], withCompletionBlock: $0) }.error == nil)
            app.server.dropConnections()
            #expect(waitUntil { app.serverJSON("joe") == #"{"name":"joe","seen":{"at":1},"state":"offline"}"# })
        }

        @Test func emptyUpdateOnDisconnectIsANoOp() {
            let app = TestApp()
            let result = outcome { app.root.onDisconnectUpdateChildValues([:], withCompletionBlock: $0) }
            #expect(result.finished && result.error == nil)
        }

        @Test func cancelDisconnectOperationsHereAndBelow() {
            let app = TestApp()
            app.ref("a/b").onDisconnectSetValue(1)
            app.ref("a/c").onDisconnectSetValue(2)
            app.ref("d").onDisconnectSetValue(3)
            #expect(outcome { app.ref("a").cancelDisconnectOperationsWithCompletionBlock($0) }.error == nil)
            app.ref("d").cancelDisconnectOperations()
            app.ref("e").onDisconnectSetValue(4)
            #expect(outcome { app.ref("sync").onDisconnectSetValue(5, withCompletionBlock: $0) }.finished)
            app.server.dropConnections()
            #expect(waitUntil { app.serverJSON() == #"{"e":4,"sync":5}"# })
            app.ref("x").cancelDisconnectOperationsWithCompletionBlock(nil)
        }

        @Test func deniedOnDisconnectFailsWhenQueued() throws {
            let app = TestApp()
            try app.server.setRules(#"{"rules": {".read": true, ".write": false}}"#)
            let result = outcome { app.ref("x").onDisconnectSetValue(1, withCompletionBlock: $0) }
            #expect(result.error?.domain == WilddogErrorDomain)
            #expect(result.error?.code == WilddogError.PermissionDenied.rawValue)
        }

        @Test func localObserversSeeTheDisconnectWrites() {
            let app = TestApp()
            let log = Recorder()
            app.ref("status").observeEventType(.Value, withBlock: { log.record(json($0.value)) })
            #expect(outcome { app.ref("status").onDisconnectSetValue("offline", withCompletionBlock: $0) }.finished)
            app.root.app.goOffline()
            #expect(waitUntil { log.log.last == #""offline""# })
            app.root.app.goOnline()
        }
    }
}
