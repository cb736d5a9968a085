/// Transactions (SEMANTICS.md §9): the update runs on the local view, the result is sent as a
/// compare-and-set; on `datastale` it reruns on fresh data, at most 25 times.
extension Repo {
    static let maxTransactionRetries = 25

    /// Starts a transaction at `path`. `update` gets the current data and returns the new data
    /// or nil to abort; it runs on the repo queue. `completion(error, committed, snapshot)`
    /// runs on `channel`'s queue (default: the repo's callback queue).
    package func runTransaction(_ path: Path, applyLocally: Bool, on channel: CallbackChannel? = nil,
                                update: @escaping (Node) -> Node?,
                                completion: ((EngineError?, Bool, Node?) -> Void)?) {
        let box = UncheckedBox((update, recorded(completion, transactionAt: path)))
        perform {
            self.startTransaction(path, applyLocally: applyLocally, channel: channel, update: box.value.0,
                                  completion: box.value.1)
        }
    }

    private func startTransaction(_ path: Path, applyLocally: Bool, channel: CallbackChannel?,
                                  update: @escaping Transaction.Update, completion: Transaction.Completion?) {
        queue.assertOnQueue()
        if let closedError { return complete(on: channel) { completion?(closedError, false, nil) } }
        let transaction = Transaction(path: path, update: update, completion: completion, channel: channel,
                                      order: nextTransactionOrder, applyLocally: applyLocally)
        nextTransactionOrder += 1
        // Keep the location synced while the transaction runs.
        let watcher = EventRegistration(.value)
        addRegistration(watcher, path, .default)
        transaction.unwatch = { [weak self] in self?.removeRegistration(watcher, path, .default) }
        let current = latestState(path)
        transaction.currentInputSnapshot = current
        guard let newNode = update(current) else {
            transaction.unwatch()
            transaction.currentOutputSnapshotRaw = .empty
            transaction.currentOutputSnapshotResolved = .empty
            complete(on: channel) { completion?(nil, false, current) }
            return
        }
        transaction.status = .run
        transactions.subtree(path).transactions.append(transaction)
        let resolved = ServerValues.resolve(newNode, existing: current, now: serverTime)
        transaction.currentOutputSnapshotRaw = newNode
        transaction.currentOutputSnapshotResolved = resolved
        transaction.currentWriteId = nextWrite()
        raise(syncTree.applyUserOverwrite(path, resolved, writeId: transaction.currentWriteId, visible: applyLocally))
        sendReadyTransactions(transactions)
    }

    /// The local data at `path`, with transaction writes, minus the writes `excluding`.
    private func latestState(_ path: Path, excluding: [Int] = []) -> Node {
        syncTree.calcCompleteEventCache(path, excluding: excluding)
    }

    private func sendReadyTransactions(_ node: TransactionTree) {
        if !node.transactions.isEmpty {
            let queue = buildQueue(node)
            if queue.allSatisfy({ $0.status == .run }) { sendTransactionQueue(node.path, queue) }
        } else {
            node.forEachChild { sendReadyTransactions($0) }
        }
    }

    private func sendTransactionQueue(_ path: Path, _ queue: [Transaction]) {
        let setsToIgnore = queue.map(\.currentWriteId)
        let latest = latestState(path, excluding: setsToIgnore)
        var snapToSend = latest
        let latestHash: String
        do throws(CryptoFailure) {
            latestHash = try latest.hash
        } catch {
            // No compare-and-set token (the crypto library failed, e.g. during exit): abort them.
            let reason = EngineError(.unknown, "The transaction could not be sent: \(error).")
            for transaction in queue {
                transaction.status = .needsAbort
                transaction.abortReason = reason
            }
            rerunTransactions(path)
            return
        }
        for transaction in queue {
            transaction.status = .sent
            transaction.retryCount += 1
            snapToSend = snapToSend.updatingChild(Path.relative(from: path, to: transaction.path),
                                                  transaction.currentOutputSnapshotRaw)
        }
        connection.request(.put(path: path, data: snapToSend, hash: latestHash)) { [weak self] response in
            guard let self else { return }
            self.transactionPutAnswered(path, queue, response)
        }
    }

