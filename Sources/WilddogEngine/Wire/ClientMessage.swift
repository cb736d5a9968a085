/// A whole message from a client to a server (WIRE-PROTOCOL.md §1.2, §1.4, §3), after frames
/// are joined (`FrameAssembler`); the keepalive frame `0` is framing, not a message.
package enum ClientMessage: Sendable, Equatable {
    /// A data-layer request with its number `r` (echoed by the reply).
    case request(number: Int, ClientRequest)
    /// Control `p`: a ping (JS only); the server answers with a pong.
    case ping
    /// Control `a`: switch-ack on a new socket when a long-poll session upgrades.
    case upgradeAck
    /// Control `n`: end of transmission on the old transport of an upgrade.
    case endOfTransmission
    /// A well-formed message of an unknown layer or control command, kept as sent.
    case unknown(WireJSON)

    // MARK: Decoding (server side)

    /// Reads a message. A request whose body is bad throws a `WireError` naming the request's
    /// number, so that the server can answer it with a failure.
    package static func decode(_ utf8: [UInt8]) throws(WireError) -> ClientMessage {
        try JSONReader.reading(utf8) { (reader: inout JSONReader) throws(WireError) in try decode(&reader) }
    }

    package static func decode(_ text: String) throws(WireError) -> ClientMessage {
        try JSONReader.reading(text) { (reader: inout JSONReader) throws(WireError) in try decode(&reader) }
    }

    static func decode(_ reader: inout JSONReader) throws(WireError) -> ClientMessage {
        try Envelope.read(&reader, control: { (command, payload) throws(WireError) in
            switch command {
            case "p": return .ping
            case "a": return .upgradeAck
            case "n": return .endOfTransmission
            default: return .unknown(Envelope.control(command, payload))
            }
        }, data: { (r: inout JSONReader) throws(WireError) in try readRequest(&r) }, unknown: { .unknown($0) })
    }

    /// `{"r":…,"a":…,"b":…}`.
    private static func readRequest(_ reader: inout JSONReader) throws(WireError) -> ClientMessage {
        var number: Int?
        var action: String?
        let request = try reader.readObject(payloadKey: "b", what: "A data message", ready: { number != nil && action != nil },
            member: { (key: String, r: inout JSONReader) throws(WireError) -> Bool in
                switch key {
                case "r":
                    number = try r.readInteger(member: "r")
                    return true
                case "a":
                    action = try r.readString(member: "a")
                    return true
                default:
                    _ = try r.skipValue()
                    return false
                }
            },
            payload: { (r: inout JSONReader) throws(WireError) -> ClientRequest in
                guard let number else { throw WireError(.invalidMessage, "A request needs a number \"r\"") }
                guard let action else { throw WireError(.invalidMessage, "A request needs an action \"a\"", requestNumber: number) }
                do throws(WireError) {
                    return try ClientRequest.decode(action: action, body: &r)
                } catch {
                    throw error.inRequest(number)
                }
            })
        guard let number else { throw WireError(.invalidMessage, "A request needs a number \"r\"") }
        guard let request else { throw WireError(.invalidMessage, "A request needs a body \"b\"", requestNumber: number) }
        return .request(number: number, request)
    }

    // MARK: Encoding (client side)

    /// The message as UTF-8 JSON, ready for `WireFraming.split`.
    package var encoded: [UInt8] {
        var writer = JSONWriter(capacity: 96)
        switch self {
        case .request(let number, let request):
            writer.append("{\"t\":\"d\",\"d\":{\"r\":")
            writer.appendInteger(Int64(number))
            writer.append(",\"a\":")
            writer.appendString(request.action)
            writer.append(",\"b\":")
            request.writeBody(&writer)
            writer.append("}}")
        case .ping:
            writer.append("{\"t\":\"c\",\"d\":{\"t\":\"p\",\"d\":{}}}")
        case .upgradeAck:
            writer.append("{\"t\":\"c\",\"d\":{\"t\":\"a\",\"d\":{}}}")
        case .endOfTransmission:
            writer.append("{\"t\":\"c\",\"d\":{\"t\":\"n\",\"d\":{}}}")
        case .unknown(let json):
            writer.appendValue(json)
        }
        return writer.bytes
    }

    /// The message as JSON text.
    package var text: String { String(decoding: encoded, as: UTF8.self) }
}
