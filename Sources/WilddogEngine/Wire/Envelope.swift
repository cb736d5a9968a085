/// The two layers every message is wrapped in (WIRE-PROTOCOL.md §1.2):
/// `{"t":"c","d":{"t":<command>,"d":<payload>}}` and `{"t":"d","d":<data message>}`.
enum Envelope {
    /// Reads a message: a control command goes to `control` with its payload, the data layer
    /// to `data` (streamed, so that database data is read straight into nodes), any other
    /// layer to `unknown` as the whole message.
    static func read<T>(_ reader: inout JSONReader,
                        control: (String, WireJSON) throws(WireError) -> T,
                        data: (inout JSONReader) throws(WireError) -> T,
                        unknown: (WireJSON) -> T) throws(WireError) -> T {
        var layer: String?
        let message = try reader.readObject(payloadKey: "d", what: "A message", ready: { layer != nil },
            member: { (key: String, r: inout JSONReader) throws(WireError) -> Bool in
                guard key == "t" else {
                    _ = try r.skipValue()
                    return false
                }
                layer = try r.readString(member: "t")
                return true
            },
            payload: { (r: inout JSONReader) throws(WireError) -> T in
                switch layer {
                case "c"?:
                    let value = try r.readValue()
                    guard case .object = value, let command = value["t"]?.stringValue else {
                        throw WireError(.invalidMessage, "A control message needs a command \"t\"")
                    }
                    guard let payload = value["d"] else {
                        throw WireError(.invalidMessage, "The control message \"\(command)\" needs a payload \"d\"")
                    }
                    return try control(command, payload)
                case "d"?:
                    return try data(&r)
                case let other?:
                    let payload = try r.readValue()
                    return unknown(.object(["t": .string(other), "d": payload]))
                case nil:
                    throw WireError(.invalidMessage, "A message needs a layer \"t\"")
                }
            })
        guard let message else { throw WireError(.invalidMessage, "A message needs a payload \"d\"") }
        return message
    }

    /// The whole message of a control command, as kept for unknown commands.
    static func control(_ command: String, _ payload: WireJSON) -> WireJSON {
        .object(["t": "c", "d": .object(["t": .string(command), "d": payload])])
    }
}
