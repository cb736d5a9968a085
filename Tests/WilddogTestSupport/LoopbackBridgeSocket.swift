import Dispatch
import Foundation
import Synchronization
import WilddogBackend
import WilddogEngine
import WilddogNetwork

/// One client socket of the loopback server: an in-process connection to the namespace's
/// embedded server, requests and replies, pushes and the hello translated by the wire codec.
final class LoopbackBridgeSocket: WebSocketDelegate, ServerConnectionDelegate, @unchecked Sendable {
    // @unchecked: `link`, `socket`, `assembler` and `session` are used only on `queue`.
    private let namespace: String
    private let queue: DispatchQueue
    private var socket: WebSocketConnection?
    private var link: (any ServerConnection)?
    private var assembler = FrameAssembler()
    private static let sessions = Atomic<Int>(0)

    init(namespace: String) {
        self.namespace = namespace
        queue = DispatchQueue(label: "loopback.\(namespace)")
    }

    // MARK: WebSocketDelegate (loop thread)

    func webSocketDidOpen(_ webSocket: WebSocketConnection) {
        queue.async { [self] in
            socket = webSocket
            link = InProcessTransport().connect(appId: namespace, delegate: self, queue: queue)
        }
    }

    func webSocket(_ webSocket: WebSocketConnection, didReceiveText text: String) {
        queue.async { [self] in received(text) }
    }

    func webSocket(_ webSocket: WebSocketConnection, didReceiveBinary data: [UInt8]) {}

    func webSocketDidBecomeIdle(_ webSocket: WebSocketConnection) {}

    func webSocket(_ webSocket: WebSocketConnection, didCloseWith code: WebSocketCloseCode, reason: String, error: NetworkError?) {
        queue.async { [self] in
            // The embedded server runs the connection's onDisconnect writes.
            link?.close()
            link = nil
            socket = nil
        }
    }

    // MARK: Requests (on `queue`)

    private func received(_ text: String) {
        guard case .message(let bytes)? = try? assembler.receive(text) else { return }
        let message: ClientMessage
        do {
            message = try ClientMessage.decode(bytes)
        } catch {
            if let number = error.requestNumber { send(.reply(number: number, .failed(error.engineError))) }
            return
        }
        switch message {
        case .ping:
            send(.pong)
        case .request(let number, let request):
            guard let link else { return }
            guard let engine = request.engineRequest else {
                switch request {
                case .stats, .appCheck, .appCheckCleared: send(.reply(number: number, .ok))
                default: send(.reply(number: number, .unknownAction(request.action)))
                }
                return
            }
            link.send(engine, id: nil) { [weak self] response in
                self?.send(.reply(number: number, ServerReply(answering: response, to: request)))
            }
        case .upgradeAck, .endOfTransmission, .unknown:
            break
        }
    }

    private func send(_ message: ServerMessage) {
        guard let socket else { return }
        for frame in WireFraming.split(message.encoded) { socket.send(text: String(decoding: frame, as: UTF8.self)) }
    }

    // MARK: ServerConnectionDelegate (on `queue`)

    func connection(_ connection: any ServerConnection, received push: WirePush) {
        if case .connected(let serverTime) = push {
            let session = "loopback\(LoopbackBridgeSocket.sessions.add(1, ordering: .relaxed).newValue)"
            send(.hello(ServerHello(timestamp: Int64(serverTime), host: nil, sessionID: session)))
        } else if let wire = ServerPush(push) {
            send(.push(wire))
        }
    }

    func connectionDidClose(_ connection: any ServerConnection) {
        // The embedded server dropped the client (`dropConnections`): so does the socket.
        socket?.close(code: .goingAway, reason: "connection dropped")
        link = nil
    }
}
