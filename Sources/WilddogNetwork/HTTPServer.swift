/// An HTTP/1.1 server: requests go whole to a handler, which answers through an
/// `HTTPResponder` (whole responses, streamed bodies such as Server-Sent Events, or a WebSocket
/// upgrade). Keep-alive and pipelining are handled; malformed or oversized requests are
/// answered with their 4xx (or 5xx) status and the connection is closed.
package final class HTTPServer: Sendable {
    /// Limits and timeouts of the server's connections.
    package struct Configuration: Sendable {
        package var limits = HTTPRequestParser.Limits()
        /// A connection with no request in progress for this long is closed (also the time a
        /// client has to send a whole request head).
        package var idleTimeout: Duration = .seconds(60)
        /// Requests read ahead of their responses on one connection.
        package var maxPipelinedRequests = 16
        /// Output bound and close timing of each connection.
        package var connection = TCPConnection.Options()
        /// TLS (https, wss) when set.
        package var tls: TLSServerConfiguration?

        package init() {}
    }

    /// Called on the connection's loop thread for each request, in order.
    package typealias Handler = @Sendable (HTTPRequest, HTTPResponder) -> Void

    private let listener: TCPListener

    /// The port listened on.
    package var port: Int { listener.port }

    /// Listens on `host`:`port` (0: any free port); connections run on `group`'s loops.
    package init(host: String = "127.0.0.1", port: Int, configuration: Configuration = Configuration(),
                 group: EventLoopGroup, handler: @escaping Handler) throws(NetworkError) {
        listener = try TCPListener(host: host, port: port, group: group, tls: configuration.tls, options: configuration.connection) { tcp in
            HTTPServerConnection(tcp: tcp, configuration: configuration, handler: handler)
        }
    }

    /// Stops accepting connections; open ones go on until the group shuts down. Thread-safe.
    package func close() {
        listener.close()
    }
}
