import Testing
@testable import WilddogEngine

/// `Node.updatingChildren` (a multi-path update's writes in one pass, in place under a shared
/// parent) gives exactly what writing each path in turn gives, and leaves the original intact.
@Suite struct BatchUpdateTests {
    /// Each write in turn, the reference.
    static func stepByStep(_ data: Node, _ writes: [(path: Path, node: Node)]) -> Node {
        writes.reduce(data) { $0.updatingChild($1.path, $1.node) }
    }

    static func check(_ data: Node, _ writes: [(path: Path, node: Node)], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try data.hash
        let batched = data.updatingChildren(writes)
        let expected = stepByStep(data, writes)
        #expect(batched == expected, sourceLocation: sourceLocation)
        #expect(try batched.hash == expected.hash, sourceLocation: sourceLocation)
        #expect(batched.priority == expected.priority, sourceLocation: sourceLocation)
        #expect(try data.hash == before, "the original is untouched", sourceLocation: sourceLocation)
    }

    static func children(_ prefix: String, _ n: Int, priority: LeafValue? = nil) -> Node {
        let named = (0..<n).map { NamedNode(ChildKey("\(prefix)\(1000 + $0)"), .leaf(.number(Double($0)))) }
        return .children(ChildrenNode(sortedChildren: named, priority: priority))
    }

    static func writes(_ parent: Path, _ keys: [String], _ node: (Int) -> Node) -> [(path: Path, node: Node)] {
        keys.enumerated().map { (parent.child(ChildKey($0.element)), node($0.offset)) }
    }

    @Test func manyChildrenOfOneObjectMatchStepByStep() throws {
        let data = Node.empty.updatingChild(Path("a/items"), Self.children("k", 50, priority: .number(3)))
            .updatingChild(Path("a/.priority"), .leaf(.string("p")))
        let keys = (0..<80).map { "k\(1000 + $0 * 2)" }
        try Self.check(data, Self.writes(Path("a/items"), keys) { .leaf(.number(Double(-$0))) })
        // Deletions, replacements by objects, and new keys mixed.
        try Self.check(data, Self.writes(Path("a/items"), keys) { i in
            i % 3 == 0 ? .empty : i % 3 == 1 ? Self.children("x", 2) : .leaf(.bool(true))
        })
    }

    @Test func emptyingTheParentCollapsesItsAncestorsAsStepByStep() throws {
        // `a` has `items` only and a priority: deleting every item empties `a`, which loses its
        // priority; the writes after that recreate it without one.
        let data = Node.empty.updatingChild(Path("a/items"), Self.children("k", 10))
            .updatingChild(Path("a/.priority"), .leaf(.number(9)))
        var writes = Self.writes(Path("a/items"), (0..<10).map { "k\(1000 + $0)" }) { _ in .empty }
        writes += Self.writes(Path("a/items"), (0..<10).map { "z\($0)" }) { .leaf(.number(Double($0))) }
        try Self.check(data, writes)
        #expect(data.updatingChildren(writes).child(Path("a")).priority == nil)
    }

    @Test func parentsThatAreLeavesOrMissingMatchStepByStep() throws {
        let data = Node.empty.updatingChild(Path("leaf"), .leaf(.number(1), priority: .number(2)))
            .updatingChild(Path("obj/x"), .leaf(.number(1)))
        let keys = (0..<12).map { "c\($0)" }
        try Self.check(data, Self.writes(Path("leaf"), keys) { .leaf(.number(Double($0))) })
        try Self.check(data, Self.writes(Path("leaf/below"), keys) { _ in .empty })
        try Self.check(data, Self.writes(Path("leaf/below"), keys) { .leaf(.number(Double($0))) })
        try Self.check(data, Self.writes(Path("missing/deep"), keys) { .leaf(.number(Double($0))) })
        try Self.check(data, Self.writes(Path("obj"), keys) { _ in .empty })
    }

