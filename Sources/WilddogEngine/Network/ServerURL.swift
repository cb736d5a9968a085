import Foundation

/// Where a routed app's data lives: a server speaking the realtime protocol (`wilddog-server`, the
/// Firebase emulator, another compatible server) or a Firebase database, and the namespace asked for.
///
/// `http://127.0.0.1:9000` (also `ws://`, `wss://`, `https://`) is a server: each app routed to it
/// is its own namespace, named by its app id, unless the URL carries `?ns=<namespace>`.
/// `https://<project>.firebaseio.com` and `https://<db>.<region>.firebasedatabase.app` are Firebase
/// databases: the namespace is the host's first label, and the connection always uses TLS.
package struct ServerURL: Sendable, Hashable, CustomStringConvertible {
    /// Whether the WebSocket runs over TLS (`wss`).
    package let secure: Bool
    /// The host name or address, lowercased (an IPv6 address without brackets).
    package let host: String
    /// The port given in the URL; nil for the scheme's default.
    package let port: Int?
    /// The namespace of every app routed here; nil: each app's id.
    package let namespace: String?

    /// Reads a server or Firebase database URL.
    package init(_ text: String) throws(ServerURLError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let components = URLComponents(string: trimmed), let scheme = components.scheme?.lowercased() else {
            throw ServerURLError(trimmed, "it is not a URL")
        }
        let secureScheme: Bool
        switch scheme {
        case "http", "ws": secureScheme = false
        case "https", "wss": secureScheme = true
        default: throw ServerURLError(trimmed, "the scheme must be http, https, ws or wss")
        }
        guard var host = components.host?.lowercased(), !host.isEmpty else { throw ServerURLError(trimmed, "it has no host") }
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        if let port = components.port, !(1...65_535).contains(port) { throw ServerURLError(trimmed, "the port is out of range") }
        guard components.path.isEmpty || components.path == "/" else {
            throw ServerURLError(trimmed, "a server URL has no path (the app's paths are its own)")
        }
        var namespace: String?
        for item in components.queryItems ?? [] {
            guard item.name == "ns" else { throw ServerURLError(trimmed, "the only query parameter is ns=<namespace>") }
            guard let value = item.value, ServerURL.isValidNamespace(value) else {
                throw ServerURLError(trimmed, "the namespace must be letters, digits and dashes")
            }
            namespace = value
        }
        let firebase = ServerURL.isFirebaseHost(host)
        if firebase, namespace == nil { namespace = String(host.prefix { $0 != "." }) }
        // Firebase databases only speak TLS (the SDKs dial wss for them whatever the scheme).
        self.secure = secureScheme || firebase
        self.host = host
        self.port = components.port
        self.namespace = namespace
    }

    /// The Firebase database named by a reference's host (see `isFirebaseHost`).
    package init?(firebaseHost host: String) {
        guard ServerURL.isFirebaseHost(host) else { return nil }
        self.secure = true
        self.host = host.lowercased()
        self.port = nil
        self.namespace = String(self.host.prefix { $0 != "." })
    }

    /// `host[:port]`, as dialled and as the `Host` header names it.
    package var authority: String {
        let name = host.contains(":") ? "[\(host)]" : host
        return port.map { "\(name):\($0)" } ?? name
    }

    /// The namespace an app asks this server for.
    package func namespace(forApp appId: String) -> String { namespace ?? appId }

    /// Whether the host is a Firebase database (`*.firebaseio.com`, `*.firebaseio-demo.com`,
    /// `*.firebasedatabase.app`): its hello's `h` is remembered for later connections, as the
    /// SDKs do, since production moves clients to a shard that way.
    package var isFirebase: Bool { ServerURL.isFirebaseHost(host) }

    /// Whether the host is this machine or a bare address (the emulator, a local or test server):
    /// the host a hello names is then ignored, as JS does for the emulator.
    package var isLocal: Bool {
        host == "localhost" || host.hasSuffix(".localhost") || host.hasSuffix(".local")
            || host.contains(":") || host.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
    }

    package var description: String { "\(secure ? "wss" : "ws")://\(authority)" + (namespace.map { "?ns=\($0)" } ?? "") }

    /// Whether `host` names a Firebase Realtime Database (three labels or more).
    package static func isFirebaseHost(_ host: String) -> Bool {
        let host = host.lowercased()
        let suffixes = [".firebaseio.com", ".firebaseio-demo.com", ".firebasedatabase.app"]
        guard let suffix = suffixes.first(where: { host.hasSuffix($0) }) else { return false }
        let name = host.dropLast(suffix.count)
        return !name.isEmpty && !name.hasPrefix(".") && !name.hasSuffix(".")
    }

    /// A namespace is sent raw in the URL: letters, digits, `-` and `_` only.
    static func isValidNamespace(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= 128
            && text.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_") }
    }
}

/// A server URL that cannot be routed to, and why.
package struct ServerURLError: Error, Sendable, Equatable, CustomStringConvertible {
    package let url: String
    package let reason: String

    init(_ url: String, _ reason: String) {
        self.url = url
        self.reason = reason
    }

    package var description: String { "invalid server URL \"\(url)\": \(reason)" }
}
