import Testing
@testable import WilddogEngine

/// WIRE-PROTOCOL.md Appendix A and §6.1, as both ends build and read them: each step is a
/// typed message, its exact frame, and the frame read back by the other end.
@Suite struct ScriptedSessionTests {
    enum Step: Sendable {
        case client(ClientMessage, String)
        case server(ServerMessage, String)
    }

    static let query = try! QuerySpec().ordered(byChild: "ts", method: "t").limited(toLast: 2, method: "t")

    static let session: [Step] = [
        .server(.hello(ServerHello(timestamp: 1_796_138_192_294, host: "127.0.0.1:18801", sessionID: "5382129f9d2e0cb5893cf23dc29c7197")),
                #"{"t":"c","d":{"t":"h","d":{"ts":1796138192294,"v":"5","h":"127.0.0.1:18801","s":"5382129f9d2e0cb5893cf23dc29c7197"}}}"#),
        .client(.request(number: 1, .stats(counters: .object(["sdk.js.": 1]))), #"{"t":"d","d":{"r":1,"a":"s","b":{"c":{"sdk.js.":1}}}}"#),
        .server(.reply(number: 1, .ok), #"{"t":"d","d":{"r":1,"b":{"s":"ok","d":""}}}"#),
        .client(.request(number: 2, .listen(path: "rooms/r1", query: .default, tag: nil, hash: "")),
                #"{"t":"d","d":{"r":2,"a":"q","b":{"p":"/rooms/r1","h":""}}}"#),
        .server(.push(.overwrite(path: "rooms/r1", data: .empty, tag: nil)), #"{"t":"d","d":{"a":"d","b":{"p":"rooms/r1","d":null}}}"#),
        .server(.reply(number: 2, .listenOK()), #"{"t":"d","d":{"r":2,"b":{"s":"ok","d":{}}}}"#),
        .client(.request(number: 3, .put(path: "rooms/r1/title", data: .leaf(.string("Main")), hash: nil)),
                #"{"t":"d","d":{"r":3,"a":"p","b":{"p":"/rooms/r1/title","d":"Main"}}}"#),
        .server(.push(.overwrite(path: "rooms/r1", data: .children(ChildrenNode(sortedChildren: [NamedNode("title", .leaf(.string("Main")))], priority: nil)), tag: nil)),
                #"{"t":"d","d":{"a":"d","b":{"p":"rooms/r1","d":{"title":"Main"}}}}"#),
        .server(.reply(number: 3, .ok), #"{"t":"d","d":{"r":3,"b":{"s":"ok","d":""}}}"#),
        .client(.request(number: 5, .listen(path: "msgs", query: query, tag: 1, hash: "")),
                #"{"t":"d","d":{"r":5,"a":"q","b":{"p":"/msgs","q":{"l":2,"vf":"r","i":"ts"},"t":1,"h":""}}}"#),
        .server(.push(.overwrite(path: "msgs", data: .empty, tag: 1)), #"{"t":"d","d":{"a":"d","b":{"p":"msgs","d":null,"t":1}}}"#),
        .server(.reply(number: 5, .listenOK()), #"{"t":"d","d":{"r":5,"b":{"s":"ok","d":{}}}}"#),
        // §6.1: a transaction's first put on uncached data is stale, the retry carries the hash.
        .client(.request(number: 8, .put(path: "counter", data: .leaf(.number(1)), hash: "")),
                #"{"t":"d","d":{"r":8,"a":"p","b":{"p":"/counter","d":1,"h":""}}}"#),
        .server(.reply(number: 8, .failed(EngineError(.dataStale))),
                #"{"t":"d","d":{"r":8,"b":{"s":"datastale","d":"Transaction hash does not match"}}}"#),
        .client(.request(number: 9, .put(path: "counter", data: .leaf(.number(42)), hash: "FKQEQrg9eSmOibuEATBfMSlup8g=")),
                #"{"t":"d","d":{"r":9,"a":"p","b":{"p":"/counter","d":42,"h":"FKQEQrg9eSmOibuEATBfMSlup8g="}}}"#),
        .server(.push(.overwrite(path: "counter", data: .leaf(.number(42)), tag: nil)), #"{"t":"d","d":{"a":"d","b":{"p":"counter","d":42}}}"#),
        .server(.reply(number: 9, .ok), #"{"t":"d","d":{"r":9,"b":{"s":"ok","d":""}}}"#),
        .client(.request(number: 10, .unlisten(path: "counter", query: .default, tag: nil)), #"{"t":"d","d":{"r":10,"a":"n","b":{"p":"/counter"}}}"#),
        .client(.request(number: 12, .onDisconnectMerge(path: "presence", children: [WireChild("u1/online", .leaf(.bool(false)))])),
                #"{"t":"d","d":{"r":12,"a":"om","b":{"p":"/presence","d":{"u1/online":false}}}}"#),
        .client(.request(number: 13, .onDisconnectCancel(path: "presence/u1")), #"{"t":"d","d":{"r":13,"a":"oc","b":{"p":"/presence/u1","d":null}}}"#),
        .client(.request(number: 15, .get(path: "rooms/r2", query: .default)), #"{"t":"d","d":{"r":15,"a":"g","b":{"p":"/rooms/r2","q":{}}}}"#),
        .server(.reply(number: 15, .data(.children(ChildrenNode(sortedChildren: [NamedNode("title", .leaf(.string("B")))], priority: nil)))),
                #"{"t":"d","d":{"r":15,"b":{"s":"ok","d":{"title":"B"}}}}"#),
        .client(.request(number: 18, .unlisten(path: "msgs", query: query, tag: 1)),
                #"{"t":"d","d":{"r":18,"a":"n","b":{"p":"/msgs","q":{"l":2,"vf":"r","i":"ts"},"t":1}}}"#),
        .server(.reply(number: 18, .ok), #"{"t":"d","d":{"r":18,"b":{"s":"ok","d":""}}}"#),
        .client(.request(number: 19, .auth(AuthRequest(kind: .gauth, credential: "owner"))), #"{"t":"d","d":{"r":19,"a":"gauth","b":{"cred":"owner"}}}"#),
        .server(.reply(number: 19, .failed(EngineError(.invalidToken, "bad signature"))),
                #"{"t":"d","d":{"r":19,"b":{"s":"invalid_token","d":"bad signature"}}}"#),
        .client(.ping, #"{"t":"c","d":{"t":"p","d":{}}}"#),
        .server(.pong, #"{"t":"c","d":{"t":"o","d":{}}}"#),
        .server(.push(.authRevoked(status: "expired_token", reason: "Auth token is expired.")),
                #"{"t":"d","d":{"a":"ac","b":{"s":"expired_token","d":"Auth token is expired."}}}"#),
        .server(.push(.listenRevoked(path: "msgs", queries: [query])), #"{"t":"d","d":{"a":"c","b":{"p":"msgs","q":[{"l":2,"vf":"r","i":"ts"}]}}}"#),
    ]

    @Test func bothEndsBuildAndReadEveryFrameOfTheSession() throws {
        for step in ScriptedSessionTests.session {
            switch step {
            case .client(let message, let frame):
                #expect(message.text == frame)
                #expect(try ClientMessage.decode(frame) == message, "\(frame)")
            case .server(let message, let frame):
                #expect(message.text == frame)
                let decoded = try ServerMessage.decode(frame)
                if case .reply(let n, let reply) = message, case .node(let data) = reply.data {
                    // A get's data is read as generic JSON; the client reads it as a node.
                    guard case .reply(n, let got) = decoded else {
                        Issue.record("not a reply: \(frame)")
                        continue
                    }
                    #expect(try got.node() == data)
                } else {
                    #expect(decoded == message, "\(frame)")
                }
            }
        }
    }

    @Test func theServerAnswersEngineResponsesInTheProtocolsShapes() throws {
        let listen = ClientRequest.listen(path: "a", query: .default, tag: nil, hash: "")
        #expect(ServerReply(answering: .ok, to: listen) == .listenOK())
        #expect(ServerReply(answering: .ok, to: .put(path: "a", data: .empty, hash: nil)) == .ok)
        #expect(ServerReply(answering: .failed(EngineError(.permissionDenied, "Permission denied")), to: listen)
            == ServerReply(status: "permission_denied", data: "Permission denied"))
        #expect(ServerMessage.reply(number: 7, .unknownAction("zz")).text == #"{"t":"d","d":{"r":7,"b":{"s":"failure","d":"Unknown action: zz"}}}"#)
        #expect(ServerReply.listenOK(warnings: ["no_index"]).warnings == ["no_index"])
    }

    static let statuses: [(String, EngineError.Code)] = [
        ("permission_denied", .permissionDenied), ("datastale", .dataStale), ("expired_token", .expiredToken),
        ("invalid_token", .invalidToken), ("unavailable", .unavailable), ("failure", .operationFailed),
        ("invalid_parameters", .invalidParameters), ("maxretry", .maxRetries), ("nonexistent_node", .nonExistentNode),
    ]

    @Test(arguments: statuses)
    func statusesMapToEngineErrorsAndBack(_ status: String, _ code: EngineError.Code) {
        let reply = ServerReply(status: status, data: "why")
        #expect(reply.error == EngineError(code, "why"))
        #expect(reply.engineResponse.error == EngineError(code, "why"))
        #expect(EngineError(code, "why").wireStatus == status)
        #expect(ServerReply.failed(EngineError(code, "why")) == reply)
    }

    @Test func otherStatusesAreStillFailures() {
        #expect(ServerReply(status: "too_big", data: "Data too big").error?.code == .operationFailed)
        #expect(ServerReply(status: "operation_failed", data: "").error == EngineError(.operationFailed))
        let odd = ServerReply(status: "write_too_big", data: "")
        #expect(odd.error?.code == .unknown && odd.error?.message.hasPrefix("write_too_big") == true)
        #expect(ServerReply(status: "ok", data: .object([])).error == nil)
    }

    @Test func getRepliesReadAsData() throws {
        let reply = try #require({ if case .reply(_, let r) = try ServerMessage.decode(#"{"t":"d","d":{"r":15,"b":{"s":"ok","d":{"title":"B","n":{".value":1,".priority":2}}}}}"#) { return r }; return nil }())
        #expect(try reply.node() == Node(jsonText: #"{"n":{".value":1,".priority":2},"title":"B"}"#))
        #expect(try ServerReply.data(.leaf(.number(3))).node() == .leaf(.number(3)))
        // A client that names its gets has their data read straight into nodes.
        let expected = try Node(jsonText: #"{"n":{".value":1,".priority":2},"title":"B"}"#)
        for frame in [#"{"t":"d","d":{"r":15,"b":{"s":"ok","d":{"title":"B","n":{".value":1,".priority":2}}}}}"#,
                      #"{"t":"d","d":{"b":{"d":{"title":"B","n":{".value":1,".priority":2}},"s":"ok"},"r":15}}"#] {
            #expect(try ServerMessage.decode(frame, dataReplies: { $0 == 15 }) == .reply(number: 15, .data(expected)))
        }
        #expect(try ServerMessage.decode(#"{"t":"d","d":{"r":15,"b":{"s":"permission_denied","d":"Permission denied"}}}"#,
                                         dataReplies: { _ in true }) == .reply(number: 15, ServerReply(status: "permission_denied", data: "Permission denied")))
        #expect(throws: WireError.self) {
            try ServerMessage.decode(#"{"t":"d","d":{"r":15,"b":{"s":"ok","d":{"a":{".sv":"timestamp"}}}}}"#, dataReplies: { _ in true })
        }
        #expect(try ServerReply(status: "ok", data: .null).node() == .empty)
        #expect(throws: WireError.self) { try ServerReply(status: "ok", data: .object(["a.b": 1])).node() }
    }

    @Test func engineRequestsCrossTheWireAndBack() throws {
        let query = try QuerySpec().ordered(by: .key, method: "t").starting(after: "b", key: nil, method: "t")
        let requests: [WireRequest] = [
            .listen(path: "a/b", query: query, tag: 4),
            .listen(path: "a", query: .default, tag: nil),
            .unlisten(path: "a/b", query: query, tag: 4),
            .put(path: "x", data: try Node(jsonText: #"{"a":[1,2],"b":{".value":true,".priority":"p"}}"#), hash: "h="),
            .put(path: Path([ChildKey("x"), .priority]), data: .leaf(.string("p")), hash: nil),
            .merge(path: "m", children: [WireChild("a/b", .leaf(.number(1))), WireChild("c", .empty), WireChild("d/.priority", .leaf(.number(2)))]),
            .onDisconnectPut(path: "o", data: .leaf(.deferred(.timestamp))),
            .onDisconnectMerge(path: "o", children: [WireChild("t", .leaf(.deferred(.increment(1))))]),
            .onDisconnectCancel(path: "o"),
            .auth(token: "token"),
            .auth(token: nil),
        ]
        for (i, request) in requests.enumerated() {
            let wire = ClientRequest(request, listenHash: "abc=")
            guard case .request(let number, let decoded) = try ClientMessage.decode(ClientMessage.request(number: i, wire).encoded) else {
                Issue.record("not a request")
                continue
            }
            #expect(number == i)
            #expect(decoded == wire)
            #expect(decoded.engineRequest.map { ClientRequest($0, listenHash: "abc=") } == wire)
        }
    }

    @Test func backendPushesCrossTheWireAndBack() throws {
        let query = try QuerySpec().limited(toFirst: 2, method: "t")
        let pushes: [(WirePush, String)] = [
            (.overwrite(path: .root, data: .leaf(.number(1)), tag: nil), #"{"t":"d","d":{"a":"d","b":{"p":"","d":1}}}"#),
            (.merge(path: "a", children: [WireChild("b/c", .empty)], tag: 3), #"{"t":"d","d":{"a":"m","b":{"p":"a","d":{"b/c":null},"t":3}}}"#),
            (.listenRevoked(path: "a", query: query, tag: 3, error: EngineError(.permissionDenied)),
             #"{"t":"d","d":{"a":"c","b":{"p":"a","q":[{"l":2,"vf":"l"}]}}}"#),
            (.listenRevoked(path: "a", query: .default, tag: nil, error: EngineError(.permissionDenied)), #"{"t":"d","d":{"a":"c","b":{"p":"a"}}}"#),
            (.authRevoked(EngineError(.expiredToken, "Auth token is expired.")),
             #"{"t":"d","d":{"a":"ac","b":{"s":"expired_token","d":"Auth token is expired."}}}"#),
        ]
        for (push, frame) in pushes {
            let wire = try #require(ServerPush(push))
            #expect(ServerMessage.push(wire).text == frame)
            #expect(try ServerMessage.decode(frame) == .push(wire))
        }
        #expect(ServerPush(.connected(serverTime: 5)) == nil)
        #expect(ServerHello(timestamp: 5, host: nil, sessionID: nil).enginePush.serverTime == 5)
    }

    @Test func pathsAreReadInEverySpelling() throws {
        for text in ["/a/b", "a/b", "//a//b/", "a/b/"] {
            guard case .request(_, .unlisten(let path, _, _)) = try ClientMessage.decode(#"{"t":"d","d":{"r":1,"a":"n","b":{"p":""# + text + #""}}}"#) else {
                Issue.record("not an unlisten")
                continue
            }
            #expect(path == "a/b")
        }
        for root in ["/", "", "//"] {
            #expect(try ServerMessage.decode(#"{"t":"d","d":{"a":"d","b":{"p":""# + root + #"","d":1}}}"#)
                == .push(.overwrite(path: .root, data: .leaf(.number(1)), tag: nil)))
        }
    }
}

extension WirePush {
    var serverTime: Double? {
        if case .connected(let t) = self { return t }
        return nil
    }
}
