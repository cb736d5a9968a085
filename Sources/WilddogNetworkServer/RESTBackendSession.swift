import WilddogBackend
import WilddogEngine

/// A REST request's connection to the embedded server: opened in a turn, authenticated with
/// the request's credential, then asked one request at a time, so that rules, auth and server
/// values apply exactly as they do to a WebSocket client. Confined to the namespace's queue.
struct RESTBackendSession {
    let backend: EmbeddedServer
    let id: Int

    /// Opens a session whose pushes go to `outlet` and authenticates it; a credential the
    /// server does not accept closes it again and is refused with 401.
    static func open(_ backend: EmbeddedServer, outlet: any SessionOutlet, request: RESTRequest) throws(RESTError) -> RESTBackendSession {
        let session = RESTBackendSession(backend: backend, id: backend.openSession(outlet))
        guard request.credential != nil || request.authOverride != nil else { return session }
        guard let credential = request.credential else {
            session.close()
            throw RESTError(401, "auth_variable_override needs an admin credential (auth=<secret>)")
        }
        switch session.ask(.authenticate(token: credential, override: request.authOverride)) {
        case .ok?:
            return session
        case .failed(let error)? where error.code == .expiredToken:
            session.close()
            throw RESTError(401, "Auth token is expired")
        case .failed(let error)? where request.authOverride != nil:
            session.close()
            throw RESTError(401, error.message)
        default:
            session.close()
            throw RESTError(401, "Could not parse auth token.")
        }
    }

    /// The embedded server's answer to `request`; nil when it did not answer at once (it holds
    /// requests while the credential is expired).
    func ask(_ request: SessionRequest) -> SessionResponse? {
        var answer: SessionResponse?
        backend.receive([request], session: id) { answers in answer = answers.first?.response }
        return answer
    }

    /// Ends the session (nothing is registered to run at its close).
    func close() {
        backend.closeSession(id)
    }
}

extension RESTError {
    /// The REST form of a refusal of the embedded server.
    init(_ error: EngineError) {
        switch error.code {
        case .permissionDenied:
            self = .permissionDenied
        case .expiredToken:
            self.init(401, "Auth token is expired")
        case .invalidToken:
            self.init(401, "Could not parse auth token.")
        case .invalidParameters, .nonExistentNode:
            self.init(400, error.message)
        case .operationFailed where error.message.hasPrefix("too_big: "):
            self.init(413, "Data requested exceeds the maximum size that can be accessed with a single request.")
        case .unavailable:
            self.init(503, error.message)
        default:
            self.init(500, error.message)
        }
    }
}
