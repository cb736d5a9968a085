/// Receives what happens on a `WebSocketConnection`, on the connection's loop thread.
///
/// The connection keeps its delegate (strongly) until it has reported the close.
package protocol WebSocketDelegate: AnyObject {
    /// The handshake is done: messages can flow. A server's connection opens right after the
    /// 101 answer; a client's once the server's answer checked out.
    func webSocketDidOpen(_ webSocket: WebSocketConnection)
    /// A whole text message (valid UTF-8).
    func webSocket(_ webSocket: WebSocketConnection, didReceiveText text: String)
    /// A whole binary message.
    func webSocket(_ webSocket: WebSocketConnection, didReceiveBinary data: [UInt8])
    /// A pong arrived (pings are answered by the connection itself). Default: nothing.
    func webSocket(_ webSocket: WebSocketConnection, didReceivePong payload: [UInt8])
    /// Nothing arrived for `Configuration.idleTimeout`. Default: close with 1001.
    func webSocketDidBecomeIdle(_ webSocket: WebSocketConnection)
    /// The connection is closed; called exactly once, also when it never opened. `code` is the
    /// peer's close code (1005 when its close frame had none), the code this side failed the
    /// connection with, or 1006 when the connection ended without a close frame; `error` says
    /// why when it was not a clean close.
    func webSocket(_ webSocket: WebSocketConnection, didCloseWith code: WebSocketCloseCode, reason: String, error: NetworkError?)
}

extension WebSocketDelegate {
    package func webSocket(_ webSocket: WebSocketConnection, didReceivePong payload: [UInt8]) {}
    package func webSocketDidBecomeIdle(_ webSocket: WebSocketConnection) {
        webSocket.close(code: .goingAway, reason: "idle timeout")
    }
}
