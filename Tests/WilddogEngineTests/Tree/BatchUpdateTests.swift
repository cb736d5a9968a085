import Testing
@testable import WilddogEngine

/// `Node.updatingChildren` (a multi-path update's writes in one pass, in place under a shared
/// parent) gives exactly what writing each path in turn gives, and leaves the original intact.
@Suite struct BatchUpdateTests {
    /// Each write in turn, the reference.
    static func stepByStep(_ data: Node, _ writes: [(path: Path, node: Node)]) -> Node {
        writes.reduce(data) { $0.updatingChild($1.path, $1.node) }
    }

    static func check(_ data: Node, _ writes: [(path: Path, node: Node)], sourceLocation: SourceLocation = #_sourceLocation) {
        let before = data.hash
        let batched = data.updatingChildren(writes)
        let expected = stepByStep(data, writes)
        #expect(batched == expected, sourceLocation: sourceLocation)
        #expect(batched.hash == expected.hash, sourceLocation: sourceLocation)
        #expect(batched.priority == expected.priority, sourceLocation: sourceLocation)
        #expect(data.hash == before, "the original is untouched", sourceLocation: sourceLocation)
    }

    static func children(_ prefix: String, _ n: Int, priority: LeafValue? = nil) -> Node {
        let named = (0..<n).map { NamedNode(ChildKey("\(prefix)\(1000 + $0)"), .leaf(.number(Double($0)))) }
        return .children(ChildrenNode(sortedChildren: named, priority: priority))
    }

    static func writes(_ parent: Path, _ keys: [String], _ node: (Int) -> Node) -> [(path: Path, node: Node)] {
        keys.enumerated().map { (parent.child(ChildKey($0.element)), node($0.offset)) }
    }

    @Test func manyChildrenOfOneObjectMatchStepByStep() {
        let data = Node.empty.updatingChild(Path("a/items"), Self.children("k", 50, priority: .number(3)))
            .updatingChild(Path("a/.priority"), .leaf(.string("p")))
        let keys = (0..<80).map { "k\(1000 + $0 * 2)" }
        Self.check(data, Self.writes(Path("a/items"), keys) { .leaf(.number(Double(-$0))) })
        // Deletions, replacements by objects, and new keys mixed.
        Self.check(data, Self.writes(Path("a/items"), keys) { i in
            i % 3 == 0 ? .empty : i % 3 == 1 ? Self.children("x", 2) : .leaf(.bool(true))
        })
    }

    @Test func emptyingTheParentCollapsesItsAncestorsAsStepByStep() {
        // `a` has `items` only and a priority: deleting every item empties `a`, which loses its
        // priority; the writes after that recreate it without one.
        let data = Node.empty.updatingChild(Path("a/items"), Self.children("k", 10))
            .updatingChild(Path("a/.priority"), .leaf(.number(9)))
        var writes = Self.writes(Path("a/items"), (0..<10).map { "k\(1000 + $0)" }) { _ in .empty }
        writes += Self.writes(Path("a/items"), (0..<10).map { "z\($0)" }) { .leaf(.number(Double($0))) }
        Self.check(data, writes)
        #expect(data.updatingChildren(writes).child(Path("a")).priority == nil)
    }

    @Test func parentsThatAreLeavesOrMissingMatchStepByStep() {
        let data = Node.empty.updatingChild(Path("leaf"), .leaf(.number(1), priority: .number(2)))
            .updatingChild(Path("obj/x"), .leaf(.number(1)))
        let keys = (0..<12).map { "c\($0)" }
        Self.check(data, Self.writes(Path("leaf"), keys) { .leaf(.number(Double($0))) })
        Self.check(data, Self.writes(Path("leaf/below"), keys) { _ in .empty })
        Self.check(data, Self.writes(Path("leaf/below"), keys) { .leaf(.number(Double($0))) })
        Self.check(data, Self.writes(Path("missing/deep"), keys) { .leaf(.number(Double($0))) })
        Self.check(data, Self.writes(Path("obj"), keys) { _ in .empty })
    }

    @Test func mixedDepthsRootWritesAndPrioritiesMatchStepByStep() {
        let data = Node.empty.updatingChild(Path("items"), Self.children("k", 40))
        var writes = Self.writes(Path("items"), (0..<20).map { "k\(1000 + $0)" }) { .leaf(.number(Double($0 + 100))) }
        writes += Self.writes(Path("items/k1003"), (0..<9).map { "d\($0)" }) { .leaf(.number(Double($0))) }
        writes += Self.writes(Path("items/k1004"), [".priority"]) { _ in .leaf(.number(7)) }
        writes += Self.writes(Path("items"), (0..<9).map { "k\(1030 + $0)" }) { _ in .leaf(.string("s")) }
        Self.check(data, writes)
        Self.check(data, [(Path.root, Self.children("r", 3))] + writes)
        Self.check(data, writes + [(Path.root, .empty)])
    }

    @Test func randomRunsMatchStepByStep() {
        var rng = SeededGenerator(seed: 11)
        for _ in 0..<30 {
            let data = Node.empty.updatingChild(Path("p"), Self.children("k", Int.random(in: 1...60, using: &rng)))
            let writes = (0..<Int.random(in: 1...90, using: &rng)).map { _ -> (path: Path, node: Node) in
                let key = "k\(1000 + Int.random(in: 0..<80, using: &rng))"
                let node: Node = Int.random(in: 0..<4, using: &rng) == 0 ? .empty : .leaf(.number(Double(Int.random(in: 0..<9, using: &rng))))
                return (Path("p").child(ChildKey(key)), node)
            }
            Self.check(data, writes)
        }
    }
}
