/// The pending writes by location, so that the write tree finds the writes that touch a path
/// without scanning all of them (SEMANTICS.md keeps the decisions; this only finds them fast).
///
/// A trie of path segments. Each node lists the ids of the writes based there (the write's
/// path), the ids of the visible writes that cover it completely (an overwrite's path, each
/// child path of a merge), and how many visible writes are based at or below it. Ids increase
/// with write order, so every list stays sorted and acknowledgements remove from the front.
/// A visible merge of many children one level down keeps its covered keys as one set at its
/// own entry instead of an entry per child. Confined to its owner (the write tree).
final class WritePathIndex {
    private final class Entry {
        var children: [ChildKey: Entry] = [:]
        var based = OrderedQueue<Int>(id: { $0 })
        var covering = OrderedQueue<Int>(id: { $0 })
        /// Merges based here that cover these children completely (ids increasing).
        var coveringChildren: [CoveredChildren] = []
        var visibleBelow = 0

        var isUnused: Bool {
            children.isEmpty && based.isEmpty && covering.isEmpty && coveringChildren.isEmpty && visibleBelow == 0
        }

        /// Whether a merge based here later than `writeId` covers child `key`.
        func childCovered(_ key: ChildKey, after writeId: Int) -> Bool {
            coveringChildren.contains { $0.writeId > writeId && $0.keys.contains(key) }
        }
    }

    /// The children a merge covers, as a set built when first asked for (most merges are
    /// acknowledged before any other write asks).
    private final class CoveredChildren {
        let writeId: Int
        private let children: [(Path, Node)]
        private(set) lazy var keys: Set<ChildKey> = Set(children.compactMap { $0.0.front })

        init(_ writeId: Int, _ children: [(Path, Node)]) {
            self.writeId = writeId
            self.children = children
        }
    }

    /// Whether `write` is a visible merge of many children one level down (kept as a set).
    private static func keepsChildKeys(_ write: WriteRecord) -> Bool {
        guard write.visible, case .merge(let children) = write.payload, children.count >= 8 else { return false }
        return children.allSatisfy { $0.0.count == 1 }
    }

    private let root = Entry()

    func add(_ write: WriteRecord) {
        var entry = root
        for key in write.path.segments {
            if write.visible { entry.visibleBelow += 1 }
            entry = entry.children[key] ?? {
                let child = Entry()
                entry.children[key] = child
                return child
            }()
        }
        if write.visible { entry.visibleBelow += 1 }
        entry.based.append(write.writeId)
        guard write.visible else { return }
        if WritePathIndex.keepsChildKeys(write), case .merge(let children) = write.payload {
            entry.coveringChildren.append(CoveredChildren(write.writeId, children))
            return
        }
        // The covered paths, found from the write's own entry.
        let covered = WritePathIndex.coveredPaths(write)
        if covered.count > 1 { entry.children.reserveCapacity(entry.children.count + covered.count) }
        for relative in covered {
            let target = WritePathIndex.entry(from: entry, relative, creating: true)!
            if target.covering.last != write.writeId { target.covering.append(write.writeId) }
        }
    }

    func remove(_ write: WriteRecord) {
        var entry = root
        for key in write.path.segments {
            if write.visible { entry.visibleBelow -= 1 }
            guard let child = entry.children[key] else { return }
            entry = child
        }
        if write.visible {
            entry.visibleBelow -= 1
            if WritePathIndex.keepsChildKeys(write) {
                entry.coveringChildren.removeAll { $0.writeId == write.writeId }
            } else {
                for relative in WritePathIndex.coveredPaths(write) {
                    WritePathIndex.entry(from: entry, relative, creating: false)?.covering.remove(id: write.writeId)
                    WritePathIndex.prune(from: entry, relative)
                }
            }
        }
        entry.based.remove(id: write.writeId)
        WritePathIndex.prune(from: root, write.path)
    }

