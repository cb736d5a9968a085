import Dispatch
import Foundation
import WilddogBackend
import WilddogEngine
import WilddogNetwork

/// Accounts over HTTP, in the Firebase Auth emulator's REST shape:
/// `POST /identitytoolkit.googleapis.com/v1/accounts:<operation>` (see `AuthRESTCall`),
/// `POST /securetoken.googleapis.com/v1/token`, the emulator's code lists
/// `GET /emulator/v1/projects/<namespace>/oobCodes` and `…/verificationCodes`, the token keys
/// (`GET /robot/v1/metadata/x509/securetoken@system.gserviceaccount.com`,
/// `GET /service_accounts/v1/jwk/securetoken@system.gserviceaccount.com`) and a namespace's
/// service-account key for its admin (`GET /wilddog/v1/projects/<namespace>/serviceAccountKey`),
/// and the Admin SDKs' account calls (`POST …/v1/projects/<namespace>/accounts:<operation>`,
/// see `AuthRESTAdminCall`).
///
/// The namespace is the `ns` parameter, else the first label of a Host name, else the `key`
/// parameter when it names a namespace the server has, else the default namespace. Account
/// work runs on the namespace's auth queue, off the event loops.
struct AuthRESTRoute: HTTPRoute {
    let context: ServerContext

    static let accountsPrefix = "/identitytoolkit.googleapis.com/v1/accounts:"
    static let projectsPrefix = "/identitytoolkit.googleapis.com/v1/projects/"
    static let tokenPath = "/securetoken.googleapis.com/v1/token"
    static let emulatorPrefix = "/emulator/v1/projects/"
    static let adminPrefix = "/wilddog/v1/projects/"
    static let x509Path = "/robot/v1/metadata/x509/\(AuthKeyRing.keyAccount)"
    static let jwkPath = "/service_accounts/v1/jwk/\(AuthKeyRing.keyAccount)"

    func accepts(_ request: HTTPRequest) -> Bool {
        let path = request.path
        return path.hasPrefix(Self.accountsPrefix) || path.hasPrefix(Self.projectsPrefix) || path == Self.tokenPath || path.hasPrefix(Self.emulatorPrefix)
            || path.hasPrefix(Self.adminPrefix) || path == Self.x509Path || path == Self.jwkPath
    }

    func handle(_ request: HTTPRequest, responder: HTTPResponder) {
        if request.method == "OPTIONS" { return responder.respond(Self.preflight(request)) }
        let path = String(request.path)
        if path == Self.x509Path || path == Self.jwkPath {
            guard request.method == "GET" || request.method == "HEAD" else { return responder.respond(Self.methodNotAllowed) }
            return responder.respond(publicKeys(x509: path == Self.x509Path))
        }
        if path.hasPrefix(Self.emulatorPrefix) || path.hasPrefix(Self.adminPrefix) {
            return AuthAdminEndpoints(context: context).handle(request, path: path, responder: responder)
        }
        guard request.method == "POST" else { return responder.respond(Self.methodNotAllowed) }
        if path.hasPrefix(Self.projectsPrefix) {
            return AuthAdminEndpoints(context: context).handleAccounts(request, path: path, responder: responder)
        }
        let operation = path == Self.tokenPath ? "token" : String(path.dropFirst(Self.accountsPrefix.count))
        let name: String
        switch NamespaceLookup.accountsName(of: request, in: context) {
        case .success(let found): name = found
        case .failure(.invalid(let ns)):
            return responder.respond(AuthRESTFailure(message: "INVALID_NAMESPACE : \(NamespaceName.Failure.invalid(ns).message)").response)
        case .failure(.missing):
            return responder.respond(AuthRESTFailure(
                message: "MISSING_NAMESPACE : name the namespace with ?ns=<name> (or ?key=<name>), or start the server with --default-namespace"
            ).response)
        }
        guard let prepared = AuthRESTRoute.parse(request, namespace: name, context: context, responder: responder) else { return }
        let (parsed, namespace) = prepared
        let state = context.namespaces.auth
        let call = AuthRESTCall(namespace: name, service: namespace.backend.auth, request: parsed, state: state,
                                clientAddress: Self.host(ofAddress: responder.remoteAddress))
        let log = context.log
        state.queue(for: name).async {
            let response: HTTPResponse
            do throws(AuthRESTFailure) {
                response = Self.json(try call.run(operation))
            } catch {
                if error.status >= 500 { log.error("accounts \(operation) in \(name): \(error.message)") }
                response = error.response
            }
            responder.eventLoop.execute { responder.respond(response) }
        }
    }

