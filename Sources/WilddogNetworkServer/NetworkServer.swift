import Foundation
import WilddogEngine
import WilddogNetwork

/// `wilddog-server`: namespaces of the embedded backend served to Firebase Realtime Database
/// clients over WebSocket (`/.ws`), on a few event-loop threads (no thread per connection).
///
/// `init` starts listening (port 0 picks a free one: read `port`); `stop()` closes every socket
/// (clients reconnect elsewhere), runs the sessions' onDisconnect writes and closes the stores.
package final class NetworkServer: Sendable {
    package let context: ServerContext
    /// The port listened on.
    package let port: Int
    /// The secret of every namespace, and whether this run made it up.
    package let secret: String
    package let secretWasGenerated: Bool
    private let group: EventLoopGroup
    private let http: HTTPServer
    private let stopped = Lock(false)

    package init(configuration: NetworkServerConfiguration, log: ServerLog? = nil) throws(NetworkServerError) {
        let log = log ?? ServerLog(level: configuration.logLevel)
        if let directory = configuration.dataDirectory {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw NetworkServerError("Cannot create the data directory \(directory): \(error.localizedDescription)")
            }
        }
        let (secret, generated) = try ServerSecret.resolve(configuration)
        self.secret = secret
        secretWasGenerated = generated
        let auth = try AuthServerState(configuration: configuration)
        let namespaces = NamespaceRegistry(configuration: configuration, secret: secret, log: log, auth: auth)
        // Stored namespaces and those the options name are opened now: their errors stop the start.
        let named = Set(configuration.namespaceRules.keys).union(configuration.namespaceData.keys)
            .union(configuration.auth.defaultNamespace.map { [$0] } ?? [])
        for name in Set(namespaces.storedNames()).union(auth.storedNames()).union(named).sorted() {
            _ = try namespaces.namespace(name)
        }
        let context = ServerContext(configuration: configuration, namespaces: namespaces, log: log)
        self.context = context
        do {
            group = try EventLoopGroup(threads: max(1, configuration.loopThreads), name: "wilddog-server")
        } catch {
            throw NetworkServerError("Cannot start the event loops: \(error)")
        }
        var http = HTTPServer.Configuration()
        http.connection.maxQueuedOutputBytes = configuration.maxQueuedOutputBytes
        let router = HTTPRouter(routes: context.routes)
        do {
            self.http = try HTTPServer(host: configuration.host, port: configuration.port, configuration: http, group: group) {
                request, responder in router.handle(request, responder: responder)
            }
        } catch {
            group.shutdown(timeout: .seconds(1))
            for namespace in namespaces.all { namespace.closeStore() }
            auth.close()
            throw NetworkServerError("Cannot listen on \(configuration.host):\(configuration.port): \(error)")
        }
        port = self.http.port
    }

    /// Stops: no new connections; open sockets get a close frame (1001) and the loops end;
    /// the sessions' onDisconnect writes run and every store is committed and closed.
    /// Blocks until done; later calls do nothing.
    package func stop() {
        let first = stopped.withLock { stopped -> Bool in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        http.close()
        group.shutdown(timeout: context.configuration.stopTimeout)
        for namespace in context.namespaces.all {
            // The sessions' closes queued by the loops run first.
            namespace.performAndWait {}
            namespace.closeStore()
        }
        context.namespaces.auth.close()
        context.log.info("stopped")
    }

    /// What the server serves, for the start-up banner.
    package var summary: [String] {
        let configuration = context.configuration
        let shownHost = configuration.host == "0.0.0.0" ? "127.0.0.1" : configuration.host
        var lines = [
            "wilddog-server: Firebase Realtime Database protocol v5",
            "  listening on ws://\(shownHost):\(port)/.ws?ns=<namespace>  (http://\(shownHost):\(port))",
        ]
        let open = context.namespaces.all.map(\.name)
        lines.append("  namespaces: any, named by ?ns=<name> or the Host's first label, created on first use"
            + (open.isEmpty ? "" : "; open now: \(open.joined(separator: ", "))"))
        lines.append(configuration.dataDirectory.map { "  data: kept in \($0) (SQLite)" } ?? "  data: in memory only (use --data-dir DIR to keep it)")
        lines.append(configuration.rules == nil
            ? "  rules: open (anyone may read and write) unless set per namespace; use --rules FILE"
            : "  rules: from --rules")
        lines.append("  secret: \(secret)" + (secretWasGenerated ? " (generated; pass --secret to choose one)" : ""))
        lines.append(contentsOf: AuthRESTRoute.summary(context))
        if configuration.testMode {
            lines.append("  TEST MODE: the credential \"owner\" is an admin and unsigned mock tokens are accepted; never expose this server")
        }
        lines.append("  stop: Ctrl-C (SIGINT) or SIGTERM")
        return lines
    }
}
