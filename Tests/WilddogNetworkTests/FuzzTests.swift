import Testing
@testable import WilddogNetwork

/// Random and mutated input into the parsers: they must only ever return or throw.
@Suite struct FuzzTests {
    /// A small deterministic generator (xorshift), so that a failure can be replayed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
    }

    private static let httpSeeds = [
        "GET /.ws?v=5&ns=demo HTTP/1.1\r\nHost: localhost:9000\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n",
        "PUT /a.json HTTP/1.1\r\nHost: h\r\nContent-Length: 5\r\n\r\n{\"a\"}",
        "POST /b.json HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n4\r\nabcd\r\n0\r\n\r\nGET / HTTP/1.0\r\n\r\n",
    ].map { Array($0.utf8) }

    private static func mutate(_ input: [UInt8], _ random: inout Generator) -> [UInt8] {
        var bytes = input
        for _ in 0..<Int.random(in: 1...8, using: &random) {
            let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0 where !bytes.isEmpty: bytes[position] = UInt8.random(in: 0...255, using: &random)
            case 1: bytes.insert(UInt8.random(in: 0...255, using: &random), at: position)
            case 2 where !bytes.isEmpty: bytes.remove(at: position)
            case 3: bytes.insert(contentsOf: Array("\r\n:; 0fF-".utf8).shuffled(using: &random).prefix(3), at: position)
            default: if !bytes.isEmpty { bytes = Array(bytes[position...] + bytes[..<position]) }
            }
        }
        return bytes
    }

    @Test func httpParserSurvivesRandomAndMutatedInput() {
        var random = Generator(state: 0x9E37_79B9_7F4A_7C15)
        var limits = HTTPRequestParser.Limits()
        limits.maxBodyBytes = 4_096
        for round in 0..<4_000 {
            let input: [UInt8] = round % 4 == 0
                ? (0..<Int.random(in: 0..<300, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
                : Self.mutate(Self.httpSeeds[round % Self.httpSeeds.count], &random)
            var parser = HTTPRequestParser(limits: limits)
            var index = 0
            feeding: while index < input.count {
                let step = Int.random(in: 1...64, using: &random)
                parser.append(Array(input[index..<min(index + step, input.count)]))
                index += step
                do {
                    while try parser.nextRequest() != nil {}
                } catch {
                    #expect([400, 413, 414, 417, 431, 501, 505].contains(error.status))
                    break feeding
                }
            }
            var responseParser = HTTPResponseHeadParser()
            input.withUnsafeBytes { responseParser.append($0) }
            _ = try? responseParser.parse()
        }
    }

    @Test func webSocketDecoderSurvivesRandomAndMutatedInput() {
        var random = Generator(state: 0xD1B5_4A32_D192_ED03)
        let valid = WebSocketFrame.encode(fin: false, opcode: .text, payload: Array("héllo".utf8), maskKey: (1, 2, 3, 4))
            + WebSocketFrame.encode(opcode: .ping, payload: [1], maskKey: (5, 6, 7, 8))
            + WebSocketFrame.encode(opcode: .continuation, payload: Array(" wörld".utf8), maskKey: (9, 9, 9, 9))
            + WebSocketFrame.encode(opcode: .close, payload: [3, 232], maskKey: (0, 0, 0, 0))
        for round in 0..<4_000 {
            let input: [UInt8] = round % 3 == 0
                ? (0..<Int.random(in: 0..<200, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
                : Self.mutate(valid, &random)
            for role in [WebSocketFrameDecoder.Role.server, .client] {
                var decoder = WebSocketFrameDecoder(role: role, maxFrameSize: 1_024)
                var assembler = WebSocketMessageAssembler(maxMessageSize: 2_048)
                var index = 0
                feeding: while index < input.count {
                    let step = Int.random(in: 1...32, using: &random)
                    decoder.append(Array(input[index..<min(index + step, input.count)]))
                    index += step
                    do {
                        while let frame = try decoder.nextFrame() { _ = try assembler.receive(frame) }
                    } catch {
                        #expect([.protocolError, .invalidPayload, .messageTooBig].contains(error.closeCode))
                        break feeding
                    }
                }
            }
        }
    }
}
