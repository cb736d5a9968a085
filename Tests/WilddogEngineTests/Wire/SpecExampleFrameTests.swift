import Testing
@testable import WilddogEngine

/// Every example frame of WIRE-PROTOCOL.md, decoded by the receiving end and encoded back by
/// the sending end byte for byte.
@Suite struct SpecExampleFrameTests {
    /// C→S frames of §1.4, §3, §6.1, §8 and Appendix A.
    static let clientFrames: [String] = [
        #"{"t":"c","d":{"t":"p","d":{}}}"#,
        #"{"t":"c","d":{"t":"a","d":{}}}"#,
        #"{"t":"c","d":{"t":"n","d":{}}}"#,
        #"{"t":"d","d":{"r":1,"a":"s","b":{"c":{"sdk.js.":1}}}}"#,
        #"{"t":"d","d":{"r":2,"a":"q","b":{"p":"/rooms/r1","h":""}}}"#,
        #"{"t":"d","d":{"r":3,"a":"p","b":{"p":"/rooms/r1/title","d":"Main"}}}"#,
        #"{"t":"d","d":{"r":4,"a":"m","b":{"p":"/rooms","d":{"r1/title":"A","r2":{"title":"B"}}}}}"#,
        #"{"t":"d","d":{"r":5,"a":"q","b":{"p":"/msgs","q":{"l":2,"vf":"r","i":"ts"},"t":1,"h":""}}}"#,
        #"{"t":"d","d":{"r":6,"a":"p","b":{"p":"/counter","d":41}}}"#,
        #"{"t":"d","d":{"r":7,"a":"q","b":{"p":"/counter","h":""}}}"#,
        #"{"t":"d","d":{"r":8,"a":"p","b":{"p":"/counter","d":1,"h":""}}}"#,
        #"{"t":"d","d":{"r":9,"a":"p","b":{"p":"/counter","d":42,"h":"FKQEQrg9eSmOibuEATBfMSlup8g="}}}"#,
        #"{"t":"d","d":{"r":10,"a":"n","b":{"p":"/counter"}}}"#,
        #"{"t":"d","d":{"r":11,"a":"o","b":{"p":"/presence/u1","d":{"last":{".sv":"timestamp"},"online":false}}}}"#,
        #"{"t":"d","d":{"r":12,"a":"om","b":{"p":"/presence","d":{"u1/online":false}}}}"#,
        #"{"t":"d","d":{"r":13,"a":"oc","b":{"p":"/presence/u1","d":null}}}"#,
        #"{"t":"d","d":{"r":14,"a":"p","b":{"p":"/n","d":{".sv":{"increment":2}}}}}"#,
        #"{"t":"d","d":{"r":15,"a":"g","b":{"p":"/rooms/r2","q":{}}}}"#,
        #"{"t":"d","d":{"r":16,"a":"p","b":{"p":"/p1","d":{".value":"v",".priority":5}}}}"#,
        #"{"t":"d","d":{"r":17,"a":"p","b":{"p":"/p1/.priority","d":7}}}"#,
        #"{"t":"d","d":{"r":18,"a":"n","b":{"p":"/msgs","q":{"l":2,"vf":"r","i":"ts"},"t":1}}}"#,
        #"{"t":"d","d":{"r":2,"a":"auth","b":{"cred":"eyJhbGciOi…"}}}"#,
        #"{"t":"d","d":{"r":2,"a":"gauth","b":{"cred":"owner"}}}"#,
        #"{"t":"d","d":{"r":2,"a":"gauth","b":{"cred":"ya29.…","authvar":{"uid":"svc"}}}}"#,
        #"{"t":"d","d":{"r":2,"a":"gauth","b":{"cred":"ya29.…","noauth":true}}}"#,
        #"{"t":"d","d":{"r":9,"a":"unauth","b":{}}}"#,
        #"{"t":"d","d":{"r":3,"a":"appcheck","b":{"token":"eyJ…"}}}"#,
        #"{"t":"d","d":{"r":4,"a":"unappeck","b":{}}}"#,
    ]

