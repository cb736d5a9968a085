import Foundation
import Testing
@testable import WilddogNetwork
import WilddogTestSupport

/// A server's WebSocket against a raw client that sends hand-made frames.
@Suite struct WebSocketServerTests {
    private static let upgrade = "GET /ws HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"

    /// Connects a raw client, upgrades, and returns it once the 101 is in.
    private func upgradedClient(_ server: TestServer) async throws -> RawClient {
        let client = RawClient(port: server.port, loop: server.group.next())
        client.send(Self.upgrade)
        let upgraded = await eventually { client.text.contains("\r\n\r\n") }
        try #require(upgraded)
        #expect(client.text.hasPrefix("HTTP/1.1 101 Switching Protocols\r\n"))
        #expect(client.text.contains("Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=\r\n"))
        return client
    }

    /// The frames the server sent after the 101 answer.
    private func serverFrames(_ client: RawClient) throws -> [WebSocketFrame] {
        let bytes = client.received
        guard let end = bytes.indices.first(where: { Array(bytes[$0..<min($0 + 4, bytes.count)]) == [13, 10, 13, 10] }) else { return [] }
        var decoder = WebSocketFrameDecoder(role: .client, maxFrameSize: 1 << 20)
        decoder.append(Array(bytes[(end + 4)...]))
        var frames: [WebSocketFrame] = []
        while let frame = try decoder.nextFrame() { frames.append(frame) }
        return frames
    }

    private func closeCode(of frames: [WebSocketFrame]) -> UInt16? {
        guard let close = frames.last(where: { $0.opcode == .close }), close.payload.count >= 2 else { return nil }
        return UInt16(close.payload[0]) << 8 | UInt16(close.payload[1])
    }

    private func expectFailure(_ frames: [UInt8], code: WebSocketCloseCode, webSocket: WebSocketConnection.Configuration = WebSocketConnection.Configuration()) async throws {
        let server = try TestServer(webSocket: webSocket)
        defer { server.stop() }
        let client = try await upgradedClient(server)
        client.send(frames)
        #expect(await eventually { client.closed })
        #expect(closeCode(of: try serverFrames(client)) == code.rawValue)
        let recorder = try #require(server.recorders.value.first)
        #expect(await eventually { recorder.closed != nil })
        #expect(recorder.closed?.code == code)
        #expect(recorder.texts.isEmpty)
    }

    @Test func unmaskedClientFramesFailWith1002() async throws {
        try await expectFailure(clientFrame(0x1, Array("hi".utf8), masked: false), code: .protocolError)
    }

    @Test func reservedBitsAndOpcodesFailWith1002() async throws {
        try await expectFailure(clientFrame(0x1, Array("hi".utf8), rsv: 0x4), code: .protocolError)
        try await expectFailure(clientFrame(0x3, [1]), code: .protocolError)
    }

    @Test func fragmentedControlFramesFailWith1002() async throws {
        try await expectFailure(clientFrame(0x9, [1], fin: false), code: .protocolError)
    }

    @Test func invalidUTF8SplitAcrossFragmentsFailsWith1007() async throws {
        try await expectFailure(clientFrame(0x1, [0x61, 0xF0], fin: false) + clientFrame(0x0, [0x9F, 0x41]), code: .invalidPayload)
    }

    @Test func oversizedFramesAndMessagesFailWith1009() async throws {
        var configuration = WebSocketConnection.Configuration()
        configuration.maxFrameSize = 1_000
        configuration.maxMessageSize = 1_500
        try await expectFailure(clientFrame(0x2, [UInt8](repeating: 1, count: 1_001)), code: .messageTooBig, webSocket: configuration)
        try await expectFailure(clientFrame(0x2, [UInt8](repeating: 1, count: 1_000), fin: false) + clientFrame(0x0, [UInt8](repeating: 1, count: 600)),
                                code: .messageTooBig, webSocket: configuration)
    }

    @Test func fragmentsWithPingsBetweenAreEchoedWholeAndPingsAnswered() async throws {
        let server = try TestServer()
        defer { server.stop() }
        let client = try await upgradedClient(server)
        client.send(clientFrame(0x1, Array("frag".utf8), fin: false) + clientFrame(0x9, Array("p1".utf8))
            + clientFrame(0x0, Array("ment".utf8), fin: false) + clientFrame(0x0, Array("ed".utf8)))
        #expect(await eventually { (try? serverFrames(client).count) == 2 })
        let frames = try serverFrames(client)
        #expect(frames == [WebSocketFrame(opcode: .pong, payload: Array("p1".utf8)), WebSocketFrame(opcode: .text, payload: Array("fragmented".utf8))])
        // A 16-bit and a 64-bit length message.
        client.send(clientFrame(0x2, [UInt8](repeating: 3, count: 40_000)))
        client.send(clientFrame(0x2, [UInt8](repeating: 4, count: 70_000)))
        #expect(await eventually { (try? serverFrames(client).count) == 4 })
        #expect(try serverFrames(client).suffix(2).map(\.payload.count) == [40_000, 70_000])
    }

    @Test func closeHandshakeEchoesTheCode() async throws {
        let server = try TestServer()
        defer { server.stop() }
        let client = try await upgradedClient(server)
        client.send(clientFrame(0x8, [0x0F, 0xA1] + Array("done".utf8)))
        #expect(await eventually { client.closed })
        #expect(closeCode(of: try serverFrames(client)) == 4001)
        let recorder = try #require(server.recorders.value.first)
        #expect(await eventually { recorder.closed != nil })
        #expect(recorder.closed?.code == WebSocketCloseCode(rawValue: 4001))
        #expect(recorder.closed?.reason == "done")
        #expect(recorder.closed?.error == nil)
    }

    @Test func invalidCloseCodesFailWith1002() async throws {
        try await expectFailure(clientFrame(0x8, [0x03, 0xED]), code: .protocolError)
    }

    @Test func aConnectionDroppedWithoutCloseIsReportedAs1006() async throws {
        let server = try TestServer()
        defer { server.stop() }
        let client = try await upgradedClient(server)
        client.connection.abort()
        let recorder = try #require(server.recorders.value.first)
        #expect(await eventually { recorder.closed != nil })
        #expect(recorder.closed?.code == .abnormalClosure)
        #expect(recorder.closed?.error != nil)
    }

    @Test func badVersionsGet426() async throws {
        let server = try TestServer()
        defer { server.stop() }
        let client = RawClient(port: server.port, loop: server.group.next())
        client.send(Self.upgrade.replacingOccurrences(of: "Version: 13", with: "Version: 7"))
        #expect(await eventually { client.text.contains("\r\n\r\n") })
        #expect(client.text.hasPrefix("HTTP/1.1 426 Upgrade Required\r\n"))
        #expect(client.text.contains("Sec-WebSocket-Version: 13\r\n"))
        client.connection.abort()
    }

    @Test func idleConnectionsReachTheDelegatesHook() async throws {
        var configuration = WebSocketConnection.Configuration()
        configuration.idleTimeout = .milliseconds(200)
        configuration.closeTimeout = .milliseconds(300)
        let server = try TestServer(webSocket: configuration)
        defer { server.stop() }
        let client = try await upgradedClient(server)
        let recorder = try #require(server.recorders.value.first)
        #expect(await eventually { recorder.closed != nil })
        #expect(recorder.events.withLock { $0.idle } == 1)
        #expect(closeCode(of: try serverFrames(client)) == 1001)
        client.connection.abort()
    }
}
