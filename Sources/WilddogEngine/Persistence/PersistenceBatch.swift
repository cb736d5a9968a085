/// Store changes gathered during one batch and written at its commit: a pending write saved
/// and removed within the batch never reaches the disk, and cached data overwritten again in
/// the batch (at the same location or above it) is written once.
struct PersistenceBatch {
    private var savedWrites: [Int: PersistedWrite] = [:]
    /// Writes stored by earlier batches, to delete.
    private var removedWrites: [Int] = []
    /// Server cache overwrites, in order.
    private var cacheOverwrites: [(path: Path, node: Node)] = []

    mutating func save(_ write: PersistedWrite) {
        savedWrites[write.writeId] = write
    }

    /// Forgets a write: dropped from the batch, or deleted from the store at the commit.
    mutating func remove(_ writeId: Int) {
        if savedWrites.removeValue(forKey: writeId) == nil { removedWrites.append(writeId) }
    }

    mutating func overwriteCache(_ path: Path, _ node: Node) {
        cacheOverwrites.append((path, node))
    }

    /// Writes everything to `storage` (inside its open transaction) and empties the batch.
    mutating func flush(into storage: PersistenceStorage) throws {
        for id in removedWrites { try storage.removeUserWrite(id) }
        removedWrites = []
        for id in savedWrites.keys.sorted() {
            if let write = savedWrites[id] { try storage.saveUserWrite(write) }
        }
        savedWrites = [:]
        try flushCache(into: storage)
    }

    /// Writes the server cache overwrites, skipping those a later one at or above them replaces.
    mutating func flushCache(into storage: PersistenceStorage) throws {
        guard !cacheOverwrites.isEmpty else { return }
        // The index of the last overwrite at each location: an overwrite is replaced when one
        // at or above it comes later (found walking down its path, one child lookup a level).
        var last = ImmutableTree<Int>()
        for (i, op) in cacheOverwrites.enumerated() { last.set(op.path, i) }
        for (i, op) in cacheOverwrites.enumerated() {
            var node = last
            var replaced = (node.value ?? -1) > i
            if !replaced {
                for key in op.path.segments {
                    guard let child = node.child(key) else { break }
                    node = child
                    if (node.value ?? -1) > i {
                        replaced = true
                        break
                    }
                }
            }
            if !replaced { try storage.overwriteServerCache(op.path, op.node) }
        }
        cacheOverwrites = []
    }
}
