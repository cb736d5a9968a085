import WilddogNetwork

/// What the routes of one server share: its configuration, namespaces, open sessions and log.
package final class ServerContext: Sendable {
    package let configuration: NetworkServerConfiguration
    package let namespaces: NamespaceRegistry
    package let log: ServerLog
    let sessions = SessionDirectory()

    init(configuration: NetworkServerConfiguration, namespaces: NamespaceRegistry, log: ServerLog) {
        self.configuration = configuration
        self.namespaces = namespaces
        self.log = log
    }

    /// The server's HTTP surface, in the order routes are asked.
    var routes: [any HTTPRoute] {
        [WebSocketRoute(context: self), AuthRESTRoute(context: self), UnavailableRESTRoute()]
    }
}
