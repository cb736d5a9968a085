import Foundation
import Testing
@testable import WilddogNetworkServer

/// ETags and conditional requests: `X-Firebase-ETag`, `if-match` (412 with the current value
/// and ETag), `if-none-match` (304).
@Suite struct RESTETagTests {
    @Test func aGetWithXFirebaseETagAnswersTheDataHashThatFollowsTheData() async throws {
        try await withServer { server in
            let port = server.port
            let none = try await HTTPTestClient.request(port, "GET", "/t.json?ns=etag", headers: ["X-Firebase-ETag": "true"])
            #expect(none.header("ETag") == "null_etag")
            _ = try await HTTPTestClient.request(port, "PUT", "/t.json?ns=etag", body: #"{"x":5,"y":"z"}"#)
            let first = try await HTTPTestClient.request(port, "GET", "/t.json?ns=etag", headers: ["X-Firebase-ETag": "true"])
            // The data hash of WIRE-PROTOCOL.md §6.2 for {"x":5,"y":"z"}.
            #expect(first.header("ETag") == "lsdTwx6t1As2iqsE153eTD3JJ1k=")
            let again = try await HTTPTestClient.request(port, "GET", "/t.json?ns=etag", headers: ["X-Firebase-ETag": "true"])
            #expect(again.header("ETag") == first.header("ETag"))
            let plain = try await HTTPTestClient.request(port, "GET", "/t.json?ns=etag")
            #expect(plain.header("ETag") == nil)
            _ = try await HTTPTestClient.request(port, "PUT", "/t/x.json?ns=etag", body: "6")
            let changed = try await HTTPTestClient.request(port, "GET", "/t.json?ns=etag", headers: ["X-Firebase-ETag": "true"])
            #expect(changed.header("ETag") != first.header("ETag"))
        }
    }

    @Test func ifMatchWritesOnlyWhileTheETagHoldsElse412WithTheCurrentValueAndETag() async throws {
        try await withServer { server in
            let port = server.port
            _ = try await HTTPTestClient.request(port, "PUT", "/c.json?ns=etag", body: #"{"n":1}"#)
            let read = try await HTTPTestClient.request(port, "GET", "/c.json?ns=etag", headers: ["X-Firebase-ETag": "true"])
            let etag = try #require(read.header("ETag"))
            let write = try await HTTPTestClient.request(port, "PUT", "/c.json?ns=etag", headers: ["if-match": etag], body: #"{"n":2}"#)
            #expect(write.status == 200)
            #expect(write.isJSON(#"{"n":2}"#))
            let newETag = try #require(write.header("ETag"))
            #expect(newETag != etag)
            // The old ETag no longer matches: 412, the current data and its ETag, nothing written.
            let stale = try await HTTPTestClient.request(port, "PUT", "/c.json?ns=etag", headers: ["if-match": etag], body: #"{"n":3}"#)
            #expect(stale.status == 412)
            #expect(stale.isJSON(#"{"n":2}"#), "\(stale.text)")
            #expect(stale.header("ETag") == newETag)
            #expect(try await HTTPTestClient.request(port, "GET", "/c.json?ns=etag").isJSON(#"{"n":2}"#))
            // A quoted ETag is the same ETag.
            let quoted = try await HTTPTestClient.request(port, "DELETE", "/c.json?ns=etag", headers: ["If-Match": "\"\(newETag)\""])
            #expect(quoted.status == 200)
            #expect(try await HTTPTestClient.request(port, "GET", "/c.json?ns=etag").text == "null")
        }
    }

    @Test func nullETagMatchesOnlyAnEmptyLocation() async throws {
        try await withServer { server in
            let port = server.port
            let create = try await HTTPTestClient.request(port, "PUT", "/n.json?ns=etag", headers: ["if-match": "null_etag"], body: "1")
            #expect(create.status == 200)
            let again = try await HTTPTestClient.request(port, "PUT", "/n.json?ns=etag", headers: ["if-match": "null_etag"], body: "2")
            #expect(again.status == 412)
            #expect(again.text == "1")
            #expect(try await HTTPTestClient.request(port, "GET", "/n.json?ns=etag").text == "1")
        }
    }

    @Test func ifNoneMatchAnswers304WhileTheDataIsUnchanged() async throws {
        try await withServer { server in
            let port = server.port
            _ = try await HTTPTestClient.request(port, "PUT", "/m.json?ns=etag", body: #""v""#)
            let etag = try #require(try await HTTPTestClient.request(port, "GET", "/m.json?ns=etag",
                                                                     headers: ["X-Firebase-ETag": "true"]).header("ETag"))
            let same = try await HTTPTestClient.request(port, "GET", "/m.json?ns=etag", headers: ["if-none-match": etag])
            #expect(same.status == 304)
            #expect(same.body.isEmpty)
            _ = try await HTTPTestClient.request(port, "PUT", "/m.json?ns=etag", body: #""w""#)
            let changed = try await HTTPTestClient.request(port, "GET", "/m.json?ns=etag",
                                                           headers: ["if-none-match": etag, "X-Firebase-ETag": "true"])
            #expect(changed.status == 200)
            #expect(changed.text == #""w""#)
            #expect(changed.header("ETag") != etag)
        }
    }

    @Test func ifMatchIsRefusedOnPatchAndPostAndWithoutAValue() async throws {
        try await withServer { server in
            let port = server.port
            _ = try await HTTPTestClient.request(port, "PUT", "/r.json?ns=etag", body: #"{"a":1}"#)
            for method in ["PATCH", "POST"] {
                let answer = try await HTTPTestClient.request(port, method, "/r.json?ns=etag", headers: ["if-match": "null_etag"],
                                                              body: #"{"b":2}"#)
                #expect(answer.status == 400, "\(method)")
                #expect(answer.error != nil)
            }
            let empty = try await HTTPTestClient.request(port, "PUT", "/r.json?ns=etag", headers: ["if-match": "\"\""], body: "1")
            #expect(empty.status == 400)
            #expect(try await HTTPTestClient.request(port, "GET", "/r.json?ns=etag").isJSON(#"{"a":1}"#))
        }
    }
}
