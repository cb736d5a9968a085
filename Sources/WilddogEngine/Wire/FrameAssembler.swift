/// Joins received text frames into whole messages (WIRE-PROTOCOL.md §2), for either end.
///
/// With no message in progress: the frame `0` is a keepalive (ignored by servers; a client
/// that gets one ignores it too, as Android does), a frame of 1–6 digits above zero announces
/// that many pieces, and any other frame is a whole message. While pieces are expected, every
/// frame is a piece, joined with no separator. A message past `maxMessageBytes` is an error
/// and the assembler starts over.
package struct FrameAssembler: Sendable {
    /// What a frame completed.
    package enum Output: Sendable, Equatable {
        /// A whole message (UTF-8 JSON), ready for `ClientMessage`/`ServerMessage.decode`.
        case message([UInt8])
        /// The keepalive frame `0`.
        case keepalive
        /// A count frame or a piece: more frames are needed.
        case pending
    }

    package let maxMessageBytes: Int
    /// Pieces still expected for the message in progress (0: none in progress).
    package private(set) var expectedPieces = 0
    private var buffer: [UInt8] = []

    package init(maxMessageBytes: Int = WireFraming.defaultMaxMessageBytes) {
        self.maxMessageBytes = maxMessageBytes
    }

    /// Takes the next frame's UTF-8 payload.
    package mutating func receive(_ frame: [UInt8]) throws(WireError) -> Output {
        guard expectedPieces > 0 else {
            if frame == WireFraming.keepalive { return .keepalive }
            if let count = WireFraming.count(frame) {
                expectedPieces = count
                buffer = []
                return .pending
            }
            guard frame.count <= maxMessageBytes else { throw tooLarge(frame.count) }
            return .message(frame)
        }
        guard buffer.count + frame.count <= maxMessageBytes else {
            let size = buffer.count + frame.count
            expectedPieces = 0
            buffer = []
            throw tooLarge(size)
        }
        // Room for the announced pieces, but a count alone never reserves much memory.
        if buffer.isEmpty { buffer.reserveCapacity(min(maxMessageBytes, expectedPieces * frame.count, 1 << 20)) }
        buffer.append(contentsOf: frame)
        expectedPieces -= 1
        guard expectedPieces == 0 else { return .pending }
        defer { buffer = [] }
        return .message(buffer)
    }

    /// Takes the next frame as text.
    package mutating func receive(_ frame: String) throws(WireError) -> Output {
        try receive(Array(frame.utf8))
    }

    private func tooLarge(_ size: Int) -> WireError {
        WireError(.tooLarge, "A message of at least \(size) bytes exceeds the limit of \(maxMessageBytes) bytes")
    }
}