    /// S→C frames of §1.3–1.4, §3, §4, §5.4, §6.1, §8 and Appendix A.
    static let serverFrames: [String] = [
        #"{"t":"c","d":{"t":"h","d":{"ts":1724160000000,"v":"5","h":"s-usc1c-nss-203.firebaseio.com","s":"9Lsqqv255oXd64e1EFX20pnTOXRTR0wE"}}}"#,
        #"{"t":"c","d":{"t":"h","d":{"ts":1796138192294,"v":"5","h":"127.0.0.1:18801","s":"5382129f9d2e0cb5893cf23dc29c7197"}}}"#,
        #"{"t":"c","d":{"t":"o","d":{}}}"#,
        #"{"t":"c","d":{"t":"n","d":{}}}"#,
        #"{"t":"c","d":{"t":"r","d":"s-usc1c-nss-204.firebaseio.com"}}"#,
        #"{"t":"c","d":{"t":"s","d":"The database was disabled"}}"#,
        #"{"t":"c","d":{"t":"e","d":"Something went wrong"}}"#,
        #"{"t":"d","d":{"r":1,"b":{"s":"ok","d":""}}}"#,
        #"{"t":"d","d":{"a":"d","b":{"p":"rooms/r1","d":null}}}"#,
        #"{"t":"d","d":{"r":2,"b":{"s":"ok","d":{}}}}"#,
        #"{"t":"d","d":{"a":"d","b":{"p":"rooms/r1","d":{"title":"Main"}}}}"#,
        #"{"t":"d","d":{"r":3,"b":{"s":"ok","d":""}}}"#,
        #"{"t":"d","d":{"a":"d","b":{"p":"rooms/r1","d":{"title":"A"}}}}"#,
        #"{"t":"d","d":{"a":"d","b":{"p":"msgs","d":null,"t":1}}}"#,
        #"{"t":"d","d":{"r":15,"b":{"s":"ok","d":{"title":"B"}}}}"#,
        #"{"t":"d","d":{"r":18,"b":{"s":"ok","d":""}}}"#,
        #"{"t":"d","d":{"r":5,"b":{"s":"ok","d":{"w":["no_index"]}}}}"#,
        #"{"t":"d","d":{"r":5,"b":{"s":"permission_denied","d":"Permission denied"}}}"#,
        #"{"t":"d","d":{"a":"d","b":{"p":"counter","d":41}}}"#,
        #"{"t":"d","d":{"r":8,"b":{"s":"datastale","d":"Transaction hash does not match"}}}"#,
        #"{"t":"d","d":{"a":"d","b":{"p":"msgs","d":{"m7":{"ts":7,"text":"hi"},"m8":{"ts":8,"text":"yo"}},"t":1}}}"#,
        #"{"t":"d","d":{"a":"m","b":{"p":"msgs","d":{"m7":null,"m9":{"ts":9,"text":"new"}},"t":1}}}"#,
        #"{"t":"d","d":{"a":"d","b":{"p":"msgs/m8/text","d":"edited","t":1}}}"#,
        #"{"t":"d","d":{"a":"c","b":{"p":"msgs","q":[{"l":2,"vf":"r","i":"ts"}]}}}"#,
        #"{"t":"d","d":{"a":"c","b":{"p":"rooms/r1"}}}"#,
        #"{"t":"d","d":{"a":"ac","b":{"s":"expired_token","d":"Auth token is expired."}}}"#,
        #"{"t":"d","d":{"a":"apc","b":{"s":"invalid_token","d":"App Check token is invalid."}}}"#,
        #"{"t":"d","d":{"a":"sd","b":{"msg":"Attempt to read /secret with auth=null"}}}"#,
        #"{"t":"d","d":{"a":"rm","b":{"p":"list","d":[{"e":"k3","m":{"k1":1,"k2":2}},{"s":"k3","m":{"k4":4}}],"t":2}}}"#,
    ]

    @Test(arguments: clientFrames)
    func theServerDecodesAndTheClientReencodesTheFrame(_ frame: String) throws {
        let message = try ClientMessage.decode(frame)
        if case .unknown = message { Issue.record("not understood: \(frame)") }
        #expect(message.text == frame)
        #expect(try ClientMessage.decode(message.encoded) == message)
    }

