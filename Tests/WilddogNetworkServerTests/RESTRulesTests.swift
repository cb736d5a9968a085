import Foundation
import Testing
@testable import WilddogNetworkServer

/// `/.settings/rules.json`: the rules read and replaced live with the secret.
@Suite struct RESTRulesTests {
    static let closed = #"{"rules":{".read":"auth != null",".write":"auth != null"}}"#

    @Test func theSecretReadsAndReplacesTheRulesAndTheyApplyAtOnce() async throws {
        try await withServer { server in
            let port = server.port
            let open = try await HTTPTestClient.request(port, "GET", "/.settings/rules.json?ns=rules&auth=\(RESTFixture.secret)")
            #expect(open.status == 200)
            #expect(open.isJSON(#"{"rules":{".read":true,".write":true}}"#), "\(open.text)")
            #expect(try await HTTPTestClient.request(port, "PUT", "/d.json?ns=rules", body: "1").status == 200)

            let put = try await HTTPTestClient.request(port, "PUT", "/.settings/rules.json?ns=rules&auth=\(RESTFixture.secret)",
                                                       body: Self.closed)
            #expect(put.status == 200)
            let read = try await HTTPTestClient.request(port, "GET", "/.settings/rules.json?ns=rules",
                                                        headers: ["Authorization": "Bearer \(RESTFixture.secret)"])
            #expect(read.text == Self.closed)

            let denied = try await HTTPTestClient.request(port, "GET", "/d.json?ns=rules")
            #expect(denied.status == 401)
            #expect(denied.error == "Permission denied")
            let deniedWrite = try await HTTPTestClient.request(port, "PUT", "/d.json?ns=rules", body: "2")
            #expect(deniedWrite.status == 401)
            #expect(try await HTTPTestClient.request(port, "GET", "/d.json?ns=rules&auth=\(RESTFixture.secret)").text == "1")
            // Other namespaces keep their own rules.
            #expect(try await HTTPTestClient.request(port, "GET", "/d.json?ns=other").status == 200)
        }
    }

    @Test func onlyAnAdminMaySeeOrChangeTheRules() async throws {
        try await withServer { server in
            let port = server.port
            let backend = try server.context.namespaces.namespace("rules").backend
            let user = try backend.auth.mintCustomToken(uid: "u1")
            for auth in ["", "&auth=\(user)", "&auth=wrong-secret"] {
                let get = try await HTTPTestClient.request(port, "GET", "/.settings/rules.json?ns=rules\(auth)")
                #expect(get.status == 401, "\(auth)")
                let put = try await HTTPTestClient.request(port, "PUT", "/.settings/rules.json?ns=rules\(auth)", body: Self.closed)
                #expect(put.status == 401, "\(auth)")
            }
            // Nothing changed.
            #expect(try await HTTPTestClient.request(port, "GET", "/x.json?ns=rules").status == 200)
        }
    }

    @Test func invalidRulesAreRefusedAndTheOldOnesStay() async throws {
        try await withServer({ $0.rules = Self.closed }) { server in
            let port = server.port
            let target = "/.settings/rules.json?ns=rules&auth=\(RESTFixture.secret)"
            for body in ["{", #"{"rules":{".read":"auth.uid ==="}}"#, #"{"nope":1}"#, "\u{FF}"] {
                let answer = try await HTTPTestClient.request(port, "PUT", target, bodyBytes: body == "\u{FF}" ? [0xFF, 0xFE] : Array(body.utf8))
                #expect(answer.status == 400, "\(body): \(answer.text)")
                #expect(answer.error != nil)
            }
            #expect(try await HTTPTestClient.request(port, "GET", target).text == Self.closed)
            #expect(try await HTTPTestClient.request(port, "GET", "/x.json?ns=rules").status == 401)
            for method in ["POST", "PATCH", "DELETE"] {
                let answer = try await HTTPTestClient.request(port, method, target, body: "{}")
                #expect(answer.status == 405, "\(method)")
            }
        }
    }

    @Test func newRulesRevokeRealtimeListensWithC() async throws {
        try await withServer { server in
            let client = try await WireClient.connect(server, query: "ns=rules")
            _ = try await client.hello()
            _ = try await client.request(1, "q", #"{"p":"/a","h":""}"#)
            let put = try await HTTPTestClient.request(server.port, "PUT", "/.settings/rules.json?ns=rules&auth=\(RESTFixture.secret)",
                                                       body: Self.closed)
            #expect(put.status == 200)
            #expect(await client.next() == #"{"t":"d","d":{"a":"c","b":{"p":"a"}}}"#)
            client.close()
        }
    }

    @Test func replacedRulesSurviveARestartWithADataDirectory() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rest-rules-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try await withServer({ $0.dataDirectory = directory }) { server in
            let put = try await HTTPTestClient.request(server.port, "PUT", "/.settings/rules.json?ns=kept&auth=\(RESTFixture.secret)",
                                                       body: Self.closed)
            #expect(put.status == 200)
        }
        try await withServer({ $0.dataDirectory = directory }) { server in
            #expect(try await HTTPTestClient.request(server.port, "GET", "/x.json?ns=kept").status == 401)
            let rules = try await HTTPTestClient.request(server.port, "GET", "/.settings/rules.json?ns=kept&auth=\(RESTFixture.secret)")
            #expect(rules.text == Self.closed)
        }
    }
}
