/// `[[Wilddog alloc] initWithUrl:U]` / `Wilddog(url: U)` → a reference from `WDGSync`: `reference()` or
/// `reference(withPath:)` for a literal URL of the configured app, `reference(fromURL:)` otherwise.
struct ConstructorRule: Rule {
    let id = "constructor"
    private let entries: [ConstructorMapping]

    init(_ mappings: MappingSet) { entries = mappings.constructors }

    var triggers: Set<String> { Set(entries.compactMap(ConstructorShape.init).flatMap(\.triggers)) }

    func apply(_ ctx: RuleContext) {
        let f = ctx.file
        for e in entries {
            guard let shape = ConstructorShape(e), let form = e.form(f.language), let to = form.to else { continue }
            for site in ConstructorSite.find(f, candidates: ctx.candidates, shape: shape) {
                let argument = f.text(from: site.argumentStart, through: site.argumentEnd)
                var text = Template.fill(to, ["url": argument])
                var confidence = e.effectiveConfidence
                let at = Int(f.tokens[site.start].start)
                if let followed = ctx.project.followedURLs[f.path]?[at] {
                    // A parameter or stored property: the values the project passes it decide the app.
                    if let (converted, sure) = self.followed(followed, argument: argument, to: text, form: form, at: at, ctx, e) {
                        text = converted
                        if !sure { confidence = .low }
                    }
                    ctx.propose([Edit(f.range(site.start, site.end), text, rule: id, confidence: confidence)], rule: id)
                    continue
                }
                let resolved = site.url(f, constants: ctx.project.stringConstants)
                // A literal URL, or a constant naming another app's URL: `referenceFromURL:` of the default
                // app would raise on a URL of another host, so that one takes the named app's reference.
                if let (url, direct) = resolved, url.isSimple, direct || url.base != ctx.project.defaultBase,
                   url.base == ctx.project.defaultBase || form.named != nil {
                    let path = Template.literal(url.path, f.language)
                    if url.base == ctx.project.defaultBase {
                        if url.path.isEmpty, let root = form.root { text = root }
                        else if let p = form.path { text = Template.fill(p, ["path": path]) }
                    } else if let named = form.named {
                        text = Template.fill(named, ["path": path, "name": Template.literal(url.appName, f.language), "url": argument])
                        // Configured by name at the entry point with the default app; otherwise left to the developer.
                        if let reason = ctx.project.configurationNotInserted {
                            confidence = .low
                            ctx.report(.warning, Self.secondApp(url.base, reason), at: at, rule: id, suggestion: text, anchor: e.anchor)
                        }
                    }
                } else if let (base, suggestion) = secondApp(site, resolved, f, ctx, form) {
                    // `reference(fromURL:)` of the default app refuses another host: configure the app by name.
                    confidence = .low
                    if let suggestion { text = suggestion }
                    ctx.report(.warning, Self.secondApp(base, ctx.project.configurationNotInserted), at: at, rule: id,
                               suggestion: suggestion, anchor: e.anchor)
                } else if resolved == nil, site.interpolatedURL(f) == nil, let defaultBase = ctx.project.defaultBase,
                          ctx.project.baseURLs.count > 1 {
                    // A URL the tool cannot read in a project of several apps: `reference(fromURL:)` of the
                    // default app raises on any other app's URL.
                    ctx.report(.warning, Self.unreadURL(defaultBase, apps: ctx.project.baseURLs.count), at: at, rule: id, anchor: e.anchor)
                }
                ctx.propose([Edit(f.range(site.start, site.end), text, rule: id, confidence: confidence)], rule: id)
            }
        }
    }

    /// The finding for a URL of a second app the tool leaves to the developer, with why when it
    /// cannot configure that app at launch.
    private static func secondApp(_ base: String, _ reason: String?) -> String {
        "this URL belongs to a second app (\(base))\(reason.map { ", which the tool cannot configure at launch (\($0))" } ?? ""): configure it by name and take its references from WDGSync.sync(app:)"
    }

    /// The finding for a URL the tool cannot read when the project uses several apps.
    private static func unreadURL(_ defaultBase: String, apps: Int) -> String {
        "the tool cannot read this URL, and the project uses \(apps) apps: the reference is taken from the default app (\(defaultBase)), whose reference(fromURL:) raises on another app's URL: if it can be one of the others, take the reference from that app's WDGSync.sync(app:)"
    }

