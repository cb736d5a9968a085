import Testing
@testable import WilddogNetwork

/// RFC 6455 framing, both roles, without sockets.
@Suite struct WebSocketFrameTests {
    private func decode(_ bytes: [UInt8], role: WebSocketFrameDecoder.Role, maxFrameSize: Int = 1 << 24) throws -> [WebSocketFrame] {
        var decoder = WebSocketFrameDecoder(role: role, maxFrameSize: maxFrameSize)
        decoder.append(bytes)
        var frames: [WebSocketFrame] = []
        while let frame = try decoder.nextFrame() { frames.append(frame) }
        return frames
    }

    private func protocolError(_ bytes: [UInt8], role: WebSocketFrameDecoder.Role, maxFrameSize: Int = 1 << 24) -> WebSocketProtocolError? {
        do {
            _ = try decode(bytes, role: role, maxFrameSize: maxFrameSize)
            return nil
        } catch let error as WebSocketProtocolError {
            return error
        } catch {
            return nil
        }
    }

    @Test(arguments: [0, 1, 125, 126, 127, 65_535, 65_536, 70_000])
    func lengthsUseTheShortestFormAndRoundTrip(length: Int) throws {
        let payload = (0..<length).map { UInt8(truncatingIfNeeded: $0) }
        let unmasked = WebSocketFrame.encode(opcode: .binary, payload: payload)
        let expectedHeader = length < 126 ? 2 : (length <= 65_535 ? 4 : 10)
        #expect(unmasked.count == expectedHeader + length)
        #expect(unmasked[1] & 0x7F == (length < 126 ? UInt8(length) : (length <= 65_535 ? 126 : 127)))
        #expect(try decode(unmasked, role: .client) == [WebSocketFrame(opcode: .binary, payload: payload)])
        let masked = WebSocketFrame.encode(opcode: .binary, payload: payload, maskKey: (0x37, 0xFA, 0x21, 0x3D))
        #expect(masked.count == expectedHeader + 4 + length)
        #expect(masked[1] & 0x80 != 0)
        #expect(try decode(masked, role: .server) == [WebSocketFrame(opcode: .binary, payload: payload)])
    }

    @Test func maskingMatchesTheRFCExample() throws {
        // RFC 6455 §5.7: a masked "Hello" from a client.
        let bytes: [UInt8] = [0x81, 0x85, 0x37, 0xfa, 0x21, 0x3d, 0x7f, 0x9f, 0x4d, 0x51, 0x58]
        #expect(WebSocketFrame.encode(opcode: .text, payload: Array("Hello".utf8), maskKey: (0x37, 0xfa, 0x21, 0x3d)) == bytes)
        #expect(try decode(bytes, role: .server) == [WebSocketFrame(opcode: .text, payload: Array("Hello".utf8))])
        // And the unmasked one from a server.
        #expect(try decode([0x81, 0x05, 0x48, 0x65, 0x6c, 0x6c, 0x6f], role: .client) == [WebSocketFrame(opcode: .text, payload: Array("Hello".utf8))])
    }

    @Test func decodesFramesSplitAtEveryByte() throws {
        let stream = WebSocketFrame.encode(opcode: .text, payload: Array("fragmented".utf8), maskKey: (9, 8, 7, 6))
            + WebSocketFrame.encode(opcode: .ping, payload: [1, 2], maskKey: (1, 1, 1, 1))
            + WebSocketFrame.encode(opcode: .binary, payload: [UInt8](repeating: 7, count: 300), maskKey: (5, 4, 3, 2))
        var decoder = WebSocketFrameDecoder(role: .server, maxFrameSize: 1_000)
        var frames: [WebSocketFrame] = []
        for byte in stream {
            decoder.append([byte])
            while let frame = try decoder.nextFrame() { frames.append(frame) }
        }
        #expect(frames.map(\.opcode) == [.text, .ping, .binary])
        #expect(frames[2].payload.count == 300)
        #expect(decoder.bufferedByteCount == 0)
    }

