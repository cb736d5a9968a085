import Foundation
import Testing
import WilddogEngine
@testable import WilddogNetworkServer

/// Malformed REST requests: a 4xx with `{"error": …}`, nothing written, and the server goes on.
@Suite struct RESTBadInputTests {
    static let seed = #"{"keep":{"a":1,"b":[1,2]}}"#

    /// Runs `body` with a server whose namespace `bad` holds `seed`, then checks it still does.
    func withSeededServer(_ body: (Int) async throws -> Void) async throws {
        try await withServer { server in
            try #require(try await HTTPTestClient.request(server.port, "PUT", "/.json?ns=bad", body: Self.seed).status == 200)
            try await body(server.port)
            let after = try await HTTPTestClient.request(server.port, "GET", "/.json?ns=bad")
            #expect(after.isJSON(Self.seed), "the data changed: \(after.text)")
        }
    }

    @Test func invalidBodiesAre400AndWriteNothing() async throws {
        try await withSeededServer { port in
            let invalidJSON = try await HTTPTestClient.request(port, "PUT", "/keep.json?ns=bad", body: "{\"a\":")
            #expect(invalidJSON.status == 400)
            #expect(invalidJSON.error == "Invalid data; couldn't parse JSON object, array, or value.")
            let bodies: [(String, String)] = [
                ("PUT", #"{"a.b":1}"#), ("PUT", #"{"a":{"$x":1}}"#), ("PUT", ""), ("PUT", "nul"), ("PUT", #"{"a":1} x"#),
                ("PUT", #"{".sv":"nope"}"#), ("PUT", #"{"a":{".value":1,"b":2}}"#), ("POST", "{"), ("POST", #"{"[":1}"#),
                ("PATCH", "5"), ("PATCH", #"["a"]"#), ("PATCH", #"{"a/.b":1}"#), ("PATCH", #"{"a":1,"a/b":2}"#),
                ("PATCH", #"{"":1}"#), ("PUT", String(repeating: "[", count: 5000)),
            ]
            for (method, body) in bodies {
                let answer = try await HTTPTestClient.request(port, method, "/keep.json?ns=bad", body: body)
                #expect(answer.status == 400, "\(method) \(body.prefix(40)): \(answer.status) \(answer.text)")
                #expect(answer.error != nil, "\(method) \(body.prefix(40))")
            }
            let invalidUTF8 = try await HTTPTestClient.request(port, "PUT", "/keep.json?ns=bad", bodyBytes: [0x22, 0xC3, 0x28, 0x22])
            #expect(invalidUTF8.status == 400)
        }
    }

    @Test func invalidPathsAndMethodsAreRefused() async throws {
        try await withSeededServer { port in
            for path in ["/a%2Eb.json", "/a%23.json", "/a%24b.json", "/a%5B.json", "/a/.b.json", "/%00.json", "/a%FF.json",
                         "/a/.priority/b.json", "/" + String(repeating: "k/", count: 40) + "x.json", "/" + String(repeating: "k", count: 800) + ".json"] {
                let answer = try await HTTPTestClient.request(port, "PUT", path + "?ns=bad", body: "1")
                #expect(answer.status == 400, "\(path.prefix(60)): \(answer.status) \(answer.text)")
                #expect(answer.error != nil)
            }
            let notJSON = try await HTTPTestClient.request(port, "GET", "/keep?ns=bad")
            #expect(notJSON.status == 404)
            #expect(notJSON.error != nil)
            for method in ["TRACE", "CONNECT", "FOO"] {
                let answer = try await HTTPTestClient.request(port, method, "/keep.json?ns=bad", body: "1")
                #expect(answer.status == 405, "\(method): \(answer.status)")
            }
            let badNamespace = try await HTTPTestClient.request(port, "PUT", "/keep.json?ns=Not_Valid!", body: "1")
            #expect(badNamespace.status == 400)
            let badFlags = ["shallow=yes", "format=csv", "print=loud", "auth_variable_override=%7B"]
            for flag in badFlags {
                let answer = try await HTTPTestClient.request(port, "PUT", "/keep.json?ns=bad&\(flag)", body: "1")
                #expect(answer.status == 400, "\(flag): \(answer.status)")
            }
        }
    }

    @Test func aBodyOverTheLimitIs413() async throws {
        try await withSeededServer { port in
            let big = "\"" + String(repeating: "x", count: (16 << 20) + 10) + "\""
            let answer = try await HTTPTestClient.request(port, "PUT", "/keep.json?ns=bad", body: big)
            #expect(answer.status == 413, "\(answer.status) \(answer.text.prefix(200))")
        }
    }

    @Test func fuzzedRequestsNeverCrashNorWrite() async throws {
        try await withSeededServer { port in
            var random = SplitMix64(seed: 0x5EED_2026)
            let methods = ["GET", "PUT", "POST", "PATCH", "DELETE", "OPTIONS", "HEAD"]
            let pieces = ["{", "}", "[", "]", "\"", ":", ",", "a", "1", ".sv", ".priority", "/", "%", "%2", "\\", "null", "true", "$", "#", " ", "\u{0}"]
            let parameters = ["orderBy=%22%24key%22", "orderBy=%22a%22", "startAt=1", "endAt=%22z%22", "equalTo=null", "limitToFirst=2",
                              "limitToLast=x", "shallow=true", "print=pretty", "print=silent", "format=export", "auth=x", "startAt=%5B",
                              "orderBy=", "=", "&&", "limitToFirst=99999999999999999999"]
            for _ in 0..<150 {
                let method = methods[Int(random.next() % UInt64(methods.count))]
                var path = "/"
                for _ in 0..<Int(random.next() % 4) { path += pieces[Int(random.next() % UInt64(pieces.count))] }
                var query = ["ns=bad"]
                for _ in 0..<Int(random.next() % 4) { query.append(parameters[Int(random.next() % UInt64(parameters.count))]) }
                var body = ""
                for _ in 0..<Int(random.next() % 12) { body += pieces[Int(random.next() % UInt64(pieces.count))] }
                // Writes go below "fuzz", so a 200 is harmless; the seed must not change.
                let target = (method == "GET" || method == "HEAD" ? path : "/fuzz" + path)
                    .addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["?"])) ?? "/fuzz"
                let answer = try await HTTPTestClient.request(port, method, target + ".json?" + query.joined(separator: "&"), body: body)
                #expect((200..<500).contains(answer.status), "\(method) \(target) \(body): \(answer.status) \(answer.text)")
            }
            // Whatever the fuzz wrote is below /fuzz: remove it before the seed is compared.
            _ = try await HTTPTestClient.request(port, "DELETE", "/fuzz.json?ns=bad&auth=\(RESTFixture.secret)")
        }
    }
}
