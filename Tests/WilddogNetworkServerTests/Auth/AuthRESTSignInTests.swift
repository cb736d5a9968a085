import Foundation
import Testing
import WilddogBackend
import WilddogEngine
@testable import WilddogNetworkServer

@Suite(.serialized) struct AuthRESTSignInTests {
    @Test func signUpAnswersFirebasesShapeWithAnRS256IDToken() async throws {
        let harness = try AuthServerHarness()
        defer { harness.stop() }
        let answer = try await harness.signUp("Ann@Example.com")
        #expect(answer["kind"] == "identitytoolkit#SignupNewUserResponse")
        #expect(answer["expiresIn"] == "3600" && answer["email"] == "Ann@Example.com")
        let uid = try #require(answer["localId"])
        #expect(uid.count == 28 && !(answer["refreshToken"] ?? "").isEmpty)
        let idToken = try #require(answer["idToken"])
        let (header, claims) = try #require(jwtParts(idToken))
        #expect(header["alg"] == .string("RS256") && header["kid"]?.stringValue == harness.server.context.namespaces.auth.keys.idTokenKeys.signingKeyID)
        #expect(claims["iss"] == .string("https://securetoken.google.com/demo") && claims["aud"] == .string("demo"))
        #expect(claims["sub"] == .string(uid) && claims["user_id"] == .string(uid))
        let iat = try #require(claims["iat"]?.int64Value)
        #expect(iat == Int64(harness.clock.now().timeIntervalSince1970) && claims["exp"]?.int64Value == iat + 3600)
        #expect(claims["auth_time"]?.int64Value == iat)
        #expect(claims["email"] == .string("Ann@Example.com") && claims["email_verified"] == .bool(false))
        #expect(claims["firebase"]?["sign_in_provider"] == .string("password"))
        #expect(claims["firebase"]?["identities"]?["email"] == .array([.string("Ann@Example.com")]))
        // The whole session, for Wilddog clients.
        let sessionJSON = try #require(answer.json["wilddog"])
        let session = try #require(AuthSession(json: sessionJSON, idToken: idToken, refreshToken: answer["refreshToken"]!))
        #expect(session.user?.uid == uid && session.user?.hasPassword == true && session.provider == "password")
    }

