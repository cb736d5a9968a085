/// The body of a reply to a request (WIRE-PROTOCOL.md §3.1): a status `s` and a payload `d`.
///
/// Success payloads: `{}` (or `{"w":[…]}`) for listens, the data for gets, `""` otherwise.
/// Failures carry a human-readable string.
package struct ServerReply: Sendable, Equatable {
    package var status: String
    package var data: WireJSON

    package init(status: String, data: WireJSON) {
        self.status = status
        self.data = data
    }

    /// `{"s":"ok","d":""}`: the answer to writes, unlistens, auth, stats, App Check.
    package static let ok = ServerReply(status: "ok", data: "")

    /// `{"s":"ok","d":{}}`, with `"w"` warnings (`no_index`) when given: a listen's answer.
    package static func listenOK(warnings: [String] = []) -> ServerReply {
        if warnings.isEmpty { return ServerReply(status: "ok", data: .object([])) }
        return ServerReply(status: "ok", data: .object(["w": .array(warnings.map(WireJSON.string))]))
    }

    /// `{"s":"ok","d":<data>}`: a get's answer, written in export form straight from the node.
    package static func data(_ node: Node) -> ServerReply { ServerReply(status: "ok", data: .node(node)) }

    /// A failure with the error's status and message.
    package static func failed(_ error: EngineError) -> ServerReply {
        ServerReply(status: error.wireStatus, data: .string(error.message))
    }

    /// `{"s":"failure","d":"Unknown action: …"}`: the answer to an unknown action (§9.1).
    package static func unknownAction(_ action: String) -> ServerReply {
        ServerReply(status: "failure", data: .string("Unknown action: \(action)"))
    }

    /// The server's answer to `request` from the in-process backend's response.
    package init(answering response: WireResponse, to request: ClientRequest) {
        switch response {
        case .failed(let error):
            self = .failed(error)
        case .ok:
            if case .listen = request { self = .listenOK() } else { self = .ok }
        }
    }

    package var isOK: Bool { status == "ok" }

    /// The failure as an engine error; nil for `ok`.
    package var error: EngineError? {
        guard !isOK else { return nil }
        return EngineError(wireStatus: status, message: data.stringValue)
    }

    /// The in-process form of the reply.
    package var engineResponse: WireResponse {
        if let error { return .failed(error) }
        return .ok
    }

    /// The warnings of a listen's `ok` (`{"w":["no_index"]}`).
    package var warnings: [String] {
        guard case .array(let items)? = data["w"] else { return [] }
        return items.compactMap(\.stringValue)
    }

    /// The payload as database data (a get's answer), checked as data pushed by a server.
    package func node(at path: Path = .root) throws(WireError) -> Node {
        if case .node(let node) = data { return node }
        var writer = JSONWriter(capacity: 64)
        writer.appendValue(data)
        return try Node(jsonText: writer.bytes, at: path, allowsServerValues: false)
    }
}
