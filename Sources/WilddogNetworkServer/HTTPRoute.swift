import WilddogNetwork

/// One part of the server's HTTP surface (the WebSocket endpoint, REST, settings): the router
/// asks each route in turn whether it answers a request, and the first that does handles it.
///
/// A new endpoint is a new file with a type conforming to this protocol, listed once in
/// `ServerContext.routes`.
package protocol HTTPRoute: Sendable {
    /// Whether this route answers `request`.
    func accepts(_ request: HTTPRequest) -> Bool
    /// Answers `request`, on the connection's loop thread; every request gets exactly one answer
    /// through `responder` (a response, a stream or a WebSocket upgrade).
    func handle(_ request: HTTPRequest, responder: HTTPResponder)
}
