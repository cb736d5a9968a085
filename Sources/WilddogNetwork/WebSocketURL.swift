import Foundation

/// The parts of a `ws://` / `wss://` URL a client needs.
struct WebSocketURL {
    var secure: Bool
    var host: String
    var port: Int
    /// Path and query, as sent in the request line.
    var path: String
    /// The `Host` header: the host, with the port when it is not the scheme's default.
    var hostHeader: String

    init(_ text: String) throws(NetworkError) {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased() else {
            throw .invalidURL(text)
        }
        switch scheme {
        case "ws", "http": secure = false
        case "wss", "https": secure = true
        default: throw .invalidURL("\(text): the scheme must be ws, wss, http or https")
        }
        guard var host = components.host, !host.isEmpty else { throw .invalidURL("\(text): no host") }
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        self.host = host
        let defaultPort = secure ? 443 : 80
        port = components.port ?? defaultPort
        guard (1...65_535).contains(port) else { throw .invalidURL("\(text): invalid port") }
        let encodedPath = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        path = components.percentEncodedQuery.map { "\(encodedPath)?\($0)" } ?? encodedPath
        let bracketed = host.contains(":") ? "[\(host)]" : host
        hostHeader = port == defaultPort ? bracketed : "\(bracketed):\(port)"
    }
}
