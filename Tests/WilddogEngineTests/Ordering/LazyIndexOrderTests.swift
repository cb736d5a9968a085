import Dispatch
import Foundation
import Testing
@testable import WilddogEngine

/// Index orders of nodes built in bulk (decoded, parsed, batch-merged) are built on first use,
/// and every way of building or updating an order gives the order a full sort gives.
@Suite struct LazyIndexOrderTests {
    /// A list of `count` children: every third an object with a priority, every third a
    /// string with a string priority, the others numbers without one.
    static func list(_ count: Int) -> [String: Any] {
        var dict: [String: Any] = [:]
        for i in 0..<count {
            switch i % 3 {
            case 0: dict["c\(i)"] = ["n": i, ".priority": Double((i * 37) % 101)] as [String: Any]
            case 1: dict["c\(i)"] = [".value": "s\(i)", ".priority": "p\((i * 7919) % 1009)"] as [String: Any]
            default: dict["c\(i)"] = Double(i)
            }
        }
        return dict
    }

    /// The children's keys in `index` order by a plain sort of all children with the index's
    /// comparator (the reference order).
    static func sortedKeys(_ node: Node, _ index: Index) -> [String] {
        var all: [NamedNode] = []
        node.forEachChild { all.append($0) }
        return all.sorted { index.compare($0, $1) < 0 }.map(\.name.string)
    }

    static func keys(_ node: Node, _ index: Index) -> [String] {
        node.sortedChildren(index).map(\.name.string)
    }

    static func lazyOrder(_ node: Node) -> LazyIndexOrder? {
        guard case .children(let c) = node else { return nil }
        for entry in c.indexes.entries where entry.index == .priority {
            if case .lazy(let order) = entry.entry { return order }
        }
        return nil
    }

    @Test func decodedAndParsedListsLeaveThePriorityOrderUnbuiltUntilRead() throws {
        let parsed = try Node(exportValue: LazyIndexOrderTests.list(300))
        let decoded = try NodeCoder.decode(NodeCoder.encode(parsed))
        for node in [parsed, decoded] {
            let order = try #require(LazyIndexOrderTests.lazyOrder(node))
            #expect(!order.isBuilt)
            #expect(node.childCount == 300)
            #expect(LazyIndexOrderTests.keys(node, .priority) == LazyIndexOrderTests.sortedKeys(node, .priority))
            #expect(order.isBuilt)
        }
    }

    @Test func aListWithoutPrioritiesKeepsKeyOrderWithoutAnOrderToBuild() throws {
        var dict: [String: Any] = [:]
        for i in 0..<100 { dict["k\(i)"] = ["n": i] }
        let node = try NodeCoder.decode(NodeCoder.encode(try Node(exportValue: dict)))
        #expect(LazyIndexOrderTests.lazyOrder(node) == nil)
        #expect(LazyIndexOrderTests.keys(node, .priority) == LazyIndexOrderTests.sortedKeys(node, .key))
    }

    @Test func updatesOfAnUnreadListKeepItsOrder() throws {
        let base = try NodeCoder.decode(NodeCoder.encode(try Node(exportValue: LazyIndexOrderTests.list(200))))
        // A persistent update, a removal and an in-place update, each from an unread list.
        var persistent = base.updatingImmediateChild("c5", .leaf(.string("moved"), priority: .number(-1)))
        persistent = persistent.updatingImmediateChild("c1", .empty)
        var inPlace = try NodeCoder.decode(NodeCoder.encode(base))
        inPlace.updateImmediateChild("c7", .leaf(.number(1), priority: .string("zzz")))
        inPlace.updateImmediateChild("new", .leaf(.number(2), priority: .number(50)))
        for node in [persistent, inPlace, base] {
            #expect(LazyIndexOrderTests.keys(node, .priority) == LazyIndexOrderTests.sortedKeys(node, .priority))
        }
        // Children without a priority come first, then the lowest priority.
        var unprioritized = 0
        persistent.forEachChild { if $0.node.priority == nil { unprioritized += 1 } }
        #expect(LazyIndexOrderTests.keys(persistent, .priority).firstIndex(of: "c5") == unprioritized)
        #expect(LazyIndexOrderTests.keys(inPlace, .priority).last == "c7")
    }

    @Test func batchMergedListsBuildTheirOrdersOnFirstUse() throws {
        let base = try Node(exportValue: LazyIndexOrderTests.list(90)).withIndex(.child(Path("n")))
        var writes: [(path: Path, node: Node)] = []
        for i in stride(from: 0, to: 90, by: 9) { writes.append((Path("c\(i)"), .leaf(.number(Double(i)), priority: .number(1)))) }
        let merged = base.updatingChildren(writes)
        for index in [Index.priority, .child(Path("n"))] {
            #expect(LazyIndexOrderTests.keys(merged, index) == LazyIndexOrderTests.sortedKeys(merged, index))
        }
    }

    @Test func everyIndexSortsOnlyTheChildrenWithAValueAndPutsTheOthersFirst() throws {
        var dict: [String: Any] = [:]
        for i in 0..<120 {
            var child: [String: Any] = ["v": i % 7]
            if i % 4 == 0 { child["score"] = Double((i * 13) % 17) }
            if i % 5 == 0 { child["score"] = "s\(i % 3)" }
            if i % 6 == 0 { child[".priority"] = Double(i % 4) }
            dict["\(i % 2 == 0 ? "" : "k")\(i)"] = child
        }
        let node = try Node(exportValue: dict)
        var children: [NamedNode] = []
        node.forEachChild { children.append($0) }
        for index in [Index.priority, .value, .child(Path("score")), .child(Path("v"))] {
            let tree = try #require(IndexMap.buildTree(children, index))
            #expect(tree.map(\.name.string) == LazyIndexOrderTests.sortedKeys(node, index))
        }
        #expect(IndexMap.buildTree(children, .child(Path("absent"))) == nil)
    }

    @Test func priorityComparisonsEqualThoseOfPriorityNodes() throws {
        let values: [LeafValue?] = [nil, .bool(false), .number(-1), .number(0), .number(2.5), .integer(Int64.max),
                                    .string(""), .string("10"), .string("2"), .string("a"), .string("\u{FF61}"), .string("😀")]
        for a in values {
            for b in values {
                let nodeA = NamedNode("x", .leaf(.number(1), priority: a)), nodeB = Node.leaf(.number(1), priority: b)
                let expected = Node.compareValues(nodeA.node.priorityNode, nodeB.priorityNode)
                let viaIndex = Index.priority.compare(nodeA, "x", nodeB)
                #expect(viaIndex == expected, "\(String(describing: a)) vs \(String(describing: b))")
                let post = Index.priority.makePost(a.map { Node.leaf($0) } ?? .empty, "x")
                let postOrder = Index.priority.compare(post, "x", nodeB)
                #expect(postOrder == expected, "bound \(String(describing: a)) vs \(String(describing: b))")
            }
        }
    }

    @Test func concurrentReadersOfAnUnbuiltOrderAllGetTheSameOrder() async throws {
        let node = try NodeCoder.decode(NodeCoder.encode(try Node(exportValue: LazyIndexOrderTests.list(3000))))
        let expected = LazyIndexOrderTests.sortedKeys(node, .priority)
        let results = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<8 { group.addTask { LazyIndexOrderTests.keys(node, .priority) } }
            var all: [[String]] = []
            for await keys in group { all.append(keys) }
            return all
        }
        #expect(results.count == 8)
        for keys in results { #expect(keys == expected) }
    }
}
