import WilddogEngine

extension WilddogServer {
    /// Routes the app `appId` to a database over the network, without changing the app's code:
    /// its references (`https://<appId>.wilddogio.com/…`, both APIs) connect to `url`.
    ///
    /// `url` is a server speaking the Firebase Realtime Database protocol — `wilddog-server`, the
    /// Firebase emulator — as `http://127.0.0.1:9000` (`ws://`, `wss://`, `https://` too; the
    /// app id is the namespace unless the URL says `?ns=<namespace>`), or a Firebase database:
    /// `https://<project>.firebaseio.com`, `https://<db>.<region>.firebasedatabase.app` (the
    /// namespace is the host's first label). An app resolves its route when its first reference
    /// or auth object is made: route it before. Accounts go to the same server's accounts API
    /// (a Firebase database's stay in-process).
    /// - Throws: `WilddogServerError.invalidServerURL` when `url` cannot be used.
    public static func route(appId: String, to url: String) throws {
        BackendRouting.setRoute(.appId(appId), to: try backend(url))
    }

    /// Routes the apps whose URL has the host `host` (`myapp.wilddogio.com`) to `url`, as
    /// `route(appId:to:)` does.
    public static func route(host: String, to url: String) throws {
        BackendRouting.setRoute(.host(host), to: try backend(url))
    }

    /// Routes every app that no app-id or host route names to the server at `url`, each app id as
    /// its namespace (as the environment variable `WILDDOG_SERVER` does).
    public static func routeAllApps(to url: String) throws {
        BackendRouting.setCatchAll(try backend(url))
    }

    /// Removes the route of `appId`: apps made from now on use the next route, or the
    /// in-process backend.
    public static func removeRoute(appId: String) {
        BackendRouting.setRoute(.appId(appId), to: nil)
    }

    /// Removes the route of the host `host`.
    public static func removeRoute(host: String) {
        BackendRouting.setRoute(.host(host), to: nil)
    }

    /// Removes the route of every app set by `routeAllApps(to:)` (or `WILDDOG_SERVER`).
    public static func removeRouteOfAllApps() {
        BackendRouting.setCatchAll(nil)
    }

    private static func backend(_ url: String) throws(WilddogServerError) -> NetworkBackend {
        do {
            return NetworkBackend(server: try ServerURL(url))
        } catch {
            throw .invalidServerURL(url, reason: error.reason)
        }
    }
}
