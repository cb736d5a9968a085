import Foundation
import WilddogTestSupport

/// HTTP/1.1 requests over loopback, one connection each.
enum HTTPTestClient {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Sends one request (`Connection: close`) and reads the whole response.
    static func request(_ port: Int, _ method: String, _ target: String, headers: [String: String] = [:],
                        body: String? = nil) async throws -> HTTPTestResponse {
        try await request(port, method, target, headers: headers, bodyBytes: body.map { Array($0.utf8) })
    }

    static func request(_ port: Int, _ method: String, _ target: String, headers: [String: String] = [:],
                        bodyBytes: [UInt8]?) async throws -> HTTPTestResponse {
        let client = try TestTCPClient(port: port)
        defer { client.close() }
        var head = "\(method) \(target) HTTP/1.1\r\n"
        var fields = headers
        if fields.keys.first(where: { $0.lowercased() == "host" }) == nil { fields["Host"] = "127.0.0.1:\(port)" }
        fields["Connection"] = "close"
        if let bodyBytes { fields["Content-Length"] = String(bodyBytes.count) }
        for (name, value) in fields.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        client.send(Array(head.utf8) + (bodyBytes ?? []))
        guard await eventually(timeout: .seconds(60), { client.closed }) else {
            throw Failure(description: "no complete response to \(method) \(target): \(String(decoding: client.received, as: UTF8.self).prefix(300))")
        }
        guard let response = parse(client.received, isHead: method == "HEAD") else {
            throw Failure(description: "malformed response: \(String(decoding: client.received, as: UTF8.self).prefix(300))")
        }
        return response
    }

    /// Parses a whole response (Content-Length, chunked, or up to the close).
    static func parse(_ bytes: [UInt8], isHead: Bool = false) -> HTTPTestResponse? {
        guard let (status, headers, bodyStart) = parseHead(bytes) else { return nil }
        let rest = Array(bytes[bodyStart...])
        let response = { (body: [UInt8]) in HTTPTestResponse(status: status, headers: headers, body: body) }
        if isHead || status == 204 || status == 304 { return response([]) }
        if headers.contains(where: { $0.name.lowercased() == "transfer-encoding" && $0.value.lowercased() == "chunked" }) {
            return dechunk(rest).map { response($0.body) }
        }
        if let length = headers.first(where: { $0.name.lowercased() == "content-length" }).flatMap({ Int($0.value) }) {
            return rest.count >= length ? response(Array(rest.prefix(length))) : nil
        }
        return response(rest)
    }

    /// The status, header fields and where the body starts, once the head is complete.
    static func parseHead(_ bytes: [UInt8]) -> (Int, [(name: String, value: String)], Int)? {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard bytes.count >= 4, let end = (0...(bytes.count - 4)).first(where: { Array(bytes[$0..<$0 + 4]) == separator }) else {
            return nil
        }
        let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { return nil }
        let headers = lines.dropFirst().compactMap { line -> (name: String, value: String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        return (status, headers, end + 4)
    }

    /// The data of a chunked body read so far, and whether its last chunk arrived.
    static func dechunk(_ bytes: [UInt8]) -> (body: [UInt8], complete: Bool)? {
        var body: [UInt8] = []
        var index = 0
        while true {
            guard let lineEnd = (index..<max(index, bytes.count - 1)).first(where: { bytes[$0] == 13 && bytes[$0 + 1] == 10 }) else {
                return (body, false)
            }
            guard let size = Int(String(decoding: bytes[index..<lineEnd], as: UTF8.self), radix: 16) else { return nil }
            if size == 0 { return (body, true) }
            let start = lineEnd + 2
            guard bytes.count >= start + size + 2 else { return (body, false) }
            body += bytes[start..<start + size]
            index = start + size + 2
        }
    }
}
