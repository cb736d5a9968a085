import Foundation
import Dispatch
internal import WilddogEngine

/// Client configuration shared by every 1.x app, from `Wilddog.defaultConfig()`.
///
/// Change it before creating the first `Wilddog` reference. `callbackQueue` is also applied to
/// apps that already exist (their later events and completions run on the new queue); the
/// persistence settings of an app whose connection is running are fixed: a different value is
/// ignored for it and reported with a warning (the rule of `AppSettings`, shared with the 2.x
/// API when both reach one app).
#if canImport(ObjectiveC)
@objc(WConfig)
#endif
public class WConfig: NSObject {
    /// The values set here; nil until set (the app keeps its own value then).
    private struct Settings {
        var persistenceEnabled: Bool?
        var persistenceCacheSizeBytes: UInt?
    }

    private let settings = Lock(Settings())
    /// The queue of every 1.x callback: data events, completions and auth blocks of every app.
    let channel = CallbackChannel(.main)

    override init() {}

    /// Whether data and pending writes persist on the device across restarts (an SQLite store
    /// per app, see README). Set before the first reference (the settings rule of `AppSettings`).
    public var persistenceEnabled: Bool {
        get { settings.withLock { $0.persistenceEnabled } ?? AppSettings().persistenceEnabled }
        set {
            settings.withLock { $0.persistenceEnabled = newValue }
            give(\.persistenceEnabled, newValue, name: "persistenceEnabled", to: LegacyAppRegistry.all)
        }
    }

    /// Approximate maximum size of the disk cache in bytes (default 10 MB).
    public var persistenceCacheSizeBytes: UInt {
        get { settings.withLock { $0.persistenceCacheSizeBytes } ?? AppSettings().persistenceCacheSizeBytes }
        set {
            settings.withLock { $0.persistenceCacheSizeBytes = newValue }
            give(\.persistenceCacheSizeBytes, newValue, name: "persistenceCacheSizeBytes", to: LegacyAppRegistry.all)
        }
    }

    /// The queue on which all event, completion and auth blocks run (default: the main queue).
    public var callbackQueue: DispatchQueue {
        get { channel.queue }
        set { channel.queue = newValue }
    }

    /// Gives the values set here to a runtime 1.x code reaches for the first time.
    func apply(to runtime: AppRuntime) {
        let current = settings.withLock { $0 }
        if let enabled = current.persistenceEnabled {
            give(\.persistenceEnabled, enabled, name: "persistenceEnabled", to: [runtime])
        }
        if let size = current.persistenceCacheSizeBytes {
            give(\.persistenceCacheSizeBytes, size, name: "persistenceCacheSizeBytes", to: [runtime])
        }
    }

    /// Gives a setting to `runtimes` under the settings rule; the apps that keep their running
    /// value are reported in one warning.
    private func give<Value: Equatable & Sendable>(_ setting: WritableKeyPath<AppSettings, Value>, _ value: Value,
                                                  name: String, to runtimes: [AppRuntime]) {
        let conflicts = runtimes.compactMap {
            $0.apply(setting, value, name: name, via: "Wilddog.defaultConfig()", report: false)
        }
        AppSettingConflict.report(conflicts)
    }
}

/// The configuration returned by `Wilddog.defaultConfig()`.
// nonisolated(unsafe): WConfig is not Sendable in the public API (the 1.x class is not), but
// every stored setting sits behind its lock, so sharing the one instance is safe.
nonisolated(unsafe) let sharedDefaultConfig = WConfig()
