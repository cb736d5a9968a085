/// A Wilddog URL read from a string literal, split into the app's base URL and a path.
struct LiteralURL: Sendable, Equatable {
    /// `https://<appId>.wilddogio.com`.
    var base: String
    /// Path below the root without surrounding slashes; empty for the root.
    var path: String
    /// False when the URL has a query, a fragment, a `%` or a `+` (a URL's path is decoded, `+`
    /// read as a space; `reference(withPath:)` takes keys as written), so `referenceFromURL` must be kept.
    var isSimple: Bool

    /// Reads the literal token `i` (`"…"` in Swift, `@"…"` in Objective-C); nil for anything else.
    init?(_ f: SourceFile, token i: Int) {
        let t = f.tokens[i]
        let kind = t.kind
        guard (f.language == .swift && kind == .string) || (f.language == .objectiveC && kind == .atString) else { return nil }
        var s = Int(t.start), e = Int(t.end)
        if f.bytes[s] == Byte.at { s += 1 }
        guard e - s >= 2, f.bytes[s] == Byte.quote, f.bytes[e - 1] == Byte.quote else { return nil }
        s += 1; e -= 1
        guard !(e - s >= 1 && f.bytes[s] == Byte.quote), !f.bytes[s..<e].contains(Byte.backslash),
              ByteSearch.contains(Array("://".utf8), in: f.bytes, from: s, to: e) else { return nil }
        self.init(string: String(decoding: f.bytes[s..<e], as: UTF8.self))
    }

    init?(string: String) {
        let u = Array(string.utf8)
        guard let schemeEnd = ByteSearch.find(Array("://".utf8), in: u) else { return nil }
        let hostStart = schemeEnd + 3
        var hostEnd = hostStart
        while hostEnd < u.count, u[hostEnd] != Byte.slash { hostEnd += 1 }
        guard hostEnd > hostStart, !u[hostStart..<hostEnd].contains(where: { $0 == Byte.question || $0 == Byte.hash }) else { return nil }
        base = String(decoding: u[..<hostEnd], as: UTF8.self)
        let raw = u[hostEnd...]
        isSimple = !raw.contains { $0 == Byte.question || $0 == Byte.hash || $0 == 0x25 || $0 == Byte.plus }
        path = raw.split(separator: Byte.slash, omittingEmptySubsequences: true)
            .map { String(decoding: $0, as: UTF8.self) }.joined(separator: "/")
    }

    /// The Wilddog app id: the host's first label (`https://<appId>.wilddogio.com`).
    var appID: String {
        let host = base.split(separator: "/").last.map(String.init) ?? base
        return host.split(separator: ".").first.map(String.init) ?? host
    }

    /// The app name derived from the host's first label, for a second configured app.
    var appName: String {
        let host = base.split(separator: "/").last.map(String.init) ?? base
        let label = host.split(separator: ".").first.map(String.init) ?? host
        return String(label.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}
