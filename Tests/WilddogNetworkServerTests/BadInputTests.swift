import Foundation
import Testing
import WilddogEngine
import WilddogNetwork
@testable import WilddogNetworkServer
import WilddogTestSupport

/// Bad input never crashes the server and never writes: it gets a failure reply, an HTTP 4xx,
/// or a close of that one connection with a close code.
@Suite struct BadInputTests {
    static let seed: UInt64 = 0x5EED_3232
    static let messages = 1_500

    /// Requests that are wrong in one way each (none may write).
    static func badRequest(_ r: Int, _ random: inout SplitMix64) -> String {
        let badKeys = ["a.b", "a$b", "a#b", "a[b", "a]b", "a\\u0001b", ".priority/x", "a\\u007fb"]
        let key = badKeys[random.below(badKeys.count)]
        let deep = (0..<(33 + random.below(10))).map { "k\($0)" }.joined(separator: "/")
        let cases = [
            "{\"t\":\"d\",\"d\":{\"r\":\(r),\"a\":\"p\",\"b\":{\"p\":\"/\(key)\",\"d\":1}}}",
            "{\"t\":\"d\",\"d\":{\"r\":\(r),\"a\":\"p\",\"b\":{\"p\":\"/ok\",\"d\":{\"\(key)\":1}}}}",
            "{\"t\":\"d\",\"d\":{\"r\":\(r),\"a\":\"p\",\"b\":{\"p\":\"/\(deep)\",\"d\":1}}}",
            "{\"t\":\"d\",\"d\":{\"r\":\(r),\"a\":\"p\",\"b\":{\"p\":\"/ok\",\"d\":{\".sv\":\"bogus\"}}}}",
            "{\"t\":\"d\",\"d\":{\"r\":\(r),\"a\":\"p\",\"b\":{\"p\":\"/ok\",\"d\":{\"x\":{\".value\":1,\"y\":2}}}}}",
            "{\"t\":\"d\",\"d\":{\"r\":\(r),\"a\":\"p\",\"b\":{\"p\":\"/ok/.priority\",\"d\":{\"x\":1}}}}",
            "{\"t\":\"d\",\"d\":{\"r\":\(r),\"a\":\"p\",\"b\":{\"p\":\"/ok\",\"d\":1e999}}}",
            "{\"t\":\"d\",\"d\":{\"r\":\(r),\"a\":\"p\",\"b\":{\"p\":\"/ok\"}}}",
            "{\"t\":\"d\",\"d\":{\"r\":\(r),\"a\":\"p\",\"b\":{\"d\":1}}}",
            "{\"t\":\"d\",\"d\":{\"r\":\(r),\"a\":\"m\",\"b\":{\"p\":\"/ok\",\"d\":[1,2]}}}",
            "{\"t\":\"d\",\"d\":{\"r\":\(r),\"a\":\"m\",\"b\":{\"p\":\"/ok\",\"d\":{\"a\":1,\"a/b\":2}}}}",
            "{\"t\":\"d\",\"d\":{\"r\":\(r),\"a\":\"m\",\"b\":{\"p\":\"/ok\",\"d\":{\"\(key)\":1}}}}",
            "{\"t\":\"d\",\"d\":{\"r\":\(r),\"a\":\"o\",\"b\":{\"p\":\"/\(key)\",\"d\":1}}}",
            "{\"t\":\"d\",\"d\":{\"r\":\(r),\"a\":\"q\",\"b\":{\"p\":\"/ok\",\"q\":{\"l\":-1},\"t\":1,\"h\":\"\"}}}",
            "{\"t\":\"d\",\"d\":{\"r\":\(r),\"a\":\"q\",\"b\":{\"p\":\"/ok\",\"q\":{\"vf\":\"x\",\"l\":1},\"t\":1}}}",
            "{\"t\":\"d\",\"d\":{\"r\":\(r),\"a\":\"q\",\"b\":{\"p\":\"/ok\",\"q\":{\"i\":\"\(key)\"},\"t\":1}}}",
            "{\"t\":\"d\",\"d\":{\"r\":\(r),\"a\":\"q\",\"b\":{\"p\":\"/ok\",\"q\":[1],\"t\":0}}}",
            "{\"t\":\"d\",\"d\":{\"r\":\(r),\"a\":\"g\",\"b\":{\"p\":7,\"q\":{}}}}",
            "{\"t\":\"d\",\"d\":{\"r\":\(r),\"a\":\"auth\",\"b\":{\"cred\":\"eyJhbGciOiJub25lIn0.e30.\"}}}",
            "{\"t\":\"d\",\"d\":{\"r\":\(r),\"a\":\"\(key)\",\"b\":{\"p\":\"/ok\",\"d\":1}}}",
        ]
        return cases[random.below(cases.count)]
    }

