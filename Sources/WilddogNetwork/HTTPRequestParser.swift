/// An incremental HTTP/1.1 request parser: bytes in, whole requests out, in order (pipelining).
///
/// Bodies framed by `Content-Length` or chunked transfer coding are collected whole. Input
/// beyond the limits, or that is not HTTP, throws an `HTTPParseError` carrying the status to
/// answer with; the parser then stays failed (the connection is to be closed).
package struct HTTPRequestParser {
    /// Size limits; each has its status code.
    package struct Limits: Sendable {
        /// The request line (method, target, version); longer is 414.
        package var maxRequestLineBytes = 8_192
        /// The header fields together; more is 431.
        package var maxHeaderBytes = 16_384
        /// The number of header fields; more is 431.
        package var maxHeaderCount = 100
        /// The body; larger is 413.
        package var maxBodyBytes = 16 << 20

        package init() {}
    }

    private enum State {
        case head
        case body(HTTPRequest, remaining: Int)
        case chunkSize(HTTPRequest)
        case chunkData(HTTPRequest, remaining: Int)
        case chunkDataEnd(HTTPRequest)
        case trailers(HTTPRequest)
        case failed(HTTPParseError)
    }

    private let limits: Limits
    private var buffer = ByteQueue()
    private var state = State.head
    private var scanned = 0
    private var trailerBytes = 0
    /// Whether the request being read asked for `100 Continue` and its body has not started.
    package private(set) var expectsContinue = false

    package init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// Bytes received and not yet part of a returned request.
    package var bufferedByteCount: Int { buffer.count }

    package mutating func append(_ bytes: UnsafeRawBufferPointer) {
        buffer.append(bytes)
    }

    package mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { append($0) }
    }

    /// The `100 Continue` was sent (or will not be).
    package mutating func continueAnswered() {
        expectsContinue = false
    }

    /// Removes and returns the bytes after the last returned request (for a protocol upgrade).
    package mutating func takeBufferedBytes() -> [UInt8] {
        buffer.takeAll()
    }

    /// The next complete request, nil when more bytes are needed.
    package mutating func nextRequest() throws(HTTPParseError) -> HTTPRequest? {
        do {
            return try advance()
        } catch {
            state = .failed(error)
            buffer = ByteQueue()
            throw error
        }
    }

    private mutating func advance() throws(HTTPParseError) -> HTTPRequest? {
        while true {
            switch state {
            case let .failed(error):
                throw error
            case .head:
                let headLimits = HTTPHead.Limits(
                    maxStartLineBytes: limits.maxRequestLineBytes, maxHeaderBytes: limits.maxHeaderBytes,
                    maxHeaderCount: limits.maxHeaderCount, startLineTooLong: HTTPParseError(status: 414, "the request line is too long")
                )
                guard let head = try HTTPHead.parse(&buffer, scanned: &scanned, limits: headLimits) else { return nil }
                let request = try Self.request(from: head)
                switch try bodyFraming(of: request) {
                case .none:
                    return request
                case let .length(length):
                    if length == 0 { return request }
                    try startBody(of: request)
                    state = .body(request, remaining: length)
                case .chunked:
                    try startBody(of: request)
                    state = .chunkSize(request)
                }
            case .body(var request, let remaining):
                let count = min(remaining, buffer.count)
                guard count > 0 else { return nil }
                expectsContinue = false
                request.body.append(contentsOf: buffer.take(count))
                if count == remaining {
                    state = .head
                    return request
                }
                state = .body(request, remaining: remaining - count)
                return nil
            case let .chunkSize(request):
                guard let line = try takeLine(limit: 1_024, what: "chunk size line") else { return nil }
                expectsContinue = false
                var digits = line.prefix { $0 != UInt8(ascii: ";") }
                while let last = digits.last, last == 0x20 || last == 0x09 { digits.removeLast() }
                guard !digits.isEmpty, digits.count <= 15 else { throw HTTPParseError(status: 400, "invalid chunk size") }
                var size = 0
                for byte in digits {
                    guard let value = FormDecoding.hexValue(byte) else { throw HTTPParseError(status: 400, "invalid chunk size") }
                    size = size << 4 | Int(value)
                }
                guard request.body.count + size <= limits.maxBodyBytes else {
                    throw HTTPParseError(status: 413, "the body is larger than \(limits.maxBodyBytes) bytes")
                }
                if size == 0 {
                    trailerBytes = 0
                    state = .trailers(request)
                } else {
                    state = .chunkData(request, remaining: size)
                }
            case .chunkData(var request, let remaining):
                let count = min(remaining, buffer.count)
                guard count > 0 else { return nil }
                request.body.append(contentsOf: buffer.take(count))
                state = count == remaining ? .chunkDataEnd(request) : .chunkData(request, remaining: remaining - count)
            case let .chunkDataEnd(request):
                guard let line = try takeLine(limit: 2, what: "chunk end") else { return nil }
                guard line.isEmpty else { throw HTTPParseError(status: 400, "chunk data longer than its size") }
                state = .chunkSize(request)
            case let .trailers(request):
                guard let line = try takeLine(limit: limits.maxHeaderBytes, what: "trailer") else { return nil }
                if line.isEmpty {
                    state = .head
                    return request
                }
                trailerBytes += line.count + 2
                guard trailerBytes <= limits.maxHeaderBytes else { throw HTTPParseError(status: 431, "the trailer fields are too large") }
            }
        }
    }

    private enum BodyFraming {
        case none, length(Int), chunked
    }

    private func bodyFraming(of request: HTTPRequest) throws(HTTPParseError) -> BodyFraming {
        let transferEncodings = request.headers.values("Transfer-Encoding")
        let lengths = request.headers.values("Content-Length")
        if !transferEncodings.isEmpty {
            guard lengths.isEmpty else { throw HTTPParseError(status: 400, "both Content-Length and Transfer-Encoding") }
            guard request.minorVersion >= 1 else { throw HTTPParseError(status: 400, "Transfer-Encoding in an HTTP/1.0 request") }
            let codings = transferEncodings.flatMap { $0.split(separator: ",") }.map { $0.trimmingSpaces.lowercased() }
            guard codings == ["chunked"] else {
                throw HTTPParseError(status: codings.last == "chunked" ? 501 : 400, "unsupported transfer coding \(codings.joined(separator: ", "))")
            }
            return .chunked
        }
        guard !lengths.isEmpty else { return .none }
        let values = Set(lengths.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }.map { $0.trimmingSpaces })
        guard values.count == 1, let text = values.first, !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
            throw HTTPParseError(status: 400, "invalid Content-Length")
        }
        guard text.count <= 15, let length = Int(text), length <= limits.maxBodyBytes else {
            throw HTTPParseError(status: 413, "the body is larger than \(limits.maxBodyBytes) bytes")
        }
        return .length(length)
    }

    private mutating func startBody(of request: HTTPRequest) throws(HTTPParseError) {
        guard let expectation = request.headers["Expect"] else { return }
        guard expectation.lowercased() == "100-continue" else { throw HTTPParseError(status: 417, "unsupported expectation") }
        expectsContinue = buffer.isEmpty
    }

    /// One line (CRLF or LF ended) without its end, consumed; nil when incomplete.
    private mutating func takeLine(limit: Int, what: String) throws(HTTPParseError) -> [UInt8]? {
        let end: Int? = buffer.withReadable { $0.prefix(limit + 2).firstIndex(of: 0x0a) }
        guard let end else {
            if buffer.count > limit + 1 { throw HTTPParseError(status: 400, "\(what) too long") }
            return nil
        }
        var line = buffer.take(end + 1)
        line.removeLast()
        if line.last == 0x0d { line.removeLast() }
        return line
    }

    private static func request(from head: HTTPHead) throws(HTTPParseError) -> HTTPRequest {
        let parts = head.startLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw HTTPParseError(status: 400, "malformed request line")
        }
        guard parts[0].utf8.allSatisfy(HTTPHead.isTokenCharacter) else { throw HTTPParseError(status: 400, "invalid method") }
        let version = parts[2]
        guard version.hasPrefix("HTTP/"), version.count == 8,
              let major = version.dropFirst(5).first?.wholeNumberValue, version.dropFirst(6).first == ".",
              let minor = version.last?.wholeNumberValue else {
            throw HTTPParseError(status: 400, "invalid HTTP version")
        }
        guard major == 1 else { throw HTTPParseError(status: 505, "HTTP version \(major).\(minor) is not supported") }
        let target = parts[1]
        guard target.hasPrefix("/") || target == "*" || target.lowercased().hasPrefix("http://") || target.lowercased().hasPrefix("https://") else {
            throw HTTPParseError(status: 400, "invalid request target")
        }
        if minor >= 1, head.headers["Host"] == nil { throw HTTPParseError(status: 400, "missing Host header") }
        guard head.headers.values("Host").count <= 1 else { throw HTTPParseError(status: 400, "several Host headers") }
        return HTTPRequest(method: String(parts[0]), target: String(target), minorVersion: minor, headers: head.headers)
    }
}