    /// Data is written in key order, so these frames come back with their members sorted.
    static let reordered: [String: String] = [
        #"{"t":"d","d":{"a":"d","b":{"p":"msgs","d":{"m7":{"ts":7,"text":"hi"},"m8":{"ts":8,"text":"yo"}},"t":1}}}"#:
            #"{"t":"d","d":{"a":"d","b":{"p":"msgs","d":{"m7":{"text":"hi","ts":7},"m8":{"text":"yo","ts":8}},"t":1}}}"#,
        #"{"t":"d","d":{"a":"m","b":{"p":"msgs","d":{"m7":null,"m9":{"ts":9,"text":"new"}},"t":1}}}"#:
            #"{"t":"d","d":{"a":"m","b":{"p":"msgs","d":{"m7":null,"m9":{"text":"new","ts":9}},"t":1}}}"#,
    ]

    @Test(arguments: serverFrames)
    func theClientDecodesAndTheServerReencodesTheFrame(_ frame: String) throws {
        let message = try ServerMessage.decode(frame)
        if case .unknown = message { Issue.record("not understood: \(frame)") }
        if case .push(.unknown) = message { Issue.record("push not understood: \(frame)") }
        #expect(message.text == SpecExampleFrameTests.reordered[frame, default: frame])
        #expect(try ServerMessage.decode(message.encoded) == message)
    }

    @Test func theExamplesDecodeToTheirMeaning() throws {
        let put = try ClientMessage.decode(#"{"t":"d","d":{"r":16,"a":"p","b":{"p":"/p1","d":{".value":"v",".priority":5}}}}"#)
        #expect(put == .request(number: 16, .put(path: "p1", data: .leaf(.string("v"), priority: .number(5)), hash: nil)))
        let priority = try ClientMessage.decode(#"{"t":"d","d":{"r":17,"a":"p","b":{"p":"/p1/.priority","d":7}}}"#)
        #expect(priority == .request(number: 17, .put(path: Path([ChildKey("p1"), .priority]), data: .leaf(.number(7)), hash: nil)))
        let merge = try ClientMessage.decode(#"{"t":"d","d":{"r":4,"a":"m","b":{"p":"/rooms","d":{"r1/title":"A","r2":{"title":"B"}}}}}"#)
        #expect(merge == .request(number: 4, .merge(path: "rooms", children: [
            WireChild("r1/title", .leaf(.string("A"))), WireChild("r2", try Node(jsonText: #"{"title":"B"}"#)),
        ])))
        let increment = try ClientMessage.decode(#"{"t":"d","d":{"r":14,"a":"p","b":{"p":"/n","d":{".sv":{"increment":2}}}}}"#)
        #expect(increment == .request(number: 14, .put(path: "n", data: .leaf(.deferred(.increment(2))), hash: nil)))
        let listen = try ClientMessage.decode(#"{"t":"d","d":{"r":5,"a":"q","b":{"p":"/msgs","q":{"l":2,"vf":"r","i":"ts"},"t":1,"h":""}}}"#)
        let query = try QuerySpec().ordered(byChild: "ts", method: "t").limited(toLast: 2, method: "t")
        #expect(listen == .request(number: 5, .listen(path: "msgs", query: query, tag: 1, hash: "")))
        let hello = try ServerMessage.decode(SpecExampleFrameTests.serverFrames[0])
        #expect(hello == .hello(ServerHello(timestamp: 1_724_160_000_000, host: "s-usc1c-nss-203.firebaseio.com",
                                            sessionID: "9Lsqqv255oXd64e1EFX20pnTOXRTR0wE")))
        let window = try ServerMessage.decode(#"{"t":"d","d":{"a":"m","b":{"p":"msgs","d":{"m7":null,"m9":{"ts":9,"text":"new"}},"t":1}}}"#)
        #expect(window == .push(.merge(path: "msgs", children: [
            WireChild("m7", .empty), WireChild("m9", try Node(jsonText: #"{"ts":9,"text":"new"}"#)),
        ], tag: 1)))
        let revoke = try ServerMessage.decode(#"{"t":"d","d":{"a":"c","b":{"p":"msgs","q":[{"l":2,"vf":"r","i":"ts"}]}}}"#)
        #expect(revoke == .push(.listenRevoked(path: "msgs", queries: [query])))
    }
}
