import Foundation
import Testing
import WilddogBackend
import WilddogEngine
@testable import WilddogNetworkServer
import WilddogTestSupport

@Suite(.serialized) struct AuthRESTErrorTests {
    @Test func errorsHaveGooglesShapeWithTheWilddogReason() async throws {
        let harness = try AuthServerHarness()
        defer { harness.stop() }
        _ = try await harness.signUp("a@b.co")
        let taken = try await harness.accounts("signUp", ["email": "A@b.co", "password": "secret1"])
        #expect(taken.status == 400)
        #expect(taken.json == [
            "error": [
                "code": 400, "message": "EMAIL_EXISTS",
                "errors": [["message": "EMAIL_EXISTS", "domain": "global", "reason": "invalid"]],
                "details": [["@type": "type.googleapis.com/google.rpc.ErrorInfo", "reason": "emailAlreadyInUse",
                             "domain": "auth.wilddog.com"]],
            ],
        ])
        let cases: [(String, [String: AuthJSON], String)] = [
            ("signUp", ["email": "not-an-email", "password": "secret1"], "INVALID_EMAIL"),
            ("signUp", ["email": "n@b.co"], "MISSING_PASSWORD"),
            ("signUp", ["email": "n@b.co", "password": "123"], "WEAK_PASSWORD : Password should be 6 to 32 characters"),
            ("signInWithPassword", ["password": "secret1"], "MISSING_EMAIL"),
            ("signInWithPassword", ["email": "a@b.co"], "MISSING_PASSWORD"),
            ("lookup", [:], "MISSING_ID_TOKEN"),
            ("lookup", ["idToken": "garbage"], "INVALID_ID_TOKEN"),
            ("sendOobCode", ["email": "a@b.co"], "MISSING_REQ_TYPE"),
            ("sendOobCode", ["requestType": "EMAIL_SIGNIN", "email": "a@b.co"],
             "INVALID_REQ_TYPE : EMAIL_SIGNIN is not PASSWORD_RESET, VERIFY_EMAIL or VERIFY_PHONE_NUMBER"),
            ("resetPassword", [:], "MISSING_OOB_CODE"),
            ("resetPassword", ["oobCode": "nope", "newPassword": "secret2"], "INVALID_OOB_CODE"),
            ("createAuthUri", [:], "MISSING_IDENTIFIER"),
        ]
        for (operation, body, message) in cases {
            let answer = try await harness.accounts(operation, body)
            #expect(answer.status == 400 && answer.errorMessage == message, "\(operation) \(body): \(answer.json)")
        }
        let badGrant = try await harness.send("POST", "/securetoken.googleapis.com/v1/token", body: Array("grant_type=password".utf8),
                                              contentType: "application/x-www-form-urlencoded")
        #expect(badGrant.errorMessage == "INVALID_GRANT_TYPE")
        let noGrant = try await harness.send("POST", "/securetoken.googleapis.com/v1/token", body: Array("refresh_token=x".utf8))
        #expect(noGrant.errorMessage == "MISSING_GRANT_TYPE")
        let unknownRefresh = try await harness.refresh("no-such-token")
        #expect(unknownRefresh.errorMessage == "INVALID_REFRESH_TOKEN" && unknownRefresh.errorReason == "invalidToken")
        let notJSON = try await harness.send("POST", "/identitytoolkit.googleapis.com/v1/accounts:signUp", body: Array("{\"email\":".utf8),
                                             contentType: "application/json")
        #expect(notJSON.errorMessage?.hasPrefix("INVALID_JSON_PAYLOAD") == true)
        let get = try await harness.send("GET", "/identitytoolkit.googleapis.com/v1/accounts:signUp")
        #expect(get.status == 405)
        let unknown = try await harness.accounts("signInWithEmailLink", [:])
        #expect(unknown.status == 404)
    }

    @Test func accountStateErrors() async throws {
        let harness = try AuthServerHarness()
        defer { harness.stop() }
        let account = try await harness.signUp("d@b.co")
        try harness.service().setDisabled(uid: account["localId"]!, true)
        let disabled = try await harness.accounts("signInWithPassword", ["email": "d@b.co", "password": "secret1"])
        #expect(disabled.errorMessage == "USER_DISABLED")
        let revoked = try await harness.accounts("lookup", ["idToken": .string(account["idToken"]!)])
        #expect(revoked.errorMessage == "TOKEN_EXPIRED" && revoked.errorReason == "tokenRevoked")

        let old = try await harness.signUp("e@b.co")
        harness.clock.advance(by: 301)
        let tooOld = try await harness.accounts("delete", ["idToken": .string(old["idToken"]!)])
        #expect(tooOld.errorMessage == "CREDENTIAL_TOO_OLD_LOGIN_AGAIN")

        try harness.service().updateConfiguration { $0.enabledSignInMethods.remove(.anonymous) }
        let anonymous = try await harness.accounts("signUp", [:])
        #expect(anonymous.errorMessage == "OPERATION_NOT_ALLOWED")
    }

    @Test func wrongPasswordsAndUnknownAccountsAnswerAlike() async throws {
        let harness = try AuthServerHarness()
        defer { harness.stop() }
        _ = try await harness.signUp("known@b.co")
        let wrong = try await harness.accounts("signInWithPassword", ["email": "known@b.co", "password": "wrong-pw"])
        let unknown = try await harness.accounts("signInWithPassword", ["email": "nobody@b.co", "password": "wrong-pw"])
        #expect(wrong.status == 400 && wrong.errorMessage == "INVALID_LOGIN_CREDENTIALS")
        #expect(wrong.json == unknown.json)
        // A reset for an unknown address answers as for a known one, and no code is made.
        let resetKnown = try await harness.accounts("sendOobCode", ["requestType": "PASSWORD_RESET", "email": "known@b.co"])
        let resetUnknown = try await harness.accounts("sendOobCode", ["requestType": "PASSWORD_RESET", "email": "nobody@b.co"])
        #expect(resetKnown.status == 200 && resetUnknown.status == 200)
        #expect(resetKnown.json.objectValue?.keys.sorted() == resetUnknown.json.objectValue?.keys.sorted())
        #expect(try harness.service().pendingCodeMessages().map(\.recipient) == ["known@b.co"])
        let providers = try await harness.accounts("createAuthUri", ["identifier": "known@b.co", "continueUri": "http://localhost"])
        #expect(providers.status == 200 && providers.json["registered"] == nil && providers.json["allProviders"] == nil)
    }

    @Test func withoutEnumerationProtectionTheAnswersSayWhatIsWrong() async throws {
        let harness = try AuthServerHarness { $0.auth.emailEnumerationProtection = false }
        defer { harness.stop() }
        _ = try await harness.signUp("known@b.co")
        let wrong = try await harness.accounts("signInWithPassword", ["email": "known@b.co", "password": "wrong-pw"])
        #expect(wrong.errorMessage == "INVALID_PASSWORD" && wrong.errorReason == "wrongPassword")
        let unknown = try await harness.accounts("signInWithPassword", ["email": "nobody@b.co", "password": "wrong-pw"])
        #expect(unknown.errorMessage == "EMAIL_NOT_FOUND" && unknown.errorReason == "invalidUser")
        let reset = try await harness.accounts("sendOobCode", ["requestType": "PASSWORD_RESET", "email": "nobody@b.co"])
        #expect(reset.errorMessage == "EMAIL_NOT_FOUND" && reset.errorReason == "emailNotFound")
        let providers = try await harness.accounts("createAuthUri", ["identifier": "known@b.co"])
        #expect(providers.json["registered"] == .bool(true) && providers.json["allProviders"] == .array(["password"]))
    }

    @Test func failedSignInsAreThrottledPerAccountAndPerAddress() async throws {
        let harness = try AuthServerHarness()
        defer { harness.stop() }
        _ = try await harness.signUp("victim@b.co")
        for _ in 0..<AuthThrottlePolicy.accountDefault.limit {
            let answer = try await harness.accounts("signInWithPassword", ["email": "victim@b.co", "password": "guess-pw"])
            #expect(answer.errorMessage == "INVALID_LOGIN_CREDENTIALS")
        }
        // Locked: even the right password is refused, without being checked.
        let locked = try await harness.accounts("signInWithPassword", ["email": "victim@b.co", "password": "secret1"])
        #expect(locked.status == 400 && locked.errorMessage?.hasPrefix("TOO_MANY_ATTEMPTS_TRY_LATER") == true)
        // An unknown address is locked the same way (nothing tells it apart).
        for _ in 0..<AuthThrottlePolicy.accountDefault.limit {
            _ = try await harness.accounts("signInWithPassword", ["email": "ghost@b.co", "password": "guess-pw"])
        }
        let ghost = try await harness.accounts("signInWithPassword", ["email": "ghost@b.co", "password": "guess-pw"])
        #expect(ghost.json == locked.json)
        harness.clock.advance(by: AuthThrottlePolicy.accountDefault.window + 1)
        let later = try await harness.accounts("signInWithPassword", ["email": "victim@b.co", "password": "secret1"])
        #expect(later.status == 200)

        let strict = try AuthServerHarness(namespace: "strict") { $0.auth.addressThrottle = AuthThrottlePolicy(limit: 5, window: 600) }
        defer { strict.stop() }
        for index in 0..<5 {
            let answer = try await strict.accounts("signInWithPassword", ["email": .string("user\(index)@b.co"), "password": "guess-pw"])
            #expect(answer.errorMessage == "INVALID_LOGIN_CREDENTIALS")
        }
        let fromAddress = try await strict.accounts("signInWithPassword", ["email": "other@b.co", "password": "guess-pw"])
        #expect(fromAddress.errorMessage?.hasPrefix("TOO_MANY_ATTEMPTS_TRY_LATER") == true)
        let customGuess = try await strict.accounts("signInWithCustomToken", ["token": "guess"])
        #expect(customGuess.errorMessage?.hasPrefix("TOO_MANY_ATTEMPTS_TRY_LATER") == true)
    }

    @Test func forgedExpiredForeignAndUnsignedIDTokensAreRefused() async throws {
        let harness = try AuthServerHarness { $0.auth.defaultNamespace = nil }
        defer { harness.stop() }
        let account = try await harness.accounts("signUp", ["email": "t@b.co", "password": "secret1"], query: "?ns=demo")
        let token = try #require(account["idToken"])
        let (header, claims) = try #require(jwtParts(token))
        let signature = try #require(Crypto.base64URLDecode(String(token.split(separator: ".")[2])))
        var forgedClaims = claims
        forgedClaims["user_id"] = "someone-else"
        forgedClaims["sub"] = "someone-else"
        forgedClaims["uid"] = "someone-else"
        let forgeries: [String: String] = [
            "changed claims": jwt(header: header, claims: forgedClaims, signature: signature),
            "alg none": jwt(header: ["alg": "none", "typ": "JWT"], claims: forgedClaims),
            "HS256 with the secret": try JWTCodec.sign(claims: forgedClaims, key: Array(AuthServerHarness.secret.utf8)),
            "unknown kid": jwt(header: ["alg": "RS256", "kid": "nope", "typ": "JWT"], claims: claims, signature: signature),
        ]
        for (name, forged) in forgeries {
            let answer = try await harness.accounts("lookup", ["idToken": .string(forged)], query: "?ns=demo")
            #expect(answer.errorMessage == "INVALID_ID_TOKEN" && answer.errorReason == "invalidToken", "\(name): \(answer.json)")
        }
        let foreign = try await harness.accounts("lookup", ["idToken": .string(token)], query: "?ns=other")
        #expect(foreign.errorMessage == "INVALID_ID_TOKEN" && foreign.errorReason == "tokenNotForThisApp")
        harness.clock.advance(by: 3600)
        let expired = try await harness.accounts("lookup", ["idToken": .string(token)], query: "?ns=demo")
        #expect(expired.errorMessage == "TOKEN_EXPIRED" && expired.errorReason == "expiredToken")
    }

    @Test func theNamespaceComesFromNsHostKeyOrTheDefault() async throws {
        let harness = try AuthServerHarness(namespace: "first") { $0.auth.defaultNamespace = nil }
        defer { harness.stop() }
        // Two namespaces and no default: a request must name one.
        _ = try harness.server.context.namespaces.namespace("second")
        _ = try harness.server.context.namespaces.namespace("first")
        let unnamed = try await harness.accounts("signUp", [:])
        #expect(unnamed.errorMessage?.hasPrefix("MISSING_NAMESPACE") == true)
        let byKey = try await harness.accounts("signUp", [:], query: "?key=second")
        let uid = try #require(byKey["localId"])
        #expect(try harness.service("second").user(uid: uid) != nil)
        let byNs = try await harness.accounts("signUp", [:], query: "?ns=first&key=second")
        #expect(try harness.service("first").user(uid: try #require(byNs["localId"])) != nil)
        let byHost = try await harness.send("POST", "/identitytoolkit.googleapis.com/v1/accounts:signUp?key=AIzaFake",
                                            body: Array("{}".utf8), contentType: "application/json",
                                            headers: ["Host": "second.example.com"])
        #expect(try harness.service("second").user(uid: try #require(byHost["localId"])) != nil)
        let unknownKey = try await harness.accounts("signUp", [:], query: "?key=AIzaFake")
        #expect(unknownKey.errorMessage?.hasPrefix("MISSING_NAMESPACE") == true)
    }
}
