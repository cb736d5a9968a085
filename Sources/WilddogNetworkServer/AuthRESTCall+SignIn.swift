import Foundation
import WilddogBackend
import WilddogEngine

/// Sign-up, sign-in, reauthentication, providers and token refresh.
extension AuthRESTCall {
    /// `accounts:signUp`: email + password, or (Wilddog) phone + password, or nothing
    /// (anonymous); with an `idToken`, links the email or phone and password to that account
    /// (as Firebase's clients link an email credential). `returnSecureToken: false` creates an
    /// email account without signing it in (1.x `createUser`).
    func signUp() throws(AuthRESTFailure) -> AuthJSON {
        let email = request.string("email"), phone = request.string("phoneNumber")
        let password = request.string("password")
        if email != nil || phone != nil, password == nil { throw AuthRESTFailure(message: "MISSING_PASSWORD") }
        if let idToken = request.string("idToken") {
            guard let password else { throw AuthRESTFailure(message: "MISSING_EMAIL") }
            let credential: AuthCredential = email.map { .emailPassword(email: $0, password: password) }
                ?? .phonePassword(phone: phone ?? "", password: password)
            let session = try call { () throws(AuthServiceError) in try service.link(idToken: idToken, credential: credential) }
            return sessionAnswer(session, kind: "SignupNewUserResponse")
        }
        if let email, let password {
            if request.fields["returnSecureToken"] == .bool(false) {
                let record = try call { () throws(AuthServiceError) in try service.createUser(email: email, password: password) }
                return .object(["kind": .string("identitytoolkit#SignupNewUserResponse"), "localId": .string(record.uid),
                                "email": .string(email), "wilddog": .object(["user": record.json])])
            }
            let session = try call { () throws(AuthServiceError) in try service.createUserAndSignIn(email: email, password: password) }
            return sessionAnswer(session, kind: "SignupNewUserResponse")
        }
        if let phone, let password {
            let session = try call { () throws(AuthServiceError) in try service.createUserAndSignIn(phone: phone, password: password) }
            return sessionAnswer(session, kind: "SignupNewUserResponse")
        }
        if password != nil { throw AuthRESTFailure(message: "MISSING_EMAIL") }
        let session = try call { () throws(AuthServiceError) in try service.signInAnonymously() }
        return sessionAnswer(session, kind: "SignupNewUserResponse")
    }

    /// `accounts:signInWithPassword`: email (or, Wilddog, `phoneNumber`) and password. With
    /// `returnSecureToken: false` the answer has an ID token and no refresh token, and no
    /// session is kept (a proof of the password, as the 1.x account calls need).
    func signInWithPassword() throws(AuthRESTFailure) -> AuthJSON {
        let credential = try passwordCredential()
        let session = try signingIn { () throws(AuthServiceError) in try service.signIn(with: credential) }
        guard request.fields["returnSecureToken"] == .bool(false) else {
            return sessionAnswer(session, kind: "VerifyPasswordResponse", extra: ["registered": .bool(true)])
        }
        var answer = sessionAnswer(try withoutSession(session), kind: "VerifyPasswordResponse", extra: ["registered": .bool(true)])
            .objectValue ?? [:]
        answer["refreshToken"] = nil
        return .object(answer)
    }

    /// `session` with no refresh token, its server-side session forgotten.
    func withoutSession(_ session: AuthSession) throws(AuthRESTFailure) -> AuthSession {
        guard !session.refreshToken.isEmpty else { return session }
        let refreshToken = session.refreshToken
        try call { () throws(AuthServiceError) in try service.forgetSession(refreshToken: refreshToken) }
        var proof = session
        proof.refreshToken = ""
        return proof
    }

    /// `accounts:signInWithCustomToken`: a custom token (the app secret's or the service
    /// account's), the app secret itself (1.x admin: no account, no refresh token), or an
    /// unexpired ID token of the namespace (1.x resumed sessions so).
    func signInWithCustomToken() throws(AuthRESTFailure) -> AuthJSON {
        let token = try request.require("token", missing: "MISSING_CUSTOM_TOKEN")
        let accounts = service.userCount
        let session = try signingIn(token: .customToken) { () throws(AuthServiceError) in try service.signIn(customToken: token) }
        return sessionAnswer(session, kind: "VerifyCustomTokenResponse", extra: ["isNewUser": .bool(service.userCount > accounts)])
    }

