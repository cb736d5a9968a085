import Foundation
import Testing
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
