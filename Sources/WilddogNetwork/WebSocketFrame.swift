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
        withHeader(fin: fin, opcode: opcode, length: length, maskKey: maskKey) { bytes.append(contentsOf: $0) }
        let payloadStart = bytes.count
        bytes.append(contentsOf: payload)
        if let key = maskKey {
            bytes.withUnsafeMutableBytes { buffer in
                WebSocketMask.apply([key.0, key.1, key.2, key.3], to: UnsafeMutableRawBufferPointer(rebasing: buffer[payloadStart...]))
            }
        }
        return bytes
    }

    /// Runs `body` with the header of a frame whose payload has `length` bytes (the masking key
    /// last, when given), built on the stack: a server writes it in front of a shared payload.
    static func withHeader<R>(
        fin: Bool = true, opcode: WebSocketOpcode, length: Int, maskKey: (UInt8, UInt8, UInt8, UInt8)?,
        _ body: (UnsafeRawBufferPointer) -> R
    ) -> R {
        withUnsafeTemporaryAllocation(byteCount: 14, alignment: 1) { header -> R in
            header[0] = (fin ? 0x80 : 0) | opcode.rawValue
            let maskBit: UInt8 = maskKey == nil ? 0 : 0x80
            var count: Int
            if length < 126 {
                header[1] = maskBit | UInt8(length)
                count = 2
            } else if length <= 0xFFFF {
                header[1] = maskBit | 126
                header[2] = UInt8(length >> 8)
                header[3] = UInt8(length & 0xFF)
                count = 4
            } else {
                header[1] = maskBit | 127
                for index in 0..<8 { header[2 + index] = UInt8(truncatingIfNeeded: UInt64(length) >> UInt64(56 - 8 * index)) }
                count = 10
            }
            if let key = maskKey {
                header[count] = key.0
                header[count + 1] = key.1
                header[count + 2] = key.2
                header[count + 3] = key.3
                count += 4
            }
            return body(UnsafeRawBufferPointer(rebasing: header[0..<count]))
        }
    }
}

/// The XOR masking of RFC 6455 §5.3.
enum WebSocketMask {
    /// Masks (or unmasks) `buffer` in place with `key`, the buffer's first byte being payload
    /// byte `offset`.
    static func apply(_ key: [UInt8], to buffer: UnsafeMutableRawBufferPointer, offset: Int = 0) {
        guard !buffer.isEmpty else { return }
        // The key repeated over 8 bytes, in memory order, so that whole words are XORed at once.
        var word: UInt64 = 0
        withUnsafeMutableBytes(of: &word) { bytes in
            for index in 0..<8 { bytes[index] = key[(index + offset) % 4] }
        }
        var index = 0
        while index + 8 <= buffer.count {
            let value = buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            buffer.storeBytes(of: value ^ word, toByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < buffer.count {
            buffer[index] ^= key[(index + offset) % 4]
            index += 1
        }
    }
}
