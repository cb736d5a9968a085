/// A WebSocket frame's opcode (RFC 6455 §5.2).
package enum WebSocketOpcode: UInt8, Sendable {
    case continuation = 0x0
    case text = 0x1
    case binary = 0x2
    case close = 0x8
    case ping = 0x9
    case pong = 0xA

    /// Close, ping and pong: at most 125 bytes, never fragmented.
    package var isControl: Bool { rawValue & 0x8 != 0 }
}

/// One WebSocket frame, its payload unmasked.
package struct WebSocketFrame: Sendable, Equatable {
    package var fin: Bool
    package var opcode: WebSocketOpcode
    package var payload: [UInt8]

    package init(fin: Bool = true, opcode: WebSocketOpcode, payload: [UInt8] = []) {
        self.fin = fin
        self.opcode = opcode
        self.payload = payload
    }

    /// The frame on the wire: the shortest length form (7, 16 or 64 bits), and the payload
    /// masked with `maskKey` when given (a client must mask, a server must not).
    package static func encode(
        fin: Bool = true, opcode: WebSocketOpcode, payload: some Collection<UInt8>,
        maskKey: (UInt8, UInt8, UInt8, UInt8)? = nil
    ) -> [UInt8] {
        let length = payload.count
        var bytes: [UInt8] = []
        bytes.reserveCapacity(length + 14)
        bytes.append((fin ? 0x80 : 0) | opcode.rawValue)
        let maskBit: UInt8 = maskKey == nil ? 0 : 0x80
        if length < 126 {
            bytes.append(maskBit | UInt8(length))
        } else if length <= 0xFFFF {
            bytes.append(maskBit | 126)
            bytes.append(UInt8(length >> 8))
            bytes.append(UInt8(length & 0xFF))
        } else {
            bytes.append(maskBit | 127)
            for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: UInt64(length) >> UInt64(shift))) }
        }
        let payloadStart: Int
        if let key = maskKey {
            bytes.append(contentsOf: [key.0, key.1, key.2, key.3])
            payloadStart = bytes.count
            bytes.append(contentsOf: payload)
            bytes.withUnsafeMutableBytes { buffer in
                WebSocketMask.apply([key.0, key.1, key.2, key.3], to: UnsafeMutableRawBufferPointer(rebasing: buffer[payloadStart...]))
            }
        } else {
            bytes.append(contentsOf: payload)
        }
        return bytes
    }
}

/// The XOR masking of RFC 6455 §5.3.
enum WebSocketMask {
    /// Masks (or unmasks) `buffer` in place with `key`, the buffer's first byte being payload
    /// byte `offset`.
    static func apply(_ key: [UInt8], to buffer: UnsafeMutableRawBufferPointer, offset: Int = 0) {
        guard !buffer.isEmpty else { return }
        var rotated = [UInt8](repeating: 0, count: 8)
        for index in 0..<8 { rotated[index] = key[(index + offset) % 4] }
        let word = rotated.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
        var index = 0
        while index + 8 <= buffer.count {
            let value = buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            buffer.storeBytes(of: value ^ word, toByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < buffer.count {
            buffer[index] ^= rotated[index % 8]
            index += 1
        }
    }
}
