/// The settings of one app that either API may give: `Wilddog.defaultConfig()` for 1.x,
/// `WDGSync` for 2.x. They take effect when the app's repo is created.
///
/// **The rule for settings given through both APIs** (one app, two APIs): until the app's
/// connection starts — its first reference, through either API — the last value given through
/// either API wins. Once it runs, a value that differs from the running one is ignored and
/// reported with a warning naming the setting, both values and the API it came through; the
/// running value is what both APIs read back. An equal value is accepted silently. (Callback
/// queues are not such settings: each API keeps its own, see `CallbackChannel`.)
///
/// A new setting is a new stored property here plus its `describe` case; `AppRuntime.apply`
/// enforces the rule for all of them.
package struct AppSettings: Sendable, Equatable {
    /// Whether data and pending writes persist across restarts.
    package var persistenceEnabled = false
    /// Approximate maximum size of the persistent cache, in bytes (default 10 MB).
    package var persistenceCacheSizeBytes: UInt = 10 * 1024 * 1024

    package init() {}
}

/// A setting given through one API that the running app did not take.
package struct AppSettingConflict: Sendable, Equatable {
    /// The app's root URL.
    package let baseURL: String
    /// The setting's public name, e.g. `persistenceEnabled`.
    package let name: String
    package let running: String
    package let ignored: String
    /// Where the value came from, e.g. `Wilddog.defaultConfig()` or `WDGSync`.
    package let source: String

    /// The SDK's own message for a setting changed too late, when it has one.
    package var sdkMessage: String? {
        if source == "WDGSync" && name == "persistenceEnabled" {
            return "Calls to setPersistenceEnabled must be made before any other usage of WDGSync instance."
        }
        if source.hasPrefix("Wilddog.defaultConfig") { return "Can't modify config objects after they are in use for Wilddog references." }
        return nil
    }

    /// The warning reported for it (after the SDK's own message, logged on its own).
    package var message: String {
        "\(source).\(name) = \(ignored) is ignored for \(baseURL): its connection is already running with "
            + "\(name) = \(running). Settings are fixed when an app's first reference is created, through the "
            + "1.x or the 2.x API; give the same value through both, before the first reference."
    }
}

extension AppSettingConflict {
    /// Logs `conflicts` of one change given to several apps as one warning.
    package static func report(_ conflicts: [AppSettingConflict]) {
        guard let first = conflicts.first else { return }
        if let sdk = first.sdkMessage { EngineLog.warn(sdk) }
        guard conflicts.count > 1 else { return EngineLog.warn(first.message) }
        let apps = conflicts.map { "\($0.baseURL) (\($0.name) = \($0.running))" }.joined(separator: ", ")
        EngineLog.warn("\(first.source).\(first.name) = \(first.ignored) is ignored for \(conflicts.count) apps whose "
            + "connection is already running: \(apps). Settings are fixed when an app's first reference is "
            + "created, through the 1.x or the 2.x API.")
    }
}
