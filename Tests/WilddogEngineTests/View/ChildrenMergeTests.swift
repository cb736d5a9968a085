import Testing
@testable import WilddogEngine

/// A user merge of many children of a view's location is applied to the event cache in one
/// batch: the same cache and the same child changes, in the same order, as writing each child
/// in turn (what the view processor did before for every merge).
@Suite struct ChildrenMergeTests {
    /// The child writes one by one, in the order the merge applies them (children in view
    /// first), as separate user overwrites: the final cache, the child changes, and whether
    /// any step raised a value event.
    static func childByChild(_ processor: ViewProcessor, _ cache: ViewCache, _ entries: [(Path, Node)])
        -> (cache: ViewCache, changes: [Change], value: Bool) {
        let writes = WriteTree()
        var current = cache
        var changes: [Change] = []
        var value = false
        for pass in [true, false] {
            for (path, node) in entries where cache.eventCache.isComplete(forChild: path.front!) == pass {
                let result = processor.applyOperation(current, Operation(source: .user, path: path, kind: .overwrite(node)),
                                                      writes.childWrites(.root), nil)
                current = result.viewCache
                changes += result.changes.filter { $0.type != .value }
                value = value || result.changes.contains { $0.type == .value }
            }
        }
        return (current, changes, value)
    }

    static func same(_ a: [Change], _ b: [Change]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy {
            $0.type == $1.type && $0.childName == $1.childName && $0.node == $1.node && $0.oldNode == $1.oldNode
        }
    }

    static func randomNode(_ rng: inout SeededGenerator) -> Node {
        switch rng.next() % 6 {
        case 0: return .empty
        case 1: return .leaf(.number(Double(rng.next() % 5)), priority: .number(Double(rng.next() % 3)))
        case 2: return .leaf(.string("s\(rng.next() % 3)"))
        case 3: return Node.empty.updatingChild(Path("x"), .leaf(.number(Double(rng.next() % 4))))
        default: return .leaf(.number(Double(rng.next() % 5)))
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func batchEqualsChildByChild(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let filters: [Index] = [.priority, .value, .child(Path("x")), .key]
        let writes = WriteTree()
        for round in 0..<40 {
            // An object, a leaf or nothing, complete or only partly known.
            var node = Node.empty
            switch round % 4 {
            case 0: node = .leaf(.number(7), priority: .string("p"))
            case 1: break
            default:
                for i in 0..<Int(rng.next() % 30) {
                    node = node.updatingChild(Path([ChildKey("k\(i)")]), Self.randomNode(&rng))
                }
                if rng.next() % 2 == 0 { node = node.updatingPriority(.number(1)) }
            }
            let complete = round % 5 != 4
            let index = filters[Int(rng.next() % UInt64(filters.count))]
            let processor = ViewProcessor(filter: IndexedFilter(index: index))
            let cache = ViewCache(eventCache: CacheNode(node.withIndex(index), fullyInitialized: complete, filtered: false),
                                  serverCache: CacheNode(node, fullyInitialized: complete, filtered: false))
            // Distinct keys, some present (same or new values, deletions), some new, integer keys too.
            var tree = ImmutableTree<Node>()
            for _ in 0..<(8 + Int(rng.next() % 30)) {
                let key = rng.next() % 3 == 0 ? "\(rng.next() % 12)" : "k\(rng.next() % 40)"
                let value = rng.next() % 4 == 0 ? node.immediateChild(ChildKey(key)) : Self.randomNode(&rng)
                tree.set(Path([ChildKey(key)]), value)
            }
            var entries: [(Path, Node)] = []
            tree.forEach { entries.append(($0, $1)) }
            guard entries.count >= 8 else { continue }

            let batched = processor.applyOperation(cache, Operation(source: .user, path: .root, kind: .merge(tree)),
                                                   writes.childWrites(.root), nil)
            let reference = Self.childByChild(processor, cache, entries)
            #expect(batched.viewCache.eventCache.node == reference.cache.eventCache.node, "seed \(seed) round \(round)")
            #expect(try batched.viewCache.eventCache.node.hash == reference.cache.eventCache.node.hash)
            #expect(batched.viewCache.eventCache.node.priority == reference.cache.eventCache.node.priority)
            #expect(batched.viewCache.eventCache.isFullyInitialized == reference.cache.eventCache.isFullyInitialized)
            #expect(Self.same(batched.changes.filter { $0.type != .value }, reference.changes), "seed \(seed) round \(round)")
            #expect(batched.changes.contains { $0.type == .value } == reference.value, "seed \(seed) round \(round)")
            let order = batched.viewCache.eventCache.node.sortedChildren(index).map(\.name)
            #expect(order == reference.cache.eventCache.node.sortedChildren(index).map(\.name))
        }
    }
}