    private func transactionPutAnswered(_ path: Path, _ queue: [Transaction], _ response: WireResponse) {
        self.queue.assertOnQueue()
        if let closedError { return end(queue, closedError) }
        // Writes answered before it in the same batch are acknowledged first.
        flushDeferredAcks()
        guard let error = response.error else {
            var events: [Event] = []
            var callbacks: [(channel: CallbackChannel?, body: () -> Void)] = []
            for transaction in queue {
                transaction.status = .completed
                events += syncTree.ackUserWrite(transaction.currentWriteId)
                if let completion = transaction.completion {
                    let snapshot = transaction.currentOutputSnapshotResolved
                    callbacks.append((transaction.channel, { completion(nil, true, snapshot) }))
                }
                transaction.unwatch()
            }
            pruneCompleted(transactions.subtree(path))
            sendReadyTransactions(transactions)
            raise(events)
            for callback in callbacks { complete(on: callback.channel, callback.body) }
            return
        }
        if error.code == .dataStale {
            for transaction in queue {
                transaction.status = transaction.status == .sentNeedsAbort ? .needsAbort : .run
            }
        } else {
            EngineLog.warn("transaction at \(path) failed: \(error.message)")
            for transaction in queue {
                transaction.status = .needsAbort
                transaction.abortReason = error
            }
        }
        rerunTransactions(path)
    }

    /// Reruns the transactions affected by a change at `changedPath`; returns their root path.
    @discardableResult
    func rerunTransactions(_ changedPath: Path) -> Path {
        queue.assertOnQueue()
        guard let root = ancestorTransactionNode(changedPath) else { return changedPath }
        let path = root.path
        rerunQueue(buildQueue(root), path)
        return path
    }

    private func rerunQueue(_ queue: [Transaction], _ path: Path) {
        guard !queue.isEmpty else { return }
        var callbacks: [(channel: CallbackChannel?, body: () -> Void)] = []
        var setsToIgnore = queue.filter { $0.status == .run }.map(\.currentWriteId)
        for transaction in queue {
            let aborted: Bool
            switch transaction.status {
            case .needsAbort:
                aborted = true
            case .run where transaction.retryCount >= Repo.maxTransactionRetries:
                transaction.abortReason = EngineError(.maxRetries)
                aborted = true
            case .run:
                aborted = !rerun(transaction, ignoring: &setsToIgnore)
            default:
                aborted = false
            }
            guard aborted else { continue }
            raise(syncTree.ackUserWrite(transaction.currentWriteId, revert: true))
            transaction.status = .completed
            // Removing the watcher may prune data: do it after this pass.
            let unwatch = UncheckedBox(transaction.unwatch)
            perform { unwatch.value() }
            if let completion = transaction.completion {
                if transaction.abortedWithoutData {
                    let input = transaction.currentInputSnapshot
                    callbacks.append((transaction.channel, { completion(nil, false, input) }))
                } else {
                    let error = transaction.abortReason
                    callbacks.append((transaction.channel, { completion(error, false, nil) }))
                }
            }
        }
        pruneCompleted(transactions)
        for callback in callbacks { complete(on: callback.channel, callback.body) }
        sendReadyTransactions(transactions)
    }

    /// Runs the update again on the latest data and replaces the transaction's write; false
    /// when the update aborts (returns nil).
    private func rerun(_ transaction: Transaction, ignoring setsToIgnore: inout [Int]) -> Bool {
        let current = latestState(transaction.path, excluding: setsToIgnore)
        transaction.currentInputSnapshot = current
        guard let newNode = transaction.update(current) else {
            transaction.abortedWithoutData = true
            return false
        }
        let oldWriteId = transaction.currentWriteId
        transaction.currentOutputSnapshotRaw = newNode
        transaction.currentOutputSnapshotResolved = ServerValues.resolve(newNode, existing: current, now: serverTime)
        transaction.currentWriteId = nextWrite()
        setsToIgnore.removeAll { $0 == oldWriteId }
        var events = syncTree.applyUserOverwrite(transaction.path, transaction.currentOutputSnapshotResolved,
                                                 writeId: transaction.currentWriteId, visible: transaction.applyLocally)
        events += syncTree.ackUserWrite(oldWriteId, revert: true)
        raise(events)
        return true
    }

