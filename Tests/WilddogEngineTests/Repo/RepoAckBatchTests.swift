import Foundation
import Testing
@testable import WilddogBackend
@testable import WilddogEngine

/// Writes queued offline are replayed in one batch on reconnect; their acknowledgements raise
/// the events of the batch once, then the completions run in order (SEMANTICS.md §5.8).
@Suite struct RepoAckBatchTests {
    /// Three increments made offline while another app changed the counters: the server's values
    /// differ from the optimistic ones, and the batch raises one value event (with the three
    /// children changed), after which the three completions run, in order.
    @Test func aBatchOfAcksRaisesItsEventsOnceThenEachCompletionInOrder() {
        let id = uniqueAppId()
        let a = TestApp(appId: id), b = TestApp(appId: id)
        a.observe("list", .value, label: "A ")
        a.observe("list", .childChanged, label: "A ")
        a.settle()
        #expect(waitUntil { a.log.contains("A value list nil null") })
        a.repo.goOffline()
        a.settle()
        for key in ["c1", "c2", "c3"] { b.repo.set(Path("list/\(key)"), repoNode(10), completion: nil) }
        b.settle()
        for (i, key) in ["c1", "c2", "c3"].enumerated() {
            a.repo.set(Path("list/\(key)"), repoNode([".sv": ["increment": 1]]),
                       completion: { e in a.record("done\(i + 1) \(e?.code.rawValue ?? "ok")") })
        }
        a.settle()
        #expect(a.log.last == "A value list nil {\"c1\":1,\"c2\":1,\"c3\":1}")
        a.clearLog()
        a.repo.goOnline()
        #expect(waitUntil { a.log.filter { $0.hasPrefix("done") }.count == 3 }, "\(a.log)")
        a.settle()
        let values = a.log.filter { $0.hasPrefix("A value") }
        #expect(values == ["A value list nil {\"c1\":11,\"c2\":11,\"c3\":11}"], "\(a.log)")
        #expect(a.log.filter { $0.hasPrefix("A childChanged") }
                == ["A childChanged c1 nil 11", "A childChanged c2 c1 11", "A childChanged c3 c2 11"], "\(a.log)")
        // Completions after the events, in the order of the writes.
        #expect(Array(a.log.suffix(3)) == ["done1 ok", "done2 ok", "done3 ok"], "\(a.log)")
    }

    /// A write the rules reject in the middle of a replayed batch reverts only itself: its child
    /// is removed, the writes around it stay, and each completion hears its own result, in order.
    @Test func aRejectedWriteInTheMiddleOfABatchRevertsOnlyItself() throws {
        let id = uniqueAppId()
        try EmbeddedServerRegistry.shared.server(for: id).setRules(json: """
            {"rules": {".read": true, ".write": true, "list": {"b": {".validate": false}}}}
            """)
        let a = TestApp(appId: id), other = TestApp(appId: id)
        a.observe("list", .value, label: "A ")
        a.observe("list", .childAdded, label: "A ")
        a.observe("list", .childRemoved, label: "A ")
        other.observe("list", .childAdded, label: "O ")
        a.settle(); other.settle()
        #expect(waitUntil { a.log.contains("A value list nil null") })
        a.repo.goOffline()
        a.settle()
        for (i, key) in ["a", "b", "c"].enumerated() {
            a.repo.set(Path("list/\(key)"), repoNode(i + 1), completion: { e in a.record("done\(i + 1) \(e?.code.rawValue ?? "ok")") })
        }
        a.settle()
        #expect(a.log.last == "A value list nil {\"a\":1,\"b\":2,\"c\":3}")
        a.clearLog()
        a.repo.goOnline()
        #expect(waitUntil { a.log.filter { $0.hasPrefix("done") }.count == 3 }, "\(a.log)")
        a.settle()
        #expect(a.log == ["A childRemoved b nil 2", "A value list nil {\"a\":1,\"c\":3}",
                          "done1 ok", "done2 \(EngineError.Code.permissionDenied.rawValue)", "done3 ok"], "\(a.log)")
        #expect(TestApp.describe(a.server.adminRead(Path("list"))) == "{\"a\":1,\"c\":3}")
        #expect(waitUntil { other.log.count == 2 })
        #expect(other.log == ["O childAdded a nil 1", "O childAdded c a 3"])
    }

    /// Per view, the batch raises the net change: a child written and then removed again by
    /// writes of the same batch, whose server data ends as it was, raises nothing.
    @Test func netChangesOfABatchCollapsePerChild() {
        var changes = NetChildChanges()
        changes.track(.childAdded(ChildKey("x"), repoNode(1)))
        changes.track(.childRemoved(ChildKey("x"), repoNode(1)))
        changes.track(.childChanged(ChildKey("y"), repoNode(2), old: repoNode(1)))
        changes.track(.childChanged(ChildKey("y"), repoNode(1), old: repoNode(2)))
        changes.track(.childRemoved(ChildKey("z"), repoNode(1)))
        changes.track(.childAdded(ChildKey("z"), repoNode(3)))
        changes.track(.childChanged(ChildKey("w"), repoNode(2), old: repoNode(1)))
        changes.track(.childRemoved(ChildKey("w"), repoNode(2)))
        let summary = changes.all.map { "\($0.type) \($0.childName!.string) \(TestApp.describe($0.node)) \($0.oldNode.map(TestApp.describe) ?? "-")" }
        #expect(summary == ["childChanged z 3 1", "childRemoved w 1 -"])
    }
}
