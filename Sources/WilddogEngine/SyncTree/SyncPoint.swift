/// The views at one location, in creation order.
package final class SyncPoint {
    private(set) var views: [(id: String, view: View)] = []
    /// Told which children enter and leave the views of queries that do not load all data.
    private let persistence: PersistenceManager?

    init(persistence: PersistenceManager? = nil) {
        self.persistence = persistence
    }

    package var isEmpty: Bool { views.isEmpty }

    func view(_ query: QuerySpec) -> View? {
        let id = query.identifier
        return views.first { $0.id == id }?.view
    }

    /// With `holdEvents`, the views keep their changes for `releaseHeldEvents` and return none.
    func applyOperation(_ operation: Operation, _ writesCache: WriteTreeRef, _ optCompleteServerCache: Node?,
                        holdEvents: Bool = false) -> [Event] {
        if let queryId = operation.source.queryId {
            guard let view = views.first(where: { $0.id == queryId })?.view else {
                preconditionFailure("SyncTree gave us an op for an invalid query.")
            }
            return applyOperation(operation, to: view, writesCache, optCompleteServerCache, holdEvents)
        }
        var events: [Event] = []
        for (_, view) in views { events += applyOperation(operation, to: view, writesCache, optCompleteServerCache, holdEvents) }
        return events
    }

    private func applyOperation(_ operation: Operation, to view: View, _ writesCache: WriteTreeRef,
                                _ optCompleteServerCache: Node?, _ holdEvents: Bool) -> [Event] {
        guard let persistence, !view.query.loadsAllData else {
            return view.applyOperation(operation, writesCache, optCompleteServerCache, holdEvents: holdEvents)
        }
        return view.applyOperation(operation, writesCache, optCompleteServerCache, holdEvents: holdEvents) { added, removed in
            persistence.updateTrackedQueryKeys(view.path, view.query, added: added, removed: removed)
        }
    }

    /// The events the views held back, each view's net change once, in view order.
    func releaseHeldEvents() -> [Event] {
        views.flatMap { $0.view.releaseHeldEvents() }
    }

    /// The view for `query`, created from the caches if it does not exist yet.
    func getView(_ path: Path, _ query: QuerySpec, _ writesCache: WriteTreeRef, _ serverCache: Node?,
                 _ serverCacheComplete: Bool) -> View {
        if let existing = view(query) { return existing }
        var eventCache = writesCache.calcCompleteEventCache(serverCacheComplete ? serverCache : nil)
        var eventCacheComplete = false
        if eventCache != nil {
            eventCacheComplete = true
        } else if let serverCache, !serverCache.isLeaf {
            eventCache = writesCache.calcCompleteEventChildren(serverCache)
        } else {
            eventCache = .empty
        }
        let viewCache = ViewCache(
            eventCache: CacheNode(eventCache!, fullyInitialized: eventCacheComplete, filtered: false),
            serverCache: CacheNode(serverCache ?? .empty, fullyInitialized: serverCacheComplete, filtered: false))
        return View(path: path, query: query, initialViewCache: viewCache)
    }

    func addEventRegistration(_ path: Path, _ query: QuerySpec, _ registration: EventRegistration,
                              _ writesCache: WriteTreeRef, _ serverCache: Node?, _ serverCacheComplete: Bool) -> [Event] {
        let view = getView(path, query, writesCache, serverCache, serverCacheComplete)
        if self.view(query) == nil { views.append((query.identifier, view)) }
        view.addRegistration(registration)
        return view.initialEvents(for: registration)
    }

    /// Removes a registration (nil: all) from the query's view, or from every view for the
    /// default query. Returns the queries whose views went away and the cancel events.
    func removeEventRegistration(_ query: QuerySpec, _ registration: EventRegistration?,
                                 cancelError: EngineError?) -> (removed: [QuerySpec], events: [Event]) {
        var removed: [QuerySpec] = []
        var cancelEvents: [Event] = []
        let hadCompleteView = hasCompleteView
        let queryId = query.identifier
        for (id, view) in views where query.isDefault || id == queryId {
            cancelEvents += view.removeRegistration(registration, cancelError: cancelError)
            if view.isEmpty {
                views.removeAll { $0.id == id }
                // Complete views are dealt with below.
                if !view.query.loadsAllData { removed.append(view.query) }
            }
        }
        if hadCompleteView && !hasCompleteView {
            // We removed the last complete view.
            removed.append(.default)
        }
        return (removed, cancelEvents)
    }

    /// Views that do not load all data (they need their own server listens).
    var queryViews: [View] { views.map(\.view).filter { !$0.query.loadsAllData } }

    func completeServerCache(_ path: Path) -> Node? {
        for (_, view) in views { if let cache = view.completeServerCache(path) { return cache } }
        return nil
    }

    func viewForQuery(_ query: QuerySpec) -> View? {
        query.loadsAllData ? completeView : view(query)
    }

    var hasCompleteView: Bool { completeView != nil }

    var completeView: View? { views.first { $0.view.query.loadsAllData }?.view }
}
