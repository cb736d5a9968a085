import Testing
@testable import WilddogEngine

/// The embedded server sends a tagged query the children its window gained, changed or lost,
/// not the whole window per write (issue 19: a window of 100 resent per write dominated replay).
@Suite struct TaggedWindowPushTests {
    @Test func aWindowThatMovesByOneChildIsSentAsAMergeOfTheChanges() throws {
        let old = try node(#"{"a": 1, "b": 2, "c": 3, "d": 4, "f": 6, "g": 7, "h": 8}"#)
        let new = try node(#"{"b": 2, "c": 30, "d": 4, "e": 5, "f": 6, "g": 7, "h": 8}"#)
        let changes = try #require(EmbeddedServer.changedChildren(from: old, to: new))
        let described = changes.map { "\($0.path) \(TestApp.describe($0.node))" }.sorted()
        #expect(described == ["/a null", "/c 30", "/e 5"])
    }

    @Test func aWholeNewWindowOrALeafIsSentWhole() throws {
        #expect(EmbeddedServer.changedChildren(from: try node(#"{"a": 1, "b": 2}"#), to: try node(#"{"c": 1, "d": 2}"#)) == nil)
        #expect(EmbeddedServer.changedChildren(from: try node(#"{"a": 1}"#), to: .leaf(.number(1))) == nil)
        #expect(EmbeddedServer.changedChildren(from: .empty, to: try node(#"{"a": 1}"#)) == nil)
    }

    /// A limited listener in a second app sees the same events either way.
    @Test func aLimitedListenerFollowsAnotherAppsWritesThroughMerges() {
        let id = uniqueAppId()
        let a = TestApp(appId: id), b = TestApp(appId: id)
        let query = try! QuerySpec.default.limited(toLast: 2, method: "test")
        b.observe("list", .childAdded, query: query)
        b.observe("list", .childRemoved, query: query)
        b.settle()
        for i in 1...4 { a.repo.set(Path("list/k\(i)"), repoNode(i), completion: nil) }
        #expect(waitUntil { b.log.count == 6 }, "\(b.log)")
        #expect(b.log == ["childAdded k1 nil 1", "childAdded k2 k1 2", "childRemoved k1 nil 1", "childAdded k3 k2 3",
                          "childRemoved k2 nil 2", "childAdded k4 k3 4"])
    }
}
