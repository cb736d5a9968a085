import Dispatch
import Synchronization
import WilddogEngine

/// Client configuration shared by every 1.x app, from `Wilddog.defaultConfig()`.
///
/// Change it before creating the first `Wilddog` reference; `callbackQueue` is also applied to
/// apps that already exist (their later events and completions run on the new queue).
public class WConfig {
    private struct Settings {
        var persistenceEnabled = false
        var persistenceCacheSizeBytes: UInt = 10 * 1024 * 1024
        var callbackQueue: DispatchQueue = .main
    }

    private let settings = Mutex(Settings())

    init() {}

    /// Whether data and pending writes persist on the device across restarts (an SQLite store
    /// per app, see README). Set before the first reference: an app already in use keeps its
    /// setting (the SDK's message is logged); apps used later get the new one.
    public var persistenceEnabled: Bool {
        get { settings.withLock { $0.persistenceEnabled } }
        set {
            settings.withLock { $0.persistenceEnabled = newValue }
            applyToAppsNotInUse(\.persistenceEnabled, newValue)
        }
    }

    /// Approximate maximum size of the disk cache in bytes (default 10 MB); least recently used
    /// data is evicted beyond it. Set before the first reference, as `persistenceEnabled`.
    public var persistenceCacheSizeBytes: UInt {
        get { settings.withLock { $0.persistenceCacheSizeBytes } }
        set {
            settings.withLock { $0.persistenceCacheSizeBytes = newValue }
            applyToAppsNotInUse(\.persistenceCacheSizeBytes, newValue)
        }
    }

    /// Applies a setting that is read when an app's repo is created to the apps without one;
    /// logs the SDK's message when an app in use would have changed.
    private func applyToAppsNotInUse<Value: Equatable>(_ setting: ReferenceWritableKeyPath<AppRuntime, Value>,
                                                       _ value: Value) {
        var inUse = false
        for runtime in LegacyAppRegistry.shared.all {
            if runtime.hasRepo {
                inUse = inUse || runtime[keyPath: setting] != value
            } else {
                runtime[keyPath: setting] = value
            }
        }
        if inUse { EngineLog.warn(WConfig.frozenMessage) }
    }

    /// The 1.x SDK's message for a setting changed after references used it.
    static let frozenMessage = "Can't modify config objects after they are in use for Wilddog references."

    /// The queue on which all event, completion and auth blocks run (default: the main queue).
    public var callbackQueue: DispatchQueue {
        get { settings.withLock { $0.callbackQueue } }
        set {
            settings.withLock { $0.callbackQueue = newValue }
            for runtime in LegacyAppRegistry.shared.all { apply(to: runtime) }
        }
    }

    /// Configures a runtime with the current settings.
    func apply(to runtime: AppRuntime) {
        let current = settings.withLock { $0 }
        runtime.callbackQueue = current.callbackQueue
        runtime.authCallbackQueue = current.callbackQueue
        runtime.persistenceEnabled = current.persistenceEnabled
        runtime.persistenceCacheSizeBytes = current.persistenceCacheSizeBytes
    }
}

/// The configuration returned by `Wilddog.defaultConfig()`.
// nonisolated(unsafe): WConfig is not Sendable in the public API (the 1.x class is not), but
// every stored setting sits behind its Mutex, so sharing the one instance is safe.
nonisolated(unsafe) let sharedDefaultConfig = WConfig()
