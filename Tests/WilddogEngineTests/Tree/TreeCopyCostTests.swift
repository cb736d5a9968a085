import Foundation
import Testing
@testable import WilddogEngine

/// The cost of the engine's path trees at 100k entries, counted in copies of children
/// collections (`ImmutableTreeCopies`), not in time: every structure built or changed one
/// entry at a time must copy no sibling collection, or n entries would cost O(n²).
@Suite struct TreeCopyCostTests {
    static let n = 100_000

    static func key(_ i: Int) -> ChildKey { ChildKey("c" + String(i)) }
    static func path(_ i: Int) -> Path { Path([ChildKey("list"), key(i)]) }

    @Test func theCounterSeesACopyOfASharedTree() {
        var tree = ImmutableTree<Int>()
        for i in 0..<1000 { tree.set(Self.path(i), i) }
        let kept = tree
        let (_, counter) = ImmutableTreeCopies.count { tree.set(Self.path(5000), 5000) }
        // The root and "list" are shared with `kept`: both copied, "list" with its 1000 children.
        #expect(counter.copies == 2)
        #expect(counter.entries == 1 + 1000)
        #expect(kept.get(Self.path(5000)) == nil)
        #expect(tree.get(Self.path(5000)) == 5000)
    }

    @Test func settingRemovingAndReplacingInPlaceCopiesNothing() {
        var tree = ImmutableTree<Int>()
        let (_, counter) = ImmutableTreeCopies.count {
            for i in 0..<Self.n { tree.set(Self.path(i), i) }
            for i in stride(from: 0, to: Self.n, by: 2) { tree.remove(Self.path(i)) }
            for i in stride(from: 1, to: Self.n, by: 4) { tree.setTree(Self.path(i), ImmutableTree(-i)) }
            tree.updateSubtree(Path("list")) { $0.value = 7 }
        }
        #expect(counter.copies == 0)
        #expect(tree.subtree(Path("list")).children.count == Self.n / 2)
        #expect(tree.get(Self.path(1)) == -1 && tree.get(Self.path(3)) == 3 && tree.get(Self.path(4)) == nil)
        #expect(tree.get(Path("list")) == 7)
    }

    @Test func nonMutatingUpdatesOfAnUnsharedTreeCopyOnlyThePathsTheyChange() {
        // `removing`/`setting` keep the original: they copy the collections on the path, once.
        var tree = ImmutableTree<Int>()
        for i in 0..<Self.n { tree.set(Self.path(i), i) }
        let (removed, counter) = ImmutableTreeCopies.count { tree.removing(Self.path(0)) }
        #expect(counter.copies == 2)
        #expect(removed.get(Self.path(0)) == nil && tree.get(Self.path(0)) == 0)
    }

    @Test func compoundWritesOfManyChildrenCopyNothing() {
        var writes = CompoundWrite()
        let (_, counter) = ImmutableTreeCopies.count {
            for i in 0..<Self.n { writes.addWrite(Self.path(i), .leaf(.number(Double(i)))) }
            for i in stride(from: 0, to: Self.n, by: 2) { writes.removeWrite(Self.path(i)) }
            writes.addWrites(Path("list"), (0..<1000).map { (Path([Self.key($0)]), Node.leaf(.bool(true))) })
        }
        #expect(counter.copies == 0)
        #expect(writes.tree.subtree(Path("list")).children.count == Self.n / 2 + 500)
    }

    @Test func rebuildingAPendingLayerFromManyWritesCopiesNothing() {
        let writes = (0..<Self.n).map {
            WriteRecord(writeId: $0, path: Self.path($0), payload: .overwrite(.leaf(.number(Double($0)))), visible: true)
        }
        let (layer, counter) = ImmutableTreeCopies.count { WriteTree.layer(writes, at: .root) { _ in true } }
        #expect(counter.copies == 0)
        #expect(layer.tree.subtree(Path("list")).children.count == Self.n)
        let (below, belowCounter) = ImmutableTreeCopies.count { WriteTree.layer(writes, at: Path("list")) { $0.writeId % 2 == 0 } }
        #expect(belowCounter.copies == 0)
        #expect(below.tree.children.count == Self.n / 2)
    }

    @Test func pruneForestsOfManyLocationsCopyNothing() {
        var forest = PruneForest()
        let (_, counter) = ImmutableTreeCopies.count {
            for i in 0..<Self.n { forest.formPrune(Self.path(i)) }
            for i in stride(from: 0, to: Self.n, by: 10) { forest.formKeep(Self.path(i)) }
            forest.formKeep(Path("other"))
        }
        #expect(counter.copies == 0)
        #expect(forest.shouldKeep(Self.path(10)) && forest.shouldPruneUnkeptDescendants(Self.path(11)))
        #expect(forest.keptPaths.count == Self.n / 10 + 1)
        // Descending into a child reads it without copying the forest.
        let (child, childCounter) = ImmutableTreeCopies.count { forest.child(ChildKey("list")) }
        #expect(childCounter.copies == 0)
        #expect(child.shouldKeep(Path([Self.key(20)])))
    }

    final class CountingListens: ListenProvider {
        var started = 0, stopped = 0
        func startListening(path: Path, query: QuerySpec, tag: Int?) { started += 1 }
        func stopListening(path: Path, query: QuerySpec, tag: Int?) { stopped += 1 }
    }

    @Test func syncPointsAndListensOfManyLocationsCopyNothing() {
        let listens = CountingListens()
        let syncTree = SyncTree(listenProvider: listens)
        let count = Self.n
        // Every 100th location also has a limited query (a tagged listen of its own).
        let limited = try! QuerySpec.default.limited(toLast: 1, method: "test")
        let (_, counter) = ImmutableTreeCopies.count {
            for i in 0..<count {
                if i % 100 == 0 { _ = syncTree.addEventRegistration(Self.path(i), limited, .allEvents()) }
                _ = syncTree.addEventRegistration(Self.path(i), .default, .allEvents())
            }
            _ = syncTree.applyServerOverwrite(Self.path(count - 1), .leaf(.number(1)))
            for i in 0..<count {
                if i % 100 == 0 { _ = syncTree.removeEventRegistration(Self.path(i), limited, nil) }
                _ = syncTree.removeEventRegistration(Self.path(i), .default, nil)
            }
        }
        #expect(counter.copies == 0)
        // Each limited listen starts before its location's default listen, which stops it.
        #expect(listens.started == count + count / 100 && listens.stopped == count + count / 100)
        #expect(syncTree.serverCache(Self.path(0)) == nil)
        #expect(syncTree.tagForQuery(Self.path(0), limited) == nil)
    }
}
