import Testing
@testable import WilddogEngine

/// Bad input on the server side: every request that cannot be read is an error value, named
/// by its request number when it was read, so the server can answer `failure` and go on.
@Suite struct BadRequestTests {
    static let badRequests: [(frame: String, number: Int?, kind: WireError.Kind)] = [
        (#"{"t":"d","d":{"r":7,"a":"p","b":{"p":"/a","d":{"b.c":1}}}}"#, 7, .invalidData),
        (#"{"t":"d","d":{"r":7,"a":"p","b":{"d":{"b.c":1},"p":"/a"}}}"#, 7, .invalidData),
        (#"{"t":"d","d":{"b":{"p":"/a","d":{"b.c":1}},"a":"p","r":7}}"#, 7, .invalidData),
        (#"{"t":"d","d":{"r":7,"a":"p","b":{"p":"/a.b","d":1}}}"#, 7, .invalidData),
        (#"{"t":"d","d":{"r":7,"a":"p","b":{"p":"/a/.priority/b","d":1}}}"#, 7, .invalidData),
        (#"{"t":"d","d":{"r":7,"a":"p","b":{"p":"/a/.priority","d":true}}}"#, 7, .invalidData),
        (#"{"t":"d","d":{"r":7,"a":"p","b":{"p":"/a/.priority","d":{"x":1}}}}"#, 7, .invalidData),
        (#"{"t":"d","d":{"r":7,"a":"p","b":{"p":"/.info/connected","d":true}}}"#, 7, .invalidData),
        (#"{"t":"d","d":{"r":7,"a":"p","b":{"p":"/a"}}}"#, 7, .invalidMessage),
        (#"{"t":"d","d":{"r":7,"a":"p","b":{"d":1}}}"#, 7, .invalidMessage),
        (#"{"t":"d","d":{"r":7,"a":"p","b":{"p":5,"d":1}}}"#, 7, .invalidMessage),
        (#"{"t":"d","d":{"r":7,"a":"p","b":{"p":"/a","d":1,"h":5}}}"#, 7, .invalidMessage),
        (#"{"t":"d","d":{"r":7,"a":"p","b":"x"}}"#, 7, .invalidMessage),
        (#"{"t":"d","d":{"r":7,"a":"p","b":{"p":"/a","d":{".sv":"now"}}}}"#, 7, .invalidData),
        (#"{"t":"d","d":{"r":7,"a":"m","b":{"p":"/a","d":{"b":1,"b/c":2}}}}"#, 7, .invalidData),
        (#"{"t":"d","d":{"r":7,"a":"m","b":{"p":"/a","d":{"":1}}}}"#, 7, .invalidData),
        (#"{"t":"d","d":{"r":7,"a":"m","b":{"p":"/a","d":{"b$":1}}}}"#, 7, .invalidData),
        (#"{"t":"d","d":{"r":7,"a":"m","b":{"p":"/a","d":[1]}}}"#, 7, .invalidMessage),
        (#"{"t":"d","d":{"r":7,"a":"m","b":{"p":"/a/.priority","d":{"b":1}}}}"#, 7, .invalidData),
        (#"{"t":"d","d":{"r":7,"a":"q","b":{"p":"/a","q":{"l":0},"t":1,"h":""}}}"#, 7, .invalidData),
        (#"{"t":"d","d":{"r":7,"a":"q","b":{"p":"/a","t":-1,"h":""}}}"#, 7, .invalidData),
        (#"{"t":"d","d":{"r":7,"a":"q","b":{"p":"/a","h":5}}}"#, 7, .invalidMessage),
        (#"{"t":"d","d":{"r":7,"a":"q","b":{"h":""}}}"#, 7, .invalidMessage),
        (#"{"t":"d","d":{"r":7,"a":"g","b":{"p":"/a","q":[]}}}"#, 7, .invalidData),
        (#"{"t":"d","d":{"r":7,"a":"auth","b":{}}}"#, 7, .invalidMessage),
        (#"{"t":"d","d":{"r":7,"a":"gauth","b":{"cred":"x","authvar":5}}}"#, 7, .invalidMessage),
        (#"{"t":"d","d":{"r":7,"a":"gauth","b":{"cred":"x","noauth":"yes"}}}"#, 7, .invalidMessage),
        (#"{"t":"d","d":{"r":7,"a":"appcheck","b":{}}}"#, 7, .invalidMessage),
        (#"{"t":"d","d":{"r":7,"a":"p"}}"#, 7, .invalidMessage),
        (#"{"t":"d","d":{"r":7,"b":{}}}"#, 7, .invalidMessage),
        (#"{"t":"d","d":{"r":"7","a":"p","b":{}}}"#, nil, .invalidMessage),
        (#"{"t":"d","d":{"r":7.5,"a":"p","b":{}}}"#, nil, .invalidMessage),
        (#"{"t":"d","d":{"a":"p","b":{"p":"/a","d":1}}}"#, nil, .invalidMessage),
        (#"{"t":"d","d":[]}"#, nil, .invalidMessage),
        (#"{"t":"c"}"#, nil, .invalidMessage),
        (#"{"t":"c","d":{"t":"p"}}"#, nil, .invalidMessage),
        (#"{"d":{}}"#, nil, .invalidMessage),
        (#"{"t":5,"d":{}}"#, nil, .invalidMessage),
        ("[]", nil, .invalidMessage),
        ("5", nil, .invalidMessage),
        (#"{"t":"d","d":{"r":7,"a":"p","b":{"p":"/a","d":1}}"#, nil, .malformedJSON),
    ]

    @Test(arguments: badRequests)
    func aBadRequestIsAnErrorNamingItsNumber(_ bad: (frame: String, number: Int?, kind: WireError.Kind)) {
        #expect {
            _ = try ClientMessage.decode(bad.frame)
        } throws: { error in
            guard let error = error as? WireError else { return false }
            return error.kind == bad.kind && error.requestNumber == bad.number && !error.message.isEmpty
        }
    }

    @Test func unknownActionsAndLayersArePreservedNotFailed() throws {
        #expect(try ClientMessage.decode(#"{"t":"d","d":{"r":3,"a":"zz","b":{"x":[1,{"y":null}]}}}"#)
            == .request(number: 3, .unknown(action: "zz", body: .object(["x": [1, .object(["y": .null])]]))))
        #expect(try ClientMessage.decode(#"{"t":"d","d":{"r":3,"a":"zz","b":7}}"#) == .request(number: 3, .unknown(action: "zz", body: 7)))
        #expect(try ClientMessage.decode(#"{"t":"c","d":{"t":"zz","d":{}}}"#) == .unknown(.object(["t": "c", "d": .object(["t": "zz", "d": .object([])])])))
        #expect(try ClientMessage.decode(#"{"t":"x","d":1}"#) == .unknown(.object(["t": "x", "d": 1])))
        #expect(try ServerMessage.decode(#"{"t":"d","d":{"a":"zz","b":{"p":"a"}}}"#) == .push(.unknown(action: "zz", body: .object(["p": "a"]))))
        #expect(try ServerMessage.decode(#"{"t":"d","d":{"error":"boom"}}"#) == .unknown(.object(["t": "d", "d": .object(["error": "boom"])])))
        // Legacy actions are read as their current forms.
        #expect(try ClientMessage.decode(#"{"t":"d","d":{"r":1,"a":"l","b":{"p":"/a","h":""}}}"#)
            == .request(number: 1, .listen(path: "a", query: .default, tag: nil, hash: "")))
        #expect(try ClientMessage.decode(#"{"t":"d","d":{"r":1,"a":"u","b":{"p":"/a"}}}"#)
            == .request(number: 1, .unlisten(path: "a", query: .default, tag: nil)))
    }

    @Test func membersComeInAnyOrderAndUnknownMembersAreIgnored() throws {
        let expected = ClientMessage.request(number: 7, .put(path: "a/b", data: .leaf(.number(1)), hash: "h"))
        for frame in [
            #"{"d":{"b":{"d":1,"h":"h","p":"a/b"},"a":"p","r":7},"t":"d"}"#,
            #"{"x":[{}],"t":"d","d":{"z":null,"r":7,"a":"p","b":{"p":"a/b","extra":{"k":[1]},"d":1,"h":"h"}}}"#,
            #"{"t":"c","d":{"r":7,"a":"p","b":{"p":"/a/b","d":1,"h":"h"}},"t":"d"}"#,
            #"{"t":"d","d":{"r":7,"a":"q","b":{"p":"/x","d":{"bad.key":1}},"a":"p","b":{"p":"/a/b","d":1,"h":"h"}}}"#,
            #"{"t":"d","d":{"r":7,"a":"p","b":{"p":"/other","d":1,"h":"h","p":"/a/b"}}}"#,
        ] {
            #expect(try ClientMessage.decode(frame) == expected, "\(frame)")
        }
    }

    @Test func repeatedUpdateKeysKeepTheLastValue() throws {
        let message = try ClientMessage.decode(#"{"t":"d","d":{"r":1,"a":"m","b":{"p":"/a","d":{"b":1,"c":2,"b":3}}}}"#)
        #expect(message == .request(number: 1, .merge(path: "a", children: [WireChild("c", .leaf(.number(2))), WireChild("b", .leaf(.number(3)))])))
    }

    @Test func authBodiesKeepTheirVariables() throws {
        #expect(try ClientMessage.decode(#"{"t":"d","d":{"r":2,"a":"gauth","b":{"cred":"ya29.…","authvar":{"uid":"svc"}}}}"#)
            == .request(number: 2, .auth(AuthRequest(kind: .gauth, credential: "ya29.…", authVariable: .object(["uid": "svc"])))))
        let noauth = ClientRequest.auth(AuthRequest(kind: .gauth, credential: "ya29", unauthenticated: true))
        #expect(noauth.engineRequest == nil)
        #expect(ClientRequest.auth(AuthRequest(credential: "t")).engineRequest.map { ClientRequest($0) } == .auth(AuthRequest(credential: "t")))
    }
}
