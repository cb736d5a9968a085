import Foundation
import Testing
import Wilddog

extension LegacyTests {
    /// `WDataSnapshot`: values as Foundation types, navigation, children and priorities.
    @Suite struct SnapshotTests {
        @Test func numbersCastToIntDoubleAndNSNumber() throws {
            let app = TestApp()
            app.seed(["int": 42, "real": 2.5, "yes": true, "name": "Rex"])
            let snapshot = try #require(read(app.root))
            let int = snapshot.childSnapshotForPath("int").value
            #expect(int as? Int == 42)
            #expect(int as? Double == 42.0)
            #expect((int as? NSNumber)?.intValue == 42)
            let real = snapshot.childSnapshotForPath("real").value
            #expect(real as? Double == 2.5)
            #expect(real as? Int == nil)
            #expect(snapshot.childSnapshotForPath("yes").value as? Bool == true)
            #expect(snapshot.childSnapshotForPath("name").value as? String == "Rex")
            #expect(snapshot.childSnapshotForPath("name").value as? NSString == "Rex")
        }

        @Test func objectsCastToDictionaries() throws {
            let app = TestApp()
            app.seed(["rex": ["height": 4, "name": "T. rex"]])
            let snapshot = try #require(read(app.ref("rex")))
            let dictionary = try #require(snapshot.value as? [String: Any])
            #expect(dictionary["height"] as? Int == 4)
            #expect(dictionary["name"] as? String == "T. rex")
            let nsDictionary = try #require(snapshot.value as? NSDictionary)
            #expect((nsDictionary["height"] as? NSNumber)?.intValue == 4)
        }

        @Test func emptyLocationHasNSNullValue() throws {
            let snapshot = try #require(read(TestApp().ref("nothing/here")))
            #expect(snapshot.value is NSNull)
            #expect(snapshot.exists() == false)
            #expect(snapshot.hasChildren() == false)
            #expect(snapshot.childrenCount == 0)
            #expect(snapshot.priority == nil)
            #expect(snapshot.key == "here")
        }

        @Test func denseIntegerKeysReadAsArrays() throws {
            let app = TestApp()
            #expect(outcome { app.ref("list").setValue(["a", "b", "c"], withCompletionBlock: $0) }.error == nil)
            #expect(json(app.server.exportedData(at: "list")) == #"{"0":"a","1":"b","2":"c"}"#)
            let array = try #require(read(app.ref("list"))?.value as? [Any])
            #expect(array.compactMap { $0 as? String } == ["a", "b", "c"])
        }

        @Test func arrayRuleNeedsMoreThanHalfOfTheSlots() throws {
            let app = TestApp()
            app.seed(["half": ["0": "a", "3": "d"], "more": ["0": "a", "2": "c"], "zero": ["00": "x", "1": "y"]])
            let snapshot = try #require(read(app.root))
            #expect(snapshot.childSnapshotForPath("half").value is [String: Any])
            let more = try #require(snapshot.childSnapshotForPath("more").value as? [Any])
            #expect(more.count == 3)
            #expect(more[1] is NSNull)
            #expect(snapshot.childSnapshotForPath("zero").value is [String: Any])
        }

        @Test func childSnapshotsHasChildAndCounts() throws {
            let app = TestApp()
            app.seed(["fred": ["name": ["first": "Fred", "last": "Flintstone"], "age": 40]])
            let snapshot = try #require(read(app.root))
            #expect(snapshot.childSnapshotForPath("fred/name/first").value as? String == "Fred")
            #expect(snapshot.childSnapshotForPath("fred/name/first").key == "first")
            #expect(snapshot.childSnapshotForPath("fred/missing").value is NSNull)
            #expect(snapshot.hasChild("fred/name/last"))
            #expect(!snapshot.hasChild("fred/name/middle"))
            #expect(snapshot.hasChildren())
            #expect(snapshot.childSnapshotForPath("fred").childrenCount == 2)
            #expect(snapshot.childSnapshotForPath("fred/age").hasChildren() == false)
            #expect(snapshot.exists())
        }

        @Test func refAndKeyOfASnapshot() throws {
            let app = TestApp()
            app.seed(["a": ["b": 1]])
            let snapshot = try #require(read(app.ref("a")))
            #expect(snapshot.ref.description == "\(app.url)/a")
            #expect(snapshot.childSnapshotForPath("b").ref.description == "\(app.url)/a/b")
            #expect(try #require(read(app.root)).key == "")
        }

        @Test func childrenEnumerateInQueryOrder() throws {
            let app = TestApp()
            app.seed(["c": ["h": 1], "a": ["h": 3], "b": ["h": 2]])
            let snapshot = try #require(read(app.root.queryOrderedByChild("h")))
            var keys: [String] = []
            for child in snapshot.children {
                let c = child as! WDataSnapshot
                keys.append(c.key)
            }
            #expect(keys == ["c", "b", "a"])
            let first = snapshot.children.nextObject() as? WDataSnapshot
            #expect(first?.childSnapshotForPath("h").value as? Int == 1)
        }

        @Test func priorityAndExportFormat() throws {
            let app = TestApp()
            app.seed(["leaf": [".value": "v", ".priority": 2], "node": ["x": 1, ".priority": "p"]])
            let snapshot = try #require(read(app.root))
            #expect(snapshot.childSnapshotForPath("leaf").priority as? Int == 2)
            #expect(snapshot.childSnapshotForPath("node").priority as? String == "p")
            #expect(json(snapshot.childSnapshotForPath("leaf").valueInExportFormat()) == #"{".priority":2,".value":"v"}"#)
            #expect(json(snapshot.valueInExportFormat()) == #"{"leaf":{".priority":2,".value":"v"},"node":{".priority":"p","x":1}}"#)
            #expect(json(snapshot.value) == #"{"leaf":"v","node":{"x":1}}"#)
        }

        @Test func exportFormatNeverMakesArrays() throws {
            let app = TestApp()
            app.seed(["list": ["a", "b"]])
            let snapshot = try #require(read(app.ref("list")))
            #expect(snapshot.value is [Any])
            #expect(json(snapshot.valueInExportFormat()) == #"{"0":"a","1":"b"}"#)
        }
    }
}
