import Testing
@testable import WilddogEngine

/// WIRE-PROTOCOL.md §2 and §1.6: splitting at 16,384 UTF-16 units, the count frame, the
/// receiver's state machine, the keepalive frame.
@Suite struct FramingTests {
    private func put(_ value: String) -> [UInt8] {
        ClientMessage.request(number: 3, .put(path: "a", data: .leaf(.string(value)), hash: nil)).encoded
    }

    @Test func aShortMessageIsOneFrameWithoutCount() {
        let message = put("x")
        #expect(WireFraming.split(message) == [message])
        let exact = Array(repeating: UInt8(ascii: "a"), count: WireFraming.maxPieceLength)
        #expect(WireFraming.split(exact) == [exact])
    }

    @Test func aLongMessageIsACountFrameAndPiecesOf16384Units() throws {
        // As captured from JS (§2): a message over 32,768 units goes as `3` and three pieces.
        let message = Array(repeating: UInt8(ascii: "a"), count: 40_000)
        let frames = WireFraming.split(message)
        #expect(frames.map(\.count) == [1, 16_384, 16_384, 7_232])
        #expect(frames[0] == Array("3".utf8))
        #expect(Array(frames.dropFirst().joined()) == message)
    }

    @Test func piecesAreCountedInUTF16UnitsAndNeverSplitASurrogatePair() throws {
        // "é" is 2 UTF-8 bytes but one UTF-16 unit; "😀" is 4 bytes and two units.
        let text = String(repeating: "é", count: 20_000)
        let frames = WireFraming.split(text)
        #expect(frames.count == 3)
        #expect(frames[1].utf16.count == 16_384 && frames[2].utf16.count == 3_616)
        let emoji = "a" + String(repeating: "😀", count: 10_000)
        let pieces = WireFraming.split(emoji).dropFirst()
        for piece in pieces {
            #expect(piece.utf16.count <= WireFraming.maxPieceLength)
            #expect(!piece.unicodeScalars.contains("\u{FFFD}"))
        }
        // The odd "a" leaves 16,383 units before a pair would cross the boundary.
        #expect(pieces.first?.utf16.count == 16_383)
        #expect(pieces.joined() == emoji)
    }

    @Test func splitMessagesReassembleAtTheOtherEnd() throws {
        for length in [1, 16_383, 16_384, 16_385, 50_000, 200_000] {
            let value = String(repeating: "ü😀x", count: length / 3 + 1)
            let message = put(value)
            var assembler = FrameAssembler()
            var got: [UInt8]?
            for frame in WireFraming.split(message) {
                if case .message(let m) = try assembler.receive(frame) { got = m }
            }
            #expect(got == message)
            #expect(assembler.expectedPieces == 0)
            guard case .request(3, .put(_, let data, _)) = try ClientMessage.decode(got ?? []) else {
                Issue.record("not a put")
                continue
            }
            #expect(data == .leaf(.string(value)))
        }
    }

    @Test func theReceiverFollowsTheCountRule() throws {
        var a = FrameAssembler()
        #expect(try a.receive("0") == .keepalive)
        #expect(try a.receive(#"{"t":"c","d":{"t":"p","d":{}}}"#) == .message(Array(#"{"t":"c","d":{"t":"p","d":{}}}"#.utf8)))
        // 1–6 digits above zero announce pieces; the pieces may be anything, even `0` or digits.
        #expect(try a.receive("3") == .pending)
        #expect(try a.receive("{\"a\":") == .pending)
        #expect(try a.receive("0") == .pending)
        #expect(a.expectedPieces == 1)
        #expect(try a.receive("}") == .message(Array("{\"a\":0}".utf8)))
        #expect(try a.receive("000001") == .pending)
        #expect(try a.receive("12") == .message(Array("12".utf8)))
        // Seven digits, zero, signs and fractions are not counts: they are (bad) messages.
        for frame in ["1234567", "00", "-1", "1.5", " 1", "1e3", ""] {
            #expect(try a.receive(frame) == .message(Array(frame.utf8)), "\(frame)")
        }
        #expect(try a.receive("999999") == .pending && a.expectedPieces == 999_999)
    }

    @Test func oversizedMessagesAreErrorsAndTheReceiverStartsOver() throws {
        var a = FrameAssembler(maxMessageBytes: 10)
        #expect(throws: WireError.self) { try a.receive(Array(repeating: UInt8(ascii: "x"), count: 11)) }
        #expect(try a.receive("2") == .pending)
        #expect(try a.receive("123456") == .pending)
        #expect { try a.receive("12345") } throws: { ($0 as? WireError)?.kind == .tooLarge }
        #expect(a.expectedPieces == 0)
        #expect(try a.receive("{}") == .message(Array("{}".utf8)))
    }
}
