import Testing
@testable import WilddogEngine

/// `Path.joined` makes many relative paths absolute in one storage (the server's merge of many
/// children): each path is what `child` gives, and each stays a value of its own.
@Suite struct PathJoinedTests {
    @Test func eachJoinedPathIsTheChildPath() {
        let relatives = ["k1", "a/b", "", "x/y/z", "k1"].map { Path($0) }
        for base in [Path.root, Path("items"), Path("a/b/c")] {
            let joined = Path.joined(base, relatives)
            #expect(joined == relatives.map { base.child($0) })
            #expect(joined.map(\.description) == relatives.map { base.child($0).description })
            #expect(joined.map(\.hashValue) == relatives.map { base.child($0).hashValue })
            #expect(Set(joined).count == 4)
        }
        #expect(Path.joined(Path("items"), [Path]()).isEmpty)
    }

    @Test func joinedPathsChangeIndependently() {
        let joined = Path.joined(Path("items"), [Path("a"), Path("b")])
        var first = joined[0]
        first = first.child(ChildKey("deeper"))
        #expect(first == Path("items/a/deeper"))
        #expect(joined[0].parent == Path("items"))
        #expect(joined[1] == Path("items/b"))
        #expect(joined[1].popFront == Path("b"))
    }
}
