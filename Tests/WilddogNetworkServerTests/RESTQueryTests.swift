import Foundation
import Testing
@testable import WilddogNetworkServer

/// The query parameters of a REST read, with Firebase's refusals.
@Suite struct RESTQueryTests {
    static let scores = #"{"ann":{"score":7,"team":"b"},"bob":{"score":3,"team":"a"},"cid":{"score":9,"team":"a"},"dan":{"score":1,"team":"c"},"eve":{"score":5}}"#

    /// Runs `body` with a server whose namespace `q` holds `scores` at `/s`.
    func withScores(_ body: (Int) async throws -> Void) async throws {
        try await withServer { server in
            let put = try await HTTPTestClient.request(server.port, "PUT", "/s.json?ns=q", body: Self.scores)
            try #require(put.status == 200)
            try await body(server.port)
        }
    }

    func get(_ port: Int, _ query: String) async throws -> HTTPTestResponse {
        let encoded = try #require(query.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed))
        return try await HTTPTestClient.request(port, "GET", "/s.json?ns=q&" + encoded)
    }

    @Test func orderByKeyWithStartAtEndAtAndLimits() async throws {
        try await withScores { port async throws in
            #expect(try await get(port, #"orderBy="$key"&startAt="bob"&endAt="dan""#).isJSON(
                #"{"bob":{"score":3,"team":"a"},"cid":{"score":9,"team":"a"},"dan":{"score":1,"team":"c"}}"#))
            #expect(try await get(port, #"orderBy="$key"&limitToFirst=2"#).isJSON(
                #"{"ann":{"score":7,"team":"b"},"bob":{"score":3,"team":"a"}}"#))
            #expect(try await get(port, #"orderBy="$key"&limitToLast=1"#).isJSON(#"{"eve":{"score":5}}"#))
            #expect(try await get(port, #"orderBy="$key"&equalTo="cid""#).isJSON(#"{"cid":{"score":9,"team":"a"}}"#))
            #expect(try await get(port, #"orderBy="$key"&startAfter="cid"&endBefore="eve""#).isJSON(#"{"dan":{"score":1,"team":"c"}}"#))
        }
    }

    @Test func orderByAChildPathFiltersAndLimitsByItsValue() async throws {
        try await withScores { port async throws in
            #expect(try await get(port, #"orderBy="score"&startAt=5"#).isJSON(
                #"{"ann":{"score":7,"team":"b"},"cid":{"score":9,"team":"a"},"eve":{"score":5}}"#))
            #expect(try await get(port, #"orderBy="score"&limitToLast=2"#).isJSON(
                #"{"ann":{"score":7,"team":"b"},"cid":{"score":9,"team":"a"}}"#))
            #expect(try await get(port, #"orderBy="score"&endAt=3&limitToFirst=1"#).isJSON(#"{"dan":{"score":1,"team":"c"}}"#))
            // Children without the child sort first (null), so equalTo=null finds them.
            #expect(try await get(port, #"orderBy="team"&equalTo=null"#).isJSON(#"{"eve":{"score":5}}"#))
            #expect(try await get(port, #"orderBy="team"&equalTo="a""#).isJSON(
                #"{"bob":{"score":3,"team":"a"},"cid":{"score":9,"team":"a"}}"#))
            // A bound's key breaks ties among equal values.
            #expect(try await get(port, #"orderBy="team"&startAt="a","cid"&endAt="a""#).isJSON(#"{"cid":{"score":9,"team":"a"}}"#))
        }
    }

    @Test func orderByValueAndPriority() async throws {
        try await withServer { server in
            _ = try await HTTPTestClient.request(server.port, "PUT", "/v.json?ns=q",
                                                 body: #"{"a":{".value":30,".priority":2},"b":{".value":10,".priority":3},"c":{".value":20,".priority":1}}"#)
            let byValue = try await HTTPTestClient.request(server.port, "GET", "/v.json?ns=q&orderBy=%22%24value%22&limitToFirst=2")
            #expect(byValue.isJSON(#"{"b":10,"c":20}"#), "\(byValue.text)")
            let byPriority = try await HTTPTestClient.request(server.port, "GET", "/v.json?ns=q&orderBy=%22%24priority%22&endAt=2")
            #expect(byPriority.isJSON(#"{"a":30,"c":20}"#), "\(byPriority.text)")
            let range = try await HTTPTestClient.request(server.port, "GET", "/v.json?ns=q&orderBy=%22%24value%22&startAt=15&endAt=30")
            #expect(range.isJSON(#"{"a":30,"c":20}"#))
        }
    }

    @Test func aQueryOnAMissingLocationOrALeafAnswersAsFirebaseDoes() async throws {
        try await withScores { port in
            let missing = try await HTTPTestClient.request(port, "GET", "/none.json?ns=q&orderBy=%22%24key%22&limitToFirst=1")
            #expect(missing.status == 200)
            #expect(missing.text == "null")
        }
    }

    @Test func refusesFiltersWithoutOrderByAndContradictoryParameters() async throws {
        try await withScores { port in
            let noOrder = try await get(port, "limitToFirst=1")
            #expect(noOrder.status == 400)
            #expect(noOrder.error == "orderBy must be defined when other query parameters are defined")
            let unquoted = try await get(port, "orderBy=score")
            #expect(unquoted.status == 400)
            #expect(unquoted.error == "orderBy must be a valid JSON encoded path")
            let cases = [
                #"orderBy="$key"&limitToFirst=1&limitToLast=1"#,
                #"orderBy="$key"&limitToFirst=0"#,
                #"orderBy="$key"&limitToLast=-3"#,
                #"orderBy="$key"&limitToFirst=two"#,
                #"orderBy="$key"&equalTo="a"&startAt="a""#,
                #"orderBy="$key"&startAt=1"#,
                #"orderBy="score"&startAt={"a":1}"#,
                #"orderBy="score"&startAt="#,
                #"orderBy="score"&startAt=5,6"#,
                #"orderBy="a.b""#,
                #"orderBy="score"&startAt=1&startAfter=2"#,
                #"orderBy="$key"&shallow=true"#,
            ]
            for query in cases {
                let answer = try await get(port, query)
                #expect(answer.status == 400, "\(query): \(answer.status) \(answer.text)")
                #expect(answer.error != nil, "\(query): \(answer.text)")
            }
            // None of them wrote anything.
            #expect(try await HTTPTestClient.request(port, "GET", "/s.json?ns=q").isJSON(Self.scores))
        }
    }

    @Test func queryParametersThatChangeNothingAreAccepted() async throws {
        try await withScores { port in
            let answer = try await HTTPTestClient.request(port, "GET", "/s/ann.json?ns=q&timeout=3s&writeSizeLimit=tiny")
            #expect(answer.isJSON(#"{"score":7,"team":"b"}"#))
        }
    }
}
