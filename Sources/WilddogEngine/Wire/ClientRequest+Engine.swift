/// Conversions between wire requests and the in-process `WireRequest` the backend handles.
extension ClientRequest {
    /// The wire form of an engine request (client side). A listen carries `listenHash`, the
    /// hash of the data the client holds for it (`""` for none); a token is sent with `auth`,
    /// as iOS does, and no token means `unauth`.
    package init(_ request: WireRequest, listenHash: String = "") {
        switch request {
        case .listen(let path, let query, let tag):
            self = .listen(path: path, query: query, tag: tag, hash: listenHash)
        case .unlisten(let path, let query, let tag):
            self = .unlisten(path: path, query: query, tag: tag)
        case .put(let path, let data, let hash):
            self = .put(path: path, data: data, hash: hash)
        case .merge(let path, let children):
            self = .merge(path: path, children: children)
        case .onDisconnectPut(let path, let data):
            self = .onDisconnectPut(path: path, data: data)
        case .onDisconnectMerge(let path, let children):
            self = .onDisconnectMerge(path: path, children: children)
        case .onDisconnectCancel(let path):
            self = .onDisconnectCancel(path: path)
        case .auth(let token?):
            self = .auth(AuthRequest(credential: token))
        case .auth(nil):
            self = .unauth
        }
    }

    /// The engine request a server hands to the backend (server side); nil for requests the
    /// backend has no case for (stats, get, App Check, unknown actions, and `gauth` with an
    /// `authvar` or `noauth`, which the server must resolve itself).
    package var engineRequest: WireRequest? {
        switch self {
        case .listen(let path, let query, let tag, _, _): return .listen(path: path, query: query, tag: tag)
        case .unlisten(let path, let query, let tag): return .unlisten(path: path, query: query, tag: tag)
        case .put(let path, let data, let hash): return .put(path: path, data: data, hash: hash)
        case .merge(let path, let children): return .merge(path: path, children: children)
        case .onDisconnectPut(let path, let data): return .onDisconnectPut(path: path, data: data)
        case .onDisconnectMerge(let path, let children): return .onDisconnectMerge(path: path, children: children)
        case .onDisconnectCancel(let path): return .onDisconnectCancel(path: path)
        case .auth(let request):
            guard request.authVariable == nil && !request.unauthenticated else { return nil }
            return .auth(token: request.credential)
        case .unauth: return .auth(token: nil)
        case .stats, .get, .appCheck, .appCheckCleared, .unknown: return nil
        }
    }
}
