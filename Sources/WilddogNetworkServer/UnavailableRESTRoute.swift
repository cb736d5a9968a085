import WilddogNetwork

/// The REST surface (`/<path>.json`, `/.settings/rules.json`) while it is not built: a clear
/// 501 instead of a 404, so a client can tell a missing feature from a wrong URL.
struct UnavailableRESTRoute: HTTPRoute {
    func accepts(_ request: HTTPRequest) -> Bool {
        !request.isWebSocketUpgrade && request.path.hasSuffix(".json")
    }

    func handle(_ request: HTTPRequest, responder: HTTPResponder) {
        responder.respond(.jsonError(status: 501, "This server does not implement the REST API yet; use the WebSocket endpoint /.ws"))
    }
}
