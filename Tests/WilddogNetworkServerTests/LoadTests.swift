import Foundation
import Testing
import WilddogEngine
import WilddogNetwork
@testable import WilddogNetworkServer
import WilddogTestSupport

/// Many sockets on one loop thread; a client that stops reading is dropped without stalling
/// the others.
@Suite(.serialized) struct LoadTests {
    @Test func aThousandListenersGetOneWrite() async throws {
        // The clients on a loop of their own, so that other tests' clients are not held up.
        let loops = try EventLoopGroup(threads: 1, name: "load-clients")
        defer { loops.shutdown(timeout: .seconds(2)) }
        try await withServer({ $0.loopThreads = 1 }) { server in
            var clients: [WireClient] = []
            defer { for client in clients { client.close() } }
            for _ in 0..<1_000 { clients.append(try WireClient(port: server.port, query: "ns=load", loop: loops.next())) }
            #expect(await eventually(timeout: .seconds(60)) { clients.allSatisfy { $0.state.value.frames.count >= 1 } })
            for client in clients { client.send(#"{"t":"d","d":{"r":1,"a":"q","b":{"p":"/room","h":""}}}"#) }
            #expect(await eventually(timeout: .seconds(60)) { clients.allSatisfy { $0.state.value.frames.count >= 3 } })
            let writer = clients[0]
            writer.send(#"{"t":"d","d":{"r":2,"a":"p","b":{"p":"/room/msg","d":"hello"}}}"#)
            #expect(await eventually(timeout: .seconds(60)) {
                clients.dropFirst().allSatisfy { $0.state.value.frames.last == push("d", "room/msg", "\"hello\"") }
            })
            #expect(clients.allSatisfy { !$0.isClosed })
        }
    }

    @Test func aClientThatStopsReadingIsDroppedAndOthersGoOn() async throws {
        try await withServer({ $0.maxQueuedOutputBytes = 1 << 20; $0.maxReadBytes = 512 << 10 }) { server in
            let stuck = try RawWebSocket(port: server.port, target: "/.ws?v=5&ns=slow", host: "localhost")
            _ = await stuck.nextText()
            stuck.sendText(#"{"t":"d","d":{"r":1,"a":"o","b":{"p":"/gone","d":true}}}"#)
            stuck.sendText(#"{"t":"d","d":{"r":2,"a":"q","b":{"p":"/feed","h":""}}}"#)
            #expect(await eventually { (try? stuck.frames().count) == 4 }, "hello, o's reply, the listen's data and ok")
            stuck.pauseReading()
            let reader = try await WireClient.connect(server, query: "ns=slow")
            _ = try await reader.hello()
            _ = try await reader.request(1, "q", #"{"p":"/feed","h":""}"#)
            _ = try await reader.request(2, "q", #"{"p":"/gone","h":""}"#)
            let dropped = push("d", "gone", "true")
            let blob = String(repeating: "z", count: 100_000)
            var r = 3
            // Up to 40 MB of pushes: far more than the kernel's buffers and the 1 MB bound hold.
            // The reader is answered all along; the server drops the other socket and runs its
            // onDisconnect write.
            while r < 403, !reader.frames.contains(dropped) {
                let frames = try await reader.request(r, "p", "{\"p\":\"/feed/\(r % 8)\",\"d\":\"\(blob)\(r)\"}")
                #expect(frames.last == reply(r))
                r += 1
            }
            #expect(await eventually { reader.frames.contains(dropped) }, "the client that stopped reading was not dropped")
            // Reading again, it finds its connection closed.
            stuck.resumeReading()
            #expect(await eventually { stuck.isClosed })
            let last = try await reader.request(r, "g", #"{"p":"/feed/1","q":{}}"#).last
            #expect(last?.hasPrefix("{\"t\":\"d\",\"d\":{\"r\":\(r),\"b\":{\"s\":\"ok\",\"d\":\"zzz") == true)
            reader.close()
            stuck.close()
        }
    }

    @Test func aLimitToLastWindowOnAHundredThousandChildrenStaysCurrent() async throws {
        try await withServer { server in
            let namespace = try server.context.namespaces.namespace("big")
            var children: [NamedNode] = []
            for i in 0..<100_000 {
                children.append(NamedNode(ChildKey(String(format: "k%06d", i)), .leaf(.integer(exactly: Int64(i)))))
            }
            namespace.backend.adminWrite(Path("list"), Node.children(ChildrenNode(sortedChildren: children, priority: nil)))
            let client = try await WireClient.connect(server, query: "ns=big")
            _ = try await client.hello()
            let first = try await client.request(1, "q", #"{"p":"/list","q":{"l":10,"vf":"r"},"t":1,"h":""}"#)
            #expect(first.count == 2)
            let window = try Node(jsonText: String(first[0].dropFirst(#"{"t":"d","d":{"a":"d","b":{"p":"list","d":"#.count).dropLast(9)))
            #expect(window.childCount == 10)
            #expect(window.firstChild(.key)?.name == ChildKey("k099990"))
            // A new last child enters, the first of the window leaves: a tagged push of those two.
            let frames = try await client.request(2, "p", #"{"p":"/list/k100000","d":1}"#)
            #expect(sameJSON(frames, [push("m", "list", #"{"k099990":null,"k100000":1}"#, tag: 1), reply(2)]), "\(frames)")
            // Removing it brings k099990 back, sent in full by the server.
            let removal = try await client.request(3, "p", #"{"p":"/list/k100000","d":null}"#)
            #expect(sameJSON(removal, [push("m", "list", #"{"k099990":99990,"k100000":null}"#, tag: 1), reply(3)]), "\(removal)")
            // A change before the window sends nothing.
            #expect(try await client.request(4, "p", #"{"p":"/list/k000001","d":"x"}"#) == [reply(4)])
            client.close()
        }
    }
}
