import Dispatch
import WilddogBackend
import WilddogEngine
import WilddogNetwork

/// One database the server serves: an embedded server (data, rules, accounts) and, with a data
/// directory, its durable store.
///
/// Work on the database runs in *turns* on the embedded server's queue (`perform`): the work
/// queued meanwhile runs together, then the writes it applied are committed to the store in
/// one transaction, and only then do the replies and pushes it produced leave for the sockets,
/// one hop per event loop. So an acknowledged write is on disk, and a batch of writes costs one
/// commit.
package final class Namespace: @unchecked Sendable {
    // @unchecked: the `var`s are confined to `backend.queue`; the inbox is behind its lock.
    package let name: String
    package let backend: EmbeddedServer
    let log: ServerLog
    let store: DurableStore?
    private let inbox = Lock<Inbox>(Inbox())
    private var inTurn = false
    private var flushScheduled = false
    private var dirty: [SessionChannel] = []
    private var encoded = PushEncodingCache()
    /// Set when the store failed: the namespace serves no one any more.
    private(set) var failure: String?

    private struct Inbox {
        var work: [@Sendable () -> Void] = []
        var drainScheduled = false
    }

    init(name: String, backend: EmbeddedServer, store: DurableStore?, log: ServerLog) {
        self.name = name
        self.backend = backend
        self.store = store
        self.log = log
    }

    var queue: DispatchQueue { backend.queue }

    /// Runs `work` on the namespace's queue in a turn, after the work queued before it.
    package func enqueue(_ work: @escaping @Sendable () -> Void) {
        let schedule = inbox.withLock { inbox -> Bool in
            inbox.work.append(work)
            defer { inbox.drainScheduled = true }
            return !inbox.drainScheduled
        }
        if schedule { queue.async { [self] in drain() } }
    }

    /// Runs `work` in a turn and waits for it (setup and shutdown, never from the queue).
    func performAndWait<T>(_ work: () throws -> T) rethrows -> T {
        try queue.sync { try turn(work) }
    }

    private func drain() {
        let work = inbox.withLock { inbox -> [@Sendable () -> Void] in
            inbox.drainScheduled = false
            defer { inbox.work = [] }
            return inbox.work
        }
        turn { for item in work { item() } }
    }

    /// Runs `body` as a turn (on the queue): then its writes are committed and its output sent.
    private func turn<T>(_ body: () throws -> T) rethrows -> T {
        inTurn = true
        defer {
            finishTurn()
            inTurn = false
        }
        return try body()
    }

    /// Called on the queue when a session has output: it leaves at the end of the turn (or of
    /// a turn started for it, for pushes that come from a timer).
    func markDirty(_ channel: SessionChannel) {
        if !channel.isDirty {
            channel.isDirty = true
            dirty.append(channel)
        }
        if !inTurn { markTurnNeeded() }
    }

    /// Called on the queue for every change the embedded server applied.
    func recordWrite(_ write: AppliedWrite) {
        encoded.removeAll()
        if failure == nil { store?.record(write) }
        if !inTurn { markTurnNeeded() }
    }

    /// Schedules a turn for output or writes that came outside one (timers, in-process clients).
    private func markTurnNeeded() {
        guard !flushScheduled else { return }
        flushScheduled = true
        queue.async { [self] in
            flushScheduled = false
            turn {}
        }
    }

    /// The frames of a push, encoded once per turn for every socket that gets the same push.
    func frames(of push: ServerPush) -> [[UInt8]] {
        encoded.frames(of: push)
    }

    /// Commits the turn's writes, then sends what the sessions have to send.
    private func finishTurn() {
        encoded.removeAll()
        if let store, failure == nil {
            do {
                try store.commit()
            } catch {
                fail("the data store failed: \(error)")
            }
        }
        guard !dirty.isEmpty else { return }
        let channels = dirty
        dirty = []
        var byLoop: [ObjectIdentifier: (loop: EventLoop, items: [SessionChannel.Output])] = [:]
        for channel in channels {
            channel.isDirty = false
            guard let output = channel.takeOutput() else { continue }
            let loop = channel.webSocket.eventLoop
            byLoop[ObjectIdentifier(loop), default: (loop, [])].items.append(output)
        }
        for (loop, items) in byLoop.values {
            let batch = UncheckedBox(items)
            loop.execute { for output in batch.value { output.send() } }
        }
    }

    /// The store failed: what was not committed must not be acknowledged, so every session is
    /// closed (clients resend their unacknowledged writes elsewhere or later) and no new one is
    /// served.
    private func fail(_ reason: String) {
        guard failure == nil else { return }
        failure = reason
        log.error("namespace \(name): \(reason); closing its connections")
        for channel in channels.values {
            channel.discardOutput()
            channel.closeSocket(code: .internalError, reason: "The server could not store the data")
        }
    }

    /// Closes the store after a last commit (the server stops).
    func closeStore() {
        queue.sync {
            if let store, failure == nil {
                do {
                    try store.commit()
                } catch {
                    log.error("namespace \(name): the last commit failed: \(error)")
                }
            }
            store?.close()
        }
    }

    /// Replaces the rules live (from the embedder; REST's `PUT /.settings/rules.json` calls
    /// `installRules` in its turn): listens they no longer allow are revoked with `c`, and the
    /// rules are kept with the data. Nil: back to open rules.
    /// - Throws: the parse error, leaving the rules in place.
    package func replaceRules(json text: String?) throws(RulesParseError) {
        let rules = try text.map { (text: String) throws(RulesParseError) in try SecurityRules(json: text) } ?? .allowAll
        let box = UncheckedBox(rules)
        performAndWait {
            do {
                try installRules(box.value, text: text)
            } catch {
                log.error("namespace \(name): \(error)")
            }
        }
    }

    /// Installs rules in a turn: kept in the store first (a restart serves them), then applied;
    /// listens they revoke get `c` (WebSocket) or `cancel` (REST streams).
    /// - Throws: when the store cannot keep them; the rules in place stay.
    func installRules(_ rules: SecurityRules, text: String?) throws(NetworkServerError) {
        do {
            try store?.saveRules(text)
        } catch {
            throw NetworkServerError("the rules could not be stored: \(error)")
        }
        backend.replaceRules(rules, text: text)
    }

    /// The rules' text (nil: open rules).
    package var rulesText: String? {
        queue.sync { backend.currentRulesText }
    }

    // MARK: Sessions of this namespace (queue-confined)

    var channels: [ObjectIdentifier: SessionChannel] = [:]
}
