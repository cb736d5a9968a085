import Synchronization
import WilddogEngine

/// The runtime (repo + auth client) of every 1.x app: one per URL host, created on first use.
final class LegacyAppRegistry: Sendable {
    static let shared = LegacyAppRegistry()

    private let runtimes = Mutex<[String: AppRuntime]>([:])

    /// The runtime of the app at `url`'s host, configured from the default config when new.
    func runtime(for url: SyncURL) -> AppRuntime {
        runtimes.withLock { all in
            if let existing = all[url.baseURL] { return existing }
            let runtime = AppRuntime(appId: url.appId, baseURL: url.baseURL)
            // Configured before anyone else can see it (lock order: registry, then config).
            sharedDefaultConfig.apply(to: runtime)
            all[url.baseURL] = runtime
            return runtime
        }
    }

    /// A runtime for a reference whose URL is invalid: never registered and never connected
    /// (every operation is rejected before it reaches the repo); `baseURL` keeps the URL text.
    func detachedRuntime(url: String) -> AppRuntime {
        let runtime = AppRuntime(appId: "", baseURL: url)
        sharedDefaultConfig.apply(to: runtime)
        return runtime
    }

    /// Every registered runtime.
    var all: [AppRuntime] { runtimes.withLock { Array($0.values) } }
}
