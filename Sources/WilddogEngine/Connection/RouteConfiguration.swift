import Foundation

/// Routes a process is started with, outside its code: the environment (`WILDDOG_SERVER`,
/// `WILDDOG_ROUTES`) and, on Apple platforms, the app's Info.plist (`WilddogServer`,
/// `WilddogRoutes`). A shipped app is pointed at a server without a code change.
package struct RouteConfiguration: Sendable, Equatable {
    /// The server every app is routed to (each app id its namespace); nil for none.
    package var catchAll: String?
    /// Server URLs by app id, or by host when the key holds a dot (`myapp.wilddogio.com`).
    package var routes: [Entry] = []
    /// Where these came from, for warnings.
    package var source: String

    package struct Entry: Sendable, Equatable {
        package var key: String
        package var url: String

        package init(key: String, url: String) {
            self.key = key
            self.url = url
        }
    }

    package init(catchAll: String? = nil, routes: [Entry] = [], source: String) {
        self.catchAll = catchAll
        self.routes = routes
        self.source = source
    }

    /// `WILDDOG_SERVER=<url>` routes every app; `WILDDOG_ROUTES=<app id or host>=<url>,…` routes
    /// the apps named (entries separated by commas, semicolons or white space).
    package init(environment: [String: String]) {
        self.init(source: "the environment")
        if let server = environment["WILDDOG_SERVER"], !server.trimmingCharacters(in: .whitespaces).isEmpty {
            catchAll = server.trimmingCharacters(in: .whitespaces)
        }
        if let list = environment["WILDDOG_ROUTES"] {
            for item in list.split(whereSeparator: { $0 == "," || $0 == ";" || $0 == " " || $0 == "\n" || $0 == "\t" }) {
                guard let equals = item.firstIndex(of: "=") else {
                    routes.append(Entry(key: String(item), url: ""))
                    continue
                }
                routes.append(Entry(key: String(item[..<equals]), url: String(item[item.index(after: equals)...])))
            }
        }
    }

    /// Whether nothing is configured.
    package var isEmpty: Bool { catchAll == nil && routes.isEmpty }

    /// The route a key names: a host when it holds a dot, else an app id.
    package static func route(forKey key: String) -> BackendRoute {
        key.contains(".") ? .host(key) : .appId(key)
    }
}

extension BackendRoutes {
    /// Adds the routes of `configuration` (later ones replace earlier ones); returns the entries
    /// that could not be used, each with the reason.
    package mutating func apply(_ configuration: RouteConfiguration) -> [String] {
        var problems: [String] = []
        if let catchAll = configuration.catchAll {
            do {
                self.catchAll = NetworkBackend(server: try ServerURL(catchAll))
            } catch {
                problems.append("\(configuration.source): the server of every app is not used: \(error)")
            }
        }
        for entry in configuration.routes {
            let key = entry.key.trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty, !entry.url.isEmpty else {
                problems.append("\(configuration.source): the route \"\(entry.key)\" is not <app id or host>=<server URL>")
                continue
            }
            do {
                setRoute(RouteConfiguration.route(forKey: key), to: NetworkBackend(server: try ServerURL(entry.url)))
            } catch {
                problems.append("\(configuration.source): the route of \"\(key)\" is not used: \(error)")
            }
        }
        return problems
    }
}