    /// Messages no request number can be read from (the connection may be closed for them).
    static func badMessage(_ random: inout SplitMix64) -> String {
        let cases = [
            "{", "[]", "null", "{\"t\":\"d\"}", "{\"t\":\"x\",\"d\":{}}", "{\"t\":\"d\",\"d\":{\"a\":\"p\"}}",
            "{\"t\":\"d\",\"d\":{\"r\":\"1\",\"a\":\"p\",\"b\":{}}}", "{\"t\":\"c\",\"d\":{\"t\":\"p\"}}", "12345",
            "{\"t\":\"d\",\"d\":{\"r\":1.5,\"a\":\"p\",\"b\":{\"p\":\"/ok\",\"d\":1}}}",
            "{\"t\":\"d\",\"d\":{\"r\":1,\"a\":\"p\",\"b\":{\"p\":\"/ok\",\"d\":1}}}garbage",
        ]
        var text = cases[random.below(cases.count)]
        if random.chance(30) {
            // A truncated valid write.
            let write = "{\"t\":\"d\",\"d\":{\"r\":1,\"a\":\"p\",\"b\":{\"p\":\"/ok\",\"d\":{\"x\":[1,2,{\"y\":\"z\"}]}}}}"
            text = String(write.prefix(random.below(write.count - 1) + 1))
        }
        return text
    }

    @Test func fuzzedMessagesNeverCrashNorWrite() async throws {
        try await withServer { server in
            let namespace = try server.context.namespaces.namespace("fuzz")
            let seeded = Node.leaf(.string("seed"))
            namespace.backend.adminWrite(Path("ok"), seeded)
            var random = SplitMix64(seed: Self.seed)
            var client = try await WireClient.connect(server, query: "ns=fuzz")
            _ = try await client.hello()
            var replies = 0
            var reconnects = 0
            let deadline = ContinuousClock.now + .seconds(20)
            for r in 1...Self.messages where ContinuousClock.now < deadline {
                if client.isClosed {
                    client = try await WireClient.connect(server, query: "ns=fuzz")
                    _ = try await client.hello()
                    reconnects += 1
                }
                if random.chance(80) {
                    client.send(Self.badRequest(r, &random))
                    let frames = try await client.until(reply: r)
                    let last = try #require(frames.last)
                    #expect(!last.contains("\"s\":\"ok\""), "accepted: \(last)")
                    replies += 1
                } else {
                    let message = Self.badMessage(&random)
                    client.send(message)
                    if message.allSatisfy(\.isNumber) {
                        // A count line: the next frames are pieces of one message, so this
                        // socket is left mid-message.
                        client.close()
                        _ = await eventually { client.isClosed }
                        continue
                    }
                    // The socket is closed for it, or it still answers the next request.
                    client.send("{\"t\":\"d\",\"d\":{\"r\":\(r),\"a\":\"s\",\"b\":{}}}")
                    let settled = await eventually {
                        client.isClosed || client.frames.contains(reply(r))
                    }
                    #expect(settled, "neither answered nor closed after \(message)")
                    if !client.isClosed { client.state.withLock { $0.read = $0.frames.count } }
                }
            }
            client.close()
            #expect(namespace.backend.adminRead(.root) == Node.empty.updatingChild(Path("ok"), seeded))
            // The server still serves.
            let fresh = try await WireClient.connect(server, query: "ns=fuzz")
            _ = try await fresh.hello()
            #expect(try await fresh.request(1, "g", #"{"p":"/ok","q":{}}"#) == [reply(1, "ok", "\"seed\"")])
            fresh.close()
            print("bad input: \(replies) bad requests answered with failures, \(reconnects) connections closed for bad messages")
        }
    }

