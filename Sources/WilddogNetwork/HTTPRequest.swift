/// An HTTP/1.x request with its whole body.
package struct HTTPRequest: Sendable {
    package var method: String
    /// The request target as sent (`/a/b.json?print=pretty`), not decoded.
    package var target: String
    /// The minor version: 1 for HTTP/1.1, 0 for HTTP/1.0.
    package var minorVersion: Int
    package var headers: HTTPHeaders
    package var body: [UInt8]

    package init(method: String, target: String, minorVersion: Int = 1, headers: HTTPHeaders = [:], body: [UInt8] = []) {
        self.method = method
        self.target = target
        self.minorVersion = minorVersion
        self.headers = headers
        self.body = body
    }

    /// The target before `?` (still percent-encoded).
    package var path: Substring {
        target[..<(target.firstIndex(of: "?") ?? target.endIndex)]
    }

    /// The target after `?`, nil when there is none (still percent-encoded).
    package var query: Substring? {
        target.firstIndex(of: "?").map { target[target.index(after: $0)...] }
    }

    /// The query's `name=value` pairs, percent-decoded (`+` stays `+`; a malformed escape is
    /// kept as it is), in order.
    package var queryParameters: [(name: String, value: String)] {
        query.map { FormDecoding.pairs($0, plusIsSpace: false) } ?? []
    }

    /// Whether the connection stays open after this request (HTTP/1.1 unless `Connection:
    /// close`; HTTP/1.0 only with `Connection: keep-alive`).
    package var keepAlive: Bool {
        if headers.contains(token: "close", in: "Connection") { return false }
        return minorVersion >= 1 || headers.contains(token: "keep-alive", in: "Connection")
    }

    /// Whether the request asks for a WebSocket (`Upgrade: websocket`).
    package var isWebSocketUpgrade: Bool {
        headers.contains(token: "websocket", in: "Upgrade")
    }
}