    /// Whether nothing is indexed at or below `path`: no write is based there and no visible
    /// write covers it or anything below it.
    func isUnused(atOrBelow path: Path) -> Bool {
        guard entry(path, creating: false) == nil else { return false }
        guard let parent = path.parent, let key = path.back, let above = entry(parent, creating: false) else { return true }
        return !above.childCovered(key, after: -1)
    }

    /// Whether a visible write later than `writeId` covers `path` completely.
    func isCoveredByLaterWrite(_ path: Path, after writeId: Int) -> Bool {
        var entry: Entry? = root
        for key in path.segments {
            guard let e = entry else { return false }
            if let last = e.covering.last, last > writeId { return true }
            if !e.coveringChildren.isEmpty, e.childCovered(key, after: writeId) { return true }
            entry = e.children[key]
        }
        if let last = entry?.covering.last, last > writeId { return true }
        return false
    }

    /// Whether a visible write is based at or below `path`.
    func hasVisibleWrite(atOrBelow path: Path) -> Bool {
        (entry(path, creating: false)?.visibleBelow ?? 0) > 0
    }

    /// The ids of the writes touching `path`, in write order, from the newest write based at
    /// or above `path` for which `isBase` holds (that one included; all of them when none
    /// does). The writes on the way to `path` are walked from the newest backwards, and only
    /// the ids after the base are collected.
    func idsTouching(_ path: Path, since isBase: (Int) -> Bool) -> [Int] {
        var onPath: [Entry] = [root]
        var below: Entry? = nil
        var entry = root
        for (offset, key) in path.segments.enumerated() {
            guard let child = entry.children[key] else { break }
            onPath.append(child)
            entry = child
            if offset == path.count - 1 { below = child }
        }
        if path.isEmpty { below = root }
        // Newest first across the lists on the way (each sorted, few lists: the path's depth).
        var cursors = onPath.map { $0.based.elements.endIndex }
        var floor = -1
        while true {
            var newest: (list: Int, id: Int)? = nil
            for (list, e) in onPath.enumerated() where cursors[list] > e.based.elements.startIndex {
                let id = e.based.elements[cursors[list] - 1]
                if id > (newest?.id ?? Int.min) { newest = (list, id) }
            }
            guard let found = newest else { break }
            cursors[found.list] -= 1
            if isBase(found.id) {
                floor = found.id
                break
            }
        }
        var ids: [Int] = []
        for e in onPath {
            for id in e.based.elements.reversed() {
                if id < floor { break }
                ids.append(id)
            }
        }
        if let start = below {
            func collect(_ e: Entry) {
                for child in e.children.values {
                    for id in child.based.elements.reversed() {
                        if id < floor { break }
                        ids.append(id)
                    }
                    collect(child)
                }
            }
            collect(start)
        }
        ids.sort()
        return ids
    }

    // MARK: Private

    /// The paths a visible write covers completely, relative to its own path.
    private static func coveredPaths(_ write: WriteRecord) -> [Path] {
        switch write.payload {
        case .overwrite: return [.root]
        case .merge(let children): return children.map(\.0)
        }
    }

    private func entry(_ path: Path, creating: Bool) -> Entry? {
        WritePathIndex.entry(from: root, path, creating: creating)
    }

    private static func entry(from start: Entry, _ path: Path, creating: Bool) -> Entry? {
        var entry = start
        for key in path.segments {
            if let child = entry.children[key] {
                entry = child
            } else if creating {
                let child = Entry()
                entry.children[key] = child
                entry = child
            } else {
                return nil
            }
        }
        return entry
    }

    /// Drops the unused entries on the way from `start` to `path` below it, deepest first.
    private static func prune(from start: Entry, _ path: Path) {
        var trail: [(Entry, ChildKey)] = []
        var entry = start
        for key in path.segments {
            guard let child = entry.children[key] else { break }
            trail.append((entry, key))
            entry = child
        }
        for (parent, key) in trail.reversed() {
            guard let child = parent.children[key], child.isUnused else { return }
            parent.children[key] = nil
        }
    }
}
