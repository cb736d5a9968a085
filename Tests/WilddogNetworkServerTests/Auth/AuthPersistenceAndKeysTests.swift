import Foundation
import Testing
import WilddogBackend
import WilddogEngine
@testable import WilddogNetworkServer

@Suite(.serialized) struct AuthPersistenceAndKeysTests {
    @Test func aRestartWithTheDataDirectoryKeepsAccountsSessionsKeysAndCodes() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let clock = TestClock()
        let first = try AuthServerHarness(dataDirectory: directory, clock: clock)
        let account: AuthAnswer
        let keyFile: AuthAnswer
        do {
            defer { first.stop() }
            account = try await first.signUp("keep@b.co")
            _ = try await first.accounts("update", ["idToken": .string(account["idToken"]!), "displayName": "Kept"])
            _ = try await first.accounts("sendOobCode", ["requestType": "PASSWORD_RESET", "email": "keep@b.co"])
            keyFile = try await first.send("GET", "/wilddog/v1/projects/demo/serviceAccountKey",
                                           headers: ["Authorization": "Bearer \(AuthServerHarness.secret)"])
            #expect(keyFile.status == 200)
        }
        // What is on disk: keys and the account store, readable by the owner only; no password, no refresh token.
        let auth = AuthKeyRing.authDirectory(directory)
        #expect(FileManager.default.fileExists(atPath: auth + "/" + AuthKeyRing.fileName))
        let attributes = try FileManager.default.attributesOfItem(atPath: auth + "/" + AuthKeyRing.fileName)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        var stored = try Data(contentsOf: URL(fileURLWithPath: auth + "/demo.sqlite3"))
        stored += (try? Data(contentsOf: URL(fileURLWithPath: auth + "/demo.sqlite3-wal"))) ?? Data()
        #expect(stored.range(of: Data("keep@b.co".utf8)) != nil)
        #expect(stored.range(of: Data("secret1".utf8)) == nil)
        #expect(stored.range(of: Data(account["refreshToken"]!.utf8)) == nil)

        let second = try AuthServerHarness(dataDirectory: directory, clock: clock)
        defer { second.stop() }
        // The ID token issued before the restart still verifies (same keys), the session refreshes.
        let lookup = try await second.accounts("lookup", ["idToken": .string(account["idToken"]!)])
        #expect(lookup.status == 200)
        guard case .array(let users)? = lookup.json["users"] else { Issue.record("\(lookup.json)"); return }
        #expect(users.first?["displayName"] == .string("Kept"))
        let refreshed = try await second.refresh(account["refreshToken"]!)
        #expect(refreshed.status == 200 && refreshed["user_id"] == account["localId"])
        #expect(try await second.accounts("signInWithPassword", ["email": "keep@b.co", "password": "secret1"]).status == 200)
        #expect(try second.service().pendingCodeMessages().map(\.recipient) == ["keep@b.co"])
        let keyAgain = try await second.send("GET", "/wilddog/v1/projects/demo/serviceAccountKey",
                                              headers: ["Authorization": "Bearer \(AuthServerHarness.secret)"])
        #expect(keyAgain["private_key_id"] == keyFile["private_key_id"] && keyAgain["private_key"] == keyFile["private_key"])
        // Accounts made after the restart are kept too; a deleted one stays deleted.
        let later = try await second.signUp("later@b.co")
        _ = try await second.accounts("delete", ["idToken": .string(later["idToken"]!)])
        #expect(try second.service().allUsers().map(\.email) == ["keep@b.co"])
    }

    @Test func olderPasswordHashesVerifyAndAreReplacedAtSignIn() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let old = try AuthServerHarness(dataDirectory: directory) { $0.auth.passwordScheme = .pbkdf2(iterations: 1000) }
        let account: AuthAnswer
        do {
            defer { old.stop() }
            account = try await old.signUp("old@b.co")
            guard case .pbkdf2? = try old.service().passwordHash(uid: account["localId"]!) else {
                Issue.record("expected a PBKDF2 hash")
                return
            }
        }
        let current = try AuthServerHarness(dataDirectory: directory)
        defer { current.stop() }
        let uid = try #require(account["localId"])
        #expect(try await current.accounts("signInWithPassword", ["email": "old@b.co", "password": "secret1"]).status == 200)
        #expect(try current.service().passwordHash(uid: uid)?.scheme == .scrypt(logN: 10, r: 8, p: 1))
        #expect(try await current.accounts("signInWithPassword", ["email": "old@b.co", "password": "secret1"]).status == 200)
    }

    @Test func theTokenKeysArePublishedAsJWKsAndCertificates() async throws {
        let harness = try AuthServerHarness()
        defer { harness.stop() }
        let account = try await harness.signUp("k@b.co")
        let token = try #require(account["idToken"])
        let kid = try #require(jwtParts(token)?.header["kid"]?.stringValue)
        let jwks = try await harness.send("GET", "/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com")
        guard case .array(let keys)? = jwks.json["keys"], let key = keys.first(where: { $0["kid"] == .string(kid) }) else {
            Issue.record("\(jwks.json)")
            return
        }
        #expect(key["kty"] == "RSA" && key["alg"] == "RS256" && key["use"] == "sig" && key["e"] == "AQAB")
        // The published modulus is the signing key's: the token verifies under it.
        let publicKey = try #require(harness.server.context.namespaces.auth.keys.idTokenKeys.publicKeys[kid])
        #expect(key["n"]?.stringValue == RSAKeyEncoding.publicComponents(publicKey: publicKey).map { Crypto.base64URLEncode($0.modulus) })
        let segments = token.split(separator: ".")
        #expect(try Crypto.rsaSHA256Verify(publicKey: publicKey, message: Array("\(segments[0]).\(segments[1])".utf8),
                                           signature: try #require(Crypto.base64URLDecode(String(segments[2])))))
        let certificates = try await harness.send("GET", "/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com")
        #expect(certificates.status == 200 && certificates[kid]?.hasPrefix("-----BEGIN CERTIFICATE-----") == true)
    }
}
