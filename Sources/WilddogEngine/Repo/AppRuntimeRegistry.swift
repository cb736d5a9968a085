
/// The app runtimes of the process by app URL: one engine app per URL, whichever API reaches it
/// first, so legacy and migrated code of one app share its data, connection and signed-in user.
///
/// - The 1.x API (`Wilddog(url:)`) uses the first runtime of its URL, created if there is none.
/// - `WDGApp.configure` for a URL adopts the first runtime of the URL that no other `WDGApp`
///   holds — the one legacy code is already using, if any — else creates one. (A second `WDGApp`
///   configured with the same URL is a second client of that database, as in the SDK.)
/// - `WDGApp.delete` releases its runtime: it ends (disconnects) unless legacy code uses it; then
///   it keeps running for the legacy references, and the next configure for the URL adopts it.
package final class AppRuntimeRegistry: Sendable {
    package static let shared = AppRuntimeRegistry()

    private struct Entry {
        let runtime: AppRuntime
        /// The `WDGApp` holding the runtime, if any.
        var app: String?
        /// Whether legacy references use the runtime.
        var legacy: Bool
    }
    /// By base URL, oldest first.
    private let entries = Lock<[String: [Entry]]>([:])

    /// What happened to a runtime a `WDGApp` released.
    package enum Release: Sendable, Equatable {
        /// It was deleted (disconnected).
        case ended
        /// Legacy references use it: it keeps running for them.
        case keptForLegacy
        /// The app did not hold it.
        case notHeld
    }

    /// The runtime legacy references to `url`'s host use. `onFirstLegacyUse` configures it the
    /// first time legacy code reaches it (under the registry's lock, before anyone else sees it).
    package func legacyRuntime(for url: SyncURL, onFirstLegacyUse: (AppRuntime) -> Void) -> AppRuntime {
        entries.withLock { all in
            var list = all[url.baseURL] ?? []
            if list.isEmpty {
                list.append(Entry(runtime: AppRuntime(appId: url.appId, baseURL: url.baseURL), app: nil, legacy: false))
            }
            let runtime = list[0].runtime
            if !list[0].legacy {
                list[0].legacy = true
                onFirstLegacyUse(runtime)
            }
            all[url.baseURL] = list
            return runtime
        }
    }

    /// The runtime of the `WDGApp` named `app` configured for `url`: adopted (`adopted` true)
    /// when legacy code or a deleted app left one running, else new.
    package func claimRuntime(for url: SyncURL, app: String) -> (runtime: AppRuntime, adopted: Bool) {
        entries.withLock { all in
            var list = all[url.baseURL] ?? []
            defer { all[url.baseURL] = list }
            if let index = list.firstIndex(where: { $0.app == nil }) {
                list[index].app = app
                return (list[index].runtime, true)
            }
            let runtime = AppRuntime(appId: url.appId, baseURL: url.baseURL)
            list.append(Entry(runtime: runtime, app: app, legacy: false))
            return (runtime, false)
        }
    }

    /// Releases the runtime held by the `WDGApp` named `app` (the app was deleted): it ends
    /// unless legacy references use it; then the app's observers and auth listeners (those
    /// registered through `channels`) are removed and the legacy ones keep running. An ended
    /// runtime's pending operations fail with `reason` (see `AppRuntime.delete`).
    @discardableResult
    package func release(_ runtime: AppRuntime, app: String, callbacksOn channels: [CallbackChannel] = [],
                         reason: EngineError = Repo.deletedError) -> Release {
        let outcome = entries.withLock { all -> Release in
            guard var list = all[runtime.baseURL],
                  let index = list.firstIndex(where: { $0.runtime === runtime && $0.app == app }) else { return .notHeld }
            defer { all[runtime.baseURL] = list.isEmpty ? nil : list }
            if list[index].legacy {
                list[index].app = nil
                return .keptForLegacy
            }
            list.remove(at: index)
            return .ended
        }
        switch outcome {
        case .ended: runtime.delete(reason)
        case .keptForLegacy: runtime.removeCallbacks(on: channels)
        case .notHeld: break
        }
        return outcome
    }

    /// Every runtime legacy references use.
    package var legacyRuntimes: [AppRuntime] {
        entries.withLock { $0.values.flatMap { $0.filter(\.legacy).map(\.runtime) } }
    }
}
