import Foundation
import Testing
import WilddogEngine
@testable import WilddogNetworkServer

/// The captured session of WIRE-PROTOCOL.md Appendix A, frame by frame, in both directions.
@Suite struct AppendixSessionTests {
    @Test func appendixASessionGetsTheExpectedFrames() async throws {
        try await withServer { server in
            let client = try await WireClient.connect(server, query: "p=1:123:web:abc&ns=demo-ns")
            let hello = try await client.hello()
            #expect(hello.version == "5")
            #expect(hello.host == "127.0.0.1:\(server.port)")
            #expect(hello.sessionID?.count == 32)
            #expect(abs(Double(hello.timestamp) - Date().timeIntervalSince1970 * 1000) < 60_000)

            #expect(try await client.request(1, "s", #"{"c":{"sdk.js.":1}}"#) == [reply(1)])
            #expect(try await client.request(2, "q", #"{"p":"/rooms/r1","h":""}"#) == [push("d", "rooms/r1", "null"), reply(2, "ok", "{}")])
            #expect(try await client.request(3, "p", #"{"p":"/rooms/r1/title","d":"Main"}"#)
                    == [push("m", "rooms/r1", #"{"title":"Main"}"#), reply(3)])
            #expect(try await client.request(4, "m", #"{"p":"/rooms","d":{"r1/title":"A","r2":{"title":"B"}}}"#)
                    == [push("m", "rooms/r1", #"{"title":"A"}"#), reply(4)])
            #expect(try await client.request(5, "q", #"{"p":"/msgs","q":{"l":2,"vf":"r","i":"ts"},"t":1,"h":""}"#)
                    == [push("d", "msgs", "null", tag: 1), reply(5, "ok", "{}")])
            // The transaction of §6.1: a listen, a put with the hash of nothing (stale), then the right hash.
            #expect(try await client.request(6, "p", #"{"p":"/counter","d":41}"#) == [reply(6)])
            #expect(try await client.request(7, "q", #"{"p":"/counter","h":""}"#) == [push("d", "counter", "41"), reply(7, "ok", "{}")])
            #expect(try await client.request(8, "p", #"{"p":"/counter","d":1,"h":""}"#)
                    == [reply(8, "datastale", "\"" + EngineError(.dataStale).message + "\"")])
            #expect(try await client.request(9, "p", #"{"p":"/counter","d":42,"h":"FKQEQrg9eSmOibuEATBfMSlup8g="}"#)
                    == [push("d", "counter", "42"), reply(9)])
            #expect(try await client.request(10, "n", #"{"p":"/counter"}"#) == [reply(10)])
            #expect(try await client.request(11, "o", #"{"p":"/presence/u1","d":{"last":{".sv":"timestamp"},"online":false}}"#) == [reply(11)])
            #expect(try await client.request(12, "om", #"{"p":"/presence","d":{"u1/online":false}}"#) == [reply(12)])
            #expect(try await client.request(13, "oc", #"{"p":"/presence/u1","d":null}"#) == [reply(13)])
            #expect(try await client.request(14, "p", #"{"p":"/n","d":{".sv":{"increment":2}}}"#) == [reply(14)])
            #expect(try await client.request(15, "g", #"{"p":"/rooms/r2","q":{}}"#) == [reply(15, "ok", #"{"title":"B"}"#)])
            #expect(try await client.request(16, "p", #"{"p":"/p1","d":{".value":"v",".priority":5}}"#) == [reply(16)])
            #expect(try await client.request(17, "p", #"{"p":"/p1/.priority","d":7}"#) == [reply(17)])
            #expect(try await client.request(18, "n", #"{"p":"/msgs","q":{"l":2,"vf":"r","i":"ts"},"t":1}"#) == [reply(18)])
            #expect(try await client.request(19, "g", #"{"p":"/","q":{}}"#)
                    == [reply(19, "ok", #"{"counter":42,"n":2,"p1":{".value":"v",".priority":7},"rooms":{"r1":{"title":"A"},"r2":{"title":"B"}}}"#)])
            client.close()
        }
    }
}
