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
        var last: [Path: Int] = [:]
        for (i, op) in cacheOverwrites.enumerated() { last[op.path] = i }
        for (i, op) in cacheOverwrites.enumerated() {
            var replaced = false
            var prefix = Path.root
            for depth in 0...op.path.count {
                if depth > 0 { prefix = prefix.child(op.path.segments[op.path.segments.startIndex + depth - 1]) }
                if let j = last[prefix], j > i {
                    replaced = true
                    break
                }
            }
            if !replaced { try storage.overwriteServerCache(op.path, op.node) }
        }
        cacheOverwrites = []
    }
}
