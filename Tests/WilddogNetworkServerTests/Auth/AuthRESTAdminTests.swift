import Foundation
import Testing
import WilddogBackend
import WilddogEngine
@testable import WilddogNetworkServer

/// The Admin SDKs' account calls (`…/v1/projects/<ns>/accounts:<operation>` with the secret).
@Suite(.serialized) struct AuthRESTAdminTests {
    private func admin(_ harness: AuthServerHarness, _ operation: String, _ body: [String: AuthJSON],
                       bearer: String? = AuthServerHarness.secret, namespace: String = "demo") async throws -> AuthAnswer {
        try await harness.send("POST", "/identitytoolkit.googleapis.com/v1/projects/\(namespace)/accounts:\(operation)",
                               body: AuthJSON.object(body).jsonBytes(), contentType: "application/json",
                               headers: bearer.map { ["Authorization": "Bearer \($0)"] } ?? [:])
    }

    @Test func revokingTokensEndsRefreshLookupAndTheDatabaseSession() async throws {
        let harness = try AuthServerHarness { $0.rules = #"{"rules": {".read": "auth != null", ".write": "auth != null"}}"# }
        defer { harness.stop() }
        let account = try await harness.signUp("r@b.co")
        let uid = try #require(account["localId"]), idToken = try #require(account["idToken"])
        let client = try WireTestClient(port: harness.server.port, namespace: "demo")
        defer { client.close() }
        #expect(await client.answer(client.send("auth", ["cred": .string(idToken)]))?["s"] == "ok")

        let refused = try await admin(harness, "update", ["localId": .string(uid), "validSince": "0"], bearer: "guess")
        #expect(refused.status == 401 && refused.errorMessage?.hasPrefix("PERMISSION_DENIED") == true)
        let anonymous = try await admin(harness, "update", ["localId": .string(uid), "validSince": "0"], bearer: nil)
        #expect(anonymous.status == 401)
        #expect(try await harness.refresh(try #require(account["refreshToken"])).status == 200)

        let revoked = try await admin(harness, "update", ["localId": .string(uid),
                                                          "validSince": .string(String(Int(harness.clock.now().timeIntervalSince1970)))])
        #expect(revoked.status == 200 && revoked["localId"] == uid)
        #expect(try await harness.refresh(try #require(account["refreshToken"])).errorMessage == "TOKEN_EXPIRED")
        let lookup = try await harness.accounts("lookup", ["idToken": .string(idToken)])
        #expect(lookup.errorMessage == "TOKEN_EXPIRED" && lookup.errorReason == "tokenRevoked")
        #expect(await client.push("ac")?["s"] == "invalid_token")
        #expect(await client.answer(client.send("p", ["p": "/x", "d": 1]))?["s"] == "permission_denied")
        // The password still signs in: a new session.
        let again = try await harness.accounts("signInWithPassword", ["email": "r@b.co", "password": "secret1"])
        #expect(again.status == 200 && again["localId"] == uid)
    }

    @Test func lookupDisableAndDeleteByAccountID() async throws {
        let harness = try AuthServerHarness()
        defer { harness.stop() }
        let account = try await harness.signUp("d@b.co")
        let uid = try #require(account["localId"])
        let byID = try await admin(harness, "lookup", ["localId": [.string(uid), "nobody"]])
        guard case .array(let users)? = byID.json["users"] else { Issue.record("no users: \(byID.json)"); return }
        #expect(users.count == 1 && users.first?["email"] == .string("d@b.co"))
        let byEmail = try await admin(harness, "lookup", ["email": ["D@B.CO"]])
        guard case .array(let found)? = byEmail.json["users"] else { Issue.record("no users: \(byEmail.json)"); return }
        #expect(found.first?["localId"] == .string(uid))
        let none = try await admin(harness, "lookup", ["localId": ["nobody"]])
        #expect(none.status == 200 && none.json["users"] == nil)
        #expect(try await admin(harness, "lookup", [:]).errorMessage == "MISSING_LOCAL_ID")

        #expect(try await admin(harness, "update", ["localId": .string(uid), "disableUser": true]).status == 200)
        let disabled = try await harness.accounts("signInWithPassword", ["email": "d@b.co", "password": "secret1"])
        #expect(disabled.errorMessage == "USER_DISABLED")
        #expect(try await admin(harness, "update", ["localId": .string(uid), "disableUser": false]).status == 200)
        #expect(try await harness.accounts("signInWithPassword", ["email": "d@b.co", "password": "secret1"]).status == 200)
        #expect(try await admin(harness, "update", ["localId": "nobody", "validSince": "0"]).errorMessage == "USER_NOT_FOUND")

        #expect(try await admin(harness, "delete", ["localId": .string(uid)]).status == 200)
        #expect(try harness.service().user(uid: uid) == nil)
        #expect(try await admin(harness, "delete", ["localId": .string(uid)]).errorMessage == "USER_NOT_FOUND")
        #expect(try await admin(harness, "signUp", [:]).status == 404)
    }

    @Test func theEmulatorsOwnerTokenIsAdminOnlyInTestMode() async throws {
        let strict = try AuthServerHarness()
        #expect(try await admin(strict, "lookup", ["localId": ["x"]], bearer: "owner").status == 401)
        strict.stop()
        let testing = try AuthServerHarness { $0.testMode = true }
        defer { testing.stop() }
        #expect(try await admin(testing, "lookup", ["localId": ["x"]], bearer: "owner").status == 200)
    }
}
