import Foundation
import WilddogBackend
import WilddogEngine
import WilddogNetwork

/// The admin side of a namespace's accounts: the emulator's lists of the codes sent
/// (`GET /emulator/v1/projects/<namespace>/oobCodes`, `…/verificationCodes`) and the
/// namespace's service-account key (`GET /wilddog/v1/projects/<namespace>/serviceAccountKey`),
/// which signs custom tokens as Firebase's Admin SDK does.
///
/// It also runs the Admin SDKs' account calls (`AuthRESTAdminCall`).
///
/// Each needs the secret (`Authorization: Bearer <secret>` or `?auth=<secret>`); in test mode
/// the code lists are open, and the emulator's admin token `owner` stands for the secret, as the
/// emulator takes it.
struct AuthAdminEndpoints {
    let context: ServerContext

    func handle(_ request: HTTPRequest, path: String, responder: HTTPResponder) {
        let prefix = path.hasPrefix(AuthRESTRoute.emulatorPrefix) ? AuthRESTRoute.emulatorPrefix : AuthRESTRoute.adminPrefix
        let parts = path.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, NamespaceName.isValid(String(parts[0])) else {
            return responder.respond(AuthRESTFailure(message: "NOT_FOUND", status: 404).response)
        }
        let name = String(parts[0]), resource = String(parts[1])
        let known = ["oobCodes", "verificationCodes"].contains(resource) && prefix == AuthRESTRoute.emulatorPrefix
            || resource == "serviceAccountKey" && prefix == AuthRESTRoute.adminPrefix
        guard known else { return responder.respond(AuthRESTFailure(message: "NOT_FOUND", status: 404).response) }
        guard request.method == "GET" else { return responder.respond(AuthRESTRoute.methodNotAllowed) }
        let isCodeList = resource != "serviceAccountKey"
        guard isAdmin(request) || (isCodeList && context.configuration.testMode) else {
            return responder.respond(AuthRESTFailure(
                message: "PERMISSION_DENIED : send the server's secret (Authorization: Bearer <secret>)", status: 401,
                reason: AuthServiceError.invalidCredentials().restReason).response)
        }
        guard let namespace = NamespaceLookup.open(name, in: context) else {
            return responder.respond(AuthRESTFailure(message: "INTERNAL_ERROR : the namespace is unavailable", status: 500).response)
        }
        let service = namespace.backend.auth
        let state = context.namespaces.auth
        let host = request.headers["Host"] ?? "\(context.configuration.host):\(context.configuration.port)"
        state.queue(for: name).async {
            let response: HTTPResponse
            switch resource {
            case "oobCodes": response = AuthRESTRoute.json(Self.oobCodes(service, namespace: name, host: host))
            case "verificationCodes": response = AuthRESTRoute.json(Self.verificationCodes(service))
            default:
                do {
                    let account = try state.serviceAccount(of: name, service: service)
                    response = AuthRESTRoute.json(account.keyFile(appID: name, tokenURI: "http://\(host)/token"))
                } catch {
                    response = AuthRESTFailure(message: "INTERNAL_ERROR : \(error)", status: 500).response
                }
            }
            responder.eventLoop.execute { responder.respond(response) }
        }
    }

    /// `POST /identitytoolkit.googleapis.com/v1/projects/<namespace>/accounts:<operation>`, for the admin.
    func handleAccounts(_ request: HTTPRequest, path: String, responder: HTTPResponder) {
        let rest = path.dropFirst(AuthRESTRoute.projectsPrefix.count)
        let parts = rest.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, NamespaceName.isValid(String(parts[0])), parts[1].hasPrefix("accounts:") else {
            return responder.respond(AuthRESTFailure(message: "NOT_FOUND", status: 404).response)
        }
        let name = String(parts[0]), operation = String(parts[1].dropFirst("accounts:".count))
        guard isAdmin(request) else {
            return responder.respond(AuthRESTFailure(
                message: "PERMISSION_DENIED : send the server's secret (Authorization: Bearer <secret>)", status: 401,
                reason: AuthServiceError.invalidCredentials().restReason).response)
        }
        guard let prepared = AuthRESTRoute.parse(request, namespace: name, context: context, responder: responder) else { return }
        let (parsed, namespace) = prepared
        let call = AuthRESTAdminCall(service: namespace.backend.auth, request: parsed)
        context.namespaces.auth.queue(for: name).async {
            let response: HTTPResponse
            do throws(AuthRESTFailure) {
                response = AuthRESTRoute.json(try call.run(operation))
            } catch {
                response = error.response
            }
            responder.eventLoop.execute { responder.respond(response) }
        }
    }

    /// Whether the request carries the secret (compared in constant time), or in test mode the
    /// emulator's admin token `owner`.
    private func isAdmin(_ request: HTTPRequest) -> Bool {
        let secret = Array(context.namespaces.secret.utf8)
        var offered: [String] = []
        if let authorization = request.headers["Authorization"], authorization.lowercased().hasPrefix("bearer ") {
            offered.append(String(authorization.dropFirst("bearer ".count)).trimmingCharacters(in: .whitespaces))
        }
        if let auth = NamespaceName.parameter("auth", in: request) { offered.append(auth) }
        if context.configuration.testMode, offered.contains("owner") { return true }
        return offered.contains { Crypto.constantTimeEqual(Array($0.utf8), secret) }
    }

    /// `{"oobCodes":[{"email","oobCode","oobLink","requestType"}]}`, as the emulator lists them.
    static func oobCodes(_ service: AuthService, namespace: String, host: String) -> AuthJSON {
        let codes = service.pendingCodeMessages().filter { !$0.kind.isSMS }.map { message -> AuthJSON in
            let (type, mode) = message.kind == .passwordResetEmail ? ("PASSWORD_RESET", "resetPassword") : ("VERIFY_EMAIL", "verifyEmail")
            return .object([
                "email": .string(message.recipient), "oobCode": .string(message.code), "requestType": .string(type),
                "oobLink": .string("http://\(host)/emulator/action?mode=\(mode)&lang=en&oobCode=\(message.code)&apiKey=\(namespace)"),
            ])
        }
        return .object(["oobCodes": .array(codes)])
    }

    /// `{"verificationCodes":[{"phoneNumber","code","sessionInfo","requestType"}]}`: the SMS codes.
    static func verificationCodes(_ service: AuthService) -> AuthJSON {
        let codes = service.pendingCodeMessages().filter(\.kind.isSMS).map { message -> AuthJSON in
            .object([
                "phoneNumber": .string(AuthRESTCall.e164(message.recipient)), "code": .string(message.code),
                "sessionInfo": .string(message.uid),
                "requestType": .string(message.kind == .passwordResetSMS ? "PASSWORD_RESET" : "VERIFY_PHONE_NUMBER"),
            ])
        }
        return .object(["verificationCodes": .array(codes)])
    }
}
