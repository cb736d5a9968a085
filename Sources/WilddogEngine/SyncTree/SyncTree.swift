/// The client's data model: server caches and pending user writes, organised as one sync point
/// per listened location. Every operation returns the events to raise, in raise order
/// (descendant locations first). Confined to its owner; never calls user code.
package final class SyncTree {
    private struct QueryKey: Hashable {
        let path: Path
        let queryId: String
    }

    private var syncPointTree = ImmutableTree<SyncPoint>()
    package let pendingWriteTree = WriteTree()
    private var tagToQuery: [Int: QueryKey] = [:]
    private var queryToTag: [QueryKey: Int] = [:]
    private var nextTag = 1
    private let listenProvider: any ListenProvider
    /// Set while `ackUserWrites` runs: views keep their changes and raise them at the end.
    private var holdingEvents = false
    /// The store behind the server cache and tracked queries (nil: in memory only).
    let persistence: PersistenceManager?

    package init(listenProvider: any ListenProvider, persistence: PersistenceManager? = nil) {
        self.listenProvider = listenProvider
        self.persistence = persistence
    }

    // MARK: User writes

    package func applyUserOverwrite(_ path: Path, _ node: Node, writeId: Int, visible: Bool = true) -> [Event] {
        pendingWriteTree.addOverwrite(path, node, writeId: writeId, visible: visible)
        guard visible else { return [] }
        return applyOperationToSyncPoints(Operation(source: .user, path: path, kind: .overwrite(node)))
    }

    package func applyUserMerge(_ path: Path, _ children: [(Path, Node)], writeId: Int) -> [Event] {
        pendingWriteTree.addMerge(path, children, writeId: writeId)
        guard hasSyncPoints(touching: path) else { return [] }
        return applyOperationToSyncPoints(Operation(source: .user, path: path, kind: .merge(Operation.mergeTree(children))))
    }

    /// Removes a pending write after the server acked (`revert: false`) or rejected it.
    package func ackUserWrite(_ writeId: Int, revert: Bool = false) -> [Event] {
        guard let write = pendingWriteTree.write(writeId) else { return [] }
        persistence?.removeUserWrite(writeId)
        if let persistence, write.visible, !revert { persistence.applyUserWriteToServerCache(write) }
        guard pendingWriteTree.removeWrite(writeId), hasSyncPoints(touching: write.path) else { return [] }
        var affected = ImmutableTree<Bool>()
        switch write.payload {
        case .overwrite: affected.set(.root, true)
        case .merge(let children): for (path, _) in children { affected.set(path, true) }
        }
        return applyOperationToSyncPoints(Operation(source: .user, path: write.path,
                                                    kind: .ackUserWrite(affected: affected, revert: revert)))
    }

    /// Removes several pending writes at once (answers that arrived together), in order, and
    /// returns the events of the whole batch: each view raises the net change between before
    /// the first and after the last of them, once (views below first, as for one operation).
    package func ackUserWrites(_ acks: [(writeId: Int, revert: Bool)]) -> [Event] {
        if acks.count == 1 { return ackUserWrite(acks[0].writeId, revert: acks[0].revert) }
        holdingEvents = true
        if !ackEveryPendingWrite(acks) {
            pendingWriteTree.willRemoveWrites(acks.count)
            for ack in acks { _ = ackUserWrite(ack.writeId, revert: ack.revert) }
        }
        holdingEvents = false
        return syncPointTree.fold { (_, syncPoint: SyncPoint?, children: [(ChildKey, [Event])]) -> [Event] in
            var events = children.flatMap(\.1)
            if let syncPoint { events += syncPoint.releaseHeldEvents() }
            return events
        }
    }

    /// A batch that acknowledges (none rejected) every pending write: the layer is emptied once
    /// and the server data is re-applied once, below the writes' common location, at every
    /// path a visible write touched — the state each ack would have left after the last one.
    /// False (nothing done) for any other batch.
    private func ackEveryPendingWrite(_ acks: [(writeId: Int, revert: Bool)]) -> Bool {
        guard acks.count == pendingWriteTree.allWrites.count, !acks.contains(where: \.revert) else { return false }
        let ids = Set(acks.map(\.writeId))
        guard ids.count == acks.count, pendingWriteTree.allWrites.elements.allSatisfy({ ids.contains($0.writeId) }) else {
            return false
        }
        let writes = pendingWriteTree.removeAllWrites()
        var touched: [Path] = []
        for write in writes {
            persistence?.removeUserWrite(write.writeId)
            guard write.visible else { continue }
            persistence?.applyUserWriteToServerCache(write)
            switch write.payload {
            case .overwrite: touched.append(write.path)
            case .merge(let children): touched += children.map { write.path.child($0.0) }
            }
        }
        guard var common = touched.first else { return true }
        for path in touched.dropFirst() where !common.contains(path) { common = Path.commonAncestor(common, path) }
        var affected = ImmutableTree<Bool>()
        for path in touched { affected.set(Path.relative(from: common, to: path), true) }
        _ = applyOperationToSyncPoints(Operation(source: .user, path: common, kind: .ackUserWrite(affected: affected, revert: false)))
        return true
    }

    // MARK: Server data

    package func applyServerOverwrite(_ path: Path, _ node: Node) -> [Event] {
        persistence?.updateServerCache(path, node)
        return applyOperationToSyncPoints(Operation(source: .server, path: path, kind: .overwrite(node)))
    }

    package func applyServerMerge(_ path: Path, _ children: [(Path, Node)]) -> [Event] {
        persistence?.updateServerCache(path, merge: children)
        return applyOperationToSyncPoints(Operation(source: .server, path: path, kind: .merge(Operation.mergeTree(children))))
    }

    package func applyListenComplete(_ path: Path) -> [Event] {
        persistence?.setQueryComplete(path, .default)
        return applyOperationToSyncPoints(Operation(source: .server, path: path, kind: .listenComplete))
    }

    package func applyTaggedListenComplete(_ path: Path, tag: Int) -> [Event] {
        guard let key = tagToQuery[tag] else { return [] }
        if let persistence, let query = querySpec(key) { persistence.setQueryComplete(key.path, query) }
        return applyTaggedOperation(key, Operation(source: .serverTaggedQuery(key.queryId),
                                                   path: Path.relative(from: key.path, to: path), kind: .listenComplete))
    }

    /// Server data sent for one query only (a tagged update); unknown tags are ignored.
    package func applyTaggedQueryOverwrite(_ path: Path, _ node: Node, tag: Int) -> [Event] {
        guard let key = tagToQuery[tag], key.path.contains(path) else { return [] }
        if let persistence {
            // The query's own data, or (below its location) a plain location's data.
            persistence.updateServerCache(path, node, query: path == key.path ? querySpec(key) ?? .default : .default)
        }
        return applyTaggedOperation(key, Operation(source: .serverTaggedQuery(key.queryId),
                                                   path: Path.relative(from: key.path, to: path), kind: .overwrite(node)))
    }

    package func applyTaggedQueryMerge(_ path: Path, _ children: [(Path, Node)], tag: Int) -> [Event] {
        guard let key = tagToQuery[tag], key.path.contains(path) else { return [] }
        persistence?.updateServerCache(path, merge: children)
        return applyTaggedOperation(key, Operation(source: .serverTaggedQuery(key.queryId),
                                                   path: Path.relative(from: key.path, to: path),
                                                   kind: .merge(Operation.mergeTree(children))))
    }

    // MARK: Registrations

    package func addEventRegistration(_ path: Path, _ query: QuerySpec, _ registration: EventRegistration) -> [Event] {
        var serverCache: Node?
        var foundAncestorDefaultView = false
        syncPointTree.forEachOnPath(path) { pathToSyncPoint, sp in
            let relative = Path.relative(from: pathToSyncPoint, to: path)
            serverCache = serverCache ?? sp.completeServerCache(relative)
            foundAncestorDefaultView = foundAncestorDefaultView || sp.hasCompleteView
        }
        let syncPoint: SyncPoint
        if let existing = syncPointTree.get(path) {
            syncPoint = existing
            foundAncestorDefaultView = foundAncestorDefaultView || existing.hasCompleteView
            serverCache = serverCache ?? existing.completeServerCache(.root)
        } else {
            syncPoint = SyncPoint(persistence: persistence)
            syncPointTree.set(path, syncPoint)
        }
        persistence?.setQueryActive(path, query)
        var serverCacheComplete = serverCache != nil
        if serverCache == nil {
            // The store may know the data (complete from an earlier run, or some children).
            let cached = persistence?.serverCache(path, query)
            if let cached, cached.complete {
                serverCache = cached.node
                serverCacheComplete = true
            } else {
                // Assemble what complete child views below know, then what the store knows.
                var assembled = Node.empty
                syncPointTree.subtree(path).forEachChildValue { key, child in
                    if let complete = child.completeServerCache(.root) {
                        assembled = assembled.updatingImmediateChild(key, complete)
                    }
                }
                cached?.node.forEachChild { named in
                    if !assembled.hasChild(named.name) { assembled = assembled.updatingImmediateChild(named.name, named.node) }
                }
                serverCache = assembled
            }
        }
        let viewAlreadyExists = syncPoint.viewForQuery(query) != nil
        if !viewAlreadyExists && !query.loadsAllData {
            let key = QueryKey(path: path, queryId: query.identifier)
            precondition(queryToTag[key] == nil, "View does not exist, but we have a tag")
            let tag = nextTag
            nextTag += 1
            queryToTag[key] = tag
            tagToQuery[tag] = key
        }
        let writesCache = pendingWriteTree.childWrites(path)
        let events = syncPoint.addEventRegistration(path, query, registration, writesCache, serverCache, serverCacheComplete)
        if let persistence, !viewAlreadyExists, !query.loadsAllData, let view = syncPoint.view(query) {
            var keys: [ChildKey] = []
            view.viewCache.eventCache.node.forEachChild { keys.append($0.name) }
            persistence.setTrackedQueryKeys(path, query, keys)
        }
        if !viewAlreadyExists && !foundAncestorDefaultView {
            setupListener(path, query)
        }
        return events
    }

    /// Removes a registration (nil: all) from a query, or from every query at the location for
    /// the default query; with `cancelError`, registrations get cancel events.
    package func removeEventRegistration(_ path: Path, _ query: QuerySpec, _ registration: EventRegistration?,
                                         cancelError: EngineError? = nil) -> [Event] {
        guard let syncPoint = syncPointTree.get(path),
              query.isDefault || syncPoint.viewForQuery(query) != nil else { return [] }
        let (removed, cancelEvents) = syncPoint.removeEventRegistration(query, registration, cancelError: cancelError)
        if let persistence { for q in removed { persistence.setQueryInactive(path, q) } }
        if syncPoint.isEmpty { syncPointTree.remove(path) }
        let removingDefault = removed.contains { $0.loadsAllData }
        let covered = syncPointTree.findOnPath(path) { _, sp in sp.hasCompleteView ? true : nil } ?? false
        if removingDefault && !covered {
            // Listens below were shadowed by the removed default listen: set them up now.
            let subtree = syncPointTree.subtree(path)
            if !subtree.isEmpty {
                for view in SyncTree.collectDistinctViews(subtree) {
                    listenProvider.startListening(path: view.path, query: SyncTree.queryForListening(view.query),
                                                  tag: tagForQuery(view.path, view.query))
                }
            }
        }
        if !covered && !removed.isEmpty && cancelError == nil {
            if removingDefault {
                listenProvider.stopListening(path: path, query: .default, tag: nil)
            } else {
                for q in removed {
                    listenProvider.stopListening(path: path, query: SyncTree.queryForListening(q), tag: tagForQuery(path, q))
                }
            }
        }
        removeTags(path, removed)
        return cancelEvents
    }

    // MARK: Reading

    /// The local view of the data at `path`: server data plus pending writes (hidden
    /// transaction writes included, `excluding` writes left out). Empty when nothing is known.
    package func calcCompleteEventCache(_ path: Path, excluding writeIds: [Int] = []) -> Node {
        let serverCache = syncPointTree.findOnPath(path) { soFar, sp in
            sp.completeServerCache(Path.relative(from: soFar, to: path))
        }
        return pendingWriteTree.calcCompleteEventCache(path, serverCache, excluding: writeIds,
                                                       includeHiddenWrites: true) ?? .empty
    }

    /// The complete server data at `path`, if any view knows it.
    package func serverCache(_ path: Path) -> Node? {
        syncPointTree.findOnPath(path) { soFar, sp in sp.completeServerCache(Path.relative(from: soFar, to: path)) }
    }

    /// The hash of the server data the view listening as `query` at `path` holds (WIRE-PROTOCOL.md
    /// §3.3, a listen's `h`): `""` when there is none, so the server sends everything.
    package func serverCacheHash(_ path: Path, _ query: QuerySpec) -> String {
        guard let view = syncPointTree.get(path)?.viewForQuery(query) else { return "" }
        return (try? view.serverCache.hash) ?? ""
    }

    package func tagForQuery(_ path: Path, _ query: QuerySpec) -> Int? {
        queryToTag[QueryKey(path: path, queryId: query.identifier)]
    }

    /// The location and query of a tag, if it is still tracked.
    package func query(forTag tag: Int) -> (path: Path, queryId: String)? {
        tagToQuery[tag].map { ($0.path, $0.queryId) }
    }

    /// The query a view needs on the wire: queries that load all data listen as the default.
    static func queryForListening(_ query: QuerySpec) -> QuerySpec {
        query.loadsAllData && !query.isDefault ? .default : query
    }

    // MARK: Private

    /// The query of a tracked tag, from its view.
    private func querySpec(_ key: QueryKey) -> QuerySpec? {
        syncPointTree.get(key.path)?.views.first { $0.id == key.queryId }?.view.query
    }

    private func applyTaggedOperation(_ key: QueryKey, _ operation: Operation) -> [Event] {
        guard let syncPoint = syncPointTree.get(key.path) else {
            preconditionFailure("Missing sync point for query tag that we're tracking")
        }
        return syncPoint.applyOperation(operation, pendingWriteTree.childWrites(key.path), nil, holdEvents: holdingEvents)
    }

    /// Whether a sync point lies on the way to `path` or below it: an operation there reaches
    /// no view otherwise (and raises no event), so a large one need not even be built.
    private func hasSyncPoints(touching path: Path) -> Bool {
        var tree = syncPointTree
        for key in path.segments {
            if tree.value != nil { return true }
            guard let child = tree.child(key) else { return false }
            tree = child
        }
        return !tree.isEmpty
    }

    private func applyOperationToSyncPoints(_ operation: Operation) -> [Event] {
        applyOperationHelper(operation, syncPointTree, nil, pendingWriteTree.childWrites(.root))
    }

    /// Applies along the operation's path; descendants of its target are visited first.
    private func applyOperationHelper(_ operation: Operation, _ tree: ImmutableTree<SyncPoint>, _ serverCache: Node?,
                                      _ writesCache: WriteTreeRef) -> [Event] {
        guard let front = operation.path.front else {
            return applyOperationDescendantsHelper(operation, tree, serverCache, writesCache)
        }
        let syncPoint = tree.value
        let serverCache = serverCache ?? syncPoint?.completeServerCache(.root)
        var events: [Event] = []
        if let childTree = tree.child(front), let childOperation = operation.forChild(front) {
            events += applyOperationHelper(childOperation, childTree, serverCache?.immediateChild(front), writesCache.child(front))
        }
        if let syncPoint { events += syncPoint.applyOperation(operation, writesCache, serverCache, holdEvents: holdingEvents) }
        return events
    }

    private func applyOperationDescendantsHelper(_ operation: Operation, _ tree: ImmutableTree<SyncPoint>,
                                                 _ serverCache: Node?, _ writesCache: WriteTreeRef) -> [Event] {
        let syncPoint = tree.value
        let serverCache = serverCache ?? syncPoint?.completeServerCache(.root)
        var events: [Event] = []
        for key in tree.sortedChildKeys {
            if let childOperation = operation.forChild(key) {
                events += applyOperationDescendantsHelper(childOperation, tree.child(key)!,
                                                          serverCache?.immediateChild(key), writesCache.child(key))
            }
        }
        if let syncPoint { events += syncPoint.applyOperation(operation, writesCache, serverCache, holdEvents: holdingEvents) }
        return events
    }

    /// The views below a removed default listen that need listens of their own.
    private static func collectDistinctViews(_ subtree: ImmutableTree<SyncPoint>) -> [View] {
        subtree.fold { (_, syncPoint: SyncPoint?, children: [(ChildKey, [View])]) -> [View] in
            if let syncPoint, let complete = syncPoint.completeView { return [complete] }
            var views = syncPoint?.queryViews ?? []
            for (_, childViews) in children { views += childViews }
            return views
        }
    }

    private func setupListener(_ path: Path, _ query: QuerySpec) {
        let tag = tagForQuery(path, query)
        listenProvider.startListening(path: path, query: SyncTree.queryForListening(query), tag: tag)
        guard tag == nil else { return }
        // A default listen shadows every listen at or below this location: stop them.
        let subtree = syncPointTree.subtree(path)
        let toStop = subtree.fold { (relative: Path, syncPoint: SyncPoint?, children: [(ChildKey, [View])]) -> [View] in
            if !relative.isEmpty, let syncPoint, let complete = syncPoint.completeView { return [complete] }
            var views = syncPoint?.queryViews ?? []
            for (_, childViews) in children { views += childViews }
            return views
        }
        for view in toStop {
            listenProvider.stopListening(path: view.path, query: SyncTree.queryForListening(view.query),
                                         tag: tagForQuery(view.path, view.query))
        }
    }

    private func removeTags(_ path: Path, _ queries: [QuerySpec]) {
        for query in queries where !query.loadsAllData {
            let key = QueryKey(path: path, queryId: query.identifier)
            if let tag = queryToTag.removeValue(forKey: key) { tagToQuery[tag] = nil }
        }
    }
}
