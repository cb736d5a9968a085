import WilddogBackend

/// What the REST surface needs of a namespace beyond the WebSocket sessions' turns.
extension Namespace {
    /// Runs `work` on the namespace's queue once the current turn has committed its writes;
    /// called from a turn, so that a REST answer leaves only after its write is on disk (as a
    /// WebSocket reply does).
    ///
    /// Work enqueued during a turn runs in a later turn, which starts after this one's commit.
    func afterTurn(_ work: @escaping @Sendable () -> Void) {
        enqueue(work)
    }

    /// Replaces the rules in a turn: kept in the store first (a restart serves them), then
    /// installed; listens they revoke get `c` (WebSocket) or `cancel` (REST streams).
    func replaceRules(_ rules: SecurityRules, text: String) throws(RESTError) {
        if let store {
            do {
                try store.saveRules(text)
            } catch {
                log.error("namespace \(name): the rules could not be stored: \(error)")
                throw RESTError(500, "The rules could not be stored")
            }
        }
        backend.replaceRules(rules, text: text)
    }
}
