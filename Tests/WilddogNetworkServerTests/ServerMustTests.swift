import Foundation
import Testing
import WilddogEngine
import WilddogNetwork
@testable import WilddogNetworkServer
import WilddogTestSupport

/// One test per MUST of WIRE-PROTOCOL.md §9.1, over real loopback sockets.
@Suite struct ServerMustTests {
    // 1. Any query string; `ns` else the Host's first label; `ls` read leniently.
    @Test func upgradeTakesAnyQueryStringAndTheHostsFirstLabel() async throws {
        try await withServer { server in
            let lenient = try await WireClient.connect(server, query: "r=f&s=x&ls=abc&ac=eyJ.x_y&p=1:123:web:abc&ns=lenient")
            _ = try await lenient.hello()
            _ = try await lenient.request(1, "p", #"{"p":"a","d":1}"#)
            #expect(try server.context.namespaces.namespace("lenient").backend.adminRead(Path("a")) == .leaf(.integer(exactly: 1)))
            lenient.close()
            // No ns: the Host names the namespace.
            let raw = try RawWebSocket(port: server.port, target: "/.ws?v=5", host: "hostapp.example.com:\(server.port)")
            let hello = try #require(await raw.nextText())
            #expect(hello.contains("\"h\":\"hostapp.example.com:\(server.port)\""))
            raw.sendText(#"{"t":"d","d":{"r":1,"a":"p","b":{"p":"b","d":2}}}"#)
            #expect(await raw.nextText() == reply(1))
            #expect(try server.context.namespaces.namespace("hostapp").backend.adminRead(Path("b")) == .leaf(.integer(exactly: 2)))
            raw.close()
        }
    }

    // 2. The hello comes first: integer ts, v "5", h, a fresh URL-safe session id.
    @Test func helloComesFirstWithAFreshSessionId() async throws {
        try await withServer { server in
            let a = try await WireClient.connect(server)
            let b = try await WireClient.connect(server)
            let first = try #require(await a.next())
            #expect(first.hasPrefix("{\"t\":\"c\",\"d\":{\"t\":\"h\",\"d\":{\"ts\":"))
            let ts = try #require(first.split(separator: ":").dropFirst(5).first?.split(separator: ",").first)
            #expect(Int64(ts) != nil, "ts must be an integer: \(first)")
            let helloA = try #require(try? ServerMessage.decode(first))
            let helloB = try await b.hello()
            guard case .hello(let h) = helloA else { throw CancellationError() }
            #expect(h.version == "5")
            #expect(h.sessionID != helloB.sessionID)
            for id in [h.sessionID, helloB.sessionID] {
                #expect(id?.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } == true)
            }
            a.close()
            b.close()
        }
    }

    // 3. Frames: count + pieces both ways, `0` ignored, pings answered, no `0` sent.
    @Test func framesAreJoinedAndSplitPingsAnsweredKeepalivesIgnored() async throws {
        try await withServer { server in
            let client = try await WireClient.connect(server)
            _ = try await client.hello()
            client.send("0")
            client.send(#"{"t":"c","d":{"t":"p","d":{}}}"#)
            #expect(await client.next() == #"{"t":"c","d":{"t":"o","d":{}}}"#)
            // A 40 000-character write in three pieces after a count frame.
            let long = String(repeating: "é", count: 20_000) + String(repeating: "x", count: 20_000)
            let message = "{\"t\":\"d\",\"d\":{\"r\":1,\"a\":\"p\",\"b\":{\"p\":\"/big\",\"d\":\"\(long)\"}}}"
            let pieces = WireFraming.split(message)
            #expect(pieces.count == 4)
            for piece in pieces { client.send(piece) }
            #expect(try await client.until(reply: 1) == [reply(1)])
            // The push of a large value comes back split the same way.
            let before = client.state.value.rawFrames.count
            #expect(try await client.request(2, "q", #"{"p":"/big","h":""}"#) == [push("d", "big", "\"\(long)\""), reply(2, "ok", "{}")])
            let received = Array(client.state.value.rawFrames[before...])
            #expect(received.first.flatMap { Int($0) } == received.count - 2)
            #expect(received.dropFirst().allSatisfy { $0.utf16.count <= WireFraming.maxPieceLength })
            #expect(!client.state.value.rawFrames.contains("0"))
            client.close()
        }
    }

    // 4. Strictly in order, every request answered with its number.
    @Test func pipelinedRequestsAreAnsweredInOrder() async throws {
        try await withServer { server in
            let client = try await WireClient.connect(server)
            _ = try await client.hello()
            for r in 1...200 {
                client.send("{\"t\":\"d\",\"d\":{\"r\":\(r),\"a\":\"p\",\"b\":{\"p\":\"/n\",\"d\":\(r)}}}")
            }
            client.send(#"{"t":"d","d":{"r":201,"a":"g","b":{"p":"/n","q":{}}}}"#)
            client.send(#"{"t":"d","d":{"r":202,"a":"n","b":{"p":"/n"}}}"#)
            client.send(#"{"t":"d","d":{"r":203,"a":"p","b":{"p":"/.bad","d":1}}}"#)
            let frames = try await client.until(reply: 203)
            #expect(frames.prefix(200) == ArraySlice((1...200).map { reply($0) }))
            #expect(frames[200] == reply(201, "ok", "200"))
            #expect(frames[201] == reply(202))
            #expect(frames[202].hasPrefix("{\"t\":\"d\",\"d\":{\"r\":203,\"b\":{\"s\":\"failure\",\"d\":\""))
            client.close()
        }
    }

    // 5. A tree with priorities; paths with or without a leading slash; arrays; null deletes.
    @Test func dataKeepsPrioritiesNormalizesPathsArraysAndNulls() async throws {
        try await withServer { server in
            let client = try await WireClient.connect(server)
            _ = try await client.hello()
            _ = try await client.request(1, "p", #"{"p":"a/b","d":{"x":{".value":1,".priority":"p"},"list":[10,20]}}"#)
            _ = try await client.request(2, "m", #"{"p":"/a","d":{"b/y":[true],"b/list/0":null}}"#)
            _ = try await client.request(3, "p", #"{"p":"/a/b/.priority","d":3}"#)
            _ = try await client.request(4, "p", #"{"p":"/a/b/empty","d":{"z":null}}"#)
            #expect(try await client.request(5, "g", #"{"p":"a//b/","q":{}}"#)
                    == [reply(5, "ok", #"{"list":{"1":20},"x":{".value":1,".priority":"p"},"y":{"0":true},".priority":3}"#)])
            client.close()
        }
    }

    // 5. Keys are the same only with the same code units: "\u{E9}" and "e\u{301}" (canonically
    // equivalent, so equal as Swift strings) are two children in writes, merges, listens,
    // queries and gets. Frames are compared by their bytes, not as Swift strings.
    @Test func keysDifferingOnlyByNormalisationStayDistinct() async throws {
        try await withServer { server in
            let client = try await WireClient.connect(server)
            _ = try await client.hello()
            let bytes = { (frames: [String]) in frames.map { Array($0.utf8) } }
            _ = try await client.request(1, "p", #"{"p":"/k","d":{"\u00e9":1}}"#)
            _ = try await client.request(2, "m", #"{"p":"/k","d":{"e\u0301":2}}"#)
            #expect(bytes(try await client.request(3, "q", #"{"p":"/k/e\u0301","h":""}"#))
                    == bytes([push("d", "k/e\u{301}", "2"), reply(3, "ok", "{}")]))
            #expect(bytes(try await client.request(4, "q", #"{"p":"/k","q":{"sp":"\u00e9","ep":"\u00e9","i":".key"},"t":1,"h":""}"#))
                    == bytes([push("d", "k", #"{"\#u{E9}":1}"#, tag: 1), reply(4, "ok", "{}")]))
            #expect(bytes(try await client.request(5, "g", #"{"p":"/k","q":{}}"#))
                    == bytes([reply(5, "ok", #"{"e\#u{301}":2,"\#u{E9}":1}"#)]))
            // A change to one is pushed for that one only.
            #expect(bytes(try await client.request(6, "p", #"{"p":"/k/e\u0301","d":3}"#))
                    == bytes([push("d", "k/e\u{301}", "3"), reply(6)]))
            #expect(try server.context.namespaces.namespace("test").backend.adminRead(Path("k")).childCount == 2)
            client.close()
        }
    }

    // 6. A listen's data before its ok, then every change; queries tagged, window entrants included.
    @Test func listensGetDataBeforeOkThenChangesAndQueryWindowsMove() async throws {
        try await withServer { server in
            let client = try await WireClient.connect(server)
            _ = try await client.hello()
            _ = try await client.request(1, "p", #"{"p":"/msgs","d":{"m1":{"ts":1},"m2":{"ts":2},"m3":{"ts":3}}}"#)
            #expect(try await client.request(2, "q", #"{"p":"/msgs","q":{"l":2,"vf":"r","i":"ts"},"t":7,"h":""}"#)
                    == [push("d", "msgs", #"{"m2":{"ts":2},"m3":{"ts":3}}"#, tag: 7), reply(2, "ok", "{}")])
            // An entrant at the end pushes out m2.
            let frames = try await client.request(3, "p", #"{"p":"/msgs/m4","d":{"ts":4}}"#)
            #expect(frames == [push("d", "msgs", #"{"m3":{"ts":3},"m4":{"ts":4}}"#, tag: 7), reply(3)])
            // Deleting m4 brings m2 back in (the server sends the entrant).
            #expect(try await client.request(4, "p", #"{"p":"/msgs/m4","d":null}"#)
                    == [push("d", "msgs", #"{"m2":{"ts":2},"m3":{"ts":3}}"#, tag: 7), reply(4)])
            // A change outside the window pushes nothing to the query.
            #expect(try await client.request(5, "p", #"{"p":"/msgs/m1/x","d":1}"#) == [reply(5)])
            // A default listen above gets untagged data.
            #expect(try await client.request(6, "q", #"{"p":"/msgs/m3","h":""}"#) == [push("d", "msgs/m3", #"{"ts":3}"#), reply(6, "ok", "{}")])
            #expect(try await client.request(7, "p", #"{"p":"/msgs/m3/ts","d":30}"#)
                    == [push("m", "msgs", #"{"m3":{"ts":30}}"#, tag: 7), push("m", "msgs/m3", #"{"ts":30}"#), reply(7)])
            client.close()
        }
    }

    // 7. After an unlisten, nothing more is pushed.
    @Test func unlistenStopsPushes() async throws {
        try await withServer { server in
            let client = try await WireClient.connect(server)
            _ = try await client.hello()
            _ = try await client.request(1, "q", #"{"p":"/x","h":""}"#)
            #expect(try await client.request(2, "n", #"{"p":"/x"}"#) == [reply(2)])
            #expect(try await client.request(3, "p", #"{"p":"/x","d":1}"#) == [reply(3)])
            _ = try await client.request(4, "q", #"{"p":"/q","q":{"l":1,"vf":"l"},"t":3,"h":""}"#)
            #expect(try await client.request(5, "n", #"{"p":"/q","q":{"l":1,"vf":"l"},"t":3}"#) == [reply(5)])
            #expect(try await client.request(6, "p", #"{"p":"/q/a","d":1}"#) == [reply(6)])
            client.close()
        }
    }

    // 8. Writes reach every listening socket, the writer's ack after its push; `.priority`, `.sv`, `h`.
    @Test func writesPushToEverySocketBeforeTheAck() async throws {
        try await withServer { server in
            let writer = try await WireClient.connect(server)
            let other = try await WireClient.connect(server)
            _ = try await writer.hello()
            _ = try await other.hello()
            _ = try await writer.request(1, "q", #"{"p":"/room","h":""}"#)
            _ = try await other.request(1, "q", #"{"p":"/room","h":""}"#)
            // The writer's own push comes as a merge of what changed; other sockets get the write's path.
            #expect(try await writer.request(2, "p", #"{"p":"/room/t","d":{".sv":{"increment":5}}}"#) == [push("m", "room", #"{"t":5}"#), reply(2)])
            #expect(await other.next() == push("d", "room/t", "5"))
            let stamped = try await writer.request(3, "m", #"{"p":"/room","d":{"at":{".sv":"timestamp"},"t":{".sv":{"increment":1}}}}"#)
            #expect(stamped.count == 2)
            #expect(stamped[0].contains("\"t\":6"))
            #expect(!stamped[0].contains(".sv"))
            #expect(stamped.last == reply(3))
            #expect(await other.next()?.contains("\"t\":6") == true)
            #expect(try await writer.request(4, "p", #"{"p":"/room/t/.priority","d":1}"#).last == reply(4))
            #expect(try await writer.request(5, "p", #"{"p":"/room/t","d":9,"h":"wrong"}"#).last?.contains("datastale") == true)
            #expect(try await writer.request(6, "g", #"{"p":"/room/t","q":{}}"#) == [reply(6, "ok", #"{".value":6,".priority":1}"#)])
            writer.close()
            other.close()
        }
    }

    // 9. onDisconnect writes run in order when the socket closes; `oc` cancels.
    @Test func onDisconnectRunsAtCloseInOrder() async throws {
        try await withServer { server in
            let watcher = try await WireClient.connect(server)
            _ = try await watcher.hello()
            _ = try await watcher.request(1, "q", #"{"p":"/presence","h":""}"#)
            let client = try await WireClient.connect(server)
            _ = try await client.hello()
            _ = try await client.request(1, "p", #"{"p":"/presence/u1","d":{"online":true}}"#)
            _ = try await client.request(2, "o", #"{"p":"/presence/u1","d":{"online":false,"at":{".sv":"timestamp"}}}"#)
            _ = try await client.request(3, "om", #"{"p":"/presence","d":{"u1/seen":1,"u2":"x"}}"#)
            _ = try await client.request(4, "o", #"{"p":"/presence/u3","d":"gone"}"#)
            _ = try await client.request(5, "oc", #"{"p":"/presence/u3","d":null}"#)
            client.close()
            let gone = await eventually {
                let data = (try? server.context.namespaces.namespace("test").backend.adminRead(Path("presence"))) ?? .empty
                return data.child(Path("u1/seen")) == .leaf(.integer(exactly: 1))
            }
            #expect(gone)
            let data = try server.context.namespaces.namespace("test").backend.adminRead(Path("presence"))
            #expect(data.child(Path("u1/online")) == .leaf(.bool(false)))
            #expect(data.child(Path("u1/at")).leafValue != nil)
            #expect(data.child(Path("u2")) == .leaf(.string("x")))
            #expect(data.child(Path("u3")).isEmpty)
            watcher.close()
        }
    }

    // 10. `g`: the (query-filtered) value, or null.
    @Test func getAnswersTheFilteredValueOrNull() async throws {
        try await withServer { server in
            let client = try await WireClient.connect(server)
            _ = try await client.hello()
            _ = try await client.request(1, "p", #"{"p":"/s","d":{"a":{"n":3},"b":{"n":1},"c":{"n":2}}}"#)
            #expect(try await client.request(2, "g", #"{"p":"/s","q":{"l":2,"vf":"l","i":"n"}}"#) == [reply(2, "ok", #"{"b":{"n":1},"c":{"n":2}}"#)])
            #expect(try await client.request(3, "g", #"{"p":"/nothing","q":{}}"#) == [reply(3, "ok", "null")])
            client.close()
        }
    }

    // 11. auth / gauth / unauth with rules: the secret is admin, tokens' claims reach the rules.
    @Test func authEvaluatesRulesAgainstTheCredential() async throws {
        let rules = #"{"rules":{"users":{"$uid":{".read":"auth != null && auth.uid == $uid",".write":"auth != null && auth.uid == $uid"}}}}"#
        try await withServer({ $0.rules = rules }) { server in
            let backend = try server.context.namespaces.namespace("test").backend
            let token = try backend.auth.mintCustomToken(uid: "alice")
            let client = try await WireClient.connect(server)
            _ = try await client.hello()
            #expect(try await client.request(1, "p", #"{"p":"/users/alice/x","d":1}"#).last?.contains("permission_denied") == true)
            #expect(try await client.request(2, "auth", "{\"cred\":\"\(token)\"}") == [reply(2)])
            #expect(try await client.request(3, "p", #"{"p":"/users/alice/x","d":1}"#) == [reply(3)])
            #expect(try await client.request(4, "p", #"{"p":"/users/bob/x","d":1}"#).last?.contains("permission_denied") == true)
            #expect(try await client.request(5, "gauth", #"{"cred":"test-secret-0123456789"}"#) == [reply(5)])
            #expect(try await client.request(6, "p", #"{"p":"/users/bob/x","d":1}"#) == [reply(6)])
            #expect(try await client.request(7, "unauth", "{}") == [reply(7, "ok", "\"unauthenticated\"")])
            #expect(try await client.request(8, "p", #"{"p":"/users/bob/x","d":2}"#).last?.contains("permission_denied") == true)
            #expect(try await client.request(9, "auth", #"{"cred":"not-a-token"}"#).last?.contains("\"s\":\"invalid_token\"") == true)
            // An admin credential acting as someone else (the Admin SDK's auth variable override).
            #expect(try await client.request(10, "gauth", #"{"cred":"test-secret-0123456789","authvar":{"uid":"carol"}}"#) == [reply(10)])
            #expect(try await client.request(11, "p", #"{"p":"/users/carol/x","d":1}"#) == [reply(11)])
            #expect(try await client.request(12, "p", #"{"p":"/users/bob/x","d":3}"#).last?.contains("permission_denied") == true)
            #expect(try await client.request(13, "auth", "{\"cred\":\"\(token)\",\"authvar\":{\"uid\":\"bob\"}}").last?.contains("invalid_token") == true)
            client.close()
        }
    }

    // 12. `s`, `appcheck`, `unappeck`: ok; unknown actions: failure (never an error push).
    @Test func statsAppCheckAreOkUnknownActionsFail() async throws {
        try await withServer { server in
            let client = try await WireClient.connect(server)
            _ = try await client.hello()
            #expect(try await client.request(1, "s", #"{"c":{"sdk.js.9-1-0":1}}"#) == [reply(1)])
            #expect(try await client.request(2, "appcheck", #"{"token":"eyJ.a.b"}"#) == [reply(2)])
            #expect(try await client.request(3, "unappeck", "{}") == [reply(3)])
            #expect(try await client.request(4, "zz", #"{"x":1}"#) == [reply(4, "failure", "\"Unknown action: zz\"")])
            #expect(try await client.request(5, "zz", "[1]") == [reply(5, "failure", "\"Unknown action: zz\"")])
            client.close()
        }
    }

    // 13. Query objects: every index, inclusive and exclusive bounds, sentinels, limits.
    @Test func queriesSupportEveryIndexBoundAndLimit() async throws {
        try await withServer { server in
            let client = try await WireClient.connect(server)
            _ = try await client.hello()
            _ = try await client.request(1, "p", #"{"p":"/q","d":{"a":{"n":1,"v":"x"},"b":{"n":2,"v":"y"},"c":{"n":2,"v":"z"},"d":{"n":3}}}"#)
            func get(_ r: Int, _ q: String) async throws -> String {
                let frames = try await client.request(r, "g", "{\"p\":\"/q\",\"q\":\(q)}")
                return try #require(frames.last)
            }
            #expect(try await get(2, #"{"sp":"b","sin":true,"ep":"c","ein":true,"i":".key"}"#) == reply(2, "ok", #"{"b":{"n":2,"v":"y"},"c":{"n":2,"v":"z"}}"#))
            #expect(try await get(3, #"{"sp":2,"sn":"[MAX_NAME]","sin":false,"i":"n"}"#) == reply(3, "ok", #"{"d":{"n":3}}"#))
            #expect(try await get(4, #"{"ep":2,"en":"[MIN_NAME]","ein":false,"i":"n"}"#) == reply(4, "ok", #"{"a":{"n":1,"v":"x"}}"#))
            #expect(try await get(5, #"{"sp":2,"sn":"c","ep":2,"i":"n"}"#) == reply(5, "ok", #"{"c":{"n":2,"v":"z"}}"#))
            #expect(try await get(6, #"{"l":1,"vf":"r","i":"v"}"#) == reply(6, "ok", #"{"c":{"n":2,"v":"z"}}"#))
            #expect(try await get(7, #"{"sp":"y","i":"v"}"#) == reply(7, "ok", #"{"b":{"n":2,"v":"y"},"c":{"n":2,"v":"z"}}"#))
            #expect(try await get(8, #"{"l":2,"vf":"l"}"#) == reply(8, "ok", #"{"a":{"n":1,"v":"x"},"b":{"n":2,"v":"y"}}"#))
            #expect(try await get(9, #"{"l":1,"vf":"l","i":".value"}"#) == reply(9, "ok", #"{"a":{"n":1,"v":"x"}}"#))
            #expect(try await get(10, #"{"l":"x"}"#).contains("\"s\":\"failure\""))
            client.close()
        }
    }

    // 14. Never an `{"error":…}` data message, a `p` control or `rm` (checked on every frame of the suites' sessions).
    @Test func serverFramesAreNeverErrorsPingsOrRangeMerges() async throws {
        try await withServer { server in
            let client = try await WireClient.connect(server)
            _ = try await client.hello()
            _ = try await client.request(1, "q", #"{"p":"/x","h":"","ch":{"ps":["/"],"hs":["abc"]}}"#)
            _ = try await client.request(2, "bogus", "{}")
            _ = try await client.request(3, "p", #"{"p":"/x","d":{"a":1}}"#)
            for frame in client.frames {
                let message = try ServerMessage.decode(frame)
                if case .unknown = message { Issue.record("unknown frame \(frame)") }
                if case .push(.rangeMerge) = message { Issue.record("rm sent: \(frame)") }
                #expect(!frame.contains("{\"error\""))
            }
            client.close()
        }
    }
}
