import Testing
@testable import WilddogBackend
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

    /// After a change to some children, the window computed from the last one sent equals the
    /// window computed from scratch (limits from either end, with and without ranges).
    @Test(arguments: [1, 2, 3] as [UInt64])
    func incrementalWindowsEqualWindowsFromScratch(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let queries: [QuerySpec] = [
            try QuerySpec.default.limited(toLast: 5, method: "t"),
            try QuerySpec.default.limited(toFirst: 5, method: "t"),
            try QuerySpec.default.ordered(by: .key, method: "t").starting(at: "k3", key: nil, method: "t").limited(toLast: 3, method: "t"),
            try QuerySpec.default.ordered(by: .key, method: "t").ending(at: "k7", key: nil, method: "t").limited(toFirst: 4, method: "t"),
        ]
        for query in queries {
            var data = Node.empty
            for i in 0..<12 { data = data.updatingImmediateChild(ChildKey("k\(i)"), .leaf(.number(Double(i)))) }
            var listen = ServerListen(path: .root, query: query, tag: 1, lastSent: query.result(of: data))
            for _ in 0..<200 {
                let keys = (0..<Int(rng.next() % 3 + 1)).map { _ in ChildKey("k\(rng.next() % 16)") }
                for key in keys {
                    let value: Node = rng.next() % 3 == 0 ? .empty : .leaf(.number(Double(rng.next() % 50)))
                    data = data.updatingImmediateChild(key, value)
                }
                let distinct = EmbeddedServer.changedChildKeys(below: .root, keys.map { Path([$0]) })!
                let expected = query.result(of: data)
                var none: ChildChangeAccumulator? = nil
                if let incremental = listen.updatedResult(data, changedChildren: distinct, tracking: &none) {
                    #expect(incremental == expected, "\(query.identifier) seed \(seed)")
                }
                // What the server pushes turns the last result sent into the new one.
                let previous = listen.lastSent!
                var pushed = listen
                switch EmbeddedServer.queryPush(&pushed, data, keys.map { Path([$0]) }) {
                case nil:
                    #expect(previous == expected, "\(query.identifier) seed \(seed)")
                case .merge(_, let children, _)?:
                    var applied = previous
                    for child in children { applied = applied.updatingChild(child.path, child.node) }
                    #expect(query.result(of: applied) == expected, "\(query.identifier) seed \(seed)")
                case .overwrite(_, let node, _)?:
                    #expect(node == expected, "\(query.identifier) seed \(seed)")
                default:
                    Issue.record("unexpected push")
                }
                #expect(pushed.lastSent == expected)
                listen.lastSent = expected
            }
        }
    }
}
