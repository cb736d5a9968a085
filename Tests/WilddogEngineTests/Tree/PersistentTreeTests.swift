import Foundation
import Testing
@testable import WilddogEngine

/// The persistent weight-balanced tree behind children and index orders: random insert/remove
/// sequences against a sorted-array model, checking order, count, rank/select,
/// predecessor/successor, the balance invariant, and that old versions never change.
@Suite struct PersistentTreeTests {
    typealias Entry = (key: String, value: Double)

    /// The model: entries sorted by key order (§1), as the tree must keep them. Keys come from
    /// a fixed universe ranked once by the reference order (its regex is slow in bulk).
    struct Model {
        let rank: [String: Int]
        var entries: [Entry] = []

        init(universe: [String]) {
            let ints = universe.map(ReferenceKeyOrder.integer)
            let order = universe.indices.sorted {
                ReferenceKeyOrder.compare(universe[$0], ints[$0], universe[$1], ints[$1]) < 0
            }
            var rank: [String: Int] = [:]
            for (r, i) in order.enumerated() { rank[universe[i]] = r }
            self.rank = rank
        }

        func position(of key: String) -> (index: Int, found: Bool) {
            var lo = 0, hi = entries.count
            while lo < hi {
                let mid = (lo + hi) / 2
                let a = rank[entries[mid].key]!, b = rank[key]!
                let c = a == b ? 0 : (a < b ? -1 : 1)
                if c == 0 { return (mid, true) }
                if c < 0 { lo = mid + 1 } else { hi = mid }
            }
            return (lo, false)
        }

        mutating func insert(_ key: String, _ value: Double) {
            let (i, found) = position(of: key)
            if found { entries[i].value = value } else { entries.insert((key, value), at: i) }
        }

        mutating func remove(_ key: String) {
            let (i, found) = position(of: key)
            if found { entries.remove(at: i) }
        }
    }

    static func leaf(_ d: Double) -> Node { .leaf(.number(d)) }

    static func value(_ n: Node) -> Double? {
        if case .number(let d)? = n.leafValue { return d }
        return nil
    }

    /// Checks sizes and the weight-balance invariant (delta 3) on every node; returns the size.
    @discardableResult
    static func checkBalance(_ node: PersistentTree.Node?, _ problems: inout [String]) -> Int {
        guard let node else { return 0 }
        let l = checkBalance(node.left, &problems), r = checkBalance(node.right, &problems)
        if node.size != l + r + 1 { problems.append("size of \(node.key) is \(node.size), expected \(l + r + 1)") }
        if l + r > 1 && (l > 3 * r || r > 3 * l) { problems.append("unbalanced at \(node.key): \(l) / \(r)") }
        return l + r + 1
    }

    static func height(_ node: PersistentTree.Node?) -> Int {
        guard let node else { return 0 }
        return 1 + max(height(node.left), height(node.right))
    }

