import Foundation
import Testing
import WilddogBackend
import WilddogEngine
@testable import WilddogNetworkServer

/// The database side of the same server: rules see `auth` from tokens the REST API issued.
@Suite(.serialized) struct AuthDatabaseTokenTests {
    static let rules = """
        {"rules": {"users": {"$uid": {".read": "auth != null && auth.uid == $uid",
                                      ".write": "auth != null && auth.uid == $uid && auth.token.email == 'a@b.co'"}}}}
        """

    private func harness(_ namespace: String = "demo", testMode: Bool = false) throws -> AuthServerHarness {
        try AuthServerHarness(namespace: namespace) {
            $0.rules = Self.rules
            $0.testMode = testMode
        }
    }

    private func put(_ client: WireTestClient, _ path: String, _ value: AuthJSON) -> Int {
        client.send("p", ["p": .string(path), "d": value])
    }

    @Test func rulesReadAuthFromARESTSignIn() async throws {
        let harness = try harness()
        defer { harness.stop() }
        let account = try await harness.signUp("a@b.co")
        let uid = try #require(account["localId"])
        let client = try WireTestClient(port: harness.server.port, namespace: "demo")
        defer { client.close() }
        #expect(await client.answer(put(client, "/users/\(uid)/name", "anonymous write"))?["s"] == "permission_denied")
        let auth = client.send("auth", ["cred": .string(account["idToken"]!)])
        #expect(await client.answer(auth)?["s"] == "ok")
        #expect(await client.answer(put(client, "/users/\(uid)/name", "Ann"))?["s"] == "ok")
        #expect(await client.answer(put(client, "/users/someone-else/name", "Eve"))?["s"] == "permission_denied")
        let other = try await harness.signUp("b@b.co")
        let second = try WireTestClient(port: harness.server.port, namespace: "demo")
        defer { second.close() }
        #expect(await second.answer(second.send("auth", ["cred": .string(other["idToken"]!)]))?["s"] == "ok")
        // auth.token.email is not a@b.co: the rule refuses b's own path.
        #expect(await second.answer(put(second, "/users/\(other["localId"]!)/name", "Bo"))?["s"] == "permission_denied")
    }

    @Test func forgedForeignUnsignedAndExpiredTokensAreRefused() async throws {
        let harness = try harness()
        defer { harness.stop() }
        let account = try await harness.signUp("a@b.co")
        let token = try #require(account["idToken"])
        let (header, claims) = try #require(jwtParts(token))
        let signature = try #require(Crypto.base64URLDecode(String(token.split(separator: ".")[2])))
        var forged = claims
        forged["email"] = "eve@b.co"
        let foreign = try await harness.accounts("signUp", ["email": "a@b.co", "password": "secret1"], query: "?ns=elsewhere")
        let refusals: [String: String] = [
            "changed claims": jwt(header: header, claims: forged, signature: signature),
            "alg none": jwt(header: ["alg": "none", "typ": "JWT"], claims: claims),
            "another namespace's token": try #require(foreign["idToken"]),
        ]
        for (name, credential) in refusals {
            let client = try WireTestClient(port: harness.server.port, namespace: "demo")
            let answer = await client.answer(client.send("auth", ["cred": .string(credential)]))
            #expect(answer?["s"] == "invalid_token", "\(name): \(String(describing: answer))")
            client.close()
        }
        harness.clock.advance(by: 3600)
        let client = try WireTestClient(port: harness.server.port, namespace: "demo")
        defer { client.close() }
        #expect(await client.answer(client.send("auth", ["cred": .string(token)]))?["s"] == "expired_token")
    }

    @Test func unsignedMockTokensPassOnlyInTestMode() async throws {
        let mock = jwt(header: ["alg": "none", "typ": "JWT"], claims: ["sub": "mock-user", "user_id": "mock-user"])
        let strict = try harness()
        let client = try WireTestClient(port: strict.server.port, namespace: "demo")
        #expect(await client.answer(client.send("auth", ["cred": .string(mock)]))?["s"] == "invalid_token")
        client.close()
        strict.stop()
        let testing = try harness("testing", testMode: true)
        defer { testing.stop() }
        let testClient = try WireTestClient(port: testing.server.port, namespace: "testing")
        defer { testClient.close() }
        #expect(await testClient.answer(testClient.send("auth", ["cred": .string(mock)]))?["s"] == "ok")
    }

    @Test func anExpiringTokenIsRevokedWithAcAndARefreshedOneGoesOn() async throws {
        let harness = try harness()
        defer { harness.stop() }
        let account = try await harness.signUp("a@b.co")
        let uid = try #require(account["localId"])
        let client = try WireTestClient(port: harness.server.port, namespace: "demo")
        defer { client.close() }
        #expect(await client.answer(client.send("auth", ["cred": .string(account["idToken"]!)]))?["s"] == "ok")
        #expect(await client.answer(put(client, "/users/\(uid)/n", 1))?["s"] == "ok")
        harness.clock.advance(by: 3600)
        // The token's time is up: the next request waits, the client hears `ac`.
        let held = put(client, "/users/\(uid)/n", 2)
        let revoked = await client.push("ac")
        #expect(revoked?["s"] == "expired_token")
        try await Task.sleep(for: .milliseconds(100))
        #expect(!client.hasReceived { $0["d"]?["r"]?.int64Value == Int64(held) })
        // Refresh over REST, authenticate again: the held write is answered.
        let refreshed = try await harness.refresh(try #require(account["refreshToken"]))
        #expect(await client.answer(client.send("auth", ["cred": .string(try #require(refreshed["id_token"]))]))?["s"] == "ok")
        #expect(await client.answer(held)?["s"] == "ok")
        #expect(await client.answer(put(client, "/users/\(uid)/n", 3))?["s"] == "ok")
    }
}
