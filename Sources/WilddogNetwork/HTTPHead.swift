/// The head of an HTTP message (start line and header fields) as found in a byte queue; shared
/// by the request and the response parser.
struct HTTPHead {
    var startLine: String
    var headers: HTTPHeaders

    /// Bytes allowed in a head before the parser gives up.
    struct Limits {
        var maxStartLineBytes: Int
        var maxHeaderBytes: Int
        var maxHeaderCount: Int
        var startLineTooLong: HTTPParseError
    }

    /// Finds a complete head at the front of `queue` and consumes it; nil when more bytes are
    /// needed. `scanned` remembers how far the search got, so that each byte is looked at once.
    /// Empty lines before the start line are skipped (RFC 9112 §2.2); bare LF ends lines too.
    static func parse(_ queue: inout ByteQueue, scanned: inout Int, limits: Limits) throws(HTTPParseError) -> HTTPHead? {
        while queue.count > 0, queue[0] == 0x0d || queue[0] == 0x0a {
            queue.consume(1)
            scanned = 0
        }
        let end: Int? = queue.withReadable { bytes in
            var index = max(0, scanned)
            while index < bytes.count {
                if bytes[index] == 0x0a {
                    // "\n\n" or "\n\r\n" ends the head.
                    if index + 1 < bytes.count, bytes[index + 1] == 0x0a { return index + 2 }
                    if index + 2 < bytes.count, bytes[index + 1] == 0x0d, bytes[index + 2] == 0x0a { return index + 3 }
                    if index + 2 >= bytes.count { break }
                }
                index += 1
            }
            scanned = index
            return nil
        }
        guard let end else {
            let firstLine: Int? = queue.withReadable { $0.firstIndex(of: 0x0a) }
            if (firstLine ?? queue.count) > limits.maxStartLineBytes { throw limits.startLineTooLong }
            if queue.count > limits.maxStartLineBytes + limits.maxHeaderBytes {
                throw HTTPParseError(status: 431, "the header fields are too large")
            }
            return nil
        }
        let headBytes = queue.take(end)
        scanned = 0
        var lines = headBytes.split(separator: 0x0a, omittingEmptySubsequences: false).map { line in
            line.last == 0x0d ? line.dropLast() : line
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let first = lines.first else { throw HTTPParseError(status: 400, "empty message head") }
        guard first.count <= limits.maxStartLineBytes else { throw limits.startLineTooLong }
        guard end - first.count <= limits.maxHeaderBytes + 4 else {
            throw HTTPParseError(status: 431, "the header fields are too large")
        }
        guard lines.count - 1 <= limits.maxHeaderCount else { throw HTTPParseError(status: 431, "too many header fields") }
        guard !first.contains(where: { $0 < 0x20 || $0 == 0x7f }) else {
            throw HTTPParseError(status: 400, "control character in the start line")
        }
        var headers = HTTPHeaders()
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
                throw HTTPParseError(status: 400, "header line without a colon")
            }
            let name = line[line.startIndex..<colon]
            guard !name.isEmpty, name.allSatisfy(isTokenCharacter) else {
                throw HTTPParseError(status: 400, "invalid header name (or an obsolete folded line)")
            }
            var value = line[(colon + 1)...]
            while let byte = value.first, byte == 0x20 || byte == 0x09 { value.removeFirst() }
            while let byte = value.last, byte == 0x20 || byte == 0x09 { value.removeLast() }
            guard !value.contains(where: { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7f }) else {
                throw HTTPParseError(status: 400, "control character in a header value")
            }
            headers.add(String(decoding: name, as: UTF8.self), String(decoding: value, as: UTF8.self))
        }
        return HTTPHead(startLine: String(decoding: first, as: UTF8.self), headers: headers)
    }

    /// RFC 9110 `tchar`.
    static func isTokenCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }
}
