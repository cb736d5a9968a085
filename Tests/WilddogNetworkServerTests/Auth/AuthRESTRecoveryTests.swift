import Foundation
import Testing
import WilddogBackend
import WilddogEngine
@testable import WilddogNetworkServer

@Suite(.serialized) struct AuthRESTRecoveryTests {
    private func adminGet(_ harness: AuthServerHarness, _ path: String) async throws -> AuthAnswer {
        try await harness.send("GET", path, headers: ["Authorization": "Bearer \(AuthServerHarness.secret)"])
    }

    @Test func passwordResetCodesAreListedAndReset() async throws {
        let harness = try AuthServerHarness()
        defer { harness.stop() }
        let account = try await harness.signUp("r@b.co")
        let sent = try await harness.accounts("sendOobCode", ["requestType": "PASSWORD_RESET", "email": "r@b.co"])
        #expect(sent.status == 200 && sent["email"] == "r@b.co" && sent["kind"] == "identitytoolkit#GetOobConfirmationCodeResponse")
        let refused = try await harness.send("GET", "/emulator/v1/projects/demo/oobCodes")
        #expect(refused.status == 401)
        let list = try await adminGet(harness, "/emulator/v1/projects/demo/oobCodes")
        guard case .array(let codes)? = list.json["oobCodes"], let entry = codes.first else { Issue.record("\(list.json)"); return }
        #expect(codes.count == 1 && entry["email"] == .string("r@b.co") && entry["requestType"] == .string("PASSWORD_RESET"))
        let code = try #require(entry["oobCode"]?.stringValue)
        #expect(entry["oobLink"]?.stringValue?.contains("oobCode=\(code)") == true)

        let checked = try await harness.accounts("resetPassword", ["oobCode": .string(code)])
        #expect(checked.status == 200 && checked["email"] == "r@b.co" && checked["requestType"] == "PASSWORD_RESET")
        let weak = try await harness.accounts("resetPassword", ["oobCode": .string(code), "newPassword": "1"])
        #expect(weak.errorMessage?.hasPrefix("WEAK_PASSWORD") == true)
        let reset = try await harness.accounts("resetPassword", ["oobCode": .string(code), "newPassword": "secret2"])
        #expect(reset.status == 200)
        let used = try await harness.accounts("resetPassword", ["oobCode": .string(code), "newPassword": "secret3"])
        #expect(used.errorMessage == "INVALID_OOB_CODE")
        // The reset ended the sessions; the new password signs in, the old one does not.
        #expect(try await harness.refresh(account["refreshToken"]!).errorMessage == "TOKEN_EXPIRED")
        #expect(try await harness.accounts("signInWithPassword", ["email": "r@b.co", "password": "secret1"]).errorMessage
            == "INVALID_LOGIN_CREDENTIALS")
        #expect(try await harness.accounts("signInWithPassword", ["email": "r@b.co", "password": "secret2"]).status == 200)
        let empty = try await adminGet(harness, "/emulator/v1/projects/demo/oobCodes")
        #expect(empty.json == ["oobCodes": []])