    @Test func serversRejectUnmaskedFramesAndClientsRejectMaskedOnes() {
        #expect(protocolError(WebSocketFrame.encode(opcode: .text, payload: [0x61]), role: .server)?.closeCode == .protocolError)
        #expect(protocolError(WebSocketFrame.encode(opcode: .text, payload: [0x61], maskKey: (1, 2, 3, 4)), role: .client)?.closeCode == .protocolError)
    }

    @Test(arguments: [UInt8(0x10), 0x20, 0x40, 0x70])
    func reservedBitsFailWith1002(bits: UInt8) {
        var frame = WebSocketFrame.encode(opcode: .text, payload: [0x61], maskKey: (1, 2, 3, 4))
        frame[0] |= bits
        #expect(protocolError(frame, role: .server)?.closeCode == .protocolError)
    }

    @Test(arguments: [UInt8(3), 4, 5, 6, 7, 0xB, 0xC, 0xD, 0xE, 0xF])
    func reservedOpcodesFailWith1002(opcode: UInt8) {
        #expect(protocolError(clientFrame(opcode, [1]), role: .server)?.closeCode == .protocolError)
    }

    @Test func controlFramesAreShortAndNeverFragmented() {
        #expect(protocolError(clientFrame(0x9, [UInt8](repeating: 0, count: 126)), role: .server)?.closeCode == .protocolError)
        #expect(protocolError(clientFrame(0x9, [1], fin: false), role: .server)?.closeCode == .protocolError)
        #expect(protocolError(clientFrame(0x8, [3, 232], fin: false), role: .server)?.closeCode == .protocolError)
        #expect(protocolError(clientFrame(0xA, [UInt8](repeating: 0, count: 125)), role: .server) == nil)
    }

    @Test func oversizedFramesFailWith1009BeforeTheirPayloadArrives() {
        // Only the header of a 64-bit length frame: the decoder refuses it at once.
        let header: [UInt8] = [0x82, 0xFF, 0, 0, 0, 1, 0, 0, 0, 0, 1, 2, 3, 4]
        #expect(protocolError(header, role: .server, maxFrameSize: 1 << 20)?.closeCode == .messageTooBig)
        let topBit: [UInt8] = [0x82, 0xFF, 0x80, 0, 0, 0, 0, 0, 0, 1, 1, 2, 3, 4]
        #expect(protocolError(topBit, role: .server)?.closeCode == .protocolError)
        #expect(protocolError(clientFrame(0x2, [UInt8](repeating: 1, count: 101)), role: .server, maxFrameSize: 100)?.closeCode == .messageTooBig)
    }
}

/// Messages from frames: fragmentation, control frames in between, UTF-8, close payloads.
@Suite struct WebSocketMessageTests {
    private func assemble(_ frames: [WebSocketFrame], maxMessageSize: Int = 1 << 20) throws -> [WebSocketMessageAssembler.Message] {
        var assembler = WebSocketMessageAssembler(maxMessageSize: maxMessageSize)
        return try frames.compactMap { try assembler.receive($0) }
    }

    private func failure(_ frames: [WebSocketFrame], maxMessageSize: Int = 1 << 20) -> WebSocketCloseCode? {
        do {
            _ = try assemble(frames, maxMessageSize: maxMessageSize)
            return nil
        } catch let error as WebSocketProtocolError {
            return error.closeCode
        } catch {
            return nil
        }
    }

    @Test func fragmentsJoinWithControlFramesBetweenThem() throws {
        let messages = try assemble([
            WebSocketFrame(fin: false, opcode: .text, payload: Array("Hel".utf8)),
            WebSocketFrame(opcode: .ping, payload: [1]),
            WebSocketFrame(fin: false, opcode: .continuation, payload: Array("lo, ".utf8)),
            WebSocketFrame(opcode: .pong, payload: []),
            WebSocketFrame(fin: true, opcode: .continuation, payload: Array("world".utf8)),
            WebSocketFrame(fin: false, opcode: .binary, payload: [1, 2]),
            WebSocketFrame(fin: true, opcode: .continuation, payload: [3]),
        ])
        #expect(messages == [.ping([1]), .pong([]), .text("Hello, world"), .binary([1, 2, 3])])
    }

