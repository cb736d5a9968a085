/// Cutting messages into WebSocket text frames (WIRE-PROTOCOL.md §2).
package enum WireFraming {
    /// The largest piece, in UTF-16 code units (JS `splitStringBySize`, iOS, Android).
    package static let maxPieceLength = 16_384
    /// A count frame has 1 to 6 digits (JS and Android read up to 6).
    package static let maxCountLength = 6
    /// The largest message a receiver joins by default: a 10 MB string leaf plus room for
    /// escapes and the rest of the data. Receivers may choose another bound.
    package static let defaultMaxMessageBytes = 32 * 1024 * 1024
    /// The keepalive frame clients send after 45 s without traffic; a server never sends it.
    package static let keepalive: [UInt8] = [UInt8(ascii: "0")]

    /// The frames that carry `message` (UTF-8 JSON): the message alone when it fits in one
    /// piece; otherwise a frame with the number of pieces, then the pieces, each at most
    /// `pieceLength` UTF-16 units and cut between scalars, so a surrogate pair is never split.
    package static func split(_ message: [UInt8], pieceLength: Int = maxPieceLength) -> [[UInt8]] {
        let limit = max(2, pieceLength)
        // A UTF-8 text never has more UTF-16 units than bytes.
        if message.count <= limit { return [message] }
        var pieces: [[UInt8]] = []
        message.withUnsafeBufferPointer { bytes in
            var units = 0
            var start = 0
            for i in 0..<bytes.count {
                let b = bytes[i]
                if b & 0xC0 == 0x80 { continue }  // a continuation byte: same scalar
                let width = b >= 0xF0 ? 2 : 1     // a 4-byte scalar is a surrogate pair in UTF-16
                if units + width > limit && units > 0 {
                    pieces.append(Array(bytes[start..<i]))
                    start = i
                    units = 0
                }
                units += width
            }
            pieces.append(Array(bytes[start..<bytes.count]))
        }
        if pieces.count == 1 { return pieces }
        return [Array(String(pieces.count).utf8)] + pieces
    }

    /// The frames that carry a message given as text.
    package static func split(_ message: String, pieceLength: Int = maxPieceLength) -> [String] {
        split(Array(message.utf8), pieceLength: pieceLength).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The piece count announced by `frame`: 1–6 ASCII digits with a value above zero.
    static func count(_ frame: [UInt8]) -> Int? {
        guard !frame.isEmpty, frame.count <= maxCountLength else { return nil }
        var value = 0
        for b in frame {
            guard b &- UInt8(ascii: "0") < 10 else { return nil }
            value = value * 10 + Int(b - UInt8(ascii: "0"))
        }
        return value > 0 ? value : nil
    }
}
