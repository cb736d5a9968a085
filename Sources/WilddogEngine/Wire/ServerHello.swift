/// The server's first frame (WIRE-PROTOCOL.md §1.3): its clock, version, host and session id.
package struct ServerHello: Sendable, Equatable {
    /// `ts`: the server's time in ms since the epoch (sent as a JSON integer).
    package var timestamp: Int64
    /// `v`: the protocol version, `"5"`.
    package var version: String?
    /// `h`: the host[:port] clients use for later connections.
    package var host: String?
    /// `s`: the session id, echoed by the next connection as `ls=`.
    package var sessionID: String?

    package init(timestamp: Int64, version: String? = ServerHello.protocolVersion, host: String?, sessionID: String?) {
        self.timestamp = timestamp
        self.version = version
        self.host = host
        self.sessionID = sessionID
    }

    /// The `connected` push a client's repo receives for this hello.
    package var enginePush: WirePush { .connected(serverTime: Double(timestamp)) }

    /// The version this codec speaks.
    package static let protocolVersion = "5"

    /// Reads the hello object.
    init(json: WireJSON) throws(WireError) {
        guard case .object = json else { throw WireError(.invalidMessage, "The hello must be an object") }
        guard let ts = json["ts"]?.doubleValue, ts.isFinite, abs(ts) < 9.2e18 else {
            throw WireError(.invalidMessage, "The hello's \"ts\" must be a number")
        }
        timestamp = json["ts"]?.integerValue ?? Int64(ts.rounded())
        version = try ServerHello.optionalString(json, "v")
        host = try ServerHello.optionalString(json, "h")
        sessionID = try ServerHello.optionalString(json, "s")
    }

    private static func optionalString(_ json: WireJSON, _ key: String) throws(WireError) -> String? {
        guard let value = json[key], !value.isNull else { return nil }
        guard let s = value.stringValue else { throw WireError(.invalidMessage, "The hello's \"\(key)\" must be a string") }
        return s
    }

    /// The hello object.
    var json: WireJSON {
        var members: [WireJSON.Member] = [.init("ts", .integer(timestamp))]
        if let version { members.append(.init("v", .string(version))) }
        if let host { members.append(.init("h", .string(host))) }
        if let sessionID { members.append(.init("s", .string(sessionID))) }
        return .object(members)
    }
}
