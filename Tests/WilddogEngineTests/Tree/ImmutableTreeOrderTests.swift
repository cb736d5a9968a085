import Testing
@testable import WilddogEngine

/// `ImmutableTree` visits children in plain UTF-16 string order (SEMANTICS.md §5.2), compared
/// without building strings for short ASCII keys: the same order as comparing the strings.
@Suite struct ImmutableTreeOrderTests {
    @Test func childKeysComeInUTF16StringOrder() {
        let keys = ["10", "9", "09", "-1", "a", "B", "ab", "a\u{0}", "é", "e\u{301}", "😀", "\u{FF5E}",
                    "abcdefghijklmnop", "abcdefghijklmnoq", "abcdefghijklmno", "abcdefghijklmnopqrstu",
                    "item0000001", "item0000010", ".priority", "Z", "_", "~"]
        var tree = ImmutableTree<Int>()
        for (i, key) in keys.enumerated() { tree.set(Path([ChildKey(key)]), i) }
        let expected = keys.sorted { compareUTF16($0, $1) < 0 }
        #expect(tree.sortedChildKeys.map(\.string) == expected)
    }
}
