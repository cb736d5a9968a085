import Foundation
import WilddogEngine
import WilddogNetwork

/// A scripted server of the realtime protocol on a free loopback port: each WebSocket a client
/// opens on `/.ws` becomes a `MockSocket` the test reads frames from and writes frames to. Stop it
/// with `stop()` (also on failure: `withMockServer`).
package final class MockWireServer: Sendable {
    package let group: EventLoopGroup
    private let http: HTTPServer
    private let accepted = AcceptedSockets()

    package init() throws {
        group = try EventLoopGroup(threads: 1, name: "mock-wire-server")
        let accepted = self.accepted
        var configuration = HTTPServer.Configuration()
        configuration.idleTimeout = .seconds(3_600)
        do {
            http = try HTTPServer(host: "127.0.0.1", port: 0, configuration: configuration, group: group) { request, responder in
                guard request.path == "/.ws" else {
                    return responder.respond(HTTPResponse(status: 404, contentType: "text/plain", text: "not found"))
                }
                let socket = MockSocket(target: request.target, headers: request.headers)
                accepted.list.withLock { $0.append(socket) }
                responder.upgradeToWebSocket(request, delegate: socket)
            }
        } catch {
            group.shutdown(timeout: .seconds(1))
            throw error
        }
    }

    package var port: Int { http.port }
    /// `http://127.0.0.1:<port>`, the URL a client is routed to.
    package var url: String { "http://127.0.0.1:\(port)" }

    /// Every socket accepted so far, oldest first.
    package var sockets: [MockSocket] { accepted.list.withLock { $0 } }

    /// The `index`th socket accepted (0 the first), once it has opened (the client may have closed
    /// it since); nil after `timeout` seconds.
    package func socket(_ index: Int, timeout: Double = 30) async -> MockSocket? {
        guard await eventually(timeout: timeout, { self.sockets.count > index && self.sockets[index].hasOpened }) else { return nil }
        return sockets[index]
    }

    package func stop() {
        http.close()
        group.shutdown(timeout: .seconds(2))
    }
}

/// Runs `body` with a mock server, stopped afterwards whatever happens.
package func withMockServer<T>(_ body: (MockWireServer) async throws -> T) async throws -> T {
    let server = try MockWireServer()
    do {
        let result = try await body(server)
        server.stop()
        return result
    } catch {
        server.stop()
        throw error
    }
}

/// The sockets a mock server accepted, shared with its request handler.
private final class AcceptedSockets: Sendable {
    let list = Lock<[MockSocket]>([])
}
