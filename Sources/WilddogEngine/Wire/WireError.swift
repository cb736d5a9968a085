/// Why a frame or message of the realtime protocol could not be decoded.
///
/// Decoding never traps: malformed JSON, a message of the wrong shape, invalid keys, paths,
/// values or query objects and oversized input all end here. When the bad part is inside a
/// request whose number was read, `requestNumber` names it, so that a server can answer that
/// request with a failure instead of dropping the connection.
package struct WireError: Error, Sendable, Equatable, CustomStringConvertible {
    package enum Kind: Sendable, Equatable {
        /// The text is not strict JSON (RFC 8259) or not UTF-8.
        case malformedJSON
        /// Valid JSON, but not a message of the protocol (missing or mistyped members).
        case invalidMessage
        /// A path, key, value or query object breaks the data rules (WIRE-PROTOCOL.md §3.1, §5).
        case invalidData
        /// A limit on message, string, path or nesting size was exceeded.
        case tooLarge
    }

    package let kind: Kind
    package let message: String
    /// The number `r` of the request the error belongs to, when it could be read.
    package var requestNumber: Int?

    package init(_ kind: Kind, _ message: String, requestNumber: Int? = nil) {
        self.kind = kind
        self.message = message
        self.requestNumber = requestNumber
    }

    package var description: String {
        let request = requestNumber.map { " (request \($0))" } ?? ""
        return "\(kind): \(message)\(request)"
    }

    /// The engine's form of the error, used when answering the request it belongs to.
    package var engineError: EngineError { EngineError(.invalidParameters, message) }

    /// This error attributed to request `number`.
    func inRequest(_ number: Int) -> WireError {
        var copy = self
        copy.requestNumber = number
        return copy
    }
}