    @Test func brokenWebSocketFramesCloseThatConnectionWithACode() async throws {
        try await withServer { server in
            let text = Array("{\"t\":\"d\",\"d\":{\"r\":1,\"a\":\"p\",\"b\":{\"p\":\"/x\",\"d\":1}}}".utf8)
            func frame(_ first: UInt8, _ payload: [UInt8], masked: Bool = true, length: [UInt8]? = nil) -> [UInt8] {
                var bytes = [first]
                if let length { bytes += length } else { bytes.append((masked ? 0x80 : 0) | UInt8(payload.count)) }
                if masked { bytes += [1, 2, 3, 4] + payload.enumerated().map { $0.element ^ [1, 2, 3, 4][$0.offset % 4] } } else { bytes += payload }
                return bytes
            }
            let cases: [(String, [UInt8], UInt16)] = [
                ("unmasked", frame(0x81, text, masked: false), 1002),
                ("reserved bits", frame(0xC1, text), 1002),
                ("reserved opcode", frame(0x83, text), 1002),
                ("fragmented ping", frame(0x09, [1]), 1002),
                ("continuation first", frame(0x80, text), 1002),
                ("invalid UTF-8", frame(0x81, [0x22, 0xC3, 0x28, 0x22]), 1007),
                ("huge length", [0x81, 0xFF, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 1, 2, 3, 4], 1009),
                ("64-bit length with the top bit set", [0x81, 0xFF, 0x80, 0, 0, 0, 0, 0, 0, 1, 1, 2, 3, 4], 1002),
                ("ping over 125 bytes", frame(0x89, [], length: [0x80 | 126, 0, 200]) + [UInt8](repeating: 0x20, count: 200), 1002),
                ("a new text inside a fragmented one", frame(0x01, Array(text.prefix(10))) + frame(0x81, text), 1002),
                ("invalid UTF-8 across fragments", frame(0x01, [0x22, 0xE2, 0x82]) + frame(0x80, [0x28, 0x22]), 1007),
                ("close with a reserved code", frame(0x88, [0x03, 0xE7]), 1002),
                ("close with a one-byte payload", frame(0x88, [0x03]), 1002),
                ("binary", frame(0x82, [1, 2, 3]), 1003),
            ]
            for (name, bytes, code) in cases {
                let raw = try RawWebSocket(port: server.port, target: "/.ws?v=5&ns=frames", host: "localhost")
                _ = await raw.nextText()
                raw.send(bytes)
                #expect(await raw.closeCode() == code, "\(name)")
                raw.close()
            }
            #expect(try server.context.namespaces.namespace("frames").backend.adminRead(.root).isEmpty)
            // Malformed HTTP: a 4xx, and the server goes on.
            let upgrade = "Upgrade: websocket\r\nConnection: Upgrade\r\n"
            let malformed = [
                "GET /.ws HTTP/1.1\r\nHost\r\n\r\n", "BLAH\r\n\r\n", "GET / HTTP/9.9\r\n\r\n",
                "GET /.ws?ns=x HTTP/1.1\r\nHost: a\r\n\(upgrade)Sec-WebSocket-Version: 13\r\n\r\n",
                "GET /.ws?ns=x HTTP/1.1\r\nHost: a\r\n\(upgrade)Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 8\r\n\r\n",
                "GET /.ws HTTP/1.1\r\nHost: a\r\nX-Big: \(String(repeating: "b", count: 200_000))\r\n\r\n",
                "POST /x.json HTTP/1.1\r\nHost: a\r\nContent-Length: -5\r\n\r\n",
                "POST /x.json HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\nabcd",
                "POST /x.json HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
                "GET /\u{0}x HTTP/1.1\r\nHost: a\r\n\r\n",
            ]
            for request in malformed {
                let probe = try HTTPProbe(port: server.port, request: request)
                _ = await eventually { !probe.received.value.isEmpty }
                let answer = String(decoding: probe.received.value, as: UTF8.self)
                // A 4xx, or 505 for a version that is not HTTP/1.x.
                #expect(answer.hasPrefix("HTTP/1.1 4") || (request.contains("HTTP/9.9") && answer.hasPrefix("HTTP/1.1 505 ")),
                        "\(request.prefix(200)): \(answer)")
                probe.close()
            }
            let client = try await WireClient.connect(server, query: "ns=frames")
            _ = try await client.hello()
            #expect(try await client.request(1, "s", "{}") == [reply(1)])
            client.close()
        }
    }
    /// A valid frame with one random mutation: bits flipped, bytes replaced, cut short, a
    /// length made larger, a segment repeated, or the opcode changed.
    static func mutated(_ frame: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var bytes = frame
        switch random.below(6) {
        case 0:
            for _ in 0...random.below(4) { bytes[random.below(bytes.count)] ^= UInt8(1 << random.below(8)) }
        case 1:
            for _ in 0...random.below(4) { bytes[random.below(bytes.count)] = UInt8(truncatingIfNeeded: random.next()) }
        case 2:
            bytes = Array(bytes.prefix(1 + random.below(bytes.count - 1)))
        case 3:
            bytes[1] = 0x80 | UInt8(126 + random.below(2))
        case 4:
            let start = random.below(bytes.count)
            bytes.insert(contentsOf: bytes[start..<min(bytes.count, start + 1 + random.below(16))], at: random.below(bytes.count))
        default:
            bytes[0] = (bytes[0] & 0xF0) | UInt8(random.below(16))
        }
        return bytes
    }

    @Test func mutatedFramesNeverStopTheServerNorDisturbOtherClients() async throws {
        try await withServer { server in
            let bystander = try await WireClient.connect(server, query: "ns=calm")
            _ = try await bystander.hello()
            #expect(try await bystander.request(1, "q", #"{"p":"/calm","h":""}"#) == [push("d", "calm", "null"), reply(1, "ok", "{}")])
            var random = SplitMix64(seed: Self.seed ^ 0xF4A3)
            let valid: [[UInt8]] = [
                #"{"t":"d","d":{"r":1,"a":"p","b":{"p":"/ok/x","d":{"a":[1,2],"b":"text"}}}}"#,
                #"{"t":"d","d":{"r":2,"a":"m","b":{"p":"/ok","d":{"y/z":true,"w":null}}}}"#,
                #"{"t":"d","d":{"r":3,"a":"q","b":{"p":"/ok","q":{"l":2,"vf":"l","i":".key"},"t":1,"h":""}}}"#,
                #"{"t":"c","d":{"t":"p","d":{}}}"#,
                "2",
            ].map { WebSocketFrame.encode(opcode: .text, payload: Array($0.utf8), maskKey: (0x11, 0x22, 0x33, 0x44)) }
            var closedByServer = 0, answered = 0
            var bystanderRequest = 1
            for batch in 0..<20 {
                var sockets: [RawWebSocket] = []
                for _ in 0..<10 {
                    let raw = try RawWebSocket(port: server.port, target: "/.ws?v=5&ns=fuzz", host: "localhost")
                    for _ in 0...random.below(3) {
                        let frame = valid[random.below(valid.count)]
                        raw.send(random.chance(70) ? Self.mutated(frame, &random) : frame)
                    }
                    raw.sendText(#"{"t":"d","d":{"r":99,"a":"s","b":{}}}"#)
                    sockets.append(raw)
                }
                // Each socket answers its last request, is closed by the server, or waits for the
                // rest of a frame whose length was made larger (then this side closes it).
                _ = await eventually(timeout: .seconds(1)) {
                    sockets.allSatisfy { $0.isClosed || (try? $0.frames())?.contains { $0.opcode == .close } == true
                        || (try? $0.frames())?.contains { String(decoding: $0.payload, as: UTF8.self).hasPrefix(#"{"t":"d","d":{"r":99,"#) } == true }
                }
                for raw in sockets {
                    let frames = (try? raw.frames()) ?? []
                    if frames.contains(where: { $0.opcode == .close }) {
                        closedByServer += 1
                        let close = frames.first { $0.opcode == .close }!
                        if close.payload.count >= 2 {
                            let code = UInt16(close.payload[0]) << 8 | UInt16(close.payload[1])
                            // A protocol error's code, or the echo of a close the mutation made.
                            #expect((1000...4999).contains(code) && ![1005, 1006, 1015].contains(code), "close code \(code)")
                        }
                    } else if frames.contains(where: { String(decoding: $0.payload, as: UTF8.self).hasPrefix(#"{"t":"d","d":{"r":99,"#) }) {
                        answered += 1
                    }
                    raw.close()
                }
                // The other client is served as before, in the middle of it all.
                bystanderRequest += 1
                let frames = try await bystander.request(bystanderRequest, "p", "{\"p\":\"/calm/b\(batch)\",\"d\":\(batch)}")
                #expect(frames == [push("m", "calm", "{\"b\(batch)\":\(batch)}"), reply(bystanderRequest)])
            }
            #expect(!bystander.isClosed)
            let calm = try server.context.namespaces.namespace("calm").backend.adminRead(.root)
            #expect(calm.childCount == 1 && calm.child(Path("calm")).childCount == 20)
            let fresh = try await WireClient.connect(server, query: "ns=fuzz")
            _ = try await fresh.hello()
            #expect(try await fresh.request(1, "s", "{}") == [reply(1)])
            fresh.close()
            bystander.close()
            #expect(closedByServer > 0 && answered > 0)
            print("mutated frames: 200 sockets, \(closedByServer) closed by the server with a code, \(answered) answered in full")
        }
    }
}
