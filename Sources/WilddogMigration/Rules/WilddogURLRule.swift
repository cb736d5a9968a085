/// Wilddog URLs left in string literals (`reference(fromURL: "https://x.wilddogio.com/a")`, a URL
/// constant): the host of a Wilddog app whose Firebase database URL was given is replaced by it (the
/// path stays); any other literal holding a Wilddog host is reported, since nothing type-checks it.
/// The host comes from the `appURL` of the `appConfiguration` entry (`https://$appId.wilddogio.com`).
struct WilddogURLRule: Rule {
    let id = "wilddog-url"
    /// `.wilddogio.com`: the app URL's host after the app id.
    private let hostSuffix: [UInt8]
    private let anchor: String?

    init(_ mappings: MappingSet) {
        let appURL = mappings.appConfiguration?.appURL ?? ""
        var suffix = appURL.components(separatedBy: "$appId").last ?? ""
        if let slash = suffix.firstIndex(of: "/") { suffix = String(suffix[..<slash]) }
        hostSuffix = Array(suffix.utf8)
        anchor = mappings.appConfiguration?.anchor
    }

    var triggers: Set<String> { [] }

    func apply(_ ctx: RuleContext) {
        guard !hostSuffix.isEmpty else { return }
        let f = ctx.file
        guard ByteSearch.contains(hostSuffix, in: f.bytes, from: 0, to: f.bytes.count) else { return }
        let urls = ctx.options.firebaseDatabaseURLs
        let kinds: Set<TokenKind> = [.string, .atString, .stringHead, .stringMiddle, .stringTail, .directive]
        for t in f.tokens where kinds.contains(t.kind) {
            var from = Int(t.start)
            let end = Int(t.end)
            while let at = ByteSearch.find(hostSuffix, in: f.bytes, from: from, to: end) {
                from = at + hostSuffix.count
                guard let base = baseURL(f.bytes, suffixAt: at, tokenStart: Int(t.start)), !ctx.isCovered(base.range) else { continue }
                if let target = urls[base.appID] {
                    ctx.propose(Edit(base.range, target, rule: id))
                } else {
                    ctx.report(.warning, "a Wilddog URL is left here: Firebase reaches the data at its database URL "
                               + "(pass --firebase-database-url \(base.appID)=https://… to rewrite it)", at: base.range.lowerBound, rule: id, anchor: anchor)
                }
            }
        }
    }

    /// `https://<appId>` before the host suffix at `at`: the scheme, the app id, and the bytes of the
    /// base URL (scheme to the end of the host).
    private func baseURL(_ b: [UInt8], suffixAt at: Int, tokenStart: Int) -> (range: Range<Int>, appID: String)? {
        var s = at
        while s > tokenStart, Byte.isIdentifierBody(b[s - 1]) || b[s - 1] == 0x2D { s -= 1 }
        guard s < at, s - 3 >= tokenStart, b[s - 1] == Byte.slash, b[s - 2] == Byte.slash, b[s - 3] == Byte.colon else { return nil }
        var scheme = s - 3
        while scheme > tokenStart, Byte.isIdentifierBody(b[scheme - 1]) { scheme -= 1 }
        guard scheme < s - 3 else { return nil }
        return (scheme..<(at + hostSuffix.count), String(decoding: b[s..<at], as: UTF8.self))
    }
}
