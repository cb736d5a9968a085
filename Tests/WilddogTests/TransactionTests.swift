import Foundation
import Testing
import Wilddog

extension LegacyTests {
    /// runTransactionBlock variants, WMutableData and WTransactionResult.
    @Suite struct TransactionTests {
        /// The outcome of a transaction's completion block.
        struct Finished {
            let error: NSError?
            let committed: Bool
            let snapshot: WDataSnapshot?
        }

        /// Keeps `ref` observed (so transactions start from the synced data) once its data arrived.
        static func keepObserved(_ ref: Wilddog) {
            let values = Recorder()
            ref.observeEventType(.Value, withBlock: { _ in values.record("value") })
            _ = waitUntil { values.count > 0 }
        }

        static func run(_ ref: Wilddog, localEvents: Bool = true,
                        _ block: @escaping (WMutableData) -> WTransactionResult) -> Finished? {
            waitFor { done in
                ref.runTransactionBlock(block, andCompletionBlock: { error, committed, snapshot in
                    done(Finished(error: error as NSError?, committed: committed, snapshot: snapshot))
                }, withLocalEvents: localEvents)
            }
        }

        @Test func incrementsAnExistingValue() throws {
            let app = TestApp()
            app.seed(41, at: "counter")
            let finished: Finished? = waitFor { done in
                app.ref("counter").runTransactionBlock({ data in
                    data.value = (data.value as? Int ?? 0) + 1
                    return WTransactionResult.successWithValue(data)
                }, andCompletionBlock: { done(Finished(error: $0 as NSError?, committed: $1, snapshot: $2)) })
            }
            let result = try #require(finished)
            #expect(result.error == nil)
            #expect(result.committed)
            #expect(result.snapshot?.value as? Int == 42)
            #expect(result.snapshot?.key == "counter")
            #expect(app.serverJSON("counter") == "42")
        }

