import Foundation
import Testing
import WilddogNetwork
@testable import WilddogNetworkServer

/// The verbs of the REST API and the forms of their answers, over loopback.
@Suite struct RESTVerbTests {
    @Test func putStoresTheDataAndAnswersItThenGetReadsIt() async throws {
        try await withServer { server in
            let put = try await HTTPTestClient.request(server.port, "PUT", "/users/ada.json?ns=verbs",
                                                       body: #"{"name":"Ada","born":1815,"tags":["math","poetry"]}"#)
            #expect(put.status == 200)
            #expect(put.header("Content-Type")?.hasPrefix("application/json") == true)
            #expect(put.isJSON(#"{"name":"Ada","born":1815,"tags":["math","poetry"]}"#), "\(put.text)")
            let get = try await HTTPTestClient.request(server.port, "GET", "/users/ada/name.json?ns=verbs")
            #expect(get.status == 200)
            #expect(get.text == #""Ada""#)
            let whole = try await HTTPTestClient.request(server.port, "GET", "/.json?ns=verbs")
            #expect(whole.isJSON(#"{"users":{"ada":{"name":"Ada","born":1815,"tags":["math","poetry"]}}}"#))
            let missing = try await HTTPTestClient.request(server.port, "GET", "/nothing/here.json?ns=verbs")
            #expect(missing.status == 200)
            #expect(missing.text == "null")
        }
    }

    @Test func postAddsAChildUnderANewPushIDAndAnswersItsName() async throws {
        try await withServer { server in
            var names: [String] = []
            for n in 0..<3 {
                let post = try await HTTPTestClient.request(server.port, "POST", "/messages.json?ns=verbs", body: #"{"n":\#(n)}"#)
                #expect(post.status == 200)
                let name = try #require((RESTFixture.json(post.text) as? [String: Any])?["name"] as? String, "\(post.text)")
                #expect(name.count == 20)
                names.append(name)
            }
            // Push ids sort in creation order.
            #expect(names == names.sorted())
            let all = try await HTTPTestClient.request(server.port, "GET", "/messages.json?ns=verbs")
            let object = try #require(RESTFixture.json(all.text) as? [String: [String: Int]])
            #expect(object.keys.sorted() == names)
            #expect(names.map { object[$0]?["n"] } == [0, 1, 2])
        }
    }

    @Test func patchUpdatesOnlyTheChildrenItNamesIncludingDeepPaths() async throws {
        try await withServer { server in
            _ = try await HTTPTestClient.request(server.port, "PUT", "/u.json?ns=verbs", body: #"{"a":1,"b":{"c":2,"d":3},"e":4}"#)
            let patch = try await HTTPTestClient.request(server.port, "PATCH", "/u.json?ns=verbs",
                                                         body: #"{"a":10,"b/c":20,"e":null,"f":{"g":true}}"#)
            #expect(patch.status == 200)
            #expect(patch.isJSON(#"{"a":10,"b/c":20,"e":null,"f":{"g":true}}"#), "\(patch.text)")
            let get = try await HTTPTestClient.request(server.port, "GET", "/u.json?ns=verbs")
            #expect(get.isJSON(#"{"a":10,"b":{"c":20,"d":3},"f":{"g":true}}"#), "\(get.text)")
        }
    }

    @Test func deleteRemovesTheLocationAndAnswersNull() async throws {
        try await withServer { server in
            _ = try await HTTPTestClient.request(server.port, "PUT", "/u.json?ns=verbs", body: #"{"a":1,"b":2}"#)
            let delete = try await HTTPTestClient.request(server.port, "DELETE", "/u/a.json?ns=verbs")
            #expect(delete.status == 200)
            #expect(delete.text == "null")
            let get = try await HTTPTestClient.request(server.port, "GET", "/u.json?ns=verbs")
            #expect(get.isJSON(#"{"b":2}"#))
        }
    }

    @Test func printPrettyIndentsAndPrintSilentAnswers204WithNoBody() async throws {
        try await withServer { server in
            let silent = try await HTTPTestClient.request(server.port, "PUT", "/p.json?ns=verbs&print=silent",
                                                          body: #"{"a":{"b":"x:y, {z}"},"c":[1,2]}"#)
            #expect(silent.status == 204)
            #expect(silent.body.isEmpty)
            let pretty = try await HTTPTestClient.request(server.port, "GET", "/p.json?ns=verbs&print=pretty")
            #expect(pretty.text == """
                {
                  "a" : {
                    "b" : "x:y, {z}"
                  },
                  "c" : [
                    1,
                    2
                  ]
                }
                """)
            let silentGet = try await HTTPTestClient.request(server.port, "GET", "/p.json?ns=verbs&print=silent")
            #expect(silentGet.status == 204)
            let silentPost = try await HTTPTestClient.request(server.port, "POST", "/q.json?ns=verbs&print=silent", body: "1")
            #expect(silentPost.status == 204)
            let bad = try await HTTPTestClient.request(server.port, "GET", "/p.json?ns=verbs&print=loud")
            #expect(bad.status == 400)
        }
    }

    @Test func shallowAnswersTrueForEachChildAndLeavesAsThemselves() async throws {
        try await withServer { server in
            _ = try await HTTPTestClient.request(server.port, "PUT", "/s.json?ns=verbs", body: #"{"a":{"deep":{"x":1}},"b":"text","c":3}"#)
            let shallow = try await HTTPTestClient.request(server.port, "GET", "/s.json?ns=verbs&shallow=true")
            #expect(shallow.isJSON(#"{"a":true,"b":true,"c":true}"#), "\(shallow.text)")
            let leaf = try await HTTPTestClient.request(server.port, "GET", "/s/b.json?ns=verbs&shallow=true")
            #expect(leaf.text == #""text""#)
            let withQuery = try await HTTPTestClient.request(server.port, "GET", #"/s.json?ns=verbs&shallow=true&orderBy="$key""#)
            #expect(withQuery.status == 400)
        }
    }

    @Test func methodOverrideTurnsAPostIntoAnotherVerb() async throws {
        try await withServer { server in
            let put = try await HTTPTestClient.request(server.port, "POST", "/o.json?ns=verbs",
                                                       headers: ["X-HTTP-Method-Override": "PUT"], body: #"{"a":1,"b":2}"#)
            #expect(put.isJSON(#"{"a":1,"b":2}"#))
            let patch = try await HTTPTestClient.request(server.port, "POST", "/o.json?ns=verbs&x-http-method-override=PATCH",
                                                         body: #"{"b":3}"#)
            #expect(patch.isJSON(#"{"b":3}"#))
            let delete = try await HTTPTestClient.request(server.port, "POST", "/o/a.json?ns=verbs",
                                                          headers: ["X-HTTP-Method-Override": "DELETE"], body: "")
            #expect(delete.text == "null")
            let get = try await HTTPTestClient.request(server.port, "GET", "/o.json?ns=verbs")
            #expect(get.isJSON(#"{"b":3}"#))
            let unknown = try await HTTPTestClient.request(server.port, "POST", "/o.json?ns=verbs",
                                                           headers: ["X-HTTP-Method-Override": "TRACE"], body: "1")
            #expect(unknown.status == 405)
        }
    }

    @Test func formatExportIncludesPrioritiesAndPriorityPathsCanBeWritten() async throws {
        try await withServer { server in
            _ = try await HTTPTestClient.request(server.port, "PUT", "/e.json?ns=verbs",
                                                 body: #"{"a":{".value":1,".priority":5},"b":{"c":true,".priority":"p"}}"#)
            let plain = try await HTTPTestClient.request(server.port, "GET", "/e.json?ns=verbs")
            #expect(plain.isJSON(#"{"a":1,"b":{"c":true}}"#), "\(plain.text)")
            let export = try await HTTPTestClient.request(server.port, "GET", "/e.json?ns=verbs&format=export")
            #expect(export.isJSON(#"{"a":{".value":1,".priority":5},"b":{"c":true,".priority":"p"}}"#), "\(export.text)")
            let priority = try await HTTPTestClient.request(server.port, "PUT", "/e/a/.priority.json?ns=verbs", body: "9")
            #expect(priority.status == 200)
            let read = try await HTTPTestClient.request(server.port, "GET", "/e/a/.priority.json?ns=verbs")
            #expect(read.text == "9")
            let invalid = try await HTTPTestClient.request(server.port, "PUT", "/e/a/.priority.json?ns=verbs", body: "true")
            #expect(invalid.status == 400)
        }
    }

    @Test func serverValuesAreResolvedWhenTheWriteIsApplied() async throws {
        try await withServer { server in
            let before = Date().timeIntervalSince1970 * 1000
            let put = try await HTTPTestClient.request(server.port, "PUT", "/sv.json?ns=verbs",
                                                       body: #"{"at":{".sv":"timestamp"},"count":{".sv":{"increment":2}}}"#)
            #expect(put.status == 200)
            let stored = try #require(RESTFixture.json(put.text) as? [String: Double], "\(put.text)")
            #expect(stored["count"] == 2)
            let at = try #require(stored["at"])
            #expect(at >= before.rounded(.down) && at <= Date().timeIntervalSince1970 * 1000 + 1)
            let patch = try await HTTPTestClient.request(server.port, "PATCH", "/sv.json?ns=verbs",
                                                         body: #"{"count":{".sv":{"increment":3.5}}}"#)
            #expect(patch.isJSON(#"{"count":5.5}"#), "\(patch.text)")
            let unknown = try await HTTPTestClient.request(server.port, "PUT", "/sv/x.json?ns=verbs", body: #"{".sv":"later"}"#)
            #expect(unknown.status == 400)
        }
    }

    @Test func childrenKeyedLikeAnArrayAreAnsweredAsAnArray() async throws {
        try await withServer { server in
            _ = try await HTTPTestClient.request(server.port, "PUT", "/arr.json?ns=verbs",
                                                 body: #"{"full":{"0":"a","1":"b"},"gaps":{"0":"a","3":"d"},"sparse":{"0":"a","9":"j"},"lead":{"01":"x"}}"#)
            let get = try await HTTPTestClient.request(server.port, "GET", "/arr.json?ns=verbs")
            // Firebase's rule: integer keys and maxKey < 2 × count.
            #expect(get.text == #"{"full":["a","b"],"gaps":["a",null,null,"d"],"lead":{"01":"x"},"sparse":{"0":"a","9":"j"}}"#)
            let export = try await HTTPTestClient.request(server.port, "GET", "/arr/full.json?ns=verbs&format=export")
            #expect(export.text == #"{"0":"a","1":"b"}"#)
        }
    }

    @Test func headAnswersTheHeadOfAGet() async throws {
        try await withServer { server in
            _ = try await HTTPTestClient.request(server.port, "PUT", "/h.json?ns=verbs", body: #""value""#)
            let head = try await HTTPTestClient.request(server.port, "HEAD", "/h.json?ns=verbs")
            #expect(head.status == 200)
            #expect(head.header("Content-Length") == "7")
            #expect(head.body.isEmpty)
        }
    }

    @Test func answersAllowCrossOriginPagesAndPreflightsAreAnswered() async throws {
        try await withServer { server in
            let get = try await HTTPTestClient.request(server.port, "GET", "/x.json?ns=verbs")
            #expect(get.header("Access-Control-Allow-Origin") == "*")
            let preflight = try await HTTPTestClient.request(server.port, "OPTIONS", "/x.json?ns=verbs",
                                                             headers: ["Origin": "http://example.test",
                                                                       "Access-Control-Request-Method": "PATCH"])
            #expect(preflight.status == 200)
            #expect(preflight.header("Access-Control-Allow-Methods")?.contains("PATCH") == true)
        }
    }
}
