import WilddogEngine
import WilddogNetwork

/// Hands each HTTP request to the first route that accepts it; requests no route takes get a
/// JSON error in Firebase's form (`{"error": "…"}`).
package struct HTTPRouter: Sendable {
    package let routes: [any HTTPRoute]

    package init(routes: [any HTTPRoute]) {
        self.routes = routes
    }

    package func handle(_ request: HTTPRequest, responder: HTTPResponder) {
        if let route = routes.first(where: { $0.accepts(request) }) {
            return route.handle(request, responder: responder)
        }
        responder.respond(HTTPRouter.notFound(request))
    }

    /// 404 for a request no route answers; a WebSocket upgrade elsewhere than `/.ws` says where.
    static func notFound(_ request: HTTPRequest) -> HTTPResponse {
        let message = request.isWebSocketUpgrade
            ? "WebSocket connections are served at /.ws (e.g. ws://host:port/.ws?v=5&ns=<namespace>)"
            : "Not found: \(request.path.prefix(200))"
        return .jsonError(status: 404, message)
    }
}

extension HTTPResponse {
    /// `{"error": message}` with `status`, as Firebase answers REST errors.
    package static func jsonError(status: Int, _ message: String) -> HTTPResponse {
        var body: [UInt8] = Array("{\"error\":".utf8)
        body += RESTText.quoted(message)
        body += Array("}\n".utf8)
        return HTTPResponse(status: status, headers: ["Content-Type": "application/json; charset=utf-8"], body: body)
    }
}
