/// The `.info` locations (`connected`, `serverTimeOffset`): local data in their own sync tree,
/// never sent to the server.
extension Repo {
    static let infoKey = ChildKey(".info")

    func isInfoPath(_ path: Path) -> Bool { path.front == Repo.infoKey }

    func updateInfo(_ name: String, _ node: Node) {
        queue.assertOnQueue()
        let path = Path([Repo.infoKey, ChildKey(name)])
        infoData = infoData.updatingChild(path, node)
        raise(infoSyncTree.applyServerOverwrite(path, node))
    }

    /// Answers the info listens the tree just asked for, with the local info data.
    func answerInfoListens() -> [Event] {
        queue.assertOnQueue()
        var events: [Event] = []
        for path in infoListens.takePending() {
            let node = infoData.child(path)
            if !node.isEmpty { events += infoSyncTree.applyServerOverwrite(path, node) }
            events += infoSyncTree.applyListenComplete(path)
        }
        return events
    }
}

/// Records the `.info` locations listened to, so the repo can answer them right away.
final class InfoListenProvider: ListenProvider {
    private var pending: [Path] = []

    func startListening(path: Path, query: QuerySpec, tag: Int?) { pending.append(path) }
    func stopListening(path: Path, query: QuerySpec, tag: Int?) {}

    func takePending() -> [Path] {
        defer { pending = [] }
        return pending
    }
}
