import WilddogEngine
import WilddogNetwork

/// `/.ws`: the Firebase realtime protocol over WebSocket (WIRE-PROTOCOL.md §1–§9). Any query
/// string is accepted; `ns` (else the Host) picks the namespace, `ls` names the session this
/// connection replaces.
struct WebSocketRoute: HTTPRoute {
    let context: ServerContext

    func accepts(_ request: HTTPRequest) -> Bool {
        request.path == "/.ws"
    }

    func handle(_ request: HTTPRequest, responder: HTTPResponder) {
        guard request.isWebSocketUpgrade else {
            return responder.respond(.jsonError(status: 426, "/.ws is a WebSocket endpoint: connect with a WebSocket client"))
        }
        let configuration = context.configuration
        var webSocket = WebSocketConnection.Configuration()
        webSocket.maxMessageSize = configuration.maxMessageBytes
        webSocket.maxFrameSize = configuration.maxMessageBytes
        webSocket.idleTimeout = configuration.idleTimeout
        webSocket.connection.maxQueuedOutputBytes = configuration.maxQueuedOutputBytes
        let host = request.headers["Host"] ?? "\(configuration.host):\(configuration.port)"
        let namespace: Namespace
        switch NamespaceLookup.namespace(of: request, in: context) {
        case .success(let found): namespace = found
        case .failure(.unnamed(let failure)):
            context.log.info("refused a WebSocket from \(responder.remoteAddress): \(failure.message)")
            responder.upgradeToWebSocket(request, configuration: webSocket, delegate: RefusedSession(reason: failure.message))
            return
        case .failure(.unavailable(let name)):
            responder.upgradeToWebSocket(request, configuration: webSocket,
                                         delegate: RefusedSession(reason: "The namespace \(name) is unavailable"))
            return
        }
        let session = WireSession(namespace: namespace, directory: context.sessions, host: host,
                                  lastSession: NamespaceName.parameter("ls", in: request),
                                  maxMessageBytes: configuration.maxMessageBytes, log: context.log)
        responder.upgradeToWebSocket(request, configuration: webSocket, delegate: session)
    }
}

/// A WebSocket the server cannot serve (no or a bad namespace): the client is told why with a
/// shutdown (`s`), which stops it from reconnecting, and the socket is closed.
final class RefusedSession: WebSocketDelegate, Sendable {
    let reason: String

    init(reason: String) {
        self.reason = reason
    }

    func webSocketDidOpen(_ webSocket: WebSocketConnection) {
        webSocket.send(textMessages: WireFraming.split(ServerMessage.shutdown(reason: reason).encoded))
        webSocket.close(code: .policyViolation, reason: String(reason.prefix(120)))
    }

    func webSocket(_ webSocket: WebSocketConnection, didReceiveText text: String) {}
    func webSocket(_ webSocket: WebSocketConnection, didReceiveBinary data: [UInt8]) {}
    func webSocket(_ webSocket: WebSocketConnection, didCloseWith code: WebSocketCloseCode, reason: String, error: NetworkError?) {}
}
