import Testing
@testable import WilddogEngine

/// Seeded fuzzing: random bytes and mutated spec frames never trap, always give a message or a
/// `WireError`, and whatever decodes re-encodes to a frame that decodes to the same message.
@Suite struct WireFuzzTests {
    static let seeds: [UInt64] = [1, 32, 0xC0DEC]

    private static let alphabet = Array(#"{}[]:,"\/0123456789-+.eEtrufalsn pdbqhrcmo abc\u00e9 "#.utf8)
        + [0x00, 0x1F, 0x7F, 0x80, 0xBF, 0xC0, 0xE2, 0xED, 0xF0, 0xF4, 0xF5, 0xFF]

    private static var corpus: [[UInt8]] {
        (SpecExampleFrameTests.clientFrames + SpecExampleFrameTests.serverFrames).map { Array($0.utf8) }
    }

    /// Decodes with every decoder; successful decodes must survive an encode/decode round trip.
    private static func exercise(_ bytes: [UInt8]) {
        if let message = try? ClientMessage.decode(bytes) {
            #expect((try? ClientMessage.decode(message.encoded)) == message, "\(String(decoding: bytes, as: UTF8.self))")
        }
        if let message = try? ServerMessage.decode(bytes) {
            #expect((try? ServerMessage.decode(message.encoded)) == message, "\(String(decoding: bytes, as: UTF8.self))")
        }
        if let node = try? Node(jsonText: bytes) {
            #expect((try? Node(jsonText: node.jsonBytes)) == node)
        }
        var assembler = FrameAssembler(maxMessageBytes: 4096)
        for frame in WireFraming.split(bytes, pieceLength: 7) { _ = try? assembler.receive(frame) }
    }

    @Test(arguments: seeds)
    func randomBytesAreErrorsOrMessages(_ seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<3_000 {
            let length = rng.below(64)
            let bytes = (0..<length).map { _ in
                rng.chance(80) ? WireFuzzTests.alphabet[rng.below(WireFuzzTests.alphabet.count)] : UInt8(truncatingIfNeeded: rng.next())
            }
            WireFuzzTests.exercise(bytes)
        }
    }

    @Test(arguments: seeds)
    func mutatedFramesAreErrorsOrMessages(_ seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let corpus = WireFuzzTests.corpus
        var decoded = 0, failed = 0
        for _ in 0..<4_000 {
            var bytes = corpus[rng.below(corpus.count)]
            for _ in 0...rng.below(3) {
                let i = bytes.isEmpty ? 0 : rng.below(bytes.count)
                switch rng.below(6) {
                case 0 where !bytes.isEmpty: bytes[i] = WireFuzzTests.alphabet[rng.below(WireFuzzTests.alphabet.count)]
                case 1: bytes.insert(WireFuzzTests.alphabet[rng.below(WireFuzzTests.alphabet.count)], at: i)
                case 2 where !bytes.isEmpty: bytes.remove(at: i)
                case 3 where !bytes.isEmpty: bytes.insert(contentsOf: bytes[i..<min(bytes.count, i + rng.below(12))], at: i)
                case 4: bytes.removeSubrange(i..<min(bytes.count, i + rng.below(8)))
                default: if !bytes.isEmpty { bytes[i] ^= UInt8(1 << rng.below(8)) }
                }
            }
            WireFuzzTests.exercise(bytes)
            if (try? ClientMessage.decode(bytes)) != nil || (try? ServerMessage.decode(bytes)) != nil { decoded += 1 } else { failed += 1 }
        }
        // Both outcomes occur: the mutations reach past the first byte.
        #expect(decoded > 100 && failed > 100)
    }

    @Test func everyErrorIsAWireErrorWithAMessage() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<2_000 {
            let bytes = (0..<rng.below(40)).map { _ in WireFuzzTests.alphabet[rng.below(WireFuzzTests.alphabet.count)] }
            do {
                _ = try ClientMessage.decode(bytes)
            } catch {
                #expect(!error.message.isEmpty)
            }
        }
    }
}
