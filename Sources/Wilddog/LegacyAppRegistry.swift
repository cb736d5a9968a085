import WilddogCore
internal import WilddogEngine

/// The runtime (repo + auth client) behind 1.x references: the engine's app of the URL host,
/// shared with the `WDGApp` configured for that URL (see `AppRuntimeRegistry`).
enum LegacyAppRegistry {
    /// The runtime of the app at `url`'s host; the default config's settings are given to it
    /// the first time 1.x code reaches it.
    static func runtime(for url: SyncURL) -> AppRuntime {
        FacadeRuntimes.registry.legacyRuntime(for: url) { sharedDefaultConfig.apply(to: $0) }
    }

    /// A runtime for a reference whose URL is invalid: never registered and never connected
    /// (every operation is rejected before it reaches the repo); `baseURL` keeps the URL text.
    static func detachedRuntime(url: String) -> AppRuntime {
        AppRuntime(appId: "", baseURL: url)
    }

    /// Every runtime 1.x references use.
    static var all: [AppRuntime] { FacadeRuntimes.registry.legacyRuntimes }
}