        _ = try await harness.accounts("sendOobCode", ["requestType": "PASSWORD_RESET", "email": "r@b.co"])
        let late = try #require(try harness.service().pendingCodeMessages().first?.code)
        harness.clock.advance(by: 3601)
        let expired = try await harness.accounts("resetPassword", ["oobCode": .string(late), "newPassword": "secret4"])
        #expect(expired.errorMessage == "EXPIRED_OOB_CODE")
    }

    @Test func emailVerificationCodesVerifyTheEmail() async throws {
        let harness = try AuthServerHarness { $0.testMode = true }
        defer { harness.stop() }
        let account = try await harness.signUp("v@b.co")
        let sent = try await harness.accounts("sendOobCode", ["requestType": "VERIFY_EMAIL", "idToken": .string(account["idToken"]!)])
        #expect(sent.status == 200 && sent["email"] == "v@b.co")
        // In test mode the list is open, as the emulator's.
        let list = try await harness.send("GET", "/emulator/v1/projects/demo/oobCodes")
        guard case .array(let codes)? = list.json["oobCodes"], let code = codes.first?["oobCode"]?.stringValue else {
            Issue.record("\(list.json)")
            return
        }
        #expect(codes.first?["requestType"] == .string("VERIFY_EMAIL"))
        let applied = try await harness.accounts("update", ["oobCode": .string(code)])
        #expect(applied.status == 200 && applied.json["emailVerified"] == .bool(true))
        let refreshed = try await harness.refresh(account["refreshToken"]!)
        #expect(try #require(jwtParts(refreshed["id_token"]!)).claims["email_verified"] == .bool(true))
    }

    @Test func smsCodesResetPhonePasswordsAndVerifyPhones() async throws {
        let harness = try AuthServerHarness()
        defer { harness.stop() }
        let account = try await harness.accounts("signUp", ["phoneNumber": "13900139000", "password": "secret1"])
        #expect(account.status == 200)
        let sent = try await harness.accounts("sendOobCode", ["requestType": "PASSWORD_RESET", "phoneNumber": "13900139000"])
        #expect(sent.status == 200)
        let list = try await adminGet(harness, "/emulator/v1/projects/demo/verificationCodes")
        guard case .array(let codes)? = list.json["verificationCodes"], let code = codes.first?["code"]?.stringValue else {
            Issue.record("\(list.json)")
            return
        }
        #expect(codes.first?["phoneNumber"] == .string("+8613900139000") && code.count == 6)
        let wrongCode = code == "000000" ? "111111" : "000000"
        let wrong = try await harness.accounts("resetPassword", ["phoneNumber": "13900139000", "smsCode": .string(wrongCode),
                                                                  "newPassword": "secret2"])
        #expect(wrong.errorMessage == "INVALID_CODE")
        let reset = try await harness.accounts("resetPassword", ["phoneNumber": "13900139000", "smsCode": .string(code),
                                                                  "newPassword": "secret2"])
        #expect(reset.status == 200)
        let signedIn = try await harness.accounts("signInWithPassword", ["phoneNumber": "13900139000", "password": "secret2"])
        #expect(signedIn.status == 200)

        let other = try await harness.accounts("signUp", ["phoneNumber": "13700137000", "password": "secret1"])
        let verify = try await harness.accounts("sendOobCode", ["requestType": "VERIFY_PHONE_NUMBER", "idToken": .string(other["idToken"]!)])
        #expect(verify.status == 200 && verify["phoneNumber"] == "+8613700137000")
        let smsCode = try #require(try harness.service().pendingCodeMessages().first { $0.recipient == "13700137000" }?.code)
        let verified = try await harness.accounts("update", ["idToken": .string(other["idToken"]!), "smsCode": .string(smsCode)])
        #expect(verified.status == 200 && verified.json["wilddog"]?["phoneVerified"] == .bool(true))
    }

    @Test func updateChangesProfileEmailAndPasswordWithNewTokens() async throws {
        let harness = try AuthServerHarness()
        defer { harness.stop() }
        let account = try await harness.signUp("u@b.co")
        let idToken = try #require(account["idToken"])
        let profile = try await harness.accounts("update", ["idToken": .string(idToken), "displayName": "Ann",
                                                            "photoUrl": "https://example.com/a.png", "returnSecureToken": true])
        #expect(profile.status == 200 && profile["displayName"] == "Ann" && profile["photoUrl"] == "https://example.com/a.png")
        #expect(profile["idToken"] == nil)
        let cleared = try await harness.accounts("update", ["idToken": .string(idToken), "deleteAttribute": ["DISPLAY_NAME"]])
        #expect(cleared.json["displayName"] == nil && cleared["photoUrl"] == "https://example.com/a.png")
        let tooLong = try await harness.accounts("update", ["idToken": .string(idToken), "displayName": .string(String(repeating: "x", count: 21))])
        #expect(tooLong.errorMessage?.hasPrefix("INVALID_DISPLAY_NAME") == true)

        let changed = try await harness.accounts("update", ["idToken": .string(idToken), "email": "new@b.co", "password": "secret2",
                                                            "returnSecureToken": true])
        #expect(changed.status == 200 && changed["email"] == "new@b.co")
        let newToken = try #require(changed["idToken"])
        #expect(newToken != idToken && changed["refreshToken"] != nil)
        // The password change revoked the other sessions and tokens.
        let old = try await harness.accounts("lookup", ["idToken": .string(idToken)])
        #expect(old.errorMessage == "TOKEN_EXPIRED" && old.errorReason == "tokenRevoked")
        #expect(try await harness.accounts("lookup", ["idToken": .string(newToken)]).status == 200)
        #expect(try await harness.accounts("signInWithPassword", ["email": "new@b.co", "password": "secret2"]).status == 200)

        let reauth = try await harness.accounts("reauthenticate", ["idToken": .string(newToken), "email": "new@b.co", "password": "secret2"])
        #expect(reauth.status == 200 && reauth["localId"] == account["localId"])
        let other = try await harness.signUp("other@b.co")
        let mismatch = try await harness.accounts("reauthenticate", ["idToken": .string(newToken), "email": "other@b.co",
                                                                     "password": "secret1"])
        #expect(mismatch.errorMessage == "INVALID_IDP_RESPONSE" && mismatch.errorReason == "invalidCredentials")
        _ = other
    }
}
