import Foundation

/// A database URL `https://<appId>.wilddogio.com[/path]`, split into app and location.
package struct SyncURL: Sendable, Equatable {
    /// The app id: the first label of the host.
    package let appId: String
    /// `scheme://host[:port]`, the URL of the root.
    package let baseURL: String
    package let path: Path

    /// Parses and validates a URL. The path is everything after the host: a `?` or `#` in it
    /// is not a query or fragment but an invalid path character, as is anything else a path may
    /// not hold once decoded by `decodePath(_:)` (`.info` is allowed).
    package init(_ string: String, method: String) throws(ValidationError) {
        let invalidURL = ValidationError("\(method) failed: the URL \"\(string)\" is invalid. Use https://<appId>.wilddogio.com")
        // Spaces before the scheme and around the host are dropped; the path keeps its own, as
        // in Firebase (a key may begin or end with a space).
        let trimmed = string.drop(while: { $0.unicodeScalars.allSatisfy(CharacterSet.whitespaces.contains) })
        guard let schemeEnd = trimmed.range(of: "://") else { throw invalidURL }
        let afterScheme = trimmed[schemeEnd.upperBound...]
        let authorityEnd = afterScheme.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) ?? afterScheme.endIndex
        let rawPath = String(afterScheme[authorityEnd...])
        guard let components = URLComponents(string: trimmed[..<authorityEnd].trimmingCharacters(in: .whitespaces)),
              let scheme = components.scheme?.lowercased(), scheme == "https" || scheme == "http" || scheme == "wss" || scheme == "ws",
              let host = components.host?.lowercased(), !host.isEmpty,
              let first = host.split(separator: ".").first, !first.isEmpty else {
            throw invalidURL
        }
        appId = String(first)
        let port = components.port.map { ":\($0)" } ?? ""
        baseURL = "https://\(host)\(port)"
        let invalidPath = ValidationError(Validation.prefix(method, "url path") + "was an invalid path = \"\(rawPath)\". "
            + "Paths must be non-empty strings and can't contain \".\", \"#\", \"$\", \"[\", \"]\", \"?\" or control characters.")
        if rawPath.contains("?") || rawPath.contains("#") { throw invalidPath }
        let decoded = Self.decodePath(rawPath)
        if decoded != "/" {
            try Validation.validateRootPathString(decoded, method: method, argument: "url path")
        }
        path = Path(decoded)
    }

    /// The path of a URL as the SDKs read it (Firebase iOS `FUtilities decodePath:`/`urlDecode:`,
    /// JS `decodePath`): each non-empty segment on its own has `+` read as a space, then is
    /// percent-decoded; a segment that does not decode (a `%` not followed by two hex digits, or
    /// escapes that are not UTF-8) keeps its characters as they are, so `a%b` is the key `a%b`.
    /// The result is `/` and the segments joined with `/` (an encoded `%2F` therefore still
    /// separates keys); `/` alone for the root.
    /// DIVERGENCE: JS keeps the `+` of a segment that does not decode; iOS, followed here, reads
    /// it as a space either way.
    package static func decodePath(_ raw: String) -> String {
        "/" + raw.split(separator: "/", omittingEmptySubsequences: true).map { piece in
            let spaced = piece.replacingOccurrences(of: "+", with: " ")
            return spaced.removingPercentEncoding ?? spaced
        }.joined(separator: "/")
    }

    /// The absolute URL of `path` below `baseURL`: each key percent-encoded as the SDKs do
    /// (everything but ASCII letters, digits and `-_.!~*'()`, RFC 2396's unreserved characters),
    /// so the URL leads back to the same location.
    package static func url(base: String, path: Path) -> String {
        base + path.segments.map { "/" + ($0.string.addingPercentEncoding(withAllowedCharacters: unreserved) ?? $0.string) }.joined()
    }

    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'()")
}
