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
        guard let query else { return [] }
        return query.split(separator: "&").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (Self.percentDecoded(parts[0]), parts.count > 1 ? Self.percentDecoded(parts[1]) : "")
        }
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

    /// `%XX` escapes decoded; invalid escapes and invalid UTF-8 kept readable, never a failure.
    package static func percentDecoded(_ text: Substring) -> String {
        guard text.contains("%") else { return String(text) }
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
               let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) {
                out.append(high << 4 | low)
                index += 3
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
