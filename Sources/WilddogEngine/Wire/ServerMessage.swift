/// A whole message from a server to a client (WIRE-PROTOCOL.md §1.3–1.4, §3.1, §4), after
/// frames are joined (`FrameAssembler`).
package enum ServerMessage: Sendable, Equatable {
    /// Control `h`: the hello, the first frame of every connection.
    case hello(ServerHello)
    /// Control `r`: reconnect to another host.
    case reset(host: String)
    /// Control `s`: shutdown; the client stops reconnecting for good.
    case shutdown(reason: String)
    /// Control `e`: a server error message (clients log it).
    case error(String)
    /// Control `o`: the answer to a ping.
    case pong
    /// Control `n`: end of transmission on the old transport of an upgrade.
    case endOfTransmission
    /// A reply to request number `number`.
    case reply(number: Int, ServerReply)
    /// A push.
    case push(ServerPush)
    /// A well-formed message of an unknown layer, control command or data shape (such as the
    /// `{"error":…}` form that clients must not be sent), kept as received.
    case unknown(WireJSON)

    // MARK: Decoding (client side)

    /// Reads a message. `dataReplies` names the requests whose successful reply is database
    /// data (the client's gets): their `d` is read straight into a node (`ServerReply.data`
    /// is then `.node`), other replies' payloads as generic JSON.
    package static func decode(_ utf8: [UInt8], dataReplies: (Int) -> Bool = { _ in false }) throws(WireError) -> ServerMessage {
        try JSONReader.reading(utf8) { (reader: inout JSONReader) throws(WireError) in try decode(&reader, dataReplies: dataReplies) }
    }

    package static func decode(_ text: String, dataReplies: (Int) -> Bool = { _ in false }) throws(WireError) -> ServerMessage {
        try JSONReader.reading(text) { (reader: inout JSONReader) throws(WireError) in try decode(&reader, dataReplies: dataReplies) }
    }

    static func decode(_ reader: inout JSONReader, dataReplies: (Int) -> Bool) throws(WireError) -> ServerMessage {
        try Envelope.read(&reader, control: { (command, payload) throws(WireError) in
            switch command {
            case "h": return .hello(try ServerHello(json: payload))
            case "r":
                guard let host = payload.stringValue else { throw WireError(.invalidMessage, "A reset needs a host string") }
                return .reset(host: host)
            case "s": return .shutdown(reason: payload.stringValue ?? ServerMessage.text(payload))
            case "e": return .error(payload.stringValue ?? ServerMessage.text(payload))
            case "o": return .pong
            case "n": return .endOfTransmission
            default: return .unknown(Envelope.control(command, payload))
            }
        }, data: { (r: inout JSONReader) throws(WireError) in try readData(&r, dataReplies: dataReplies) }, unknown: { .unknown($0) })
    }

    private enum Body {
        case reply(Int, ServerReply)
        case push(ServerPush)
    }

    /// `{"r":…,"b":{"s":…,"d":…}}` (a reply) or `{"a":…,"b":…}` (a push).
    private static func readData(_ reader: inout JSONReader, dataReplies: (Int) -> Bool) throws(WireError) -> ServerMessage {
        reader.skipWhitespace()
        let start = reader.position
        var number: Int?
        var action: String?
        let body = try reader.readObject(payloadKey: "b", what: "A data message", ready: { number != nil || action != nil },
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
            payload: { (r: inout JSONReader) throws(WireError) -> Body? in
                if let action { return .push(try ServerPush.decode(action: action, body: &r)) }
                guard let number else {
                    _ = try r.skipValue()
                    return nil
                }
                do throws(WireError) {
                    return .reply(number, try readReply(&r, readsData: dataReplies(number)))
                } catch {
                    throw error.inRequest(number)
                }
            })
        switch body {
        case .push(let push)??: return .push(push)
        case .reply(let number, let reply)??: return .reply(number: number, reply)
        default:
            var whole = reader.reader(at: start..<reader.position)
            let value = try whole.readValue()
            return .unknown(.object(["t": "d", "d": value]))
        }
    }

    /// `{"s":…,"d":…}`; a successful data reply's `d` is read as a node.
    private static func readReply(_ reader: inout JSONReader, readsData: Bool) throws(WireError) -> ServerReply {
        var status: String?
        let data = try reader.readObject(payloadKey: "d", what: "A reply", ready: { status != nil || !readsData },
            member: { (key: String, r: inout JSONReader) throws(WireError) -> Bool in
                guard key == "s" else {
                    _ = try r.skipValue()
                    return false
                }
                status = try r.readString(member: "s")
                return readsData
            },
            payload: { (r: inout JSONReader) throws(WireError) -> WireJSON in
                guard readsData && status == "ok" else { return try r.readValue() }
                var context = NodeReadContext(at: .root, allowsServerValues: false)
                return .node(try r.readNode(&context))
            })
        guard let status else { throw WireError(.invalidMessage, "A reply needs a status \"s\"") }
        return ServerReply(status: status, data: data ?? .null)
    }

    private static func text(_ json: WireJSON) -> String {
        var writer = JSONWriter(capacity: 32)
        writer.appendValue(json)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    // MARK: Encoding (server side)

    /// The message as UTF-8 JSON, ready for `WireFraming.split`; encode a push once and send
    /// the same frames to every listening socket.
    package var encoded: [UInt8] {
        var writer = JSONWriter(capacity: 96)
        switch self {
        case .hello(let hello):
            writer.append("{\"t\":\"c\",\"d\":{\"t\":\"h\",\"d\":")
            writer.appendValue(hello.json)
            writer.append("}}")
        case .reset(let host): writeControl("r", .string(host), &writer)
        case .shutdown(let reason): writeControl("s", .string(reason), &writer)
        case .error(let message): writeControl("e", .string(message), &writer)
        case .pong: writer.append("{\"t\":\"c\",\"d\":{\"t\":\"o\",\"d\":{}}}")
        case .endOfTransmission: writer.append("{\"t\":\"c\",\"d\":{\"t\":\"n\",\"d\":{}}}")
        case .reply(let number, let reply):
            writer.append("{\"t\":\"d\",\"d\":{\"r\":")
            writer.appendInteger(Int64(number))
            writer.append(",\"b\":{\"s\":")
            writer.appendString(reply.status)
            writer.append(",\"d\":")
            writer.appendValue(reply.data)
            writer.append("}}}")
        case .push(let push):
            writer.append("{\"t\":\"d\",\"d\":{\"a\":")
            writer.appendString(push.action)
            writer.append(",\"b\":")
            push.writeBody(&writer)
            writer.append("}}")
        case .unknown(let json):
            writer.appendValue(json)
        }
        return writer.bytes
    }

    /// The message as JSON text.
    package var text: String { String(decoding: encoded, as: UTF8.self) }

    private func writeControl(_ command: StaticString, _ payload: WireJSON, _ writer: inout JSONWriter) {
        writer.append("{\"t\":\"c\",\"d\":{\"t\":\"")
        writer.append(command)
        writer.append("\",\"d\":")
        writer.appendValue(payload)
        writer.append("}}")
    }
}
