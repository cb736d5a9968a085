import Testing
@testable import WilddogEngine

/// A batch of acks that covers every pending write empties the write layer at once and
/// re-applies the server data once (SyncTree.ackEveryPendingWrite). It must raise exactly the
/// events, and leave exactly the data, of the same acks removed one by one: the reference tree
/// holds one more write at a location nobody listens to, so its batch takes the per-write path.
@Suite struct AckEveryPendingWriteTests {
    private static func describe(_ events: [Event]) -> [String] {
        events.map { e in
            let type = e.eventType.map { "\($0)" } ?? "cancel"
            return "\(e.queryPath) \(e.query.identifier) \(type) \(e.childKey?.string ?? "-") \(e.prevName?.string ?? "-") \(TestApp.describe(e.node))"
        }
    }

    /// Listeners of every kind around the written location: above it, at it (value, child
    /// events, limitToLast(2)) and below it.
    private static func makeTree() throws -> SyncTree {
        let tree = SyncTree(listenProvider: NoListens())
        _ = tree.addEventRegistration(.root, .default, EventRegistration(.value))
        _ = tree.addEventRegistration("p", .default, EventRegistration(.value))
        _ = tree.addEventRegistration("p", .default,
                                      EventRegistration(eventTypes: [.childAdded, .childChanged, .childRemoved, .childMoved]))
        let last2 = try QuerySpec.default.limited(toLast: 2, method: "t")
        _ = tree.addEventRegistration("p", last2, EventRegistration(eventTypes: [.childAdded, .childRemoved, .value]))
        _ = tree.addEventRegistration("p/k1", .default, EventRegistration(.value))
        return tree
    }

    /// Random writes at and below `p` (overwrites, deletes, merges, the whole location), then
    /// server data that agrees with them or not, then every write acked in one batch.
    @Test(arguments: 1...24)
    func theBatchRaisesWhatTheAcksOneByOneRaise(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed))
        let batched = try Self.makeTree(), reference = try Self.makeTree()
        func both(_ body: (SyncTree) -> [Event]) -> ([String], [String]) {
            (Self.describe(body(batched)), Self.describe(body(reference)))
        }
        func value() -> Node {
            Int.random(in: 0..<5, using: &random) == 0 ? .empty : repoNode(Int.random(in: 0..<4, using: &random))
        }
        func key() -> String { "k\(Int.random(in: 0..<5, using: &random))" }
        var initial: [String: Any] = [:]
        for i in 0..<4 { initial["k\(i)"] = i == 1 ? ["x": 1, "y": 2] as [String: Any] : i }
        let start = both { $0.applyServerOverwrite("p", repoNode(initial)) }
        #expect(start.0 == start.1)
        var ids: [Int] = []
        for writeId in 0..<Int.random(in: 2...8, using: &random) {
            ids.append(writeId)
            // Drawn once, applied to both trees.
            let (k, v, v2) = (key(), value(), value())
            let below = ["x", "y", "z"].randomElement(using: &random)!
            let issued: ([String], [String])
            switch Int.random(in: 0..<6, using: &random) {
            case 0: issued = both { $0.applyUserMerge("p", [(Path(k), v), (Path("k1/x"), v2)], writeId: writeId) }
            case 1: issued = both { $0.applyUserOverwrite(Path("p/k1/\(below)"), v, writeId: writeId) }
            case 2: issued = both { $0.applyUserOverwrite("p", repoNode(["k2": 7, "k9": 9]), writeId: writeId) }
            default: issued = both { $0.applyUserOverwrite(Path("p/\(k)"), v, writeId: writeId) }
            }
            #expect(issued.0 == issued.1)
        }
        _ = reference.applyUserOverwrite("elsewhere", repoNode(1), writeId: 100)
        // The server's answer: what the writes made, or other data where another client wrote.
        let shown = batched.calcCompleteEventCache("p")
        let server = Bool.random(using: &random) ? shown : shown.updatingImmediateChild(ChildKey(key()), value())
        let pushed = both { $0.applyServerOverwrite("p", server) }
        #expect(pushed.0 == pushed.1)
        let acked = both { $0.ackUserWrites(ids.map { ($0, false) }) }
        #expect(acked.0 == acked.1, "seed \(seed)")
        #expect(batched.pendingWriteTree.allWrites.isEmpty)
        for path: Path in ["p", "p/k1"] {
            #expect(batched.calcCompleteEventCache(path) == reference.calcCompleteEventCache(path), "seed \(seed) \(path)")
        }
        #expect(batched.calcCompleteEventCache("p") == server)
        // The views show the server's data: a new listener's first value is it.
        let late = batched.addEventRegistration("p", .default, EventRegistration(.value))
        #expect(late.map(\.node) == [server], "seed \(seed)")
    }
}
