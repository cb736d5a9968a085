/// An HTTP response with its whole body.
package struct HTTPResponse: Sendable {
    package var status: Int
    package var headers: HTTPHeaders
    package var body: [UInt8]

    package init(status: Int, headers: HTTPHeaders = [:], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A response whose body is `text` with `contentType`.
    package init(status: Int, contentType: String, text: String) {
        self.init(status: status, headers: ["Content-Type": contentType], body: Array(text.utf8))
    }

    /// The status line and header fields, ending with the empty line.
    package static func head(status: Int, headers: HTTPHeaders) -> [UInt8] {
        var bytes = Array("HTTP/1.1 \(status) \(reasonPhrase(status))\r\n".utf8)
        headers.serialize(into: &bytes)
        bytes.append(contentsOf: "\r\n".utf8)
        return bytes
    }

    /// The standard reason phrase of `status`.
    package static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 100: "Continue"
        case 101: "Switching Protocols"
        case 200: "OK"
        case 201: "Created"
        case 202: "Accepted"
        case 204: "No Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 304: "Not Modified"
        case 307: "Temporary Redirect"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 411: "Length Required"
        case 412: "Precondition Failed"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 415: "Unsupported Media Type"
        case 417: "Expectation Failed"
        case 426: "Upgrade Required"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: "Status \(status)"
        }
    }
}

/// The status line and header fields of a response, as a client reads them.
package struct HTTPResponseHead: Sendable {
    package var status: Int
    package var headers: HTTPHeaders
}

/// Reads a response head (the client side of a WebSocket upgrade); the bytes after it stay
/// buffered for the next protocol.
package struct HTTPResponseHeadParser {
    private var buffer = ByteQueue()
    private var scanned = 0
    private let limits = HTTPHead.Limits(
        maxStartLineBytes: 1_024, maxHeaderBytes: 16_384, maxHeaderCount: 100,
        startLineTooLong: HTTPParseError(status: 400, "the status line is too long")
    )

    package init() {}

    package mutating func append(_ bytes: UnsafeRawBufferPointer) {
        buffer.append(bytes)
    }

    /// The head once complete, nil while more bytes are needed.
    package mutating func parse() throws(HTTPParseError) -> HTTPResponseHead? {
        guard let head = try HTTPHead.parse(&buffer, scanned: &scanned, limits: limits) else { return nil }
        let parts = head.startLine.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), parts[1].count == 3, let status = Int(parts[1]) else {
            throw HTTPParseError(status: 400, "malformed status line")
        }
        return HTTPResponseHead(status: status, headers: head.headers)
    }

    /// Removes and returns the bytes after the head.
    package mutating func takeBufferedBytes() -> [UInt8] {
        buffer.takeAll()
    }
}