        @Test func emptyLocationReadsAsNSNull() throws {
            let app = TestApp()
            let seen = Recorder()
            let result = try #require(Self.run(app.ref("new")) { data in
                seen.record(json(data.value))
                data.value = "created"
                return .successWithValue(data)
            })
            #expect(seen.log.first == "null")
            #expect(result.committed)
            #expect(app.serverJSON("new") == #""created""#)
        }

        @Test func abortCommitsNothingAndReportsNoError() throws {
            let app = TestApp()
            app.seed("keep", at: "x")
            Self.keepObserved(app.ref("x"))
            let result = try #require(Self.run(app.ref("x")) { _ in .abort() })
            #expect(result.error == nil)
            #expect(result.committed == false)
            #expect(app.serverJSON("x") == #""keep""#)
        }

        @Test func concurrentClientsNeverLoseAnIncrement() {
            let app = TestApp()
            let refs = [app.ref("count"), app.otherClient("count")]
            let finished = Recorder()
            for ref in refs {
                for _ in 0..<10 {
                    ref.runTransactionBlock({ data in
                        data.value = (data.value as? Int ?? 0) + 1
                        return .successWithValue(data)
                    }, andCompletionBlock: { error, committed, _ in finished.record("\(error == nil) \(committed)") })
                }
            }
            #expect(waitUntil(10) { finished.count == 20 })
            #expect(Set(finished.log) == ["true true"])
            #expect(app.serverJSON("count") == "20")
        }

        @Test func mutableDataNavigatesAndWritesThrough() throws {
            let app = TestApp()
            app.seed(["a": ["b": 1], "c": [".value": 2, ".priority": 1]], at: "doc")
            Self.keepObserved(app.ref("doc"))
            let seen = Recorder()
            let result = try #require(Self.run(app.ref("doc")) { data in
                seen.record("top key \(data.key ?? "nil") count \(data.childrenCount) children \(data.hasChildren())")
                for child in data.children {
                    let c = child as! WMutableData
                    seen.record("child \(c.key ?? "nil") \(json(c.value)) \(c.priority ?? "none")")
                }
                seen.record("has a/b \(data.hasChildAtPath("a/b")) has a/x \(data.hasChildAtPath("a/x"))")
                data.childDataByAppendingPath("a/b").value = 5
                data.childDataByAppendingPath("d").value = ["e": true]
                data.childDataByAppendingPath("c").priority = "p"
                data.priority = 9
                return .successWithValue(data)
            })
            #expect(result.committed)
            #expect(seen.log.filter { $0.hasPrefix("top") || $0.hasPrefix("has") } == [
                "top key nil count 2 children true", "has a/b true has a/x false",
            ])
            #expect(seen.log.contains(#"child a {"b":1} none"#))
            #expect(seen.log.contains("child c 2 1"))
            #expect(json(app.server.exportedData(at: "doc"))
                == #"{".priority":9,"a":{"b":5},"c":{".priority":"p",".value":2},"d":{"e":true}}"#)
        }

        @Test func blockCanMakeAutoIdKeys() throws {
            let app = TestApp()
            let list = app.ref("list")
            let earlier = list.childByAutoId().key
            let result = try #require(Self.run(list) { data in
                data.childDataByAppendingPath(list.childByAutoId().key).value = "item"
                return .successWithValue(data)
            })
            #expect(result.committed)
            let keys = (result.snapshot?.value as? [String: Any])?.keys.sorted() ?? []
            #expect(keys.count == 1)
            #expect(keys.allSatisfy { $0 > earlier })
        }

        @Test func settingValueClearsThePriority() throws {
            let app = TestApp()
            app.seed([".value": 1, ".priority": 5], at: "n")
            Self.keepObserved(app.ref("n"))
            let result = try #require(Self.run(app.ref("n")) { data in
                data.value = 2
                return .successWithValue(data)
            })
            #expect(result.committed)
            #expect(json(app.server.exportedData(at: "n")) == "2")
        }

        @Test func localEventsCanBeSuppressed() {
            let app = TestApp()
            app.seed(1, at: "v")
            let log = Recorder()
            app.ref("v").observeEventType(.Value, withBlock: { log.record(json($0.value)) })
            #expect(waitUntil { log.log == ["1"] })
            app.root.app.goOffline()
            app.ref("v").runTransactionBlock({ data in
                data.value = 2
                return .successWithValue(data)
            }, andCompletionBlock: nil, withLocalEvents: false)
            app.ref("v").runTransactionBlock({ data in
                data.value = 3
                return .successWithValue(data)
            }, andCompletionBlock: nil, withLocalEvents: true)
            #expect(waitUntil { log.log == ["1", "3"] })
            app.root.app.goOnline()
            #expect(waitUntil { app.serverJSON("v") == "3" })
        }

        @Test func aSetOverridesAPendingTransaction() {
            let app = TestApp()
            app.seed("server", at: "x")
            _ = read(app.root.childByAppendingPath(".info/connected"))
            app.root.app.goOffline()
            // Offline, the transaction runs on stale (empty) local data; the set marks it
            // overridden, and when the server answers "stale data" it aborts instead of rerunning.
            let finished = Delivery<Finished>()
            app.ref("x").runTransactionBlock({ data in
                data.value = "from transaction"
                return .successWithValue(data)
            }, andCompletionBlock: { finished.deliver(Finished(error: $0 as NSError?, committed: $1, snapshot: $2)) })
            app.ref("x").setValue("from set")
            app.root.app.goOnline()
            let result = finished.wait()
            #expect(result?.error?.domain == WilddogErrorDomain)
            #expect(result?.error?.code == WilddogError.OverriddenBySet.rawValue)
            #expect(result?.committed == false)
            #expect(waitUntil { app.serverJSON("x") == #""from set""# })
        }

        @Test func deniedTransactionFailsWithPermissionDenied() throws {
            let app = TestApp()
            try app.server.setRules(#"{"rules": {".read": true, ".write": false}}"#)
            let result = try #require(Self.run(app.ref("x")) { data in
                data.value = 1
                return .successWithValue(data)
            })
            #expect(result.error?.code == WilddogError.PermissionDenied.rawValue)
            #expect(result.committed == false)
        }

        @Test func invalidValueInTheBlockFailsTheTransaction() throws {
            let app = TestApp()
            app.seed("old", at: "x")
            Self.keepObserved(app.ref("x"))
            let result = try #require(Self.run(app.ref("x")) { data in
                data.value = Double.nan
                return .successWithValue(data)
            })
            #expect(result.error?.domain == WilddogErrorDomain)
            #expect(result.error?.code == WilddogError.OperationFailed.rawValue)
            #expect(result.error?.localizedDescription.contains("setValue") == true)
            #expect(result.committed == false)
            let priority = try #require(Self.run(app.ref("x")) { data in
                data.priority = true
                return .successWithValue(data)
            })
            #expect(priority.error?.code == WilddogError.OperationFailed.rawValue)
            #expect(app.serverJSON("x") == #""old""#)
        }
    }
}
