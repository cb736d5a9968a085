import Foundation
import Testing
import WilddogBackend
import WilddogEngine
import WilddogNetwork
@testable import WilddogNetworkServer
import WilddogTestSupport

/// The SHOULDs of WIRE-PROTOCOL.md §9.2 and the limits of §3.1.
@Suite struct ServerShouldTests {
    @Test func aListenWhoseHashMatchesGetsNoData() async throws {
        try await withServer { server in
            let client = try await WireClient.connect(server)
            _ = try await client.hello()
            _ = try await client.request(1, "p", #"{"p":"/h","d":{"x":5,"y":"z"}}"#)
            #expect(try await client.request(2, "q", #"{"p":"/h","h":"lsdTwx6t1As2iqsE153eTD3JJ1k="}"#) == [reply(2, "ok", "{}")])
            #expect(try await client.request(3, "q", #"{"p":"/h/x","h":"stale"}"#) == [push("d", "h/x", "5"), reply(3, "ok", "{}")])
            client.close()
        }
    }

    @Test func anExpiredTokenGetsAcWithoutARequest() async throws {
        try await withServer { server in
            let backend = try server.context.namespaces.namespace("test").backend
            // Long enough for the auth to be answered first on a loaded machine.
            let token = try backend.auth.mintCustomToken(uid: "u1", lifetime: 5)
            let client = try await WireClient.connect(server)
            _ = try await client.hello()
            #expect(try await client.request(1, "auth", "{\"cred\":\"\(token)\"}") == [reply(1)])
            let revoked = try #require(await client.next(timeout: .seconds(15)))
            #expect(revoked.hasPrefix(#"{"t":"d","d":{"a":"ac","b":{"s":"expired_token","d":"#))
            client.close()
        }
    }

    @Test func rulesAndAuthChangesRevokeListensWithC() async throws {
        try await withServer { server in
            let namespace = try server.context.namespaces.namespace("test")
            let client = try await WireClient.connect(server)
            _ = try await client.hello()
            _ = try await client.request(1, "q", #"{"p":"/a","h":""}"#)
            _ = try await client.request(2, "q", #"{"p":"/b","q":{"l":2,"vf":"r","i":"ts"},"t":5,"h":""}"#)
            try namespace.replaceRules(json: #"{"rules":{".read":"auth != null",".write":true}}"#)
            let revoked = [try #require(await client.next()), try #require(await client.next())]
            #expect(Set(revoked) == [#"{"t":"d","d":{"a":"c","b":{"p":"a"}}}"#,
                                     #"{"t":"d","d":{"a":"c","b":{"p":"b","q":[{"l":2,"vf":"r","i":"ts"}]}}}"#])
            // Signed in, it may listen; signing out revokes the listen.
            #expect(try await client.request(3, "auth", #"{"cred":"test-secret-0123456789"}"#) == [reply(3)])
            #expect(try await client.request(4, "q", #"{"p":"/a","h":""}"#) == [push("d", "a", "null"), reply(4, "ok", "{}")])
            #expect(try await client.request(5, "unauth", "{}") == [#"{"t":"d","d":{"a":"c","b":{"p":"a"}}}"#, reply(5, "ok", "\"unauthenticated\"")])
            #expect(namespace.rulesText?.contains("auth != null") == true)
            client.close()
        }
    }

    @Test func aNewConnectionWithLsClosesTheOldOneAndRunsItsOnDisconnect() async throws {
        try await withServer { server in
            let old = try await WireClient.connect(server)
            let session = try #require(try await old.hello().sessionID)
            _ = try await old.request(1, "o", #"{"p":"/presence/me","d":"offline"}"#)
            _ = try await old.request(2, "p", #"{"p":"/presence/me","d":"online"}"#)
            let new = try await WireClient.connect(server, query: "ls=\(session)&ns=test")
            _ = try await new.hello()
            // The old session's onDisconnect ran before anything of the new one.
            #expect(try await new.request(1, "g", #"{"p":"/presence/me","q":{}}"#) == [reply(1, "ok", "\"offline\"")])
            #expect(await eventually { old.isClosed })
            new.close()
        }
    }

    @Test func aSilentSocketIsDroppedAndItsOnDisconnectRuns() async throws {
        // The talker has a loop of its own: the shared one may be busy with other tests' sockets.
        let loops = try EventLoopGroup(threads: 1, name: "talker")
        defer { loops.shutdown(timeout: .seconds(1)) }
        try await withServer({ $0.idleTimeout = .seconds(3) }) { server in
            let talker = try await WireClient.connect(server, loop: loops.next())
            _ = try await talker.hello()
            let silent = try await WireClient.connect(server)
            _ = try await silent.hello()
            _ = try await silent.request(1, "o", #"{"p":"/gone","d":true}"#)
            // The talker sends the keepalive frame `0` often enough (far more often than the
            // timeout, so that a loaded machine cannot make it look silent).
            let deadline = ContinuousClock.now + .seconds(30)
            while !silent.isClosed, ContinuousClock.now < deadline {
                talker.send("0")
                try await Task.sleep(for: .milliseconds(100))
            }
            #expect(silent.isClosed)
            #expect(!talker.isClosed)
            #expect(try await talker.request(1, "g", #"{"p":"/gone","q":{}}"#) == [reply(1, "ok", "true")])
            talker.close()
        }
    }

    @Test func oversizedReadsFailTooBigAndOversizedMessagesCloseTheSocket() async throws {
        try await withServer({ $0.maxReadBytes = 1_000; $0.maxMessageBytes = 20_000 }) { server in
            let client = try await WireClient.connect(server)
            _ = try await client.hello()
            let big = String(repeating: "x", count: 2_000)
            _ = try await client.request(1, "p", "{\"p\":\"/big\",\"d\":\"\(big)\"}")
            #expect(try await client.request(2, "g", #"{"p":"/big","q":{}}"#).last?.hasPrefix(#"{"t":"d","d":{"r":2,"b":{"s":"too_big","d":""#) == true)
            #expect(try await client.request(3, "q", #"{"p":"/","h":""}"#).last?.contains(#""s":"too_big""#) == true)
            // Not listened: a write pushes nothing.
            #expect(try await client.request(4, "p", #"{"p":"/small","d":1}"#) == [reply(4)])
            // Too deep a path is a failure of that request only.
            let deep = (0..<40).map { "k\($0)" }.joined(separator: "/")
            #expect(try await client.request(5, "p", "{\"p\":\"/\(deep)\",\"d\":1}").last?.contains(#""s":"failure""#) == true)
            // A message over the limit closes the connection with 1009.
            client.send("{\"t\":\"d\",\"d\":{\"r\":6,\"a\":\"p\",\"b\":{\"p\":\"/x\",\"d\":\"\(String(repeating: "y", count: 30_000))\"}}}")
            #expect(await eventually { client.isClosed })
            #expect(client.state.value.closed?.code == .messageTooBig)
            #expect(try server.context.namespaces.namespace("test").backend.adminRead(Path("x")).isEmpty)
        }
    }
}

/// Namespaces, credentials of test mode, refusals and the HTTP surface.
@Suite struct ServerNamespaceTests {
    @Test func namespacesHaveTheirOwnDataRulesAndAccounts() async throws {
        try await withServer({ $0.namespaceRules["locked"] = #"{"rules":{".read":false,".write":false}}"# }) { server in
            let a = try await WireClient.connect(server, query: "ns=alpha")
            let b = try await WireClient.connect(server, query: "ns=beta")
            let locked = try await WireClient.connect(server, query: "ns=locked")
            _ = try await a.hello()
            _ = try await b.hello()
            _ = try await locked.hello()
            _ = try await a.request(1, "p", #"{"p":"/v","d":"a"}"#)
            _ = try await b.request(1, "p", #"{"p":"/v","d":"b"}"#)
            #expect(try await a.request(2, "g", #"{"p":"/v","q":{}}"#) == [reply(2, "ok", "\"a\"")])
            #expect(try await b.request(2, "g", #"{"p":"/v","q":{}}"#) == [reply(2, "ok", "\"b\"")])
            #expect(try await locked.request(1, "p", #"{"p":"/v","d":1}"#).last?.contains("permission_denied") == true)
            // An ID token of alpha's accounts is not one of beta's.
            let session = try server.context.namespaces.namespace("alpha").backend.auth.signInAnonymously()
            #expect(try await a.request(3, "auth", "{\"cred\":\"\(session.idToken)\"}") == [reply(3)])
            #expect(try await b.request(3, "auth", "{\"cred\":\"\(session.idToken)\"}").last?.contains("invalid_token") == true)
            // The secret is every namespace's admin credential.
            #expect(try await locked.request(2, "auth", #"{"cred":"test-secret-0123456789"}"#) == [reply(2)])
            #expect(try await locked.request(3, "p", #"{"p":"/v","d":1}"#) == [reply(3)])
            for client in [a, b, locked] { client.close() }
        }
    }

    @Test func testCredentialsWorkOnlyInTestMode() async throws {
        let rules = #"{"rules":{"u":{"$uid":{".write":"auth != null && auth.uid == $uid"}}}}"#
        // {"alg":"none","type":"JWT"} . {"sub":"mock1","iat":0,"exp":3600,"user_id":"mock1","firebase":{"sign_in_provider":"custom"}} .
        let mock = Self.base64URL(#"{"alg":"none","type":"JWT"}"#) + "."
            + Self.base64URL(#"{"iss":"https://securetoken.google.com/p","aud":"p","iat":0,"exp":3600,"sub":"mock1","user_id":"mock1","firebase":{"sign_in_provider":"custom","identities":{}}}"#) + "."
        try await withServer({ $0.rules = rules }) { server in
            let client = try await WireClient.connect(server)
            _ = try await client.hello()
            #expect(try await client.request(1, "gauth", #"{"cred":"owner"}"#).last?.contains("invalid_token") == true)
            #expect(try await client.request(2, "auth", "{\"cred\":\"\(mock)\"}").last?.contains("invalid_token") == true)
            client.close()
        }
        try await withServer({ $0.rules = rules; $0.testMode = true }) { server in
            #expect(server.summary.contains { $0.contains("TEST MODE") })
            let client = try await WireClient.connect(server)
            _ = try await client.hello()
            #expect(try await client.request(1, "auth", "{\"cred\":\"\(mock)\"}") == [reply(1)])
            #expect(try await client.request(2, "p", #"{"p":"/u/mock1","d":1}"#) == [reply(2)])
            #expect(try await client.request(3, "p", #"{"p":"/u/other","d":1}"#).last?.contains("permission_denied") == true)
            #expect(try await client.request(4, "gauth", #"{"cred":"owner"}"#) == [reply(4)])
            #expect(try await client.request(5, "p", #"{"p":"/u/other","d":1}"#) == [reply(5)])
            client.close()
        }
    }

    @Test func legacyCustomTokensAreAccepted() async throws {
        try await withServer({ $0.rules = #"{"rules":{"u":{"$uid":{".write":"auth.uid == $uid"}}}}"# }) { server in
            // The 1.x token generator's format: {"v":0,"d":{"uid":…},"iat":…}, HS256 with the secret.
            let legacy = try JWTCodec.sign(claims: ["v": .int(0), "iat": .int(Int64(Date().timeIntervalSince1970)),
                                                    "d": .object(["uid": .string("old"), "role": .string("x")])],
                                           key: Array("test-secret-0123456789".utf8))
            let client = try await WireClient.connect(server)
            _ = try await client.hello()
            #expect(try await client.request(1, "auth", "{\"cred\":\"\(legacy)\"}") == [reply(1)])
            #expect(try await client.request(2, "p", #"{"p":"/u/old","d":1}"#) == [reply(2)])
            let forged = try JWTCodec.sign(claims: ["v": .int(0), "d": .object(["uid": .string("old")])], key: Array("wrong".utf8))
            #expect(try await client.request(3, "auth", "{\"cred\":\"\(forged)\"}").last?.contains("invalid_token") == true)
            client.close()
        }
    }

    @Test func aConnectionWithoutNamespaceIsShutDown() async throws {
        try await withServer { server in
            let raw = try RawWebSocket(port: server.port, target: "/.ws?v=5", host: "127.0.0.1:\(server.port)")
            let shutdown = try #require(await raw.nextText())
            #expect(shutdown.hasPrefix(#"{"t":"c","d":{"t":"s","d":"No namespace"#))
            #expect(await raw.closeCode() == WebSocketCloseCode.policyViolation.rawValue)
            raw.close()
        }
    }

    @Test func otherHTTPRequestsGetClearErrors() async throws {
        try await withServer { server in
            for (target, status) in [("/rooms?ns=a", 404), ("/", 404), ("/.ws", 426)] {
                let client = try HTTPProbe(port: server.port, request: "GET \(target) HTTP/1.1\r\nHost: localhost\r\n\r\n")
                let head = try #require(await client.response())
                #expect(head.hasPrefix("HTTP/1.1 \(status) "), "\(target): \(head)")
                #expect(head.contains("{\"error\":"))
                client.close()
            }
        }
    }

    static func base64URL(_ text: String) -> String {
        Data(text.utf8).base64EncodedString().replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }
}

/// A plain HTTP request over TCP and the raw answer.
final class HTTPProbe: TCPConnectionHandler, @unchecked Sendable {
    // @unchecked: `received` is behind its lock; `connection` is set once.
    let received = Locked<[UInt8]>([])
    private var connection: TCPConnection!

    init(port: Int, request: String) throws {
        connection = TCPConnection.connect(host: "127.0.0.1", port: port, on: try EventLoopGroup.shared().next(), handler: self)
        connection.write(Array(request.utf8))
    }

    /// The answer once its head and some body came.
    func response() async -> String? {
        _ = await eventually { String(decoding: self.received.value, as: UTF8.self).contains("}") }
        let text = String(decoding: received.value, as: UTF8.self)
        return text.isEmpty ? nil : text
    }

    func close() { connection.close() }
    func connectionDidOpen(_ connection: TCPConnection) {}
    func connection(_ connection: TCPConnection, didRead bytes: UnsafeRawBufferPointer) {
        received.withLock { $0.append(contentsOf: bytes) }
    }
    func connection(_ connection: TCPConnection, didCloseWith error: NetworkError?) {}
}
