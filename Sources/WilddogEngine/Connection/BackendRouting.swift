import Foundation

/// Where each app of the process reaches its backend; the one place the engine learns it.
///
/// An app resolves when its repo or auth client is created (see `BackendRoutes` for the
/// order); the default is the in-process backend, installed by the module hosting it. With no
/// backend at all the app's repo stays offline and its account operations fail, both saying why.
package enum BackendRouting {
    private static let table = Lock(BackendRoutes.configured())

    /// Makes `backend` the default of every app no route names.
    package static func installDefault(_ backend: any AppBackend) {
        table.withLock { $0.fallback = backend }
    }

    /// The default backend (the in-process one once installed).
    package static var defaultBackend: (any AppBackend)? {
        table.withLock { $0.fallback }
    }

    /// Routes the apps `route` names to `backend` (nil removes the route). Apps created before
    /// keep the backend they resolved.
    package static func setRoute(_ route: BackendRoute, to backend: (any AppBackend)?) {
        table.withLock { $0.setRoute(route, to: backend) }
    }

    /// Routes every app no app-id or host route names to `backend` (nil removes it).
    package static func setCatchAll(_ backend: (any AppBackend)?) {
        table.withLock { $0.catchAll = backend }
    }

    /// The backend of the app `appId` whose URL's host is `host`; nil when nothing serves it.
    package static func backend(appId: String, host: String?) -> (any AppBackend)? {
        startProvidedServer()
        return table.withLock { $0.backend(appId: appId, host: host) }
    }

    /// The transport of the app `appId` at `baseURL`: its backend's, else one that never
    /// connects and warns why (the repo works offline).
    package static func transport(appId: String, baseURL: String) -> any ServerTransport {
        backend(appId: appId, host: host(of: baseURL))?.transport ?? UnroutedTransport()
    }

    /// The host of an app URL, lowercased (the key of host routes).
    package static func host(of baseURL: String) -> String? {
        URLComponents(string: baseURL)?.host?.lowercased()
    }

    /// Why an app has no backend, for warnings and errors.
    package static func unroutedMessage(appId: String) -> String {
        "app \"\(appId)\" has no backend: no route names it and no default is installed "
            + "(the facades install the in-process backend; engine clients call InProcessBackend.install())"
    }
}
