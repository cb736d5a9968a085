/// A Wilddog URL read from a string literal, split into the app's base URL and a path.
struct LiteralURL: Sendable, Equatable {
    /// `https://<appId>.wilddogio.com`.
    var base: String
    /// Path below the root without surrounding slashes; empty for the root.
    var path: String
    /// False when the URL has a query, a fragment or percent escapes, so `referenceFromURL` must be kept.
    var isSimple: Bool

    /// Reads the literal token `i` (`"…"` in Swift, `@"…"` in Objective-C); nil for anything else.
    init?(_ f: SourceFile, token i: Int) {
        let t = f.tokens[i]
        let kind = t.kind
        guard (f.language == .swift && kind == .string) || (f.language == .objectiveC && kind == .atString) else { return nil }
        var text = f.text(i)
        if text.hasPrefix("@") { text.removeFirst() }
        guard text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2, !text.hasPrefix("\"\"\"") else { return nil }
        let body = String(text.dropFirst().dropLast())
        guard !body.contains("\\") else { return nil }
        self.init(string: body)
    }

    init?(string: String) {
        guard let schemeEnd = string.range(of: "://") else { return nil }
        let rest = string[schemeEnd.upperBound...]
        let hostEnd = rest.firstIndex(of: "/") ?? rest.endIndex
        let host = rest[..<hostEnd]
        guard !host.isEmpty, !host.contains("?"), !host.contains("#") else { return nil }
        base = String(string[..<schemeEnd.upperBound]) + host
        let raw = rest[hostEnd...]
        isSimple = !raw.contains("?") && !raw.contains("#") && !raw.contains("%")
        path = raw.split(separator: "/", omittingEmptySubsequences: true).joined(separator: "/")
    }

    /// The app name derived from the host's first label, for a second configured app.
    var appName: String {
        let host = base.split(separator: "/").last.map(String.init) ?? base
        let label = host.split(separator: ".").first.map(String.init) ?? host
        return String(label.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}
