/// A routing table: backends by app id or host, Firebase hosts, a catch-all, and the default.
package struct BackendRoutes: Sendable {
    /// By app id, and by host lowercased.
    private var routes: [BackendRoute: any AppBackend] = [:]
    /// Serves every app no app-id or host route names.
    package var catchAll: (any AppBackend)?
    /// Serves every app nothing else serves (the in-process backend when installed).
    package var fallback: (any AppBackend)?

    package init() {}

    /// Routes the apps `route` names to `backend`; nil removes the route. Hosts match in any case.
    package mutating func setRoute(_ route: BackendRoute, to backend: (any AppBackend)?) {
        switch route {
        case .appId: routes[route] = backend
        case .host(let host): routes[.host(host.lowercased())] = backend
        }
    }

    /// The backend of app `appId` at `host`: its app-id route, its host route, the Firebase
    /// database its host names (`*.firebaseio.com`, `*.firebasedatabase.app`: reached directly),
    /// the catch-all, the default, in that order; nil when none is set.
    package func backend(appId: String, host: String?) -> (any AppBackend)? {
        if let routed = routes[.appId(appId)] ?? host.flatMap({ routes[.host($0.lowercased())] }) { return routed }
        if let host, let firebase = ServerURL(firebaseHost: host) { return NetworkBackend(server: firebase) }
        return catchAll ?? fallback
    }
}
