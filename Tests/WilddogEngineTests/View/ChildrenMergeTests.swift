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

    static func randomNode(_ rng: inout SplitMix64) -> Node {
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
        var rng = SplitMix64(seed: seed)
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

    /// A server merge of many children (and so the ack of a user merge, which re-applies the
    /// server's children the same way) against separate server overwrites of each child in
    /// the merge's order, with pending writes shadowing some children and lying below others.
    @Test(arguments: [21, 22, 23, 24, 25, 26] as [UInt64])
    func serverBatchEqualsChildByChild(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let filters: [Index] = [.priority, .value, .child(Path("x")), .key]
        for round in 0..<40 {
            var server = Node.empty
            if round % 7 == 0 {
                server = .leaf(.number(3))
            } else {
                for i in 0..<Int(rng.next() % 30) {
                    server = server.updatingChild(Path([ChildKey("k\(i)")]), Self.randomNode(&rng))
                }
            }
            let complete = round % 5 != 4
            // (Without any server data, a merge waits for the full data: nothing to compare.)
            if server.isEmpty && !complete { continue }
            let writes = WriteTree()
            var writeId = 0
            for _ in 0..<Int(rng.next() % 6) {
                let key = ChildKey("k\(rng.next() % 40)")
                let path = rng.next() % 2 == 0 ? Path([key]) : Path([key, ChildKey("x")])
                writes.addOverwrite(path, Self.randomNode(&rng), writeId: writeId, visible: true)
                writeId += 1
            }
            let ref = writes.childWrites(.root)
            let event = (complete ? ref.calcCompleteEventCache(server) : nil) ?? server
            let index = filters[Int(rng.next() % UInt64(filters.count))]
            let processor = ViewProcessor(filter: IndexedFilter(index: index))
            let cache = ViewCache(eventCache: CacheNode(event.withIndex(index), fullyInitialized: complete, filtered: false),
                                  serverCache: CacheNode(server.withIndex(index), fullyInitialized: complete, filtered: false))
            var tree = ImmutableTree<Node>()
            for _ in 0..<(8 + Int(rng.next() % 30)) {
                let key = rng.next() % 3 == 0 ? "\(rng.next() % 12)" : "k\(rng.next() % 40)"
                let value = rng.next() % 4 == 0 ? server.immediateChild(ChildKey(key)) : Self.randomNode(&rng)
                tree.set(Path([ChildKey(key)]), value)
            }
            guard tree.children.count >= 8 else { continue }

            let batched = processor.applyOperation(cache, Operation(source: .server, path: .root, kind: .merge(tree)), ref, nil)
            // The reference: the keys in the merge's order (children the server had first), one
            // server overwrite each.
            let keys = tree.sortedChildKeys
            var current = cache
            var changes: [Change] = []
            var value = false
            for key in keys.filter({ server.hasChild($0) }) + keys.filter({ !server.hasChild($0) }) {
                let result = processor.applyOperation(current, Operation(source: .server, path: Path([key]),
                                                                         kind: .overwrite(tree.children[key]!.value!)), ref, nil)
                current = result.viewCache
                changes += result.changes.filter { $0.type != .value }
                value = value || result.changes.contains { $0.type == .value }
            }
            let context = "seed \(seed) round \(round)"
            #expect(batched.viewCache.serverCache.node == current.serverCache.node, "\(context)")
            #expect(batched.viewCache.eventCache.node == current.eventCache.node, "\(context)")
            #expect(try batched.viewCache.eventCache.node.hash == current.eventCache.node.hash, "\(context)")
            #expect(batched.viewCache.eventCache.isFullyInitialized == current.eventCache.isFullyInitialized, "\(context)")
            #expect(batched.viewCache.serverCache.isFullyInitialized == current.serverCache.isFullyInitialized, "\(context)")
            #expect(Self.same(batched.changes.filter { $0.type != .value }, changes), "\(context)")
            #expect(batched.changes.contains { $0.type == .value } == value, "\(context)")
            for node in [\ViewCache.eventCache.node, \ViewCache.serverCache.node] {
                #expect(batched.viewCache[keyPath: node].sortedChildren(index).map(\.name)
                        == current[keyPath: node].sortedChildren(index).map(\.name), "\(context)")
            }
        }
    }
}
