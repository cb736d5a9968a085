import Foundation
import WilddogBackend
import WilddogEngine

/// One accounts API request against a namespace's auth service: the operation by name, run on
/// the namespace's auth queue; its answer is a JSON object or an `AuthRESTFailure`.
struct AuthRESTCall: Sendable {
    let namespace: String
    let service: AuthService
    let request: AuthRESTRequest
    let state: AuthServerState
    /// The client's address without its port (the key of the per-address throttle).
    let clientAddress: String

    var protectsEmails: Bool { state.configuration.emailEnumerationProtection }

    /// Runs the operation `name` (the part after `accounts:`, or `token`).
    func run(_ name: String) throws(AuthRESTFailure) -> AuthJSON {
        switch name {
        case "signUp": return try signUp()
        case "signInWithPassword": return try signInWithPassword()
        case "signInWithCustomToken": return try signInWithCustomToken()
        case "signInWithIdp": return try signInWithIdp()
        case "reauthenticate": return try reauthenticate()
        case "createAuthUri": return try createAuthUri()
        case "token": return try token()
        case "lookup": return try lookup()
        case "update": return try update()
        case "delete": return try delete()
        case "sendOobCode": return try sendOobCode()
        case "resetPassword": return try resetPassword()
        default: throw AuthRESTFailure(message: "NOT_FOUND : no accounts operation \(name.prefix(64))", status: 404)
        }
    }

    /// Runs a service call; its error becomes the answer, worded after `token`.
    func call<T>(token: AuthServiceError.RESTToken = .idToken,
                 _ body: () throws(AuthServiceError) -> T) throws(AuthRESTFailure) -> T {
        do throws(AuthServiceError) {
            return try body()
        } catch {
            throw AuthRESTFailure(error, token: token)
        }
    }

    /// Runs a sign-in: refused while the client's address is over its limit; a failure that
    /// a guesser causes counts against the address; with enumeration protection, a wrong
    /// password and an unknown account give the same answer.
    func signingIn<T>(token: AuthServiceError.RESTToken = .idToken,
                      _ body: () throws(AuthServiceError) -> T) throws(AuthRESTFailure) -> T {
        try call(token: token) { () throws(AuthServiceError) -> T in
            try state.checkAddress(clientAddress)
            do throws(AuthServiceError) {
                return try body()
            } catch {
                switch error {
                case .wrongPassword, .invalidUser, .invalidLoginCredentials, .invalidCredentials, .invalidToken,
                     .expiredToken, .tokenNotForThisApp, .smsCodeMismatch:
                    state.recordAddressFailure(clientAddress)
                default: break
                }
                if protectsEmails, case .wrongPassword = error { throw .invalidLoginCredentials() }
                if protectsEmails, case .invalidUser = error { throw .invalidLoginCredentials() }
                throw error
            }
        }
    }

    /// The `idToken` field.
    /// - Throws: `MISSING_ID_TOKEN`.
    func idToken() throws(AuthRESTFailure) -> String {
        try request.require("idToken", missing: "MISSING_ID_TOKEN")
    }

    // MARK: Answers

    /// A sign-in answer: Firebase's fields (`idToken`, `refreshToken`, `expiresIn`, `localId`,
    /// `email`, …) and the whole session in `wilddog` (`AuthSession.jsonWithoutTokens`).
    func sessionAnswer(_ session: AuthSession, kind: String, extra: [String: AuthJSON] = [:]) -> AuthJSON {
        var object = extra
        object["kind"] = .string("identitytoolkit#\(kind)")
        object["idToken"] = .string(session.idToken)
        object["refreshToken"] = .string(session.refreshToken)
        if session.expiresAt != .distantFuture {
            object["expiresIn"] = .string(String(Int(session.expiresAt.timeIntervalSince(session.issuedAt).rounded())))
        }
        object["localId"] = .string(session.user?.uid ?? "")
        if let user = session.user {
            object["email"] = .string(user.email ?? "")
            object["displayName"] = .string(user.displayName ?? "")
            if let photo = user.photoURL { object["photoUrl"] = .string(photo) }
            if let phone = user.phone { object["phoneNumber"] = .string(Self.e164(phone)) }
        }
        object["wilddog"] = session.jsonWithoutTokens
        return .object(object)
    }

    /// Whether the session's account was made by this sign-in.
    static func isNewUser(_ session: AuthSession) -> Bool {
        guard let user = session.user else { return false }
        return user.lastSignInAt == user.createdAt
    }

    /// An account as `accounts:lookup` lists it, with the whole record in `wilddog`.
    static func userAnswer(_ user: AuthUserRecord) -> AuthJSON {
        var object: [String: AuthJSON] = [
            "localId": .string(user.uid),
            "emailVerified": .bool(user.emailVerified),
            "disabled": .bool(user.disabled),
            "createdAt": .string(String(milliseconds(user.createdAt))),
            "validSince": .string(String(Int64((user.tokensRevokedAt ?? user.createdAt).timeIntervalSince1970))),
            "wilddog": user.json,
        ]
        if let email = user.email { object["email"] = .string(email) }
        if let name = user.displayName { object["displayName"] = .string(name) }
        if let photo = user.photoURL { object["photoUrl"] = .string(photo) }
        if let phone = user.phone { object["phoneNumber"] = .string(e164(phone)) }
        if let last = user.lastSignInAt { object["lastLoginAt"] = .string(String(milliseconds(last))) }
        if user.creationProviderID == AuthProviderID.custom { object["customAuth"] = .bool(true) }
        var providers: [AuthJSON] = []
        if user.hasPassword, let identifier = user.email ?? user.phone {
            var entry: [String: AuthJSON] = ["providerId": .string(AuthProviderID.password), "rawId": .string(identifier),
                                             "federatedId": .string(identifier)]
            if let email = user.email { entry["email"] = .string(email) }
            if let phone = user.phone { entry["phoneNumber"] = .string(e164(phone)) }
            if let name = user.displayName { entry["displayName"] = .string(name) }
            if let photo = user.photoURL { entry["photoUrl"] = .string(photo) }
            providers.append(.object(entry))
        }
        for linked in user.oauthProviders {
            var entry: [String: AuthJSON] = ["providerId": .string(linked.providerID), "rawId": .string(linked.uid),
                                             "federatedId": .string(linked.uid)]
            if let name = linked.displayName { entry["displayName"] = .string(name) }
            if let photo = linked.photoURL { entry["photoUrl"] = .string(photo) }
            if let email = linked.email { entry["email"] = .string(email) }
            providers.append(.object(entry))
        }
        object["providerUserInfo"] = .array(providers)
        return .object(object)
    }

    static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
    }

    /// A stored phone number in E.164 (mainland China numbers are kept without `+86`).
    static func e164(_ phone: String) -> String {
        phone.hasPrefix("+") ? phone : "+86" + phone
    }
}
