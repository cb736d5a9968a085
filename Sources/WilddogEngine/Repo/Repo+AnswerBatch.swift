/// Answers to many writes that arrive together (the queue replayed on reconnect) are
/// acknowledged together: the sync tree raises the events of the whole batch once — per view,
/// the net change from before the first to after the last ack — then the completions run, each
/// once, in the order of the writes (SEMANTICS.md §5.8; the SDKs promise order, not one event
/// per ack). A rejected write in the batch reverts only itself.
extension Repo {
    /// A write's answer held back until the batch it came in ends.
    struct DeferredAck {
        let writeId: Int
        let path: Path
        let error: EngineError?
        let channel: CallbackChannel?
        let completion: Completion?
        /// A merge: transactions below its path run again if the ack raised events.
        let rerun: Bool
    }

    package func onAnswerBatch(_ body: () -> Void) {
        queue.assertOnQueue()
        guard deferredAcks == nil else { return body() }
        deferredAcks = []
        body()
        flushDeferredAcks()
        deferredAcks = nil
    }

    /// Acknowledges the writes held back so far (before an answer that is not a plain write's
    /// runs, so acks stay in order, and at the end of the batch).
    func flushDeferredAcks() {
        guard let acks = deferredAcks, !acks.isEmpty else { return }
        deferredAcks = []
        if closedError != nil {
            if pendingWritesKept { return }
            return deliverCompletions(acks)
        }
        let events = syncTree.ackUserWrites(acks.map { ($0.writeId, $0.error != nil) })
        raise(events)
        if !events.isEmpty {
            var seen = Set<Path>()
            for ack in acks where ack.rerun && seen.insert(ack.path).inserted { rerunTransactions(ack.path) }
        }
        deliverCompletions(acks)
    }

    private func deliverCompletions(_ acks: [DeferredAck]) {
        var items: [EventRaiser.Item] = []
        items.reserveCapacity(acks.count)
        for ack in acks {
            let channel = ack.channel ?? raiser.defaultChannel
            note(channel)
            let completion = ack.completion, error = ack.error
            items.append(.call({ completion?(error) }, channel))
        }
        deliver(items)
    }
}
