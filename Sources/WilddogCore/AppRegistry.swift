internal import WilddogEngine

/// The configured apps of the process by name (WDGApp names are process-global).
enum AppRegistry {
    // Boxes: `WDGApp` is immutable (its state lives in the Sendable `AppCore`).
    private static let apps = Lock<[String: UncheckedBox<WDGApp>]>([:])

    /// Registers `app` unless its name is taken; returns false if it was.
    static func add(_ app: WDGApp) -> Bool {
        let box = UncheckedBox(app)
        return apps.withLock { apps in
            guard apps[box.value.name] == nil else { return false }
            apps[box.value.name] = box
            return true
        }
    }

    static func app(named name: String) -> WDGApp? {
        apps.withLock { $0[name] }?.value
    }

    static var all: [WDGApp] {
        apps.withLock { Array($0.values) }.map(\.value)
    }

    /// Removes the app registered with `core`; false if it is no longer registered.
    static func remove(_ core: AppCore) -> Bool {
        apps.withLock { apps in
            guard let registered = apps[core.name], registered.value.core === core else { return false }
            apps[core.name] = nil
            return true
        }
    }

    /// The registered app object sharing `core`, nil once that app was deleted.
    static func registered(_ core: AppCore) -> WDGApp? {
        guard let app = app(named: core.name), app.core === core else { return nil }
        return app
    }
}
