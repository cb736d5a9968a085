import Foundation

extension BackendRoutes {
    /// The process's routes at start: the app's Info.plist on Apple platforms, then the
    /// environment (which wins); entries that cannot be used are reported as warnings.
    static func configured(environment: [String: String] = ProcessInfo.processInfo.environment) -> BackendRoutes {
        var routes = BackendRoutes()
        var configurations: [RouteConfiguration] = []
        #if canImport(Darwin)
        configurations.append(BackendRouting.infoPlistConfiguration())
        #endif
        configurations.append(RouteConfiguration(environment: environment))
        for configuration in configurations where !configuration.isEmpty {
            for problem in routes.apply(configuration) { EngineLog.warn(problem) }
        }
        return routes
    }
}
