import Foundation
import Testing
@testable import WilddogEngine
import WilddogTestSupport
import WilddogNetwork

/// Scripted sessions against a mock server: the exact frames a repo sends over the network
/// transport, and what it does with the frames a server sends (WIRE-PROTOCOL.md §1–§7, App. B).
@Suite struct NetworkSessionTests {
    @Test func theURLNamesVersionAndNamespaceAndNothingIsSentBeforeTheHello() async throws {
        try await withMockServer { server in
            let appId = uniqueAppId()
            let app = TestApp(networkTo: server.url, appId: appId)
            defer { app.repo.close() }
            let socket = try #require(await server.socket(0))
            #expect(socket.target == "/.ws?v=5&ns=\(appId)")
            #expect(socket.headers["User-Agent"]?.hasPrefix("Firebase/5/") == true)
            app.observe("rooms/r1", .value)
            #expect(await socket.nextFrame(timeout: 0.3) == nil)
            #expect(!app.isConnected)
            socket.sendHello(timestamp: Int64(Date().timeIntervalSince1970 * 1000) + 60_000)
            #expect(await socket.nextFrame() == #"{"t":"d","d":{"r":0,"a":"q","b":{"p":"/rooms/r1","h":""}}}"#)
            #expect(await eventually { app.isConnected })
            let offset = app.repo.estimatedServerTime - Date.nowMilliseconds
            #expect(abs(offset - 60_000) < 5_000)
        }
    }

