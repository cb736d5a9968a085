
/// Every live repo of the process, for the class-level goOffline/goOnline of both APIs.
package final class RepoRegistry: Sendable {
    package static let shared = RepoRegistry()

    private let repos = Lock<[ObjectIdentifier: WeakRepo]>([:])

    func add(_ repo: Repo) { repos.withLock { $0[ObjectIdentifier(repo)] = WeakRepo(repo) } }
    func remove(_ repo: Repo) { repos.withLock { $0[ObjectIdentifier(repo)] = nil } }

    package var all: [Repo] { repos.withLock { $0.values.compactMap(\.repo) } }

    package func goOfflineAll() { for repo in all { repo.goOffline() } }
    package func goOnlineAll() { for repo in all { repo.goOnline() } }
}

/// A weak reference to a repo (the registry's entries, an auth client's fed repos).
struct WeakRepo {
    weak var repo: Repo?
    init(_ repo: Repo) { self.repo = repo }
}
