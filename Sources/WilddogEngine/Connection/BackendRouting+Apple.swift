#if canImport(Darwin)
import Foundation

extension BackendRouting {
    /// The routes of the app's Info.plist: `WilddogServer` (a string: the server of every app)
    /// and `WilddogRoutes` (a dictionary: app id or host → server URL).
    static func infoPlistConfiguration(bundle: Bundle = .main) -> RouteConfiguration {
        var configuration = RouteConfiguration(source: "Info.plist")
        if let server = bundle.object(forInfoDictionaryKey: "WilddogServer") as? String, !server.isEmpty {
            configuration.catchAll = server
        }
        if let routes = bundle.object(forInfoDictionaryKey: "WilddogRoutes") as? [String: String] {
            configuration.routes = routes.keys.sorted().map { RouteConfiguration.Entry(key: $0, url: routes[$0] ?? "") }
        }
        return configuration
    }
}
#endif
