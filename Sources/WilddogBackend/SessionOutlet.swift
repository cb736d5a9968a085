import WilddogEngine

/// The server side of a network client's connection (a WebSocket session of `wilddog-server`):
/// the embedded server hands it pushes on its queue, in order, and says when it closed the
/// connection itself.
package protocol SessionOutlet: AnyObject {
    /// Pushes for the client, called on the server's queue.
    func deliver(_ pushes: [WirePush])
    /// The server dropped the connection (its onDisconnect writes ran): close the socket.
    func closedByServer()
}