    @Test func signInLookupRefreshAndDelete() async throws {
        let harness = try AuthServerHarness()
        defer { harness.stop() }
        let created = try await harness.signUp("a@b.co")
        harness.clock.advance(by: 0.6)  // whole seconds in the token, and in expiresIn
        let signedIn = try await harness.accounts("signInWithPassword", ["email": "A@B.CO", "password": "secret1", "returnSecureToken": true])
        #expect(signedIn.status == 200 && signedIn["localId"] == created["localId"] && signedIn["expiresIn"] == "3600")
        #expect(signedIn.json["registered"] == .bool(true) && signedIn["kind"] == "identitytoolkit#VerifyPasswordResponse")
        let idToken = try #require(signedIn["idToken"])

        let lookup = try await harness.accounts("lookup", ["idToken": .string(idToken)])
        let user = try #require(lookup.json["users"].flatMap { if case .array(let users) = $0 { users.first } else { nil } })
        #expect(user["localId"] == created.json["localId"] && user["email"] == .string("a@b.co"))
        #expect(user["emailVerified"] == .bool(false) && user["providerUserInfo"]?.objectValue == nil)
        guard case .array(let providers)? = user["providerUserInfo"] else { Issue.record("no providerUserInfo"); return }
        #expect(providers.first?["providerId"] == .string("password"))
        #expect(AuthUserRecord(json: try #require(user["wilddog"]))?.email == "a@b.co")

        harness.clock.advance(by: 10.3)
        let refreshed = try await harness.refresh(try #require(signedIn["refreshToken"]))
        #expect(refreshed.status == 200 && refreshed["token_type"] == "Bearer" && refreshed["expires_in"] == "3600")
        #expect(refreshed["user_id"] == created["localId"] && refreshed["project_id"] == "demo")
        #expect(refreshed["refresh_token"] == signedIn["refreshToken"] && refreshed["id_token"] != idToken)
        let json = try await harness.send("POST", "/securetoken.googleapis.com/v1/token", body: AuthJSON.object([
            "grant_type": "refresh_token", "refresh_token": .string(signedIn["refreshToken"]!)]).jsonBytes(), contentType: "application/json")
        #expect(json.status == 200 && json["user_id"] == created["localId"])

        let deleted = try await harness.accounts("delete", ["idToken": .string(idToken)])
        #expect(deleted.status == 200 && deleted["kind"] == "identitytoolkit#DeleteAccountResponse")
        let gone = try await harness.accounts("lookup", ["idToken": .string(idToken)])
        #expect(gone.status == 400 && gone.errorMessage == "USER_NOT_FOUND")
        let noSession = try await harness.refresh(signedIn["refreshToken"]!)
        #expect(noSession.errorMessage == "USER_NOT_FOUND")
    }

    @Test func anonymousAccountsAreMadePermanentByLinkingAPassword() async throws {
        let harness = try AuthServerHarness()
        defer { harness.stop() }
        let anonymous = try await harness.accounts("signUp", ["returnSecureToken": true])
        #expect(anonymous.status == 200)
        let claims = try #require(jwtParts(anonymous["idToken"]!)).claims
        #expect(claims["firebase"]?["sign_in_provider"] == .string("anonymous") && claims["email"] == nil)
        let linked = try await harness.accounts("signUp", ["idToken": .string(anonymous["idToken"]!), "email": "x@y.co", "password": "secret1"])
        #expect(linked.status == 200 && linked["localId"] == anonymous["localId"] && linked["email"] == "x@y.co")
        let signedIn = try await harness.accounts("signInWithPassword", ["email": "x@y.co", "password": "secret1"])
        #expect(signedIn["localId"] == anonymous["localId"])
        // 1.x createUser: an account, no session.
        let created = try await harness.accounts("signUp", ["email": "c@y.co", "password": "secret1", "returnSecureToken": false])
        #expect(created.status == 200 && created["idToken"] == nil && created["localId"] != nil)
    }

    @Test func customTokensOfTheSecretAndOfTheServiceAccountSignIn() async throws {
        let harness = try AuthServerHarness()
        defer { harness.stop() }
        let service = try harness.service()
        let legacy = try service.mintCustomToken(uid: "u-legacy", claims: ["role": "teacher"])
        let signedIn = try await harness.accounts("signInWithCustomToken", ["token": .string(legacy), "returnSecureToken": true])
        #expect(signedIn.status == 200 && signedIn["localId"] == "u-legacy" && signedIn.json["isNewUser"] == .bool(true))
        let claims = try #require(jwtParts(signedIn["idToken"]!)).claims
        #expect(claims["role"] == .string("teacher") && claims["firebase"]?["sign_in_provider"] == .string("custom"))

        // The service-account key: only for the admin.
        let refused = try await harness.send("GET", "/wilddog/v1/projects/demo/serviceAccountKey")
        #expect(refused.status == 401)
        let keyFile = try await harness.send("GET", "/wilddog/v1/projects/demo/serviceAccountKey",
                                             headers: ["Authorization": "Bearer \(AuthServerHarness.secret)"])
        #expect(keyFile.status == 200 && keyFile["type"] == "service_account" && keyFile["project_id"] == "demo")
        let email = try #require(keyFile["client_email"])
        let privateKey = try #require(keyFile["private_key"].flatMap(RSAKeyEncoding.privateKey(fromPEM:)))
        let kid = try #require(keyFile["private_key_id"])
        let now = Int64(harness.clock.now().timeIntervalSince1970)
        func adminToken(aud: String = AuthServiceAccount.customTokenAudience, exp: Int64? = nil) throws -> String {
            try JWTCodec.sign(claims: [
                "iss": .string(email), "sub": .string(email), "aud": .string(aud), "uid": "u-admin-sdk",
                "iat": .int(now), "exp": .int(exp ?? now + 3600), "claims": ["premium": true],
            ], with: .rs256(kid: kid, privateKey: privateKey))
        }
        let viaAdminSDK = try await harness.accounts("signInWithCustomToken", ["token": .string(try adminToken())])
        #expect(viaAdminSDK.status == 200 && viaAdminSDK["localId"] == "u-admin-sdk")
        #expect(try #require(jwtParts(viaAdminSDK["idToken"]!)).claims["premium"] == .bool(true))
        let wrongAudience = try await harness.accounts("signInWithCustomToken", ["token": .string(try adminToken(aud: "https://example.com"))])
        #expect(wrongAudience.errorMessage == "CREDENTIAL_MISMATCH")
        harness.clock.advance(by: 3601)
        let expired = try await harness.accounts("signInWithCustomToken", ["token": .string(try adminToken(exp: now + 3600))])
        #expect(expired.errorMessage?.hasPrefix("INVALID_CUSTOM_TOKEN") == true && expired.errorReason == "expiredToken")
        let missing = try await harness.accounts("signInWithCustomToken", [:])
        #expect(missing.errorMessage == "MISSING_CUSTOM_TOKEN")
        // The legacy secret is still an admin credential: a session with no account.
        let admin = try await harness.accounts("signInWithCustomToken", ["token": .string(AuthServerHarness.secret)])
        #expect(admin.status == 200 && admin["idToken"] == AuthServerHarness.secret && admin["refreshToken"] == "")
        #expect(admin.json["wilddog"]?["isAdmin"] == .bool(true))
    }

    @Test func oauthTestCredentialsSignInAndOthersAreRefused() async throws {
        let harness = try AuthServerHarness()
        defer { harness.stop() }
        let body: [String: AuthJSON] = ["postBody": "providerId=qq&access_token=test:alice", "requestUri": "http://localhost",
                                        "returnSecureToken": true]
        let first = try await harness.accounts("signInWithIdp", body)
        #expect(first.status == 200 && first["providerId"] == "qq" && first["federatedId"] == "alice")
        #expect(first.json["isNewUser"] == .bool(true) && first["kind"] == "identitytoolkit#VerifyAssertionResponse")
        #expect(try #require(jwtParts(first["idToken"]!)).claims["firebase"]?["identities"]?["qq"] == .array(["alice"]))
        let again = try await harness.accounts("signInWithIdp", body)
        #expect(again["localId"] == first["localId"] && again.json["isNewUser"] == .bool(false))
        let real = try await harness.accounts("signInWithIdp", ["postBody": "providerId=weibo&access_token=2.00abc&userID=42"])
        #expect(real.status == 400 && real.errorMessage == "INVALID_IDP_RESPONSE" && real.errorReason == "invalidCredentials")
        let unknown = try await harness.accounts("signInWithIdp", ["postBody": "providerId=google.com&id_token=x"])
        #expect(unknown.errorMessage == "INVALID_PROVIDER_ID")
        let noBody = try await harness.accounts("signInWithIdp", ["requestUri": "http://localhost"])
        #expect(noBody.errorMessage == "MISSING_POSTBODY")
        // Linking WeiXin to an email account, then unlinking it.
        let account = try await harness.signUp("o@b.co")
        let linked = try await harness.accounts("signInWithIdp", ["postBody": "providerId=weixin&code=test:o-wx",
                                                                   "idToken": .string(account["idToken"]!)])
        #expect(linked.status == 200 && linked["localId"] == account["localId"])
        let unlinked = try await harness.accounts("update", ["idToken": .string(linked["idToken"]!), "deleteProvider": ["weixin"]])
        #expect(unlinked.status == 200)
        guard case .array(let providers)? = unlinked.json["providerUserInfo"] else { Issue.record("no providers"); return }
        #expect(providers.map { $0["providerId"] } == [.string("password")])
    }

    @Test func theServerSaysAtStartThatOAuthTakesTestCredentialsUnlessAVerifierIsPlugged() async throws {
        let harness = try AuthServerHarness()
        #expect(harness.server.summary.contains { $0.contains("TEST CREDENTIALS ONLY") && $0.contains("test:<user id>") })
        harness.stop()
        /// A provider that knows one WeiXin code.
        struct OneCode: OAuthVerifier {
            func verify(_ credential: OAuthCredential) throws(AuthServiceError) -> OAuthIdentity {
                guard credential.providerID == AuthProviderID.weixin, credential.parameters[OAuthCredential.codeKey] == "real-code" else {
                    throw .invalidCredentials()
                }
                return OAuthIdentity(providerID: AuthProviderID.weixin, subject: "wx-42", displayName: "Forty-two")
            }
        }
        let plugged = try AuthServerHarness { $0.auth.oauthVerifier = OneCode() }
        defer { plugged.stop() }
        #expect(!plugged.server.summary.contains { $0.contains("TEST CREDENTIALS") })
        let real = try await plugged.accounts("signInWithIdp", ["postBody": "providerId=weixin&code=real-code"])
        #expect(real.status == 200 && real["federatedId"] == "wx-42" && real["displayName"] == "Forty-two")
        let test = try await plugged.accounts("signInWithIdp", ["postBody": "providerId=weixin&code=test:wx-42"])
        #expect(test.errorMessage == "INVALID_IDP_RESPONSE")
    }

    @Test func browsersMayCallTheAPIFromAnyOrigin() async throws {
        let harness = try AuthServerHarness()
        defer { harness.stop() }
        let preflight = try await harness.send("OPTIONS", "/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo", headers: [
            "Origin": "http://localhost:5173", "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "content-type,x-client-version,x-firebase-gmpid,x-new-header"])
        #expect(preflight.status == 204 && preflight.headers["access-control-allow-origin"] == "*")
        #expect(preflight.headers["access-control-allow-headers"] == "content-type,x-client-version,x-firebase-gmpid,x-new-header")
        #expect(preflight.headers["access-control-allow-methods"]?.contains("POST") == true)
        let odd = try await harness.send("OPTIONS", "/securetoken.googleapis.com/v1/token", headers: ["Access-Control-Request-Headers": "x-a;b=c"])
        #expect(odd.status == 204 && odd.headers["access-control-allow-headers"]?.contains("X-Client-Version") == true)
        let answer = try await harness.signUp("cors@b.co")
        #expect(answer.headers["access-control-allow-origin"] == "*")
    }

    @Test func phonePasswordAccountsSignUpAndSignIn() async throws {
        let harness = try AuthServerHarness()
        defer { harness.stop() }
        let created = try await harness.accounts("signUp", ["phoneNumber": "13800138000", "password": "secret1"])
        #expect(created.status == 200 && created["phoneNumber"] == "+8613800138000")
        let signedIn = try await harness.accounts("signInWithPassword", ["phoneNumber": "+8613800138000", "password": "secret1"])
        #expect(signedIn.status == 200 && signedIn["localId"] == created["localId"])
        let bad = try await harness.accounts("signUp", ["phoneNumber": "12345", "password": "secret1"])
        #expect(bad.errorMessage == "INVALID_PHONE_NUMBER")
        let taken = try await harness.accounts("signUp", ["phoneNumber": "+8613800138000", "password": "secret1"])
        #expect(taken.errorMessage == "PHONE_NUMBER_EXISTS")
    }
}