    @Test func aListenRaisesTheDataPushedBeforeItsOk() async throws {
        try await withMockServer { server in
            let app = TestApp(networkTo: server.url)
            defer { app.repo.close() }
            app.observe("rooms/r1", .value)
            let socket = try #require(await server.socket(0))
            socket.sendHello()
            let listen = try #require(await socket.nextRequest())
            socket.sendJSON(#"{"t":"d","d":{"a":"d","b":{"p":"rooms/r1","d":{"title":"Main"}}}}"#)
            socket.reply(listen.number, .listenOK())
            #expect(await app.waitFor(#"value r1 nil {"title":"Main"}"#))
            socket.sendJSON(#"{"t":"d","d":{"a":"m","b":{"p":"rooms/r1","d":{"title":"Side","n/x":1}}}}"#)
            #expect(await app.waitFor(#"value r1 nil {"n":{"x":1},"title":"Side"}"#))
        }
    }

    /// The `ok` of a listen removed before it came in answers that listen only: not a later
    /// listen of the same location and query, nor one below it, whose data is still on its way.
    @Test func anOkForARemovedListenCompletesNoLaterListen() async throws {
        try await withMockServer { server in
            let app = TestApp(networkTo: server.url)
            defer { app.repo.close() }
            let socket = try #require(await server.socket(0))
            socket.sendHello()
            let first = app.observe("rooms", .value)
            let listen = try #require(await socket.nextRequest())
            socket.sendJSON(#"{"t":"d","d":{"a":"d","b":{"p":"rooms","d":{"r1":{"n":1}}}}}"#)
            #expect(await app.waitFor(#"value rooms nil {"r1":{"n":1}}"#))
            app.repo.removeObserver(first, at: Path("rooms"), .default)
            guard case .unlisten? = await socket.nextRequest()?.request else { Issue.record("no unlisten"); return }
            app.observe("rooms", .value, label: "again ")
            app.observe("rooms/r1", .value, label: "below ")
            let again = try #require(await socket.nextRequest())
            // The first listen's ok, late: neither new listen may take it as its own.
            socket.reply(listen.number, .listenOK())
            socket.sendJSON(#"{"t":"d","d":{"a":"d","b":{"p":"rooms","d":{"r1":{"n":2}}}}}"#)
            socket.reply(again.number, .listenOK())
            #expect(await app.waitFor(#"again value rooms nil {"r1":{"n":2}}"#))
            #expect(await app.waitFor(#"below value r1 nil {"n":2}"#))
            #expect(!app.log.contains { $0.hasPrefix("again") && $0.hasSuffix("null") })
            #expect(!app.log.contains { $0.hasPrefix("below") && $0.hasSuffix("null") })
        }
    }

    /// The same when the next listen is below the removed one (a read of a child right after a
    /// read of its parent): the late `ok` does not complete the child's empty cache.
    @Test func anOkForARemovedListenDoesNotCompleteAListenBelowIt() async throws {
        try await withMockServer { server in
            let app = TestApp(networkTo: server.url)
            defer { app.repo.close() }
            let socket = try #require(await server.socket(0))
            socket.sendHello()
            let first = app.observe("k", .value)
            let listen = try #require(await socket.nextRequest())
            socket.sendJSON(#"{"t":"d","d":{"a":"d","b":{"p":"k","d":{"e\u0301":2,"\u00e9":1}}}}"#)
            #expect(await eventually { app.log.contains { $0.hasPrefix("value k nil {") } })
            app.repo.removeObserver(first, at: Path("k"), .default)
            guard case .unlisten? = await socket.nextRequest()?.request else { Issue.record("no unlisten"); return }
            app.observe("k/e\u{301}", .value, label: "child ")
            let child = try #require(await socket.nextRequest())
            guard case .listen(let path, _, _, _, _) = child.request else { Issue.record("no listen"); return }
            #expect(path == Path("k/e\u{301}") && path != Path("k/\u{E9}"))
            socket.reply(listen.number, .listenOK())
            socket.sendJSON(#"{"t":"d","d":{"a":"d","b":{"p":"k/e\u0301","d":2}}}"#)
            socket.reply(child.number, .listenOK())
            #expect(await app.waitFor("child value e\u{301} nil 2"))
            #expect(!app.log.contains { $0.hasPrefix("child") && $0.hasSuffix("null") })
        }
    }

    @Test func writesGoOutUnresolvedAndCompleteOnTheirAck() async throws {
        try await withMockServer { server in
            let app = TestApp(networkTo: server.url)
            defer { app.repo.close() }
            let socket = try #require(await server.socket(0))
            socket.sendHello()
            try app.repo.set(Path("rooms/r1/title"), node(#""Main""#), completion: app.completion("set"))
            try app.repo.update(Path("rooms"), [(Path("r1/title"), node(#""A""#)), (Path("r2"), node(#"{"title":"B"}"#))],
                                completion: app.completion("update"))
            try app.repo.set(Path("n"), node(#"{".sv":{"increment":2}}"#), completion: app.completion("increment"))
            try app.repo.set(Path("t"), node(#"{"at":{".sv":"timestamp"},"v":1}"#), completion: app.completion("stamp"))
            try app.repo.set(Path("p1"), node(#"{".value":"v",".priority":5}"#), completion: nil)
            #expect(await socket.nextFrame() == #"{"t":"d","d":{"r":0,"a":"p","b":{"p":"/rooms/r1/title","d":"Main"}}}"#)
            #expect(await socket.nextFrame() == #"{"t":"d","d":{"r":1,"a":"m","b":{"p":"/rooms","d":{"r1/title":"A","r2":{"title":"B"}}}}}"#)
            #expect(await socket.nextFrame() == #"{"t":"d","d":{"r":2,"a":"p","b":{"p":"/n","d":{".sv":{"increment":2}}}}}"#)
            #expect(await socket.nextFrame() == #"{"t":"d","d":{"r":3,"a":"p","b":{"p":"/t","d":{"at":{".sv":"timestamp"},"v":1}}}}"#)
            #expect(await socket.nextFrame() == #"{"t":"d","d":{"r":4,"a":"p","b":{"p":"/p1","d":{".value":"v",".priority":5}}}}"#)
            socket.reply(1)
            socket.reply(0)
            socket.reply(2, .failed(EngineError(.permissionDenied)))
            #expect(await app.waitFor("update ok"))
            #expect(await app.waitFor("set ok"))
            #expect(await app.waitFor("increment permission_denied"))
            #expect(!app.log.contains("stamp ok"))
        }
    }

    @Test func onDisconnectOperationsAreSentAndAcknowledged() async throws {
        try await withMockServer { server in
            let app = TestApp(networkTo: server.url)
            defer { app.repo.close() }
            let socket = try #require(await server.socket(0))
            socket.sendHello()
            try app.repo.onDisconnectSet(Path("presence/u1"), node(#"{"last":{".sv":"timestamp"},"online":false}"#),
                                         completion: app.completion("o"))
            try app.repo.onDisconnectUpdate(Path("presence"), [(Path("u1/online"), node("false"))], completion: app.completion("om"))
            app.repo.onDisconnectCancel(Path("presence/u1"), completion: app.completion("oc"))
            #expect(await socket.nextFrame() == #"{"t":"d","d":{"r":0,"a":"o","b":{"p":"/presence/u1","d":{"last":{".sv":"timestamp"},"online":false}}}}"#)
            #expect(await socket.nextFrame() == #"{"t":"d","d":{"r":1,"a":"om","b":{"p":"/presence","d":{"u1/online":false}}}}"#)
            #expect(await socket.nextFrame() == #"{"t":"d","d":{"r":2,"a":"oc","b":{"p":"/presence/u1","d":null}}}"#)
            for r in 0..<3 { socket.reply(r) }
            #expect(await app.waitFor("oc ok"))
            #expect(app.log.filter { $0.hasSuffix(" ok") } == ["o ok", "om ok", "oc ok"])
        }
    }

    @Test func aTaggedQueryIsSentWithItsQueryObjectAndTakesTaggedPushes() async throws {
        try await withMockServer { server in
            let app = TestApp(networkTo: server.url)
            defer { app.repo.close() }
            let socket = try #require(await server.socket(0))
            socket.sendHello()
            let query = try QuerySpec().ordered(byChild: "ts", method: "t").limited(toLast: 2, method: "t")
            app.observe("msgs", .childAdded, query: query)
            app.observe("msgs", .childRemoved, query: query)
            let frame = try #require(await socket.nextFrame())
            #expect(frame == #"{"t":"d","d":{"r":0,"a":"q","b":{"p":"/msgs","q":{"l":2,"vf":"r","i":"ts"},"t":1,"h":""}}}"#)
            socket.sendJSON(#"{"t":"d","d":{"a":"d","b":{"p":"msgs","d":{"m7":{"ts":7},"m8":{"ts":8}},"t":1}}}"#)
            socket.reply(0, .listenOK())
            #expect(await app.waitFor(#"childAdded m8 m7 {"ts":8}"#))
            socket.sendJSON(#"{"t":"d","d":{"a":"m","b":{"p":"msgs","d":{"m7":null,"m9":{"ts":9}},"t":1}}}"#)
            #expect(await app.waitFor(#"childRemoved m7 nil {"ts":7}"#))
            #expect(await app.waitFor(#"childAdded m9 m8 {"ts":9}"#))
        }
    }

    @Test func untaggedWholeLocationDataFromAServerWithoutIndexesIsFilteredByTheClient() async throws {
        try await withMockServer { server in
            let app = TestApp(networkTo: server.url)
            defer { app.repo.close() }
            let socket = try #require(await server.socket(0))
            socket.sendHello()
            let query = try QuerySpec().ordered(byChild: "ts", method: "t").limited(toLast: 1, method: "t")
            app.observe("msgs", .value, query: query)
            let listen = try #require(await socket.nextRequest())
            socket.sendJSON(#"{"t":"d","d":{"a":"d","b":{"p":"msgs","d":{"m1":{"ts":1},"m2":{"ts":2},"m3":{"ts":3}}}}}"#)
            socket.sendJSON(#"{"t":"d","d":{"r":\#(listen.number),"b":{"s":"ok","d":{"w":["no_index"]}}}}"#)
            #expect(await app.waitFor(#"value msgs nil {"m3":{"ts":3}}"#))
        }
    }

    @Test func aTransactionSendsTheHashOfItsViewAndRetriesWhenStale() async throws {
        try await withMockServer { server in
            let app = TestApp(networkTo: server.url)
            defer { app.repo.close() }
            let socket = try #require(await server.socket(0))
            socket.sendHello()
            app.repo.runTransaction(Path("counter"), applyLocally: true, update: { current in
                .leaf(.number((current.exportValue as? Double ?? 0) + 1))
            }, completion: { error, committed, snapshot in
                app.record("transaction \(error?.code.rawValue ?? "ok") \(committed) \(TestApp.describe(snapshot ?? .empty))")
            })
            // The transaction's listener, then its first put on uncached data (hash of nothing).
            #expect(await socket.nextFrame() == #"{"t":"d","d":{"r":0,"a":"q","b":{"p":"/counter","h":""}}}"#)
            #expect(await socket.nextFrame() == #"{"t":"d","d":{"r":1,"a":"p","b":{"p":"/counter","d":1,"h":""}}}"#)
            socket.sendJSON(#"{"t":"d","d":{"a":"d","b":{"p":"counter","d":41}}}"#)
            socket.reply(0, .listenOK())
            socket.reply(1, .failed(EngineError(.dataStale)))
            #expect(await socket.nextFrame() == #"{"t":"d","d":{"r":2,"a":"p","b":{"p":"/counter","d":42,"h":"FKQEQrg9eSmOibuEATBfMSlup8g="}}}"#)
            socket.sendJSON(#"{"t":"d","d":{"a":"d","b":{"p":"counter","d":42}}}"#)
            socket.reply(2)
            #expect(await app.waitFor("transaction ok true 42"))
            #expect(await socket.nextFrame() == #"{"t":"d","d":{"r":3,"a":"n","b":{"p":"/counter"}}}"#)
        }
    }

    @Test func aRevokedListenIsCancelledWithPermissionDenied() async throws {
        try await withMockServer { server in
            let app = TestApp(networkTo: server.url)
            defer { app.repo.close() }
            let socket = try #require(await server.socket(0))
            socket.sendHello()
            let query = try QuerySpec().ordered(byChild: "ts", method: "t").limited(toLast: 2, method: "t")
            app.observe("secret", .value, label: "plain ")
            app.observe("msgs", .value, query: query, label: "query ")
            let requests = [await socket.nextRequest(), await socket.nextRequest()].compactMap { $0 }
            #expect(requests.count == 2)
            for request in requests { socket.reply(request.number, .listenOK()) }
            #expect(await app.waitFor("plain value secret nil null"))
            // JS's form: the query object in an array.
            socket.sendJSON(#"{"t":"d","d":{"a":"c","b":{"p":"msgs","q":[{"l":2,"vf":"r","i":"ts"}]}}}"#)
            #expect(await app.waitFor("query cancel permission_denied"))
            socket.sendJSON(#"{"t":"d","d":{"a":"c","b":{"p":"secret"}}}"#)
            #expect(await app.waitFor("plain cancel permission_denied"))
        }
    }

    @Test func theCredentialGoesFirstAndHoldsRequestsUntilItsAnswer() async throws {
        try await withMockServer { server in
            let app = TestApp(networkTo: server.url)
            defer { app.repo.close() }
            app.repo.setAuthToken("token-1")
            app.observe("a", .value)
            let socket = try #require(await server.socket(0))
            socket.sendHello()
            #expect(await socket.nextFrame() == #"{"t":"d","d":{"r":0,"a":"auth","b":{"cred":"token-1"}}}"#)
            #expect(await socket.nextFrame(timeout: 0.3) == nil)
            socket.reply(0)
            #expect(await socket.nextFrame() == #"{"t":"d","d":{"r":1,"a":"q","b":{"p":"/a","h":""}}}"#)
            app.repo.setAuthToken(nil)
            #expect(await socket.nextFrame() == #"{"t":"d","d":{"r":2,"a":"unauth","b":{}}}"#)
        }
    }

    @Test func aRevokedCredentialDropsTheSocketAndTheNextOneAuthenticatesAgain() async throws {
        try await withMockServer { server in
            let app = TestApp(networkTo: server.url)
            defer { app.repo.close() }
            app.repo.setAuthToken("token-1")
            // What an auth client does: present a refreshed token.
            app.repo.setAuthRevokedHandler { _ in app.repo.setAuthToken("token-2") }
            app.observe("a", .value)
            let first = try #require(await server.socket(0))
            first.sendHello(session: "s1")
            let auth = try #require(await first.nextRequest())
            first.reply(auth.number)
            let listen = try #require(await first.nextRequest())
            first.reply(listen.number, .listenOK())
            first.sendJSON(#"{"t":"d","d":{"a":"ac","b":{"s":"expired_token","d":"Auth token is expired."}}}"#)
            #expect(await eventually { first.isClosed })
            let second = try #require(await server.socket(1))
            #expect(second.parameters["ls"] == "s1")
            second.sendHello(session: "s2")
            let again = try #require(await second.nextRequest())
            #expect(again.number == 2)
            #expect(again.request == .auth(AuthRequest(credential: "token-2")))
        }
    }

    @Test func aRefusedCredentialClosesTheSocketAndRequestsAreRestoredOnTheNext() async throws {
        try await withMockServer { server in
            let app = TestApp(networkTo: server.url)
            defer { app.repo.close() }
            app.repo.setAuthToken("bad")
            try app.repo.set(Path("a"), node("1"), completion: app.completion("set"))
            let first = try #require(await server.socket(0))
            first.sendHello()
            let auth = try #require(await first.nextRequest())
            #expect(auth.request == .auth(AuthRequest(credential: "bad")))
            first.reply(auth.number, .failed(EngineError(.invalidToken, "bad token")))
            #expect(await eventually { first.isClosed })
            let second = try #require(await server.socket(1))
            second.sendHello()
            // The token was forgotten (no auth client refreshes it here): the write goes signed out.
            let write = try #require(await second.nextRequest())
            guard case .put(let path, _, _) = write.request else { Issue.record("expected the write, got \(write.request)"); return }
            #expect(path == Path("a"))
            second.reply(write.number)
            #expect(await app.waitFor("set ok"))
        }
    }

    @Test func aResetMovesTheClientToTheNamedHost() async throws {
        try await withMockServer { first in
            try await withMockServer { second in
                let app = TestApp(networkTo: first.url)
                defer { app.repo.close() }
                let socket = try #require(await first.socket(0))
                socket.sendJSON(#"{"t":"c","d":{"t":"r","d":"127.0.0.1:\#(second.port)"}}"#)
                let moved = try #require(await second.socket(0))
                moved.sendHello()
                #expect(await eventually { app.isConnected })
                #expect(first.sockets.count == 1)
            }
        }
    }

    @Test func aShutdownStopsReconnectingForGood() async throws {
        try await withMockServer { server in
            let app = TestApp(networkTo: server.url)
            defer { app.repo.close() }
            let socket = try #require(await server.socket(0))
            socket.sendHello()
            #expect(await eventually { app.isConnected })
            socket.sendJSON(#"{"t":"c","d":{"t":"s","d":"namespace disabled"}}"#)
            #expect(await eventually { !app.isConnected })
            #expect(await eventually { socket.isClosed })
            try await Task.sleep(for: .milliseconds(600))
            #expect(server.sockets.count == 1)
            app.repo.goOffline()
            app.repo.goOnline()
            try await Task.sleep(for: .milliseconds(300))
            #expect(server.sockets.count == 1)
        }
    }

    @Test func reconnectingResendsListensWithTheirHashAndPendingWritesInOrder() async throws {
        try await withMockServer { server in
            let app = TestApp(networkTo: server.url)
            defer { app.repo.close() }
            app.observe("room", .value)
            let first = try #require(await server.socket(0))
            first.sendHello(session: "first-session")
            let listen = try #require(await first.nextRequest())
            first.sendJSON(#"{"t":"d","d":{"a":"d","b":{"p":"room","d":{"x":5,"y":"z"}}}}"#)
            first.reply(listen.number, .listenOK())
            #expect(await app.waitFor(#"value room nil {"x":5,"y":"z"}"#))
            for n in 0..<3 { try app.repo.set(Path("w/\(n)"), node("\(n)"), completion: app.completion("w\(n)")) }
            try app.repo.set(Path("w/1"), node("10"), completion: app.completion("w1b"))
            let sent = await first.drainRequests()
            #expect(sent.map(\.number) == [1, 2, 3, 4])
            first.reply(1)
            #expect(await app.waitFor("w0 ok"))
            first.close()
            let second = try #require(await server.socket(1))
            #expect(second.parameters["ls"] == "first-session")
            second.sendHello(session: "second-session")
            #expect(await second.nextFrame() == #"{"t":"d","d":{"r":5,"a":"q","b":{"p":"/room","h":"lsdTwx6t1As2iqsE153eTD3JJ1k="}}}"#)
            #expect(await second.nextFrame() == #"{"t":"d","d":{"r":6,"a":"p","b":{"p":"/w/1","d":1}}}"#)
            #expect(await second.nextFrame() == #"{"t":"d","d":{"r":7,"a":"p","b":{"p":"/w/2","d":2}}}"#)
            #expect(await second.nextFrame() == #"{"t":"d","d":{"r":8,"a":"p","b":{"p":"/w/1","d":10}}}"#)
            // A reply numbered as a request of the old socket is not an answer on this one.
            second.reply(2)
            second.reply(6)
            #expect(await app.waitFor("w1 ok"))
            #expect(!app.log.contains("w2 ok"))
            second.reply(7)
            second.reply(8)
            #expect(await app.waitFor("w1b ok"))
            #expect(app.log.filter { $0.hasPrefix("w") } == ["w0 ok", "w1 ok", "w2 ok", "w1b ok"])
        }
    }

    @Test func aTransactionInFlightWhenTheSocketDropsFailsWithDisconnectedAndIsNotResent() async throws {
        try await withMockServer { server in
            let app = TestApp(networkTo: server.url)
            defer { app.repo.close() }
            app.observe("counter", .value)
            let first = try #require(await server.socket(0))
            first.sendHello()
            let listen = try #require(await first.nextRequest())
            first.sendJSON(#"{"t":"d","d":{"a":"d","b":{"p":"counter","d":41}}}"#)
            first.reply(listen.number, .listenOK())
            #expect(await app.waitFor("value counter nil 41"))
            app.repo.runTransaction(Path("counter"), applyLocally: true, update: { current in
                .leaf(.number((current.exportValue as? Double ?? 0) + 1))
            }, completion: { error, committed, _ in app.record("transaction \(error?.code.rawValue ?? "ok") \(committed)") })
            let put = try #require(await first.nextRequest())
            #expect(put.request == .put(path: "counter", data: .leaf(.number(42)), hash: "FKQEQrg9eSmOibuEATBfMSlup8g="))
            first.close()
            let second = try #require(await server.socket(1))
            second.sendHello()
            // The put may or may not have been applied: the transaction fails with `disconnected`
            // (as the SDKs' do) rather than be applied twice; only the listen comes back.
            #expect(await app.waitFor("transaction disconnect false"))
            let requests = await second.drainRequests(quiet: 1)
            #expect(requests.map(\.request.action) == ["q"])
        }
    }

    @Test func messagesLongerThanAPieceTravelAsCountedPiecesBothWays() async throws {
        try await withMockServer { server in
            let app = TestApp(networkTo: server.url)
            defer { app.repo.close() }
            app.observe("big", .value)
            let socket = try #require(await server.socket(0))
            socket.sendHello()
            let listen = try #require(await socket.nextRequest())
            // A surrogate pair straddles every 16,384-unit boundary of this text.
            let text = String(repeating: "a", count: 16_384 - 16) + String(repeating: "😀", count: 20_000)
            try app.repo.set(Path("big/text"), .leaf(.string(text)), completion: app.completion("big"))
            let count = try #require(await socket.nextFrame())
            let pieces = try #require(Int(count))
            #expect(pieces >= 3)
            var joined = ""
            for _ in 0..<pieces {
                let piece = try #require(await socket.nextFrame())
                #expect(piece.utf16.count <= 16_384)
                #expect(!piece.unicodeScalars.contains("\u{FFFD}"))
                joined += piece
            }
            let message = try ClientMessage.decode(joined)
            guard case .request(let number, .put(_, let data, _)) = message else { Issue.record("\(message)"); return }
            #expect(data == .leaf(.string(text)))
            // The server's push, in small pieces, arrives whole.
            socket.send(.push(.overwrite(path: "big", data: try node(#"{"text":"\#(text)"}"#), tag: nil)), pieceLength: 1_000)
            socket.reply(listen.number, .listenOK())
            socket.reply(number)
            #expect(await app.waitFor("big ok"))
            #expect(await eventually { app.log.contains { $0.hasPrefix("value big nil {\"text\":\"aaaa") && $0.hasSuffix("😀\"}") } })
        }
    }

    @Test func anIdleSocketGetsTheKeepaliveFrame() async throws {
        try await withMockServer { server in
            var configuration = NetworkConfiguration.quick
            configuration.keepaliveInterval = .milliseconds(300)
            let app = TestApp(networkTo: server.url, configuration: configuration)
            defer { app.repo.close() }
            let socket = try #require(await server.socket(0))
            socket.sendHello()
            #expect(await socket.nextFrame(timeout: 5) == "0")
            #expect(await socket.nextFrame(timeout: 5) == "0")
            #expect(app.isConnected)
        }
    }

    @Test func noHelloWithinTheConnectTimeoutFailsTheAttemptAndTheClientTriesAgain() async throws {
        try await withMockServer { server in
            var configuration = NetworkConfiguration.quick
            configuration.connectTimeout = .milliseconds(400)
            let app = TestApp(networkTo: server.url, configuration: configuration)
            defer { app.repo.close() }
            let silent = try #require(await server.socket(0))
            #expect(await eventually { silent.isClosed })
            // Each later attempt gets the hello (a starved test may answer one after its timeout).
            for index in 1..<20 where !app.isConnected {
                let next = try #require(await server.socket(index))
                next.sendHello()
                _ = await eventually(timeout: 2) { app.isConnected }
            }
            #expect(app.isConnected)
        }
    }

    @Test func unreadableAndUnknownMessagesAreIgnored() async throws {
        try await withMockServer { server in
            let app = TestApp(networkTo: server.url)
            defer { app.repo.close() }
            app.observe("a", .value)
            let socket = try #require(await server.socket(0))
            socket.sendHello()
            let listen = try #require(await socket.nextRequest())
            for junk in ["not json", "{}", #"{"t":"d"}"#, #"{"t":"d","d":{"error":"boom"}}"#, #"{"t":"d","d":{"a":"zz","b":{}}}"#,
                         #"{"t":"c","d":{"t":"e","d":"oops"}}"#, #"{"t":"c","d":{"t":"zz","d":{}}}"#, #"{"t":"x","d":1}"#,
                         #"{"t":"d","d":{"a":"d","b":{"p":"a/.b","d":1}}}"#, #"{"t":"d","d":{"a":"sd","b":{"msg":"rules"}}}"#,
                         #"{"t":"d","d":{"a":"apc","b":{"s":"expired","d":"x"}}}"#, #"{"t":"d","d":{"r":99,"b":{"s":"ok","d":""}}}"#, "0"] {
                socket.sendFrame(junk)
            }
            socket.sendJSON(#"{"t":"d","d":{"a":"d","b":{"p":"a","d":"fine"}}}"#)
            socket.reply(listen.number, .listenOK())
            #expect(await app.waitFor(#"value a nil "fine""#))
            #expect(app.isConnected)
        }
    }

    #if os(Linux)
    @Test func aWssServerIsReachedOverTLSAndItsCertificateChecked() async throws {
        let certificate = try SelfSignedCertificate()
        let server = try MockWireServer(tls: certificate.serverConfiguration)
        defer { server.stop() }
        #expect(server.url.hasPrefix("https://localhost:"))
        var configuration = NetworkConfiguration.quick
        configuration.tls = certificate.clientConfiguration
        let app = TestApp(networkTo: server.url.replacingOccurrences(of: "https://", with: "wss://"), configuration: configuration)
        defer { app.repo.close() }
        app.observe("rooms/r1", .value)
        let socket = try #require(await server.socket(0))
        socket.sendHello()
        let listen = try #require(await socket.nextRequest())
        #expect(listen.request == .listen(path: "rooms/r1", query: .default, tag: nil, hash: ""))
        socket.sendJSON(#"{"t":"d","d":{"a":"d","b":{"p":"rooms/r1","d":"secret"}}}"#)
        socket.reply(listen.number, .listenOK())
        #expect(await app.waitFor(#"value r1 nil "secret""#))

        // Without trusting the certificate, the TLS handshake fails and no WebSocket opens.
        let untrusting = TestApp(networkTo: server.url)
        defer { untrusting.repo.close() }
        try await Task.sleep(for: .milliseconds(500))
        #expect(server.sockets.count == 1)
        #expect(!untrusting.isConnected)
    }
    #endif
}
