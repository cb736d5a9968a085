import WilddogNetwork

/// The REST API on the server's port, as Firebase's (`/<path>.json`): reads, writes, queries,
/// conditional writes and streams of a namespace's data, and `/.settings/rules.json`. The
/// namespace is picked as the WebSocket endpoint picks it (`ns`, else the Host).
struct RESTRoute: HTTPRoute {
    let context: ServerContext

    func accepts(_ request: HTTPRequest) -> Bool {
        !request.isWebSocketUpgrade && request.path.hasSuffix(".json")
    }

    func handle(_ request: HTTPRequest, responder: HTTPResponder) {
        if request.method == "OPTIONS" { return responder.respond(RESTResponse.preflight) }
        let rest: RESTRequest
        switch RESTRequest.parse(request) {
        case .failure(let error): return responder.respond(error.response)
        case .success(let parsed): rest = parsed
        }
        let namespace: Namespace
        switch NamespaceLookup.namespace(of: request, in: context) {
        case .success(let found): namespace = found
        case .failure(.unnamed(let failure)): return responder.respond(RESTError(400, failure.message).response)
        case .failure(.unavailable(let name)): return responder.respond(RESTError(503, "The namespace \(name) is unavailable").response)
        }
        let configuration = context.configuration
        switch rest.target {
        case .rules:
            RESTRules.start(rest, namespace: namespace, responder: responder, acceptsOwner: configuration.testMode)
        case .data where rest.isStream:
            RESTStream.start(rest, namespace: namespace, responder: responder,
                             keepAliveInterval: configuration.streamKeepAliveInterval)
        case .data:
            RESTCall.start(rest, namespace: namespace, responder: responder)
        }
    }
}
