import Foundation
import Testing
@testable import WilddogBackend
@testable import WilddogEngine

/// Server updates mutate a view's cache in place only when nothing else references it: every
/// node handed out (event snapshots, cache reads) must keep its content.
@Suite struct InPlaceUpdateTests {
    final class NoListens: ListenProvider {
        func startListening(path: Path, query: QuerySpec, tag: Int?) {}
        func stopListening(path: Path, query: QuerySpec, tag: Int?) {}
    }

    static func children(_ n: Int) -> Node {
        var dict: [String: Any] = [:]
        for i in 0..<n { dict["k\(i)"] = i }
        return try! Node(exportValue: dict)
    }

    @Test(arguments: [QuerySpec.default, try! QuerySpec.default.limited(toLast: 3, method: "test")])
    func nodesHandedOutNeverChange(_ query: QuerySpec) {
        let provider = NoListens()
        let tree = SyncTree(listenProvider: provider)
        let path = Path("items")
        _ = tree.addEventRegistration(path, query, .allEvents())
        let events = tree.applyServerOverwrite(path, Self.children(50))
        let valueNode = events.last { $0.eventType == .value }!.node
        let valueBefore = valueNode.exportValue as! [String: Any]
        let cached = tree.serverCache(path)
        let cachedBefore = cached.map { $0.exportValue as! [String: Any] }
        for i in 0..<50 { _ = tree.applyServerOverwrite(path.child(ChildKey("k\(i)")), .leaf(.number(Double(1000 + i)))) }
        #expect(NSDictionary(dictionary: valueNode.exportValue as! [String: Any]).isEqual(to: valueBefore))
        if let cached, let cachedBefore {
            #expect(NSDictionary(dictionary: cached.exportValue as! [String: Any]).isEqual(to: cachedBefore))
        }
        // And the tree did take every update.
        #expect(tree.calcCompleteEventCache(path.child(ChildKey("k49"))) == .leaf(.number(1049)))
        #expect(tree.calcCompleteEventCache(path.child(ChildKey("k0"))) == .leaf(.number(1000)))
    }

    @Test func inPlaceInsertKeepsOrderAndBalanceUnderManyNewKeys() {
        var tree = PersistentTree()
        var model: [ChildKey] = []
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let key = ChildKey(String(Int.random(in: 0..<5000, using: &rng)))
            tree.insertInPlace(NamedNode(key, .leaf(.number(1))), KeyProbe(key))
            if !model.contains(key) { model.append(key) }
        }
        model.sort { ChildKey.compare($0, $1) < 0 }
        #expect(tree.map(\.name) == model)
        #expect(tree.count == model.count)
        // Weight balance keeps the height logarithmic.
        func height(_ n: PersistentTree.Node?) -> Int { n.map { 1 + max(height($0.left), height($0.right)) } ?? 0 }
        #expect(height(tree.root) <= 2 * Int(log2(Double(model.count)) + 1))
    }
}

/// `Node.updateChild` (the server's in-place write) gives what `updatingChild` gives, for sets,
/// deletes, new and deep paths, and never changes a copy held elsewhere.
@Suite struct NodeUpdateChildInPlaceTests {
    @Test(arguments: 1...16)
    func inPlaceMatchesTheCopyAndLeavesCopiesAlone(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed))
        var node = try Node(exportValue: ["a": ["x": 1, "y": ["z": 2]], "b": 3, "c": ["k0": 0]] as [String: Any])
        for _ in 0..<60 {
            let depth = Int.random(in: 1...3, using: &random)
            let path = Path((0..<depth).map { _ in ChildKey(["a", "b", "c", "x", "y", "z", "k0", "k1"].randomElement(using: &random)!) })
            let value: Node = Int.random(in: 0..<4, using: &random) == 0 ? .empty : .leaf(.number(Double(Int.random(in: 0..<9, using: &random))))
            let expected = node.updatingChild(path, value)
            if Bool.random(using: &random) {
                // Nothing else holds the nodes on the path: the update happens in place.
                node.updateChild(path, value)
            } else {
                let held = node, heldJSON = TestApp.describe(node)
                node.updateChild(path, value)
                #expect(TestApp.describe(held) == heldJSON, "seed \(seed) \(path)")
            }
            #expect(node == expected, "seed \(seed) \(path)")
        }
    }

    /// The server applies a write in place: data read before the write keeps its content.
    @Test func theServersInPlaceWriteLeavesEarlierReadsAlone() throws {
        let server = EmbeddedServer(appId: uniqueAppId())
        let before = server.adminRead(Path("items"))
        for i in 0..<20 { server.adminWrite(Path("items/k\(i)"), .leaf(.number(Double(i)))) }
        let middle = server.adminRead(Path("items"))
        for i in 0..<20 { server.adminWrite(Path("items/k\(i)"), .leaf(.number(Double(100 + i)))) }
        #expect(before.isEmpty)
        #expect(middle.childCount == 20 && middle.immediateChild(ChildKey("k3")) == .leaf(.number(3)))
        #expect(server.adminRead(Path("items/k3")) == .leaf(.number(103)))
    }
}
