/// Inserts the one-time `WDGApp` configuration at the start of the app delegate's launch method,
/// or reports the exact line to add when the codebase has no such method.
struct AppConfigurationRule: Rule {
    let id = "app-configuration"
    private let entry: MappingEntry?

    init(_ mappings: MappingSet) { entry = mappings.entries(.appConfiguration).first }

    var triggers: Set<String> { [] }

    func apply(_ ctx: RuleContext) {
        guard let entry, let form = entry.form(ctx.language), let template = form.template else { return }
        let project = ctx.project
        guard !project.hasConfiguration, let entryPoint = project.firstLegacyEntryPoint else { return }
        let base = project.defaultBase
        let line = Template.fill(template, ["base": Template.literal(base ?? "https://<appId>.wilddogio.com", ctx.language)])
        let site = project.launchSites.first
        if let site, site.path == ctx.file.path, base != nil {
            let text = site.ownLine ? site.indentation + line + ctx.newline : ctx.newline + site.indentation + line
            if ctx.propose([Edit(site.offset..<site.offset, text, rule: id)], rule: id) {
                for other in project.baseURLs where other.base != base {
                    let name = LiteralURL(string: other.base)?.appName ?? "app"
                    let named = form.named.map {
                        Template.fill($0, ["base": Template.literal(other.base, ctx.language), "name": Template.literal(name, ctx.language)])
                    }
                    ctx.report(.warning, "the codebase also uses \(other.base): configure a second, named app here",
                               at: site.offset, rule: id, suggestion: named, anchor: entry.anchor)
                }
            }
        } else if (site == nil || base == nil), entryPoint.path == ctx.file.path {
            let reason = site == nil ? "no application(_:didFinishLaunchingWithOptions:) was found"
                                     : "the sync URL is not a literal the tool can read"
            ctx.report(.warning, "configure the app once at launch, before the first WDGSync.sync() or WDGAuth.auth() (\(reason))",
                       at: entryPoint.offset, rule: id, suggestion: line, anchor: entry.anchor)
        }
    }
}
