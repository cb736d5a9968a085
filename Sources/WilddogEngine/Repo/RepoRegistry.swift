import Synchronization

/// Every live repo of the process, for the class-level goOffline/goOnline of both APIs.
package final class RepoRegistry: Sendable {
    package static let shared = RepoRegistry()

    private final class WeakRepo: @unchecked Sendable {
        // @unchecked: the weak reference is only read under the registry's lock.
        weak var repo: Repo?
        init(_ repo: Repo) { self.repo = repo }
    }

    private let repos = Mutex<[ObjectIdentifier: WeakRepo]>([:])

    func add(_ repo: Repo) { repos.withLock { $0[ObjectIdentifier(repo)] = WeakRepo(repo) } }
    func remove(_ repo: Repo) { repos.withLock { $0[ObjectIdentifier(repo)] = nil } }

    package var all: [Repo] { repos.withLock { $0.values.compactMap(\.repo) } }

    package func goOfflineAll() { for repo in all { repo.goOffline() } }
    package func goOnlineAll() { for repo in all { repo.goOnline() } }
}