    @Test func mixedDepthsRootWritesAndPrioritiesMatchStepByStep() throws {
        let data = Node.empty.updatingChild(Path("items"), Self.children("k", 40))
        var writes = Self.writes(Path("items"), (0..<20).map { "k\(1000 + $0)" }) { .leaf(.number(Double($0 + 100))) }
        writes += Self.writes(Path("items/k1003"), (0..<9).map { "d\($0)" }) { .leaf(.number(Double($0))) }
        writes += Self.writes(Path("items/k1004"), [".priority"]) { _ in .leaf(.number(7)) }
        writes += Self.writes(Path("items"), (0..<9).map { "k\(1030 + $0)" }) { _ in .leaf(.string("s")) }
        try Self.check(data, writes)
        try Self.check(data, [(Path.root, Self.children("r", 3))] + writes)
        try Self.check(data, writes + [(Path.root, .empty)])
    }

    @Test func randomRunsMatchStepByStep() throws {
        var rng = SplitMix64(seed: 11)
        for _ in 0..<30 {
            let data = Node.empty.updatingChild(Path("p"), Self.children("k", Int.random(in: 1...60, using: &rng)))
            let writes = (0..<Int.random(in: 1...90, using: &rng)).map { _ -> (path: Path, node: Node) in
                let key = "k\(1000 + Int.random(in: 0..<80, using: &rng))"
                let node: Node = Int.random(in: 0..<4, using: &rng) == 0 ? .empty : .leaf(.number(Double(Int.random(in: 0..<9, using: &rng))))
                return (Path("p").child(ChildKey(key)), node)
            }
            try Self.check(data, writes)
        }
    }

    /// A long run in key order (as a sorted multi-path update gives it) is merged with the
    /// existing children in one pass: same data as step by step, and every index order the
    /// parent kept (value, priority) rebuilt for the new children, none left stale.
    @Test func longSortedRunsMergeIntoIndexedParentsAsStepByStep() throws {
        let base = Self.children("k", 30).withIndex(.value).withIndex(.child(Path("x")))
        // One child with a priority: the priority index keeps a tree of its own.
        let data = Node.empty.updatingChild(Path("p"), base)
            .updatingChild(Path("p/k1005"), .leaf(.number(5), priority: .number(1)))
        #expect(data.child(Path("p")).isIndexed(.value))
        let keys = (0..<40).map { "k\(1000 + $0)" }
        let runs: [[(path: Path, node: Node)]] = [
            // Replacing every child, some with priorities (the priority index gains a tree).
            Self.writes(Path("p"), keys) { .leaf(.number(Double(40 - $0)), priority: $0 % 2 == 0 ? .number(Double($0)) : nil) },
            // Deleting some, keeping the parent non-empty; then values no index orders by.
            Self.writes(Path("p"), keys) { $0 < 20 ? .empty : .leaf(.string("s\($0 % 7)")) },
            // Into an empty parent.
            Self.writes(Path("q"), keys) { .leaf(.number(Double($0 % 5))) },
            // Deleting everything that is there, then a missing key: the parent empties, collapses.
            Self.writes(Path("p"), (0..<30).map { "k\(1000 + $0)" }) { _ in .empty },
        ]
        for writes in runs {
            try Self.check(data, writes)
            let batched = data.updatingChildren(writes)
            let expected = Self.stepByStep(data, writes)
            for index in [Index.value, .priority, .child(Path("x")), .key] {
                let order = batched.child(Path("p")).sortedChildren(index).map(\.name)
                #expect(order == expected.child(Path("p")).sortedChildren(index).map(\.name))
            }
        }
        // A short run against many children takes the in-place way, with the same result.
        let big = Node.empty.updatingChild(Path("p"), Self.children("k", 500).withIndex(.value))
        try Self.check(big, Self.writes(Path("p"), ["k1003", "k1100", "k1200", "k1300", "k1400", "k1401", "k1402", "k1499", "k2000"]) {
            .leaf(.number(Double(-$0)))
        })
    }
}
