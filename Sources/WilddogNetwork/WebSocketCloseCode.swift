/// A WebSocket close status code (RFC 6455 §7.4).
package struct WebSocketCloseCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    package let rawValue: UInt16

    package init(rawValue: UInt16) { self.rawValue = rawValue }

    /// 1000: the purpose of the connection is fulfilled.
    package static let normalClosure = Self(rawValue: 1000)
    /// 1001: the endpoint goes away (server shutdown, idle timeout).
    package static let goingAway = Self(rawValue: 1001)
    /// 1002: the peer broke the protocol.
    package static let protocolError = Self(rawValue: 1002)
    /// 1003: a kind of data the endpoint does not accept (e.g. binary where text is expected).
    package static let unsupportedData = Self(rawValue: 1003)
    /// 1005: the close frame had no code (reported, never sent).
    package static let noStatusReceived = Self(rawValue: 1005)
    /// 1006: the connection closed without a close frame (reported, never sent).
    package static let abnormalClosure = Self(rawValue: 1006)
    /// 1007: a text message was not valid UTF-8.
    package static let invalidPayload = Self(rawValue: 1007)
    /// 1008: a message broke the endpoint's policy.
    package static let policyViolation = Self(rawValue: 1008)
    /// 1009: a frame or message was larger than the endpoint accepts.
    package static let messageTooBig = Self(rawValue: 1009)
    /// 1011: the server met an unexpected condition.
    package static let internalError = Self(rawValue: 1011)

    /// Whether a peer may put this code in a close frame (1000–1003, 1007–1014, 3000–4999).
    package var isValidOnTheWire: Bool {
        switch rawValue {
        case 1000...1003, 1007...1014, 3000...4999: true
        default: false
        }
    }

    package var description: String { String(rawValue) }
}

/// A peer broke RFC 6455: the connection is failed with `closeCode`.
package struct WebSocketProtocolError: Error, Equatable, Sendable, CustomStringConvertible {
    package let closeCode: WebSocketCloseCode
    package let message: String

    package init(_ closeCode: WebSocketCloseCode, _ message: String) {
        self.closeCode = closeCode
        self.message = message
    }

    package var description: String { "WebSocket \(closeCode): \(message)" }
}
