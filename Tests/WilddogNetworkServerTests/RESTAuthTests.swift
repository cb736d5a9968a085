import Foundation
import Testing
@testable import WilddogNetworkServer

/// `auth=` (a token or the secret), `Authorization: Bearer`, `auth_variable_override` and the
/// emulator's `owner`, against rules that need them.
@Suite struct RESTAuthTests {
    static let rules = #"{"rules":{"users":{"$uid":{".read":"auth != null && auth.uid == $uid",".write":"auth != null && auth.uid == $uid"}}}}"#

    @Test func aTokenActsAsItsUserAndTheSecretAsAnAdmin() async throws {
        try await withServer({ $0.rules = Self.rules }) { server in
            let port = server.port
            let backend = try server.context.namespaces.namespace("auth").backend
            let ada = try backend.auth.mintCustomToken(uid: "ada")
            let own = try await HTTPTestClient.request(port, "PUT", "/users/ada.json?ns=auth&auth=\(ada)", body: #"{"x":1}"#)
            #expect(own.status == 200)
            let other = try await HTTPTestClient.request(port, "PUT", "/users/bob.json?ns=auth&auth=\(ada)", body: #"{"x":1}"#)
            #expect(other.status == 401)
            #expect(other.error == "Permission denied")
            let anonymous = try await HTTPTestClient.request(port, "GET", "/users/ada.json?ns=auth")
            #expect(anonymous.status == 401)
            let bearer = try await HTTPTestClient.request(port, "GET", "/users/ada.json?ns=auth", headers: ["Authorization": "Bearer \(ada)"])
            #expect(bearer.isJSON(#"{"x":1}"#))
            let admin = try await HTTPTestClient.request(port, "GET", "/users.json?ns=auth&auth=\(RESTFixture.secret)")
            #expect(admin.isJSON(#"{"ada":{"x":1}}"#))
            #expect(try await HTTPTestClient.request(port, "GET", "/users/bob.json?ns=auth&auth=\(ada)").status == 401)
        }
    }

    @Test func badAndExpiredCredentialsAre401AndWriteNothing() async throws {
        try await withServer { server in
            let port = server.port
            let backend = try server.context.namespaces.namespace("auth").backend
            let expired = try backend.auth.mintCustomToken(uid: "u", lifetime: -60)
            for credential in ["not-a-token", "a.b.c", expired, "owner"] {
                let write = try await HTTPTestClient.request(port, "PUT", "/w.json?ns=auth&auth=\(credential)", body: "1")
                #expect(write.status == 401, "\(credential.prefix(20)): \(write.text)")
                #expect(write.error != nil)
            }
            #expect(try await HTTPTestClient.request(port, "GET", "/w.json?ns=auth").text == "null")
        }
    }

    @Test func authVariableOverrideLetsTheSecretActAsAGivenUser() async throws {
        try await withServer({ $0.rules = Self.rules }) { server in
            let port = server.port
            let override = #"{"uid":"ada"}"#.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
            let asAda = "ns=auth&auth=\(RESTFixture.secret)&auth_variable_override=\(override)"
            #expect(try await HTTPTestClient.request(port, "PUT", "/users/ada.json?\(asAda)", body: "1").status == 200)
            #expect(try await HTTPTestClient.request(port, "PUT", "/users/bob.json?\(asAda)", body: "1").status == 401)
            let asNobody = "ns=auth&auth=\(RESTFixture.secret)&auth_variable_override=null"
            #expect(try await HTTPTestClient.request(port, "GET", "/users/ada.json?\(asNobody)").status == 401)
            let withoutCredential = try await HTTPTestClient.request(port, "GET", "/users/ada.json?ns=auth&auth_variable_override=\(override)")
            #expect(withoutCredential.status == 401)
            let malformed = try await HTTPTestClient.request(port, "GET", "/users/ada.json?ns=auth&auth=\(RESTFixture.secret)&auth_variable_override=%5B1%5D")
            #expect(malformed.status == 400)
        }
    }

    @Test func ownerIsAnAdminOnlyInTestMode() async throws {
        try await withServer({ $0.rules = Self.rules; $0.testMode = true }) { server in
            let owner = try await HTTPTestClient.request(server.port, "PUT", "/users/x.json?ns=auth", headers: ["Authorization": "Bearer owner"], body: "1")
            #expect(owner.status == 200)
            let rules = try await HTTPTestClient.request(server.port, "GET", "/.settings/rules.json?ns=auth&auth=owner")
            #expect(rules.text == Self.rules)
        }
        try await withServer({ $0.rules = Self.rules }) { server in
            let owner = try await HTTPTestClient.request(server.port, "PUT", "/users/x.json?ns=auth", headers: ["Authorization": "Bearer owner"], body: "1")
            #expect(owner.status == 401)
            #expect(try await HTTPTestClient.request(server.port, "GET", "/.settings/rules.json?ns=auth&auth=owner").status == 401)
        }
    }
}
