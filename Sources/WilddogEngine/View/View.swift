/// One query's view at a location: its caches, processor and registrations.
package final class View {
    package let path: Path
    package let query: QuerySpec
    private let processor: ViewProcessor
    package private(set) var viewCache: ViewCache
    package private(set) var registrations: [EventRegistration] = []
    private let eventGenerator: EventGenerator
    /// Changes of operations whose events are held back (a batch of acks): the event cache
    /// before the first of them and their net child changes.
    private var held: (eventCache: CacheNode, changes: NetChildChanges)?

    init(path: Path, query: QuerySpec, initialViewCache: ViewCache) {
        self.path = path
        self.query = query
        let indexFilter = IndexedFilter(index: query.index)
        let filter = query.makeFilter()
        processor = ViewProcessor(filter: filter)
        let initialServer = initialViewCache.serverCache
        let initialEvent = initialViewCache.eventCache
        // The server node gets only the index; range and limit wait for a tagged listen.
        var none: ChildChangeAccumulator? = nil
        let serverSnap = indexFilter.updateFullNode(.empty, initialServer.node, &none)
        let eventSnap = filter.updateFullNode(.empty, initialEvent.node, &none)
        viewCache = ViewCache(
            eventCache: CacheNode(eventSnap, fullyInitialized: initialEvent.isFullyInitialized, filtered: filter.filtersNodes),
            serverCache: CacheNode(serverSnap, fullyInitialized: initialServer.isFullyInitialized,
                                   filtered: indexFilter.filtersNodes))
        eventGenerator = EventGenerator(queryPath: path, query: query)
    }

    package var serverCache: Node { viewCache.serverCache.node }
    package var completeNode: Node? { viewCache.completeEventSnap }

    /// The complete server data at `path` below this view, if this view knows it.
    package func completeServerCache(_ path: Path) -> Node? {
        guard let cache = viewCache.completeServerSnap else { return nil }
        // A view that does not load all data is complete only for the children it holds.
        if query.loadsAllData || (!path.isEmpty && !cache.immediateChild(path.front!).isEmpty) {
            return cache.child(path)
        }
        return nil
    }

    package var isEmpty: Bool { registrations.isEmpty }

    func addRegistration(_ registration: EventRegistration) { registrations.append(registration) }

    /// Removes one registration (nil: all); with an error, every registration gets a cancel event.
    func removeRegistration(_ registration: EventRegistration?, cancelError: EngineError?) -> [Event] {
        var cancelEvents: [Event] = []
        if let cancelError {
            for r in registrations {
                cancelEvents.append(Event(kind: .cancel(cancelError), registration: r, queryPath: path, query: query,
                                          childKey: nil, node: .empty, prevName: nil))
            }
        }
        if let registration {
            if let i = registrations.firstIndex(where: { $0 === registration }) { registrations.remove(at: i) }
        } else {
            registrations = []
        }
        return cancelEvents
    }

    /// Applies an operation; `childChanges` hears the keys of the children added and removed.
    /// With `holdEvents`, the changes are kept for `releaseHeldEvents` and no event is returned.
    func applyOperation(_ operation: Operation, _ writesCache: WriteTreeRef, _ completeServerCache: Node?,
                        holdEvents: Bool = false,
                        childChanges: ((_ added: [ChildKey], _ removed: [ChildKey]) -> Void)? = nil) -> [Event] {
        let wasComplete = viewCache.serverCache.isFullyInitialized
        if holdEvents && held == nil { held = (viewCache.eventCache, NetChildChanges()) }
        // Hand the caches over (the view keeps no reference meanwhile) so that server updates
        // can happen in place.
        let old = viewCache
        viewCache = .placeholder
        let result = processor.applyOperation(consume old, operation, writesCache, completeServerCache)
        precondition(result.viewCache.serverCache.isFullyInitialized || !wasComplete,
                     "Once a server snap is complete, it should never go back")
        viewCache = result.viewCache
        if let childChanges {
            var added: [ChildKey] = [], removed: [ChildKey] = []
            for change in result.changes {
                guard let key = change.childName else { continue }
                if change.type == .childAdded { added.append(key) } else if change.type == .childRemoved { removed.append(key) }
            }
            if !added.isEmpty || !removed.isEmpty { childChanges(added, removed) }
        }
        if holdEvents {
            for change in result.changes where change.type != .value { held?.changes.track(change) }
            return []
        }
        return eventGenerator.generateEvents(result.changes, result.viewCache.eventCache.node, registrations)
    }

    /// The events of the operations held back: their net child changes, and `value` by the
    /// usual rule (SEMANTICS.md §5.5) against the event cache before the first of them.
    func releaseHeldEvents() -> [Event] {
        guard let held else { return [] }
        self.held = nil
        var changes = held.changes.all
        ViewProcessor.maybeAddValueEvent(held.eventCache, viewCache, &changes)
        return eventGenerator.generateEvents(changes, viewCache.eventCache.node, registrations)
    }

    /// The events a new registration gets: child_added for each child, then value if complete.
    func initialEvents(for registration: EventRegistration) -> [Event] {
        let eventSnap = viewCache.eventCache
        var changes: [Change] = []
        if registration.responds(to: .childAdded) {
            eventSnap.node.forEachChild { changes.append(.childAdded($0.name, $0.node)) }
        }
        if eventSnap.isFullyInitialized { changes.append(.value(eventSnap.node)) }
        return eventGenerator.generateEvents(changes, eventSnap.node, [registration])
    }
}
