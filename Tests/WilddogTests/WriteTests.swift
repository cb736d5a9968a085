import Foundation
import Testing
import Wilddog

extension LegacyTests {
    /// setValue, removeValue, setPriority and updateChildValues.
    @Suite struct WriteTests {
        @Test func setValueWritesAndCompletesWithTheReference() {
            let app = TestApp()
            let ref = app.ref("users/alan")
            let done: (Error?, String)? = waitFor { finish in
                ref.setValue(["full_name": "Alan Turing"]) { error, ref in finish((error, ref.description)) }
            }
            #expect(done?.0 == nil)
            #expect(done?.1 == ref.description)
            #expect(app.serverJSON("users") == #"{"alan":{"full_name":"Alan Turing"}}"#)
        }

        @Test func setValueReplacesEverythingBelow() {
            let app = TestApp()
            app.seed(["a": 1, "b": ["c": 2]], at: "x")
            #expect(outcome { app.ref("x").setValue(["d": 3], withCompletionBlock: $0) }.finished)
            #expect(app.serverJSON("x") == #"{"d":3}"#)
        }

        @Test(arguments: [false, true])
        func settingNilOrNSNullRemoves(_ useNSNull: Bool) {
            let app = TestApp()
            app.seed(["a": 1, "b": 2])
            let value: Any? = useNSNull ? NSNull() : nil
            let result = outcome { app.ref("a").setValue(value, withCompletionBlock: $0) }
            #expect(result.finished && result.error == nil)
            #expect(app.serverJSON() == #"{"b":2}"#)
        }

        @Test func optionalsInsideValuesAreUnwrappedAndNilDeletes() {
            let app = TestApp()
            app.seed(["nick": "old", "name": "old"], at: "user")
            let nick: String? = nil, name: String? = "Grace"
            let profile: [String: String?] = ["nick": nick, "name": name]
            #expect(outcome { app.ref("user").setValue(profile, withCompletionBlock: $0) }.error == nil)
            #expect(app.serverJSON("user") == #"{"name":"Grace"}"#)
            let tags: [String?] = ["a", nil, "c"]
            #expect(outcome { app.ref("tags").setValue(tags, withCompletionBlock: $0) }.error == nil)
            #expect(json(app.server.exportedData(at: "tags")) == #"{"0":"a","2":"c"}"#)
        }

        @Test func setValueDropsTheExistingPriority() {
            let app = TestApp()
            let ref = app.ref("item")
            #expect(outcome { ref.setValue("v1", andPriority: 7, withCompletionBlock: $0) }.error == nil)
            #expect(read(ref)?.priority as? Int == 7)
            #expect(outcome { ref.setValue("v2", withCompletionBlock: $0) }.error == nil)
            #expect(read(ref)?.priority == nil)
            #expect(json(app.server.exportedData(at: "item")) == #""v2""#)
        }

        @Test func setValueAndPriorityStoresBoth() {
            let app = TestApp()
            let ref = app.ref("item")
            #expect(outcome { ref.setValue(["a": 1], andPriority: "high", withCompletionBlock: $0) }.error == nil)
            #expect(json(app.server.exportedData(at: "item")) == #"{".priority":"high","a":1}"#)
            ref.setValue(2, andPriority: 1.5)
            #expect(waitUntil { json(app.server.exportedData(at: "item")) == #"{".priority":1.5,".value":2}"# })
        }

        @Test func removeValueDeletesAndEmptyParentsDisappear() {
            let app = TestApp()
            app.seed(["users": ["fred": ["name": "Fred"]], "other": 1])
            #expect(outcome { app.ref("users/fred").removeValueWithCompletionBlock($0) }.error == nil)
            #expect(app.serverJSON() == #"{"other":1}"#)
            app.ref("other").removeValue()
            #expect(waitUntil { app.serverJSON() == "null" })
        }

        @Test func removeValueIsVisibleToLocalObserversAtOnce() {
            let app = TestApp()
            app.seed(["a": 1])
            let ref = app.ref("a")
            let values = Recorder()
            ref.observeEventType(.Value, withBlock: { values.record(json($0.value)) })
            #expect(waitUntil { values.log == ["1"] })
            app.root.app.goOffline()
            ref.removeValue()
            #expect(waitUntil { values.log == ["1", "null"] })
            app.root.app.goOnline()
        }

