/// Cuts WebSocket frames out of a byte stream and checks each header against RFC 6455.
///
/// A header breaking the framing rules throws `WebSocketProtocolError` (1002: reserved bits,
/// unknown opcodes, wrong masking for the role, fragmented or oversized control frames, a
/// 64-bit length with its top bit set; 1009: a frame over `maxFrameSize`), as soon as the
/// header is in, before its payload is buffered.
package struct WebSocketFrameDecoder {
    /// The side this decoder reads for: a server reads masked frames, a client unmasked ones.
    package enum Role: Sendable {
        case client, server
    }

    private let role: Role
    private let maxFrameSize: Int
    private var buffer = ByteQueue()

    package init(role: Role, maxFrameSize: Int) {
        self.role = role
        self.maxFrameSize = maxFrameSize
    }

    package mutating func append(_ bytes: UnsafeRawBufferPointer) {
        buffer.append(bytes)
    }

    package mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { append($0) }
    }

    /// Bytes buffered and not yet part of a returned frame.
    package var bufferedByteCount: Int { buffer.count }

    /// The next complete frame, nil when more bytes are needed.
    package mutating func nextFrame() throws(WebSocketProtocolError) -> WebSocketFrame? {
        guard buffer.count >= 2 else { return nil }
        let first = buffer[0], second = buffer[1]
        guard first & 0x70 == 0 else { throw WebSocketProtocolError(.protocolError, "reserved bits set without an extension") }
        guard let opcode = WebSocketOpcode(rawValue: first & 0x0F) else {
            throw WebSocketProtocolError(.protocolError, "reserved opcode \(first & 0x0F)")
        }
        let fin = first & 0x80 != 0
        let masked = second & 0x80 != 0
        switch role {
        case .server where !masked: throw WebSocketProtocolError(.protocolError, "unmasked frame from a client")
        case .client where masked: throw WebSocketProtocolError(.protocolError, "masked frame from a server")
        default: break
        }
        var length = UInt64(second & 0x7F)
        var headerLength = 2
        if opcode.isControl {
            guard fin else { throw WebSocketProtocolError(.protocolError, "fragmented control frame") }
            guard length <= 125 else { throw WebSocketProtocolError(.protocolError, "control frame longer than 125 bytes") }
        }
        if length == 126 {
            guard buffer.count >= 4 else { return nil }
            length = UInt64(buffer[2]) << 8 | UInt64(buffer[3])
            headerLength = 4
        } else if length == 127 {
            guard buffer.count >= 10 else { return nil }
            length = (2..<10).reduce(0) { $0 << 8 | UInt64(buffer[$1]) }
            guard length >> 63 == 0 else { throw WebSocketProtocolError(.protocolError, "64-bit length with the top bit set") }
            headerLength = 10
        }
        guard length <= UInt64(maxFrameSize) else {
            throw WebSocketProtocolError(.messageTooBig, "frame of \(length) bytes, over the limit of \(maxFrameSize)")
        }
        let maskLength = masked ? 4 : 0
        let total = headerLength + maskLength + Int(length)
        guard buffer.count >= total else { return nil }
        let key = masked ? (0..<4).map { buffer[headerLength + $0] } : []
        buffer.consume(headerLength + maskLength)
        var payload = buffer.take(Int(length))
        if masked { payload.withUnsafeMutableBytes { WebSocketMask.apply(key, to: $0) } }
        return WebSocketFrame(fin: fin, opcode: opcode, payload: payload)
    }
}
