import Synchronization

/// Observers: event registrations bound to user callbacks.
extension Repo {
    private static let nextHandle = Atomic<Int64>(1)

    /// Registers `handler` for `type` events of `query` at `path`; returns the observer handle
    /// (unique in the process, never reused). With `once`, the observer is removed after its
    /// first event. `cancel` runs (and the observer is removed) if the listen is rejected.
    /// Both run on `channel`'s queue (default: the repo's callback queue).
    package func observe(_ path: Path, _ query: QuerySpec, _ type: EventType, once: Bool = false,
                         on channel: CallbackChannel? = nil,
                         handler: @escaping Observer.Handler, cancel: Observer.CancelHandler?) -> Int64 {
        let handle = Repo.nextHandle.add(1, ordering: .relaxed).oldValue
        let observer = Observer(handle: handle, once: once, channel: channel ?? raiser.defaultChannel,
                                handler: handler, cancel: cancel)
        perform {
            guard self.closedError == nil else { return }
            let registration = EventRegistration(type)
            self.observers[registration.id] = (registration, path, query, observer)
            self.handleIds[handle] = registration.id
            self.addRegistration(registration, path, query)
        }
        return handle
    }

    func addRegistration(_ registration: EventRegistration, _ path: Path, _ query: QuerySpec) {
        queue.assertOnQueue()
        if isInfoPath(path) {
            var events = infoSyncTree.addEventRegistration(path, query, registration)
            events += answerInfoListens()
            raise(events)
        } else {
            raise(syncTree.addEventRegistration(path, query, registration))
        }
    }

    /// Removes the observer with `handle` if it was registered at `path` through `query`, or,
    /// when `query` is the default query, through any query at `path` (SEMANTICS.md §11).
    /// Unknown handles, and handles of other locations or queries, are ignored.
    ///
    /// Events raised before the removal reaches the repo queue are still delivered, in order,
    /// as in the SDKs; the removal stops every later one.
    package func removeObserver(_ handle: Int64, at path: Path, _ query: QuerySpec) {
        perform {
            guard let id = self.handleIds[handle], let entry = self.observers[id],
                  entry.path == path, query.isDefault || entry.query == query else { return }
            self.removeRegistration(handle)
        }
    }

    func removeRegistration(_ handle: Int64) {
        queue.assertOnQueue()
        guard let id = handleIds.removeValue(forKey: handle), let entry = observers.removeValue(forKey: id) else { return }
        removeRegistration(entry.registration, entry.path, entry.query)
        // Behind the events already raised for it: those are delivered, nothing after.
        let observer = entry.observer
        raiser.raise([.call({ observer.markRemoved() }, observer.channel)])
    }

    func removeRegistration(_ registration: EventRegistration, _ path: Path, _ query: QuerySpec) {
        queue.assertOnQueue()
        let tree: SyncTree = isInfoPath(path) ? infoSyncTree : syncTree
        raise(tree.removeEventRegistration(path, query, registration))
    }

    /// Removes every observer registered through `channel` (an API's observers of an app
    /// that API let go of, while the other API keeps using it).
    package func removeObservers(on channel: CallbackChannel) {
        perform {
            let handles = self.observers.values.filter { $0.observer.channel === channel }.map(\.observer.handle)
            for handle in handles.sorted() { self.removeRegistration(handle) }
        }
    }

    /// Removes every observer at `path` registered through `query`; through the default query,
    /// every observer at the location, whatever its query (SEMANTICS.md §11).
    package func removeAllObservers(_ path: Path, _ query: QuerySpec) {
        perform {
            let handles = self.observers.values
                .filter { $0.path == path && (query.isDefault || $0.query == query) }
                .map(\.observer.handle)
            for handle in handles.sorted() { self.removeRegistration(handle) }
        }
    }

    /// Keeps the data of `query` at `path` synced without observers (`keepSynced`).
    package func keepSynced(_ path: Path, _ query: QuerySpec, _ keep: Bool) {
        perform {
            guard self.closedError == nil else { return }
            let key = "\(path)|\(query.identifier)"
            if keep {
                guard self.keepSyncedRegistrations[key] == nil else { return }
                let registration = EventRegistration(eventTypes: [])
                self.keepSyncedRegistrations[key] = registration
                self.addRegistration(registration, path, query)
            } else if let registration = self.keepSyncedRegistrations.removeValue(forKey: key) {
                self.removeRegistration(registration, path, query)
            }
        }
    }
}
