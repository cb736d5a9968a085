/// Recording hooks of the repo: they wrap a completion or an observer delivery so that the
/// attached `EngineRecorder` (if any) sees it on the callback queue, right before user code.
extension Repo {
    /// `completion`, recording its result as `operation` at `path` when a recorder is attached.
    func recorded(_ completion: Completion?, _ operation: String, _ path: Path) -> Completion? {
        guard let recorder = EngineRecorders.recorder(for: appId) else { return completion }
        let location = path.description
        return { [weak self] error in
            recorder.append(.completion(operation: operation, path: location, error: error?.code.rawValue), client: self)
            completion?(error)
        }
    }

    /// A transaction completion that records the transaction's outcome.
    func recorded(_ completion: Transaction.Completion?, transactionAt path: Path) -> Transaction.Completion? {
        guard let recorder = EngineRecorders.recorder(for: appId) else { return completion }
        let location = path.description
        return { [weak self] error, committed, node in
            recorder.append(.transaction(path: location, committed: committed, value: node.map { RecordedStep.json($0) },
                                         error: error?.code.rawValue), client: self)
            completion?(error, committed, node)
        }
    }

    static func name(_ type: EventType) -> String {
        switch type {
        case .value: return "value"
        case .childAdded: return "child_added"
        case .childChanged: return "child_changed"
        case .childMoved: return "child_moved"
        case .childRemoved: return "child_removed"
        }
    }

    /// An item that records `event` for `observer` if the observer still gets it when it runs
    /// (the raiser then delivers it right after, on the same serial queue, unless it was closed).
    func recordingItem(_ recorder: EngineRecorder, _ event: Event, _ observer: Observer) -> EventRaiser.Item {
        let raiser = self.raiser
        return .call({ [weak self] in
            guard !observer.isRemoved, !raiser.isClosed else { return }
            switch event.kind {
            case .cancel(let error):
                recorder.append(.cancelled(query: RecordedStep.describe(event.queryPath, event.query), error: error.code.rawValue), client: self)
            case .data(let type):
                let key = event.snapshotPath.back?.string ?? ""
                recorder.append(.event(type: Repo.name(type), query: RecordedStep.describe(event.queryPath, event.query), key: key,
                                       previousKey: event.prevName?.string, value: RecordedStep.json(event.node)), client: self)
            }
        }, observer.channel)
    }
}

extension Repo {
    /// True when every request sent to the server has been answered (writes acknowledged or
    /// rejected); asked on the repo queue.
    package var hasNoOutstandingRequests: Bool { queue.sync { connection.outstandingCount == 0 } }
}