    /// The reference for a URL argument followed to the values the project passes it, and whether
    /// it is applied: the default app's `to` form for URLs of the default app, the named app's
    /// `namedURL` form for URLs of one other app, a `byHost` choice for URLs of several apps.
    /// Reported, with the reference left as it is, when a value cannot be read or the apps cannot
    /// be configured at launch; nil when the project gives nothing to follow.
    private func followed(_ followed: FollowedURL, argument: String, to: String, form: MappingForm, at: Int,
                          _ ctx: RuleContext, _ e: ConstructorMapping) -> (text: String, sure: Bool)? {
        let language = ctx.language
        let defaultBase = ctx.project.defaultBase
        if let unread = followed.unread.first {
            let more = followed.unread.count > 1 ? " (and \(followed.unread.count - 1) more)" : ""
            ctx.report(.warning, "the URL is \(followed.origin), and \(unread.what)\(more), which the tool cannot follow to a literal URL: take the reference from the WDGSync of that URL's app",
                       at: at, rule: id, suggestion: to, anchor: e.anchor)
            return (to, false)
        }
        let bases = followed.bases
        guard !bases.isEmpty else { return nil }
        if bases == [defaultBase] { return (to, true) }
        func reference(_ base: String) -> String? {
            if base == defaultBase { return to }
            return form.namedURL.map { Template.fill($0, ["name": Template.literal(LiteralURL(string: base)?.appName ?? "app", language), "url": argument]) }
        }
        let others = bases.filter { $0 != defaultBase }
        let fallback = bases.contains { $0 == defaultBase } ? defaultBase : others.last
        var text = fallback.flatMap(reference)
        // Each app is told by the URL's start: no base may be the start of another.
        let distinct = !bases.contains { a in bases.contains { b in a != b && b.hasPrefix(a) } }
        if bases.count > 1 {
            if let choice = form.byHost, distinct {
                for base in others.reversed() where base != fallback {
                    guard let then = reference(base), let rest = text else { text = nil; break }
                    text = Template.fill(choice, ["url": argument, "base": Template.literal(base, language), "then": then, "else": rest])
                }
            } else {
                text = nil
            }
        }
        let reason = ctx.project.configurationNotInserted
        if let text, reason == nil { return (text, true) }
        let apps = bases.count == 1 ? "a second app (\(bases[0]))" : "\(bases.count) apps (\(bases.joined(separator: ", ")))"
        let why = reason.map { ", which the tool cannot configure at launch (\($0))" }
            ?? (distinct ? "" : ", which the tool cannot tell apart by the URL's start")
        ctx.report(.warning, "the URL is \(followed.origin), and the project passes it URLs of \(apps)\(why): configure each app by name and take the reference from its WDGSync.sync(app:)",
                   at: at, rule: id, suggestion: text, anchor: e.anchor)
        return (text ?? to, false)
    }

    /// A URL of another app than the default one that the literal rule above does not convert: a
    /// literal or constant the path of which `reference(withPath:)` would read differently (`%`,
    /// `?`, `#`, `+`), a simple one when the mapping has no named form, or a Swift literal with
    /// interpolations after the host. Its base URL and the named-app reference to write by hand.
    private func secondApp(_ site: ConstructorSite, _ resolved: (url: LiteralURL, direct: Bool)?, _ f: SourceFile,
                           _ ctx: RuleContext, _ form: MappingForm) -> (String, String?)? {
        guard let defaultBase = ctx.project.defaultBase else { return nil }
        if let url = resolved?.url {
            guard url.base != defaultBase else { return nil }
            // A path `reference(withPath:)` would read differently has no suggestion of its own.
            guard url.isSimple else { return (url.base, nil) }
            let path = Template.literal(url.path, f.language)
            return (url.base, form.named.map { Template.fill($0, ["path": path, "name": Template.literal(url.appName, f.language)]) })
        }
        guard let (base, pathSource) = site.interpolatedURL(f), base != defaultBase, let url = LiteralURL(string: base) else { return nil }
        return (base, form.named.map { Template.fill($0, ["path": "\"" + pathSource + "\"", "name": Template.literal(url.appName, f.language)]) })
    }
}