    /// Compares every query of the tree with the model.
    static func check(_ tree: PersistentTree, _ model: Model, probes: [String], _ context: String) {
        let keys = model.entries.map(\.key)
        #expect(tree.count == keys.count, "\(context)")
        #expect(tree.isEmpty == keys.isEmpty)
        #expect(tree.map(\.name.string) == keys, "\(context)")
        #expect(tree.map { value($0.node) } == model.entries.map(\.value), "\(context)")
        var reversed: [String] = []
        var iterator = tree.reverseIterator()
        while let next = iterator.next() { reversed.append(next.name.string) }
        #expect(reversed == keys.reversed(), "\(context)")
        #expect(tree.first?.name.string == keys.first && tree.last?.name.string == keys.last)
        #expect(keys.indices.map { tree.element(at: $0)?.name.string } == keys, "\(context) element(at:)")
        #expect(tree.element(at: -1) == nil && tree.element(at: keys.count) == nil)
        var problems: [String] = []
        checkBalance(tree.root, &problems)
        #expect(problems.isEmpty, "\(context): \(problems.prefix(3))")
        // Weight balance with delta 3 bounds the height by log base 4/3.
        #expect(Double(height(tree.root)) <= 1 + log(Double(keys.count + 1)) / log(4.0 / 3.0), "\(context)")
        // Probe results gathered first and compared once (one expectation per query kind).
        var got: [[String?]] = [], want: [[String?]] = []
        for probe in probes {
            let (i, found) = model.position(of: probe)
            let k = ChildKey(probe)
            let after = found ? i + 1 : i, atOrBefore = found ? i : i - 1
            var forward = tree.iterator(from: KeyProbe(k)), backward = tree.iterator(from: KeyProbe(k), reverse: true)
            got.append([String(tree.rank(KeyProbe(k))), String(tree.contains(key: k)),
                        tree.value(forKey: k).flatMap(value).map { "\($0)" }, tree.find(KeyProbe(k))?.name.string,
                        tree.predecessor(KeyProbe(k))?.name.string, tree.successor(KeyProbe(k))?.name.string,
                        forward.next()?.name.string, backward.next()?.name.string])
            want.append([String(i), String(found), found ? "\(model.entries[i].value)" : nil, found ? probe : nil,
                         i > 0 ? keys[i - 1] : nil, after < keys.count ? keys[after] : nil,
                         i < keys.count ? keys[i] : nil, atOrBefore >= 0 ? keys[atOrBefore] : nil])
        }
        // Per probe: rank, contains, value, find, predecessor, successor, iterator from, reverse iterator from.
        #expect(got == want, "\(context) probes \(probes)")
    }

    @Test func randomInsertsAndRemovesMatchTheModel() {
        var rng = SplitMix64(seed: 0x7EE)
        // Integer, zero-padded, negative and string keys, so the key order itself is exercised.
        let universe = (0..<120).map { i -> String in
            switch i % 5 {
            case 0: return "\(i)"
            case 1: return "0\(i)"
            case 2: return "-\(i)"
            case 3: return "key\(i)"
            default: return "\u{E9}\(i)"
            }
        }
        let extraProbes = ["", "zzz", "-999999", "00"]
        var tree = PersistentTree()
        var model = Model(universe: universe + extraProbes)
        var snapshots: [(PersistentTree, Model)] = []
        for step in 0..<1500 {
            let key = universe.randomElement(using: &rng)!
            // Phases: grow, churn, shrink, so the tree passes through many shapes and sizes.
            let insertBias = step < 500 ? 0.8 : (step < 1000 ? 0.5 : 0.2)
            if Double.random(in: 0..<1, using: &rng) < insertBias {
                let v = Double(step)
                tree = tree.inserting(key: ChildKey(key), Self.leaf(v))
                model.insert(key, v)
            } else {
                let before = tree
                tree = tree.removing(key: ChildKey(key))
                if !model.position(of: key).found {
                    #expect(tree.root === before.root, "removing an absent key keeps the tree")
                }
                model.remove(key)
            }
            if step % 50 == 0 {
                let probes = (0..<8).map { _ in universe.randomElement(using: &rng)! } + extraProbes
                Self.check(tree, model, probes: probes, "step \(step)")
                snapshots.append((tree, model))
            }
        }
        #expect(snapshots.contains { $0.1.entries.count > 60 })
        // Old versions are untouched by later updates.
        for (i, (old, oldModel)) in snapshots.enumerated() {
            #expect(old.map(\.name.string) == oldModel.entries.map(\.key), "snapshot \(i)")
            #expect(old.map { Self.value($0.node) } == oldModel.entries.map(\.value), "snapshot \(i)")
        }
    }