    /// `accounts:signInWithIdp`: `postBody` `providerId=qq&access_token=…` (QQ, Weibo: also
    /// `openId` / `userID`; WeiXin: `code`), checked by the server's OAuth verifier; with an
    /// `idToken`, links the identity to that account.
    func signInWithIdp() throws(AuthRESTFailure) -> AuthJSON {
        let credential = try oauthCredential()
        let accounts = service.userCount
        let session: AuthSession
        if let idToken = request.string("idToken") {
            session = try call { () throws(AuthServiceError) in try service.link(idToken: idToken, credential: .oauth(credential)) }
        } else {
            session = try signingIn { () throws(AuthServiceError) in try service.signIn(with: .oauth(credential)) }
        }
        let subject = session.user?.oauthProvider(credential.providerID)
        var extra: [String: AuthJSON] = [
            "providerId": .string(credential.providerID), "isNewUser": .bool(service.userCount > accounts),
            "emailVerified": .bool(session.user?.emailVerified ?? false),
        ]
        if let subject {
            extra["federatedId"] = .string(subject.uid)
            extra["rawUserInfo"] = .string(String(decoding: AuthJSON.object(subject.profile).jsonBytes(), as: UTF8.self))
        }
        if let token = credential.parameters[OAuthCredential.accessTokenKey] { extra["oauthAccessToken"] = .string(token) }
        return sessionAnswer(session, kind: "VerifyAssertionResponse", extra: extra)
    }

    /// `accounts:reauthenticate` (Wilddog): proves a credential of the account of `idToken`
    /// (which may have expired) again — email or `phoneNumber` and `password`, or an OAuth
    /// `postBody` — and answers a session with a fresh sign-in time.
    func reauthenticate() throws(AuthRESTFailure) -> AuthJSON {
        let idToken = try idToken()
        let credential: AuthCredential = request.string("postBody") != nil
            ? .oauth(try oauthCredential()) : try passwordCredential()
        let session = try signingIn { () throws(AuthServiceError) in
            try service.reauthenticate(idToken: idToken, credential: credential)
        }
        return sessionAnswer(session, kind: "VerifyPasswordResponse")
    }

    /// `accounts:createAuthUri`: the providers of `identifier` (an email). With email
    /// enumeration protection it lists none, as Firebase does.
    func createAuthUri() throws(AuthRESTFailure) -> AuthJSON {
        let identifier = try request.require("identifier", missing: "MISSING_IDENTIFIER")
        var answer: [String: AuthJSON] = [
            "kind": .string("identitytoolkit#CreateAuthUriResponse"),
            "sessionId": .string(Crypto.base64URLEncode(Crypto.randomBytes(count: 16))),
        ]
        guard !protectsEmails else { return .object(answer) }
        let providers = try call { () throws(AuthServiceError) in try service.fetchProviders(forEmail: identifier) }
        answer["registered"] = .bool(!providers.isEmpty)
        answer["allProviders"] = .array(providers.map(AuthJSON.string))
        answer["signinMethods"] = .array(providers.map(AuthJSON.string))
        return .object(answer)
    }

    /// `securetoken.googleapis.com/v1/token`: `grant_type=refresh_token` and `refresh_token`
    /// (form-encoded or JSON) for a new ID token.
    func token() throws(AuthRESTFailure) -> AuthJSON {
        let grant = try request.require("grant_type", missing: "MISSING_GRANT_TYPE")
        guard grant == "refresh_token" else { throw AuthRESTFailure(message: "INVALID_GRANT_TYPE") }
        let refreshToken = try request.require("refresh_token", missing: "MISSING_REFRESH_TOKEN")
        let session = try call(token: .refreshToken) { () throws(AuthServiceError) in
            try service.refresh(refreshToken: refreshToken)
        }
        let expiresIn = Self.expiresIn(session)
        return .object([
            "access_token": .string(session.idToken), "id_token": .string(session.idToken),
            "expires_in": .string(expiresIn), "token_type": .string("Bearer"),
            "refresh_token": .string(session.refreshToken), "user_id": .string(session.uid),
            "project_id": .string(namespace), "wilddog": session.jsonWithoutTokens,
        ])
    }

    // MARK: Credentials of a request

    /// `email` (or `phoneNumber`) and `password`.
    /// - Throws: `MISSING_EMAIL`, `MISSING_PASSWORD`.
    func passwordCredential() throws(AuthRESTFailure) -> AuthCredential {
        let password = request.string("password")
        if let email = request.string("email") {
            guard let password else { throw AuthRESTFailure(message: "MISSING_PASSWORD") }
            return .emailPassword(email: email, password: password)
        }
        if let phone = request.string("phoneNumber") {
            guard let password else { throw AuthRESTFailure(message: "MISSING_PASSWORD") }
            return .phonePassword(phone: phone, password: password)
        }
        throw AuthRESTFailure(message: "MISSING_EMAIL")
    }

    /// The OAuth credential of `postBody` (`providerId=…&access_token=…`; Firebase's `id_token`
    /// stands for the access token when none is given).
    /// - Throws: `MISSING_POSTBODY`, `INVALID_PROVIDER_ID`.
    func oauthCredential() throws(AuthRESTFailure) -> OAuthCredential {
        let body = try request.require("postBody", missing: "MISSING_POSTBODY")
        var parameters = AuthRESTRequest.form(body)
        guard let providerID = parameters.removeValue(forKey: "providerId"), !providerID.isEmpty else {
            throw AuthRESTFailure(.invalidProvider())
        }
        if parameters[OAuthCredential.accessTokenKey] == nil, let idToken = parameters["id_token"] {
            parameters[OAuthCredential.accessTokenKey] = idToken
        }
        return OAuthCredential(providerID: providerID, parameters: parameters)
    }
}
