import Foundation
import Synchronization

/// The account service of an app routed to a server: every operation is a call to the
/// server's accounts API (the Identity Toolkit REST shape `wilddog-server` and the Firebase
/// Auth emulator serve), through `AuthHTTPClient`.
///
/// The server's clock is learnt from the sessions it issues (their `issuedAt`), so that the
/// client judges expiry by the server's time, as the in-process service does by its own.
package final class RESTAccountService: AuthAccountService {
    let http: AuthHTTPClient
    /// The server's time minus this process's, from the last session issued.
    private let clockOffset = Mutex<TimeInterval>(0)

    package init(server: ServerURL, namespace: String, timeout: TimeInterval = 60) {
        http = AuthHTTPClient(server: server, namespace: namespace, timeout: timeout)
    }

    package var remoteScope: String? { "\(http.origin)?ns=\(http.namespace)" }

    package func now() -> Date {
        Date().addingTimeInterval(clockOffset.withLock { $0 })
    }

    /// The session of a sign-in or token answer; the server's clock is read off it.
    func session(_ answer: [String: AuthJSON]) throws(AuthServiceError) -> AuthSession {
        let session = try AuthSession(restAnswer: answer)
        if session.expiresAt != .distantFuture {
            let offset = session.issuedAt.timeIntervalSinceNow
            clockOffset.withLock { $0 = offset }
        }
        return session
    }

    // MARK: Sign-up and sign-in

    package func createUser(email: String, password: String) throws(AuthServiceError) -> AuthUserRecord {
        try AuthUserRecord(restAnswer: http.accounts("signUp", [
            "email": .string(email), "password": .string(password), "returnSecureToken": .bool(false),
        ]))
    }

    package func createUserAndSignIn(email: String, password: String) throws(AuthServiceError) -> AuthSession {
        try session(http.accounts("signUp", [
            "email": .string(email), "password": .string(password), "returnSecureToken": .bool(true),
        ]))
    }

    package func createUserAndSignIn(phone: String, password: String) throws(AuthServiceError) -> AuthSession {
        try session(http.accounts("signUp", [
            "phoneNumber": .string(phone), "password": .string(password), "returnSecureToken": .bool(true),
        ]))
    }

    package func signIn(email: String, password: String) throws(AuthServiceError) -> AuthSession {
        try signIn(with: .emailPassword(email: email, password: password))
    }

    package func signIn(phone: String, password: String) throws(AuthServiceError) -> AuthSession {
        try signIn(with: .phonePassword(phone: phone, password: password))
    }

    package func signIn(with credential: AuthCredential) throws(AuthServiceError) -> AuthSession {
        switch credential {
        case .emailPassword, .phonePassword:
            return try session(http.accounts("signInWithPassword", Self.fields(of: credential)))
        case .oauth(let oauth):
            return try session(http.accounts("signInWithIdp", Self.idpFields(oauth)))
        }
    }

    package func signInAnonymously() throws(AuthServiceError) -> AuthSession {
        try session(http.accounts("signUp", ["returnSecureToken": .bool(true)]))
    }

    package func signIn(customToken: String) throws(AuthServiceError) -> AuthSession {
        try session(http.accounts("signInWithCustomToken", ["token": .string(customToken), "returnSecureToken": .bool(true)],
                                  token: .customToken))
    }

    /// With email enumeration protection on (the server's default), the server lists none.
    package func fetchProviders(forEmail email: String) throws(AuthServiceError) -> [String] {
        let answer = try http.accounts("createAuthUri", ["identifier": .string(email), "continueUri": "http://localhost"])
        guard case .array(let providers)? = answer["allProviders"] else { return [] }
        return providers.compactMap(\.stringValue)
    }

    // MARK: Tokens

    package func refresh(refreshToken: String) throws(AuthServiceError) -> AuthSession {
        try session(http.token(refreshToken: refreshToken))
    }

    /// An ID token is checked by looking its account up; the app secret (no JWT) by signing in
    /// with it.
    package func validateToken(_ token: String) throws(AuthServiceError) {
        if JWTSegments(token) != nil {
            _ = try http.accounts("lookup", ["idToken": .string(token)])
        } else {
            _ = try http.accounts("signInWithCustomToken", ["token": .string(token)], token: .customToken)
        }
    }

    // MARK: Request fields

    /// `email` or `phoneNumber`, and `password`.
    static func fields(of credential: AuthCredential) -> [String: AuthJSON] {
        switch credential {
        case .emailPassword(let email, let password):
            ["email": .string(email), "password": .string(password), "returnSecureToken": .bool(true)]
        case .phonePassword(let phone, let password):
            ["phoneNumber": .string(phone), "password": .string(password), "returnSecureToken": .bool(true)]
        case .oauth(let oauth):
            idpFields(oauth)
        }
    }

    /// `postBody` (`providerId=…&<parameter>=…`) and `requestUri`, as `signInWithIdp` takes them.
    static func idpFields(_ credential: OAuthCredential) -> [String: AuthJSON] {
        let pairs = [("providerId", credential.providerID)] + credential.parameters.sorted { $0.key < $1.key }
        let body = pairs.map { "\(AuthHTTPClient.formEncoded($0.0))=\(AuthHTTPClient.formEncoded($0.1))" }.joined(separator: "&")
        return ["postBody": .string(body), "requestUri": "http://localhost", "returnSecureToken": .bool(true),
                "returnIdpCredential": .bool(true)]
    }
}
