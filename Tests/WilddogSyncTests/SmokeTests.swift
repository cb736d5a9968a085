import Foundation
import Testing
import WilddogTestSupport
import WilddogServer
import WilddogSync

@Suite struct SmokeTests {
    @Test func setThenReadBack() async throws {
        let t = SyncTestApp()
        let done = Expectation<Error?>()
        t.ref("a/b").setValue(["x": 1, "y": [1, 2, 3]]) { error, _ in done.fulfill(error) }
        let error = try #require(await done.value())
        #expect(error == nil)
        let snap = Expectation<WDGDataSnapshot>()
        t.ref("a").observeSingleEvent(of: .value) { snap.fulfill($0) }
        let s = try #require(await snap.value())
        #expect(json(s.value) == #"{"b":{"x":1,"y":[1,2,3]}}"#)
        var keys: [String] = []
        for case let child as WDGDataSnapshot in s.childSnapshot(forPath: "b").children { keys.append(child.key) }
        #expect(keys == ["x", "y"])
    }

    @Test func mainQueueDelivery() async throws {
        let id = uniqueAppId()
        let name = "main_" + UUID().uuidString.replacingOccurrences(of: "-", with: "_")
        WDGApp.configure(withName: name, options: WDGOptions(syncURL: "https://\(id).wilddogio.com"))
        let app = try #require(WDGApp(named: name))
        let key = DispatchSpecificKey<String>()
        DispatchQueue.main.setSpecific(key: key, value: "main")
        let got = Expectation<Bool>()
        WDGSync.sync(app: app).reference(withPath: "q").observeSingleEvent(of: .value) { _ in
            got.fulfill(DispatchQueue.getSpecific(key: key) == "main")
        }
        #expect(await got.value() == true)
        app.delete { _ in }
    }
}
