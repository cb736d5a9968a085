import Foundation

/// A database URL `https://<appId>.wilddogio.com[/path]`, split into app and location.
package struct SyncURL: Sendable, Equatable {
    /// The app id: the first label of the host.
    package let appId: String
    /// `scheme://host[:port]`, the URL of the root.
    package let baseURL: String
    package let path: Path

    /// Parses and validates a URL (the path part must be a valid path; `.info` is allowed).
    package init(_ string: String, method: String) throws(ValidationError) {
        guard let components = URLComponents(string: string.trimmingCharacters(in: .whitespaces)),
              let scheme = components.scheme?.lowercased(), scheme == "https" || scheme == "http" || scheme == "wss" || scheme == "ws",
              let host = components.host?.lowercased(), !host.isEmpty,
              let first = host.split(separator: ".").first, !first.isEmpty else {
            throw ValidationError("\(method) failed: the URL \"\(string)\" is invalid. Use https://<appId>.wilddogio.com")
        }
        appId = String(first)
        let port = components.port.map { ":\($0)" } ?? ""
        baseURL = "https://\(host)\(port)"
        let rawPath = components.percentEncodedPath
        let decoded = rawPath.removingPercentEncoding ?? rawPath
        if !decoded.isEmpty && decoded != "/" {
            try Validation.validateRootPathString(decoded, method: method, argument: "url path")
        }
        path = Path(decoded)
    }

    /// The absolute URL of `path` below `baseURL`, keys percent-encoded as needed.
    package static func url(base: String, path: Path) -> String {
        if path.isEmpty { return base }
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/?#")
        return base + path.segments.map { "/" + ($0.string.addingPercentEncoding(withAllowedCharacters: allowed) ?? $0.string) }.joined()
    }
}
