/// Observers of both APIs: registration, removal, keepSynced.
extension FacadeQuery {
    /// Registers an observer here; `handler` and `cancel` run on this API's queue. Returns the
    /// repo's handle, or why nothing was registered (the facade reports it its own way).
    package func observe(_ type: EventType, once: Bool, method: String,
                         handler: @escaping Observer.Handler,
                         cancel: Observer.CancelHandler?) -> Result<Int64, EngineError> {
        if let refusal { return .failure(refusal) }
        trace(method)
        let handle = repo.observe(path, spec, type, once: once, on: binding.channel, handler: handler, cancel: cancel)
        return .success(handle)
    }

    /// Removes the observer registered with `handle` here (or, through a plain reference, on
    /// a query here). Only an unusable app stops it: handles of this location and query are
    /// removed even when the location or query is invalid.
    package func removeObserver(_ handle: Int64) {
        guard usageError?.origins.contains(.app) != true, binding.unavailable == nil else { return }
        repo.removeObserver(handle, at: path, spec)
    }

    /// Removes every observer registered here (through a plain reference, also those of its queries).
    package func removeAllObservers() {
        guard refusal == nil else { return }
        repo.removeAllObservers(path, spec)
    }

    /// Keeps this location synced without observers, or stops; returns why it cannot.
    package func keepSynced(_ keep: Bool) -> EngineError? {
        if let refusal { return refusal }
        if rules.keepSyncedRefusesInfo, path.front?.string == ".info" {
            return EngineError(.invalidParameters, "can't keep /.info locations synced.")
        }
        repo.keepSynced(path, spec, keep)
        return nil
    }
}