    /// Ends every transaction (the repo is closing): each completion not yet called runs once
    /// with `reason`, in creation order. Nothing is reverted: the sync tree is dropped next.
    func failAllTransactions(_ reason: EngineError) {
        queue.assertOnQueue()
        let all = buildQueue(transactions)
        transactions = TransactionTree()
        end(all, reason)
    }

    private func end(_ queue: [Transaction], _ reason: EngineError) {
        for transaction in queue where transaction.status != .completed {
            transaction.status = .completed
            if let completion = transaction.completion {
                complete(on: transaction.channel) { completion(reason, false, nil) }
            }
        }
    }

    /// The shallowest node on the way to `path` that holds transactions (or the node at `path`);
    /// nil when there is neither (no node is created: every write asks, most find nothing).
    private func ancestorTransactionNode(_ path: Path) -> TransactionTree? {
        var node = transactions
        var rest = path
        while let front = rest.front, node.transactions.isEmpty {
            guard let child = node.children[front] else { return nil }
            node = child
            rest = rest.popFront
        }
        return node
    }

    /// Every transaction at or below `node`, in creation order.
    private func buildQueue(_ node: TransactionTree) -> [Transaction] {
        var queue: [Transaction] = []
        func collect(_ n: TransactionTree) {
            queue += n.transactions
            n.forEachChild(collect)
        }
        collect(node)
        return queue.sorted { $0.order < $1.order }
    }

    private func pruneCompleted(_ node: TransactionTree) {
        node.transactions.removeAll { $0.status == .completed }
        node.forEachChild { pruneCompleted($0) }
        node.prune()
    }

    /// Aborts the transactions a set or update at `path` overrides (ancestors, the location,
    /// descendants); returns the path to rerun from.
    func abortTransactions(_ path: Path) -> Path {
        queue.assertOnQueue()
        let affected = ancestorTransactionNode(path)?.path ?? path
        // The existing nodes on the way, root first; the last is the node at `path` if it exists.
        var chain = [transactions]
        for key in path.segments {
            guard let child = chain[chain.count - 1].children[key] else { break }
            chain.append(child)
        }
        let node = chain.count == path.count + 1 ? chain.removeLast() : nil
        for ancestor in chain.reversed() { abortTransactions(on: ancestor) }
        if let node {
            abortTransactions(on: node)
            node.forEachDescendant { abortTransactions(on: $0) }
        }
        return affected
    }

    private func abortTransactions(on node: TransactionTree) {
        guard !node.transactions.isEmpty else { return }
        var callbacks: [(channel: CallbackChannel?, body: () -> Void)] = []
        var events: [Event] = []
        var lastSent = -1
        for (i, transaction) in node.transactions.enumerated() {
            switch transaction.status {
            case .sentNeedsAbort:
                // Already marked; kept until the server answers (its answer completes it).
                lastSent = i
            case .sent:
                lastSent = i
                transaction.status = .sentNeedsAbort
                transaction.abortReason = EngineError(.overriddenBySet)
            default:
                transaction.unwatch()
                events += syncTree.ackUserWrite(transaction.currentWriteId, revert: true)
                if let completion = transaction.completion {
                    callbacks.append((transaction.channel, { completion(EngineError(.overriddenBySet), false, nil) }))
                }
            }
        }
        if lastSent == -1 {
            node.transactions = []
        } else {
            node.transactions.removeSubrange((lastSent + 1)...)
        }
        raise(events)
        for callback in callbacks { complete(on: callback.channel, callback.body) }
    }
}