        @Test func setPriorityOnAnExistingNode() {
            let app = TestApp()
            app.seed(["a": "x"])
            #expect(outcome { app.ref("a").setPriority(3, withCompletionBlock: $0) }.error == nil)
            #expect(json(app.server.exportedData(at: "a")) == #"{".priority":3,".value":"x"}"#)
            app.ref("a").setPriority(nil)
            #expect(waitUntil { json(app.server.exportedData(at: "a")) == #""x""# })
        }

        @Test func setPriorityOnANonexistentNodeFails() {
            let app = TestApp()
            let result = outcome { app.ref("missing").setPriority(1, withCompletionBlock: $0) }
            #expect(result.finished)
            #expect(result.error?.domain == WilddogErrorDomain)
            #expect(result.error?.code == WilddogError.OperationFailed.rawValue)
            #expect(app.serverJSON() == "null")
        }

        @Test func updateChildValuesMergesTheDocExample() {
            let app = TestApp()
            app.seed(["l1": "on", "l3": "off"], at: "lights")
            #expect(outcome { app.ref("lights").updateChildValues(["l1": "off", "l2": "on"], withCompletionBlock: $0) }.error == nil)
            #expect(app.serverJSON("lights") == #"{"l1":"off","l2":"on","l3":"off"}"#)
        }

        @Test func updateChildValuesTakesPathsAndNilDeletes() {
            let app = TestApp()
            app.seed(["posts": ["p0": "old"], "users": ["u1": ["posts": 1, "name": "A"]]])
            app.seed("gone", at: "posts/p2")
            let noValue: String? = nil
            let values: [AnyHashable: Any] = ["/posts/p1": "new", "users/u1/posts": 2, "posts/p0": NSNull(), "posts/p2": noValue as Any]
            #expect(outcome { app.root.updateChildValues(values, withCompletionBlock: $0) }.error == nil)
            #expect(app.serverJSON() == #"{"posts":{"p1":"new"},"users":{"u1":{"name":"A","posts":2}}}"#)
        }

        @Test func updateChildValuesIsAtomicForObservers() {
            let app = TestApp()
            app.seed(["a": 1, "b": 1])
            let values = Recorder()
            app.root.observeEventType(.Value, withBlock: { values.record(json($0.value)) })
            #expect(waitUntil { values.count == 1 })
            app.root.updateChildValues(["a": 2, "b": 2, "c": 2])
            #expect(waitUntil { values.count >= 2 })
            #expect(outcome { app.ref("sync").setValue(1, withCompletionBlock: $0) }.finished)
            #expect(values.log.prefix(2) == [#"{"a":1,"b":1}"#, #"{"a":2,"b":2,"c":2}"#])
        }

        @Test func updateChildValuesCanSetAPriority() {
            let app = TestApp()
            app.seed(["a": ["x": 1]])
            #expect(outcome { app.root.updateChildValues(["a/.priority": 5], withCompletionBlock: $0) }.error == nil)
            #expect(json(app.server.exportedData(at: "a")) == #"{".priority":5,"x":1}"#)
        }

        @Test func emptyUpdateCompletesWithoutWriting() {
            let app = TestApp()
            let result = outcome { app.root.updateChildValues([:], withCompletionBlock: $0) }
            #expect(result.finished && result.error == nil)
            #expect(app.serverJSON() == "null")
        }

        @Test func serverTimestampBecomesTheServerTime() {
            let app = TestApp()
            let before = Date().timeIntervalSince1970 * 1000
            #expect(outcome { app.ref("t").setValue(kWilddogServerValueTimestamp, withCompletionBlock: $0) }.error == nil)
            #expect(outcome { app.ref("u").setValue([".sv": "timestamp"], withCompletionBlock: $0) }.error == nil)
            for path in ["t", "u"] {
                let stamp = (app.server.data(at: path) as? NSNumber)?.doubleValue ?? 0
                #expect(stamp >= before - 1000 && stamp <= Date().timeIntervalSince1970 * 1000 + 1000)
            }
        }

        @Test func deniedWriteFailsWithPermissionDenied() throws {
            let app = TestApp()
            try app.server.setRules(#"{"rules": {".read": true, ".write": false}}"#)
            let result = outcome { app.ref("a").setValue(1, withCompletionBlock: $0) }
            #expect(result.error?.domain == WilddogErrorDomain)
            #expect(result.error?.code == WilddogError.PermissionDenied.rawValue)
            #expect(result.error?.localizedDescription.isEmpty == false)
            let update = outcome { app.root.updateChildValues(["a": 1], withCompletionBlock: $0) }
            #expect(update.error?.code == WilddogError.PermissionDenied.rawValue)
            #expect(app.serverJSON() == "null")
        }
    }
}