    @Test func emptyFragmentsAndEmptyMessagesAreAllowed() throws {
        let messages = try assemble([
            WebSocketFrame(fin: false, opcode: .text, payload: []),
            WebSocketFrame(fin: false, opcode: .continuation, payload: []),
            WebSocketFrame(fin: true, opcode: .continuation, payload: []),
            WebSocketFrame(opcode: .binary, payload: []),
        ])
        #expect(messages == [.text(""), .binary([])])
    }

    @Test func fragmentOrderViolationsFailWith1002() {
        #expect(failure([WebSocketFrame(opcode: .continuation, payload: [1])]) == .protocolError)
        #expect(failure([WebSocketFrame(fin: false, opcode: .text, payload: [0x61]), WebSocketFrame(opcode: .text, payload: [0x62])]) == .protocolError)
        #expect(failure([WebSocketFrame(fin: false, opcode: .binary, payload: [1]), WebSocketFrame(opcode: .binary, payload: [2])]) == .protocolError)
    }

    @Test func invalidUTF8FailsWith1007EvenWhenSplitAcrossFragments() throws {
        // "€" is E2 82 AC: split across fragments it is fine.
        #expect(try assemble([
            WebSocketFrame(fin: false, opcode: .text, payload: [0xE2]),
            WebSocketFrame(fin: false, opcode: .continuation, payload: [0x82]),
            WebSocketFrame(fin: true, opcode: .continuation, payload: [0xAC]),
        ]) == [.text("€")])
        // A continuation byte that cannot follow fails in the fragment where it appears.
        var assembler = WebSocketMessageAssembler(maxMessageSize: 100)
        #expect(try assembler.receive(WebSocketFrame(fin: false, opcode: .text, payload: [0x61, 0xE2])) == nil)
        #expect(throws: WebSocketProtocolError(.invalidPayload, "text message is not valid UTF-8")) {
            try assembler.receive(WebSocketFrame(fin: false, opcode: .continuation, payload: [0x28]))
        }
        // A message that ends inside a character fails at its last fragment.
        #expect(failure([WebSocketFrame(fin: false, opcode: .text, payload: [0x61]), WebSocketFrame(opcode: .continuation, payload: [0xF0, 0x9F])]) == .invalidPayload)
        // Overlong forms, surrogates and code points past U+10FFFF.
        for bad: [UInt8] in [[0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF], [0x80]] {
            #expect(failure([WebSocketFrame(opcode: .text, payload: bad)]) == .invalidPayload)
        }
        // Binary messages are not checked.
        #expect(try assemble([WebSocketFrame(opcode: .binary, payload: [0xFF])]) == [.binary([0xFF])])
    }

    @Test func messagesOverTheLimitFailWith1009() {
        #expect(failure([WebSocketFrame(opcode: .binary, payload: [UInt8](repeating: 0, count: 11))], maxMessageSize: 10) == .messageTooBig)
        #expect(failure([
            WebSocketFrame(fin: false, opcode: .text, payload: [UInt8](repeating: 0x61, count: 6)),
            WebSocketFrame(fin: true, opcode: .continuation, payload: [UInt8](repeating: 0x61, count: 6)),
        ], maxMessageSize: 10) == .messageTooBig)
    }

    @Test func closePayloadsAreChecked() throws {
        #expect(try assemble([WebSocketFrame(opcode: .close)]) == [.close(code: nil, reason: "")])
        #expect(try assemble([WebSocketFrame(opcode: .close, payload: [0x03, 0xE8] + Array("bye".utf8))]) == [.close(code: .normalClosure, reason: "bye")])
        #expect(try assemble([WebSocketFrame(opcode: .close, payload: [0x0F, 0xA0])]) == [.close(code: WebSocketCloseCode(rawValue: 4000), reason: "")])
        #expect(failure([WebSocketFrame(opcode: .close, payload: [0x03])]) == .protocolError)
        for code: UInt16 in [0, 999, 1004, 1005, 1006, 1015, 1016, 2999, 5000] {
            #expect(failure([WebSocketFrame(opcode: .close, payload: [UInt8(code >> 8), UInt8(code & 0xFF)])]) == .protocolError)
        }
        #expect(failure([WebSocketFrame(opcode: .close, payload: [0x03, 0xE8, 0xFF])]) == .invalidPayload)
    }
}