    /// The body of an accounts request and its namespace, opened; nil when either fails (the
    /// answer is then sent).
    static func parse(_ request: HTTPRequest, namespace name: String, context: ServerContext,
                      responder: HTTPResponder) -> (AuthRESTRequest, Namespace)? {
        let parsed: AuthRESTRequest
        do throws(AuthRESTFailure) {
            parsed = try AuthRESTRequest(request)
        } catch {
            responder.respond(error.response)
            return nil
        }
        guard let namespace = NamespaceLookup.open(name, in: context) else {
            responder.respond(AuthRESTFailure(message: "INTERNAL_ERROR : the namespace is unavailable", status: 500).response)
            return nil
        }
        return (parsed, namespace)
    }

    /// The token keys, as Google publishes them (cacheable for an hour).
    private func publicKeys(x509: Bool) -> HTTPResponse {
        let keys = context.namespaces.auth.keys
        var body = keys.jwkSet
        if x509 {
            do throws(CryptoFailure) {
                guard let map = try keys.x509Map(now: context.namespaces.auth.configuration.clock()) else {
                    return AuthRESTFailure(message: "NOT_IMPLEMENTED : this platform cannot make certificates; use \(Self.jwkPath)",
                                           status: 501).response
                }
                body = map
            } catch {
                return AuthRESTFailure(message: "INTERNAL_ERROR : \(error)", status: 500).response
            }
        }
        var response = Self.json(body)
        response.headers.set("Cache-Control", "public, max-age=3600")
        return response
    }

    /// The host part of `address` (`1.2.3.4:5678` → `1.2.3.4`, `[::1]:5678` → `::1`).
    static func host(ofAddress address: String) -> String {
        if address.hasPrefix("["), let close = address.firstIndex(of: "]") {
            return String(address[address.index(after: address.startIndex)..<close])
        }
        if address.filter({ $0 == ":" }).count == 1, let colon = address.firstIndex(of: ":") {
            return String(address[..<colon])
        }
        return address
    }

    // MARK: Responses

    /// Headers that let browser clients call the API from any origin (as the emulator does).
    static let corsHeaders: HTTPHeaders = [
        "Access-Control-Allow-Origin": "*",
        "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
        "Access-Control-Allow-Headers": "Content-Type, Authorization, X-Client-Version, X-Firebase-Client, X-Firebase-gmpid, X-Firebase-Locale, X-Firebase-AppCheck",
    ]

    /// The answer to a browser's preflight: the headers it asks for are allowed (as the
    /// emulator's CORS layer answers) when they are a list of header names, else the ones
    /// Firebase's clients send.
    static func preflight(_ request: HTTPRequest) -> HTTPResponse {
        var headers = corsHeaders
        if let asked = request.headers["Access-Control-Request-Headers"], !asked.isEmpty, asked.utf8.count <= 2_048,
           asked.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || ", !#$%&'*+-.^_`|~".contains($0)) }) {
            headers.set("Access-Control-Allow-Headers", asked)
        }
        headers.set("Access-Control-Max-Age", "3600")
        return HTTPResponse(status: 204, headers: headers)
    }

    static var methodNotAllowed: HTTPResponse {
        AuthRESTFailure(message: "METHOD_NOT_ALLOWED", status: 405).response
    }

    /// `body` as a JSON answer with the CORS headers.
    static func json(_ body: AuthJSON, status: Int = 200) -> HTTPResponse {
        var headers = corsHeaders
        headers.set("Content-Type", "application/json; charset=utf-8")
        return HTTPResponse(status: status, headers: headers, body: body.jsonBytes() + [UInt8(ascii: "\n")])
    }

    /// The banner's lines about accounts.
    static func summary(_ context: ServerContext) -> [String] {
        let auth = context.configuration.auth
        var lines = [
            "  accounts: http://…\(accountsPrefix)<operation>?ns=<namespace>  (Firebase Auth emulator REST API; "
                + "default namespace: \(auth.defaultNamespace ?? "the only one, when there is one"))",
            "  email enumeration protection: \(auth.emailEnumerationProtection ? "on" : "off")",
        ]
        if auth.oauthVerifier is OAuthTestCredentialVerifier {
            lines.append("  OAuth (qq, weixin, weibo): TEST CREDENTIALS ONLY — access_token / code \"test:<user id>\"; no provider is asked")
        }
        return lines
    }
}
