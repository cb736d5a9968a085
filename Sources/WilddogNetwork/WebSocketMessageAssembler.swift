/// Joins data frames into whole messages and checks what the frame decoder cannot: the order
/// of fragments (control frames may come between them), UTF-8 of text (incrementally, so an
/// invalid byte fails at once, even when a character is split across fragments), the message
/// size, and close frame payloads.
package struct WebSocketMessageAssembler {
    /// What a frame amounts to.
    package enum Message: Sendable, Equatable {
        case text(String)
        case binary([UInt8])
        case ping([UInt8])
        case pong([UInt8])
        /// A close frame; `code` is nil when it carried none.
        case close(code: WebSocketCloseCode?, reason: String)
    }

    private let maxMessageSize: Int
    private var kind: WebSocketOpcode?
    private var parts: [UInt8] = []
    private var validator = UTF8Validator()

    package init(maxMessageSize: Int) {
        self.maxMessageSize = maxMessageSize
    }

    /// Whether a fragmented message is in progress.
    package var isAssembling: Bool { kind != nil }

    /// The message `frame` completes, nil when it only adds a fragment.
    package mutating func receive(_ frame: WebSocketFrame) throws(WebSocketProtocolError) -> Message? {
        switch frame.opcode {
        case .ping: return .ping(frame.payload)
        case .pong: return .pong(frame.payload)
        case .close: return try Self.closeMessage(frame.payload)
        case .text, .binary:
            guard kind == nil else { throw WebSocketProtocolError(.protocolError, "a new message started inside a fragmented one") }
            kind = frame.opcode
        case .continuation:
            guard kind != nil else { throw WebSocketProtocolError(.protocolError, "continuation frame without a message to continue") }
        }
        guard parts.count + frame.payload.count <= maxMessageSize else {
            throw WebSocketProtocolError(.messageTooBig, "message over the limit of \(maxMessageSize) bytes")
        }
        if kind == .text, !validator.validate(frame.payload) {
            throw WebSocketProtocolError(.invalidPayload, "text message is not valid UTF-8")
        }
        if parts.isEmpty, frame.fin {
            parts = frame.payload
        } else {
            parts.append(contentsOf: frame.payload)
        }
        guard frame.fin else { return nil }
        defer {
            kind = nil
            parts = []
            validator = UTF8Validator()
        }
        if kind == .text {
            guard validator.isComplete else { throw WebSocketProtocolError(.invalidPayload, "text message ends inside a character") }
            return .text(String(decoding: parts, as: UTF8.self))
        }
        return .binary(parts)
    }

    private static func closeMessage(_ payload: [UInt8]) throws(WebSocketProtocolError) -> Message {
        if payload.isEmpty { return .close(code: nil, reason: "") }
        guard payload.count >= 2 else { throw WebSocketProtocolError(.protocolError, "close frame with a 1-byte payload") }
        let code = WebSocketCloseCode(rawValue: UInt16(payload[0]) << 8 | UInt16(payload[1]))
        guard code.isValidOnTheWire else { throw WebSocketProtocolError(.protocolError, "invalid close code \(code.rawValue)") }
        let reason = Array(payload.dropFirst(2))
        var validator = UTF8Validator()
        guard validator.validate(reason), validator.isComplete else {
            throw WebSocketProtocolError(.invalidPayload, "close reason is not valid UTF-8")
        }
        return .close(code: code, reason: String(decoding: reason, as: UTF8.self))
    }
}