/// The opening handshake.
@Suite struct WebSocketHandshakeTests {
    private func upgrade(_ headers: HTTPHeaders, method: String = "GET") -> HTTPRequest {
        HTTPRequest(method: method, target: "/.ws?v=5", headers: headers)
    }

    private let valid: HTTPHeaders = [
        "Host": "localhost", "Upgrade": "websocket", "Connection": "keep-alive, Upgrade",
        "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version": "13",
    ]

    @Test func acceptValueMatchesTheRFCExample() {
        #expect(WebSocketHandshake.acceptValue(forKey: "dGhlIHNhbXBsZSBub25jZQ==") == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
    }

    @Test func aValidUpgradeGets101() throws {
        let response = try WebSocketHandshake.serverResponse(to: upgrade(valid)).get()
        #expect(response.status == 101)
        #expect(response.headers["Sec-WebSocket-Accept"] == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
        #expect(response.headers.contains(token: "websocket", in: "Upgrade"))
    }

    @Test func otherVersionsGet426NamingVersion13() {
        var headers = valid
        headers.set("Sec-WebSocket-Version", "8")
        guard case let .failure(refusal) = WebSocketHandshake.serverResponse(to: upgrade(headers)) else {
            Issue.record("version 8 accepted")
            return
        }
        #expect(refusal.response.status == 426)
        #expect(refusal.response.headers["Sec-WebSocket-Version"] == "13")
    }

    @Test func missingPiecesGet400() {
        for name in ["Sec-WebSocket-Key", "Upgrade", "Connection"] {
            var headers = valid
            headers.remove(name)
            guard case let .failure(refusal) = WebSocketHandshake.serverResponse(to: upgrade(headers)) else {
                Issue.record("accepted without \(name)")
                continue
            }
            #expect(refusal.response.status == 400)
        }
        var shortKey = valid
        shortKey.set("Sec-WebSocket-Key", "c2hvcnQ=")
        guard case .failure = WebSocketHandshake.serverResponse(to: upgrade(shortKey)) else { Issue.record("short key accepted"); return }
        guard case .failure = WebSocketHandshake.serverResponse(to: upgrade(valid, method: "POST")) else { Issue.record("POST accepted"); return }
    }

    @Test func clientChecksTheServersAnswer() throws {
        let key = WebSocketHandshake.makeKey()
        let accept = try #require(WebSocketHandshake.acceptValue(forKey: key))
        let good = HTTPResponseHead(status: 101, headers: ["Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Accept": accept])
        try WebSocketHandshake.validate(good, key: key)
        var wrong = good
        wrong.headers.set("Sec-WebSocket-Accept", "bm9wZQ==")
        #expect(throws: NetworkError.self) { try WebSocketHandshake.validate(wrong, key: key) }
        #expect(throws: NetworkError.handshakeFailed(status: 503, message: "the server did not switch protocols")) {
            try WebSocketHandshake.validate(HTTPResponseHead(status: 503, headers: [:]), key: key)
        }
        let request = String(decoding: WebSocketHandshake.clientRequest(path: "/.ws?v=5&ns=a", host: "h:9000", key: key), as: UTF8.self)
        #expect(request.hasPrefix("GET /.ws?v=5&ns=a HTTP/1.1\r\nHost: h:9000\r\n"))
        #expect(request.contains("Sec-WebSocket-Version: 13\r\n"))
        #expect(request.hasSuffix("\r\n\r\n"))
    }
}
