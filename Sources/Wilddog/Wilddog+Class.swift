import Dispatch
internal import WilddogEngine

/// Process-wide switches: connection of all apps, logging, version and configuration.
extension Wilddog {
    /// Disconnects every app from the server and disables automatic reconnection.
    public class func goOffline() {
        RepoRegistry.shared.goOfflineAll()
    }

    /// Reconnects every app and re-enables automatic reconnection.
    public class func goOnline() {
        RepoRegistry.shared.goOnlineAll()
    }

    /// Turns debug logging to standard error on or off (default off).
    public class func setLoggingEnabled(_ enabled: Bool) {
        EngineLog.isEnabled = enabled
    }

    /// The SDK version string.
    public class func sdkVersion() -> String {
        EngineInfo.sdkVersion
    }

    /// The shared configuration; change it before creating the first reference.
    public class func defaultConfig() -> WConfig {
        sharedDefaultConfig
    }

    /// Sets the queue on which all event blocks run (same as `defaultConfig().callbackQueue`).
    @available(*, deprecated, message: "Use [Wilddog defaultConfig].callbackQueue instead")
    public class func setDispatchQueue(_ queue: DispatchQueue) {
        sharedDefaultConfig.callbackQueue = queue
    }
}
