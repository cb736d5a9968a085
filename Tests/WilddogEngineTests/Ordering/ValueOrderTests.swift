import Foundation
import Testing
@testable import WilddogEngine

/// Value order (orderByValue, orderByChild), SEMANTICS.md §3.
@Suite struct ValueOrderTests {
    /// Nodes in ascending value order; the last two are objects, which compare equal.
    static let valueLadder: [String] = [
        "null", "false", "true", "-1e300", "-1", "-0.5", "0", "0.5", "1", "2", "10", "1e300",
        #""""#, #""0""#, #""10""#, #""2""#, #""A""#, #""a""#, #""e\u0301""#, #""\u00e9""#,
        #""\ud83d\ude00""#, #""\uff61""#, #"{"a": 1}"#, #"{"b": {"c": 2}, ".priority": 1}"#,
    ]

    @Test func valuesOrderByTypeThenValueAndObjectsTie() throws {
        let nodes = try Self.valueLadder.map(node)
        let firstObject = Self.valueLadder.count - 2
        for i in nodes.indices {
            for j in nodes.indices {
                let want = (i == j || (i >= firstObject && j >= firstObject)) ? 0 : (i < j ? -1 : 1)
                #expect(Node.compareValues(nodes[i], nodes[j]).signum() == want,
                        "compare(\(Self.valueLadder[i]), \(Self.valueLadder[j]))")
            }
        }
    }

    @Test func placeholdersSortBeforeBooleans() {
        let placeholder = Node.leaf(.deferred(.timestamp))
        #expect(Node.compareValues(.empty, placeholder) < 0)
        #expect(Node.compareValues(placeholder, .leaf(.bool(false))) < 0)
        #expect(Node.compareValues(.leaf(.deferred(.increment(1))), placeholder) == 0)
    }

    @Test func prioritiesPlayNoPartInValueOrder() {
        let a = Node.leaf(.number(1), priority: .string("zzz"))
        let b = Node.leaf(.number(1), priority: .number(-5))
        #expect(Node.compareValues(a, b) == 0)
        #expect(Node.compareValues(.leaf(.number(0), priority: .number(100)), .leaf(.number(1))) < 0)
    }

    @Test func numbersAreDoublesAndNegativeZeroIsZero() throws {
        // §3.4: 1 and 1.0 are one value; -0 is normalised to 0 on input.
        #expect(try node("1") == node("1.0"))
        #expect(try NodeParser(method: "set").parse(1) == NodeParser(method: "set").parse(1.0))
        #expect(try NodeParser(method: "set").parse(2147483648) == NodeParser(method: "set").parse(2147483648.0))
        let zero = try NodeParser(method: "set").parse(-0.0)
        guard case .number(let d)? = zero.leafValue else { Issue.record("not a number"); return }
        #expect(d == 0 && d.sign == .plus)
        let priority = try NodeParser(method: "set").parsePriority(-0.0)
        guard case .number(let p)? = priority else { Issue.record("not a number"); return }
        #expect(p.sign == .plus)
    }

    @Test func orderByValueSortsMixedChildren() throws {
        let data = try node(#"""
            {"s": "x", "t": true, "o1": {"z": 1}, "f": false, "n1": 5, "o0": {"a": 1},
             "10": 5, "9": 5, "neg": -3, "str": "", "p": {".value": 4, ".priority": "zzz"}}
            """#)
        #expect(keys(data, .value) == ["f", "t", "neg", "p", "9", "10", "n1", "str", "s", "o0", "o1"])
    }

    @Test func objectTiesFallBackToKeyOrderNotContent() throws {
        // Objects all compare equal (§3.1): key order decides, whatever they contain.
        let data = try node(#"{"b": {"x": 1}, "a": {"y": {"z": 1}}, "10": {"a": 1}, "9": {"zz": "z"}, "c": 0}"#)
        #expect(keys(data, .value) == ["c", "9", "10", "a", "b"])
        #expect(keys(data, .child("x")) == ["9", "10", "a", "c", "b"])
    }

    @Test func orderByChildTreatsMissingChildrenAsNull() throws {
        // js-compat-test order_by.test.ts "Snapshots are iterated in order".
        let data = try node(#"""
            {"alex": {"nuggets": 60}, "rob": {"nuggets": 56}, "vassili": {"nuggets": 55.5},
             "tony": {"nuggets": 52}, "greg": {"nuggets": 52}, "nobody": {"other": 1}, "leaf": 3}
            """#)
        #expect(keys(data, .child("nuggets")) == ["leaf", "nobody", "greg", "tony", "vassili", "rob", "alex"])
    }

    @Test func orderByChildFollowsDeepPaths() throws {
        // js-compat-test order_by.test.ts "Can define and use an deep index".
        let data = try node(#"""
            {"a": {"deep": {"index": 3}}, "b": {"deep": {"index": 1}}, "c": {"deep": {"index": 2}},
             "d": {"deep": "leaf"}, "e": {"deep": {"index": {"nested": true}}}, "f": {"deep": {"index": "s"}}}
            """#)
        #expect(keys(data, .child("deep/index")) == ["d", "b", "c", "a", "f", "e"])
        let dinosaurs = try node(#"""
            {"bruhathkayosaurus": {"dimensions": {"height": 25}}, "lambeosaurus": {"dimensions": {"height": 2.1}},
             "linhenykus": {"dimensions": {"height": 0.6}}, "pterodactyl": {"dimensions": {"height": 0.6}},
             "stegosaurus": {"dimensions": {"height": 4}}, "triceratops": {"dimensions": {"height": 3}}}
            """#)
        #expect(keys(dinosaurs, .child("dimensions/height")) == [
            "linhenykus", "pterodactyl", "lambeosaurus", "triceratops", "stegosaurus", "bruhathkayosaurus",
        ])
    }

    @Test func orderByChildIgnoresPrioritiesOfTheChildValue() throws {
        let data = try node(#"""
            {"a": {"n": {".value": 2, ".priority": 0}}, "b": {"n": {".value": 1, ".priority": 9}}}
            """#)
        #expect(keys(data, .child("n")) == ["b", "a"])
        #expect(keys(data, .priority) == ["a", "b"])
    }

    @Test func predecessorIsTheChildBeforeInIndexOrder() throws {
        let data = try node(#"{"a": 3, "b": 1, "c": 2, "d": {"x": 1}}"#)
        func prev(_ key: ChildKey, _ index: Index) -> String? {
            data.predecessorChildName(key, data.immediateChild(key), index)?.string
        }
        #expect(prev("b", .value) == nil)
        #expect(prev("c", .value) == "b")
        #expect(prev("a", .value) == "c")
        #expect(prev("d", .value) == "a")
        #expect(prev("a", .key) == nil)
        #expect(prev("d", .key) == "c")
        #expect(data.firstChild(.value)?.name == "b")
        #expect(data.lastChild(.value)?.name == "d")
    }

    // MARK: Index maintenance

    /// The order the comparator gives from scratch, as the model for incremental updates.
    static func modelOrder(_ node: Node, _ index: Index) -> [String] {
        var list: [NamedNode] = []
        node.forEachChild { list.append($0) }
        return list.sorted { index.compare($0, $1) < 0 }.map(\.name.string)
    }

    @Test func indexOrdersStayCorrectUnderRandomUpdates() {
        let indexes: [Index] = [.priority, .value, .child("score"), .child("deep/v")]
        var rng = SplitMix64(seed: 42)
        var data = Node.empty
        for index in indexes { data = data.withIndex(index) }
        let keyPool = (0..<40).map { ["k\($0)", "\($0)", "0\($0)"][$0 % 3] }
        func randomLeaf() -> LeafValue {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: return .bool(Bool.random(using: &rng))
            case 1: return .number(Double(Int.random(in: -3...3, using: &rng)))
            case 2: return .string(["a", "b", "\u{E9}", "e\u{301}"].randomElement(using: &rng)!)
            default: return .number(Double(Int.random(in: 0...2, using: &rng)) / 2)
            }
        }
        func randomPriority() -> LeafValue {
            Bool.random(using: &rng) ? .number(Double(Int.random(in: -2...2, using: &rng))) : .string(["p", "q"].randomElement(using: &rng)!)
        }
        for step in 0..<600 {
            let key = ChildKey(keyPool.randomElement(using: &rng)!)
            let child: Node
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: child = .empty
            case 1: child = .leaf(randomLeaf(), priority: Bool.random(using: &rng) ? randomPriority() : nil)
            case 2: child = Node.empty.updatingImmediateChild("score", .leaf(randomLeaf()))
            case 3: child = Node.empty.updatingChild("deep/v", .leaf(randomLeaf())).updatingPriority(randomPriority())
            case 4:
                // A priority-only or deep change to an existing child.
                data = data.updatingChild(Path([key, .priority]), Bool.random(using: &rng) ? .leaf(randomPriority()) : .empty)
                data = data.updatingChild(Path([key, "score"]), .leaf(randomLeaf()))
                continue
            default: child = Node.empty.updatingImmediateChild("other", .leaf(randomLeaf()))
            }
            data = data.updatingImmediateChild(key, child)
            if step % 20 == 0 || step == 599 {
                for index in indexes {
                    #expect(keys(data, index) == Self.modelOrder(data, index), "step \(step), index \(index)")
                }
            }
        }
        #expect(data.childCount > 5)
    }
}
