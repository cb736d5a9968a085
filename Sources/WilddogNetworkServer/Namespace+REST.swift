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
}
