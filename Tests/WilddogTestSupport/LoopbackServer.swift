import Dispatch
import Foundation
import WilddogBackend
import WilddogEngine
import WilddogNetwork

/// The server of the test suites' network mode (`WILDDOG_SERVER_PROVIDER=WilddogTestSupport.LoopbackServer`):
/// every app of the test process is routed over a loopback WebSocket to the process's own
/// embedded backend, so the suites' admin calls (`WilddogServer`: seeding, rules, clock,
/// `dropConnections`) act on the data the clients reach over the network.
///
/// Until `wilddog-server` lands, this is a small bridge: each socket is one in-process connection
/// of the namespace's embedded server, its messages translated by the wire codec.
package enum LoopbackServer: ServerProvider {
    private static let bridge: LoopbackBridge? = {
        do {
            return try LoopbackBridge()
        } catch {
            FileHandle.standardError.write(Data("loopback server: \(error)\n".utf8))
            return nil
        }
    }()

    package static func startServer() -> String? { bridge.map { "http://127.0.0.1:\($0.port)" } }

    /// Reconnects as quick as the in-process default (`WilddogServer.reconnectDelay`), so tests
    /// that drop connections wait as long over the network.
    package static var clientConfiguration: NetworkConfiguration {
        var configuration = NetworkConfiguration()
        configuration.backoff = ReconnectBackoff(initial: 0.05, factor: 1.3, maximum: 0.5, jitter: 0.5, stableAfter: 30)
        // The bridge serves no accounts API: the suites' accounts stay in process, where their admin calls act.
        configuration.accountsInProcess = true
        return configuration
    }
}

/// A WebSocket server on a free loopback port whose sockets are `LoopbackBridgeSocket`s.
final class LoopbackBridge: Sendable {
    let group: EventLoopGroup
    let http: HTTPServer

    init() throws {
        group = try EventLoopGroup(threads: 1, name: "loopback-server")
        var configuration = HTTPServer.Configuration()
        configuration.idleTimeout = .seconds(3_600)
        do {
            http = try HTTPServer(host: "127.0.0.1", port: 0, configuration: configuration, group: group) { request, responder in
                guard request.path == "/.ws" else {
                    return responder.respond(HTTPResponse(status: 404, contentType: "text/plain", text: "not found"))
                }
                let namespace = request.queryParameters.first { $0.name == "ns" }?.value
                    ?? String((request.headers["Host"] ?? "").prefix { $0 != "." && $0 != ":" })
                responder.upgradeToWebSocket(request, delegate: LoopbackBridgeSocket(namespace: namespace))
            }
        } catch {
            group.shutdown(timeout: .seconds(1))
            throw error
        }
    }

    var port: Int { http.port }
}