    @Test func sequentialInsertsAndRemovesStayBalanced() {
        // Monotonic sequences are the classic worst case for rebalancing.
        var tree = PersistentTree()
        var problems: [String] = []
        for i in 0..<512 { tree = tree.inserting(key: ChildKey(String(i)), Self.leaf(Double(i))) }
        Self.checkBalance(tree.root, &problems)
        for i in (0..<512).reversed() { tree = tree.inserting(key: ChildKey("-\(i)"), Self.leaf(Double(i))) }
        Self.checkBalance(tree.root, &problems)
        for i in 0..<400 {
            tree = tree.removing(key: ChildKey(String(i)))
            if i % 40 == 0 { Self.checkBalance(tree.root, &problems) }
        }
        #expect(problems.isEmpty, "\(problems.prefix(3))")
        #expect(tree.count == 1024 - 400)
        #expect(tree.first?.name.string == "-511" && tree.last?.name.string == "511")
        #expect(tree.element(at: 512)?.name.string == "400")
    }

    @Test func sortedConstructionIsBalanced() {
        for n in 0..<80 {
            let elements = (0..<n).map { NamedNode(ChildKey(String($0)), Self.leaf(Double($0))) }
            let tree = PersistentTree(sorted: elements)
            var problems: [String] = []
            Self.checkBalance(tree.root, &problems)
            #expect(problems.isEmpty, "n = \(n): \(problems)")
            #expect(tree.map(\.name.string) == elements.map(\.name.string))
        }
    }

    @Test func replacingAKeyKeepsCountAndOldVersion() {
        let v1 = PersistentTree().inserting(key: "a", Self.leaf(1)).inserting(key: "b", Self.leaf(2))
        let v2 = v1.inserting(key: "a", Self.leaf(3))
        #expect(v2.count == 2)
        #expect(v2.value(forKey: "a") == Self.leaf(3))
        #expect(v1.value(forKey: "a") == Self.leaf(1))
        // Canonically equivalent keys are different keys.
        let v3 = v2.inserting(key: ChildKey("\u{E9}"), Self.leaf(4)).inserting(key: ChildKey("e\u{301}"), Self.leaf(5))
        #expect(v3.count == 4)
        #expect(v3.value(forKey: ChildKey("\u{E9}")) == Self.leaf(4))
    }

    @Test func indexOrderedTreesWithTiesMatchTheModel() {
        // Trees kept in an index order (value, then key) with many equal values.
        var rng = SplitMix64(seed: 31)
        var tree = PersistentTree()
        var current: [String: Double] = [:]
        func sortedModel() -> [String] {
            current.sorted { a, b in a.value != b.value ? a.value < b.value : ReferenceKeyOrder.compare(a.key, b.key) < 0 }
                .map(\.key)
        }
        for step in 0..<600 {
            let key = ["a", "b", "10", "9", "09", "z", "\u{E9}", "x"][Int.random(in: 0..<8, using: &rng)] + String(step % 7)
            let old = current[key].map { NamedNode(ChildKey(key), Self.leaf($0)) }
            if let old { tree = tree.removing(IndexProbe(.value, old)) }
            if Bool.random(using: &rng) {
                let v = Double(Int.random(in: 0...3, using: &rng))
                let named = NamedNode(ChildKey(key), Self.leaf(v))
                tree = tree.inserting(named, IndexProbe(.value, named))
                current[key] = v
            } else {
                current[key] = nil
            }
            if step % 25 == 0 {
                let model = sortedModel()
                #expect(tree.map(\.name.string) == model, "step \(step)")
                #expect(tree.count == model.count)
                for (i, key) in model.enumerated() {
                    let named = NamedNode(ChildKey(key), Self.leaf(current[key]!))
                    #expect(tree.rank(IndexProbe(.value, named)) == i)
                    #expect(tree.predecessor(IndexProbe(.value, named))?.name.string == (i > 0 ? model[i - 1] : nil))
                    #expect(tree.successor(IndexProbe(.value, named))?.name.string == (i + 1 < model.count ? model[i + 1] : nil))
                }
                var problems: [String] = []
                Self.checkBalance(tree.root, &problems)
                #expect(problems.isEmpty)
            }
        }
    }
}
