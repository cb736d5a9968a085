import Foundation
import Testing
import WilddogBackend
@testable import WilddogNetworkServer
import WilddogTestSupport

/// REST streaming (`Accept: text/event-stream`): the event sequence Firebase sends.
@Suite struct RESTStreamTests {
    @Test func aStreamSendsTheDataThenEachChangeAsPutAndPatchEvents() async throws {
        try await withServer { server in
            let port = server.port
            _ = try await HTTPTestClient.request(port, "PUT", "/room.json?ns=sse", body: #"{"topic":"cats","n":1}"#)
            let stream = try SSETestReader(port, "/room.json?ns=sse")
            defer { stream.close() }
            #expect(await stream.status() == 200)
            let first = try #require(await stream.next())
            #expect(first.name == "put")
            #expect(first.path == "/")
            #expect(first.carries(#"{"topic":"cats","n":1}"#), "\(first.data)")

            _ = try await HTTPTestClient.request(port, "PUT", "/room/topic.json?ns=sse", body: #""dogs""#)
            let put = try #require(await stream.next())
            #expect(put.name == "put")
            #expect(put.data == #"{"path":"/topic","data":"dogs"}"#)

            _ = try await HTTPTestClient.request(port, "PATCH", "/room.json?ns=sse", body: #"{"n":2,"deep/x":true}"#)
            let patch = try #require(await stream.next())
            #expect(patch.name == "patch")
            #expect(patch.path == "/")
            #expect(patch.carries(#"{"n":2,"deep/x":true}"#), "\(patch.data)")

            // A realtime client's write reaches the stream too.
            let client = try await WireClient.connect(server, query: "ns=sse")
            _ = try await client.hello()
            _ = try await client.request(1, "p", #"{"p":"/room/n","d":3}"#)
            let fromSocket = try #require(await stream.next())
            #expect(fromSocket.data == #"{"path":"/n","data":3}"#)
            client.close()

            // A write above the location sends the location's new data at "/".
            _ = try await HTTPTestClient.request(port, "PUT", "/.json?ns=sse", body: #"{"room":{"topic":"birds"}}"#)
            let above = try #require(await stream.next())
            #expect(above.name == "put")
            #expect(above.path == "/")
            #expect(above.carries(#"{"topic":"birds"}"#), "\(above.data)")

            _ = try await HTTPTestClient.request(port, "DELETE", "/room.json?ns=sse")
            let deleted = try #require(await stream.next())
            #expect(deleted.data == #"{"path":"/","data":null}"#)
            #expect(!stream.events.ended)
        }
    }

    @Test func anIdleStreamGetsKeepAliveEvents() async throws {
        try await withServer({ $0.streamKeepAliveInterval = .milliseconds(150) }) { server in
            let stream = try SSETestReader(server.port, "/idle.json?ns=sse")
            defer { stream.close() }
            let first = try #require(await stream.next(keepAlives: true))
            #expect(first.name == "put")
            #expect(first.data == #"{"path":"/","data":null}"#)
            let second = try #require(await stream.next(timeout: .seconds(5), keepAlives: true))
            #expect(second == SSETestReader.Event(name: "keep-alive", data: "null"))
        }
    }

    @Test func aQueryStreamKeepsItsWindowOnTheServer() async throws {
        try await withServer { server in
            let port = server.port
            _ = try await HTTPTestClient.request(port, "PUT", "/list.json?ns=sse", body: #"{"a":1,"b":2,"c":3,"d":4}"#)
            let stream = try SSETestReader(port, "/list.json?ns=sse&orderBy=%22%24key%22&limitToLast=2")
            defer { stream.close() }
            var model = SSEDataModel()
            model.apply(try #require(await stream.next()))
            #expect(model.json == #"{"c":3,"d":4}"#)
            // "e" enters the window and "c" leaves it (the events may say it as a put of the
            // window or as puts of the children: the client's data is what counts).
            _ = try await HTTPTestClient.request(port, "PUT", "/list/e.json?ns=sse", body: "5")
            #expect(await stream.applyUntil(&model) { $0.json == #"{"d":4,"e":5}"# }, "\(model.json)")
            // A change outside the window sends nothing; one inside does.
            _ = try await HTTPTestClient.request(port, "PUT", "/list/a.json?ns=sse", body: "100")
            _ = try await HTTPTestClient.request(port, "PUT", "/list/d.json?ns=sse", body: "40")
            let next = try #require(await stream.next())
            model.apply(next)
            #expect(model.json == #"{"d":40,"e":5}"#, "\(next)")
            #expect(!next.data.contains("100"))
        }
    }

    @Test func aRulesChangeThatRevokesTheReadSendsCancelAndEndsTheStream() async throws {
        try await withServer { server in
            let port = server.port
            let stream = try SSETestReader(port, "/open.json?ns=sse")
            defer { stream.close() }
            #expect(try #require(await stream.next()).name == "put")
            let rules = try await HTTPTestClient.request(port, "PUT", "/.settings/rules.json?ns=sse&auth=\(RESTFixture.secret)",
                                                         body: #"{"rules":{".read":false,".write":true}}"#)
            #expect(rules.status == 200)
            let cancel = try #require(await stream.next())
            #expect(cancel == SSETestReader.Event(name: "cancel", data: "null"))
            #expect(await eventually { stream.events.ended })
        }
    }

    @Test func anExpiredCredentialSendsAuthRevokedAndEndsTheStream() async throws {
        try await withServer { server in
            let backend = try server.context.namespaces.namespace("sse").backend
            // Long enough for the stream to open first on a loaded machine.
            let token = try backend.auth.mintCustomToken(uid: "u1", lifetime: 5)
            let stream = try SSETestReader(server.port, "/mine.json?ns=sse&auth=\(token)")
            defer { stream.close() }
            #expect(try #require(await stream.next()).name == "put")
            let revoked = try #require(await stream.next(timeout: .seconds(15)))
            #expect(revoked == SSETestReader.Event(name: "auth_revoked", data: "credential is no longer valid"))
            #expect(await eventually { stream.events.ended })
        }
    }

    @Test func aStreamTheRulesRefuseIsAnErrorAnswerNotAStream() async throws {
        try await withServer({ $0.rules = #"{"rules":{".read":"auth != null",".write":"auth != null"}}"# }) { server in
            let refused = try SSETestReader(server.port, "/x.json?ns=sse")
            let answer = try #require(await refused.response())
            #expect(answer.status == 401)
            #expect(answer.error == "Permission denied")
            let allowed = try SSETestReader(server.port, "/x.json?ns=sse&auth=\(RESTFixture.secret)")
            defer { allowed.close() }
            #expect(try #require(await allowed.next()).data == #"{"path":"/","data":null}"#)
        }
    }

    @Test func aClosedStreamStopsItsListenAndTheServerGoesOn() async throws {
        try await withServer { server in
            let port = server.port
            for round in 0..<20 {
                let stream = try SSETestReader(port, "/churn.json?ns=sse")
                #expect(await stream.next() != nil, "round \(round)")
                stream.close()
            }
            let namespace = try server.context.namespaces.namespace("sse")
            #expect(await eventually { namespace.backend.connectionCount == 0 })
            let write = try await HTTPTestClient.request(port, "PUT", "/churn.json?ns=sse", body: "1")
            #expect(write.status == 200)
        }
    }
}
