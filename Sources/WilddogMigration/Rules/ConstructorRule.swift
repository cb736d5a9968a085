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
                        if !ctx.project.insertsConfiguration {
                            confidence = .low
                            ctx.report(.warning, "this URL belongs to a second app (\(url.base)): configure it by name and take its references from WDGSync.sync(app:)",
                                       at: Int(f.tokens[site.start].start), rule: id, suggestion: text, anchor: e.anchor)
                        }
                    }
                } else if let (base, suggestion) = secondApp(site, resolved, f, ctx, form) {
                    // `reference(fromURL:)` of the default app refuses another host: configure the app by name.
                    confidence = .low
                    if let suggestion { text = suggestion }
                    ctx.report(.warning, "this URL belongs to a second app (\(base)): configure it by name and take its references from WDGSync.sync(app:)",
                               at: Int(f.tokens[site.start].start), rule: id, suggestion: suggestion, anchor: e.anchor)
                }
                ctx.propose([Edit(f.range(site.start, site.end), text, rule: id, confidence: confidence)], rule: id)
            }
        }
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
