import Foundation

/// The opening handshake of RFC 6455 §4: the client's upgrade request and the server's answer.
package enum WebSocketHandshake {
    private static let acceptGUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"

    /// `Sec-WebSocket-Accept` for a `Sec-WebSocket-Key`: base64(SHA-1(key + GUID)).
    package static func acceptValue(forKey key: String) -> String? {
        SHA1.hash(Array((key + acceptGUID).utf8)).map { Data($0).base64EncodedString() }
    }

    /// A fresh `Sec-WebSocket-Key`: 16 random bytes in base64.
    package static func makeKey() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<2).flatMap { _ in withUnsafeBytes(of: generator.next() as UInt64) { Array($0) } }
        return Data(bytes).base64EncodedString()
    }

    /// The server's answer to an upgrade request: `.success` with the 101 head to send, or
    /// `.failure` with the refusal (400, or 426 naming version 13 for another version).
    package static func serverResponse(to request: HTTPRequest, headers extra: HTTPHeaders = [:]) -> Result<HTTPResponse, HTTPResponseFailure> {
        func refuse(_ status: Int, _ message: String, _ headers: HTTPHeaders = [:]) -> Result<HTTPResponse, HTTPResponseFailure> {
            var response = HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", text: message + "\n")
            for field in headers { response.headers.add(field.name, field.value) }
            return .failure(HTTPResponseFailure(response: response))
        }
        guard request.method == "GET", request.minorVersion >= 1 else { return refuse(400, "a WebSocket upgrade is a GET over HTTP/1.1") }
        guard request.isWebSocketUpgrade, request.headers.contains(token: "upgrade", in: "Connection") else {
            return refuse(400, "not a WebSocket upgrade (Upgrade: websocket and Connection: Upgrade)")
        }
        guard request.headers.values("Sec-WebSocket-Version").map({ $0.trimmingCharacters(in: .whitespaces) }) == ["13"] else {
            return refuse(426, "unsupported WebSocket version (13 is supported)", ["Sec-WebSocket-Version": "13"])
        }
        guard let key = request.headers["Sec-WebSocket-Key"]?.trimmingCharacters(in: .whitespaces),
              request.headers.values("Sec-WebSocket-Key").count == 1,
              Data(base64Encoded: key)?.count == 16 else {
            return refuse(400, "missing or invalid Sec-WebSocket-Key")
        }
        guard let accept = acceptValue(forKey: key) else { return refuse(500, "cannot compute the handshake digest") }
        var headers: HTTPHeaders = ["Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Accept": accept]
        for field in extra { headers.add(field.name, field.value) }
        return .success(HTTPResponse(status: 101, headers: headers))
    }

    /// The client's upgrade request for `path` (with its query) on `host` (`Host` header value).
    package static func clientRequest(path: String, host: String, key: String, headers extra: HTTPHeaders = [:]) -> [UInt8] {
        var headers: HTTPHeaders = [
            "Host": host, "Upgrade": "websocket", "Connection": "Upgrade",
            "Sec-WebSocket-Key": key, "Sec-WebSocket-Version": "13",
        ]
        for field in extra { headers.add(field.name, field.value) }
        var bytes = Array("GET \(path.isEmpty ? "/" : path) HTTP/1.1\r\n".utf8)
        headers.serialize(into: &bytes)
        bytes.append(contentsOf: "\r\n".utf8)
        return bytes
    }

    /// Checks the server's answer to the request made with `key`.
    package static func validate(_ head: HTTPResponseHead, key: String) throws(NetworkError) {
        guard head.status == 101 else {
            throw .handshakeFailed(status: head.status, message: "the server did not switch protocols")
        }
        guard head.headers.contains(token: "websocket", in: "Upgrade"), head.headers.contains(token: "upgrade", in: "Connection") else {
            throw .handshakeFailed(status: 101, message: "missing Upgrade: websocket or Connection: Upgrade")
        }
        guard let accept = head.headers["Sec-WebSocket-Accept"], accept == acceptValue(forKey: key) else {
            throw .handshakeFailed(status: 101, message: "wrong Sec-WebSocket-Accept")
        }
        if let extensions = head.headers["Sec-WebSocket-Extensions"], !extensions.isEmpty {
            throw .handshakeFailed(status: 101, message: "the server chose extensions that were not offered")
        }
    }
}

/// An HTTP answer that refuses a request.
package struct HTTPResponseFailure: Error, Sendable {
    package let response: HTTPResponse
}
