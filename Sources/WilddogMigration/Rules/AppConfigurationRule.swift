/// Inserts the one-time `WDGApp` configuration at the codebase's entry point: the app delegate's
/// launch method, a `@main` type's `static func main()`, a SwiftUI `App`'s `init()` (added when
/// missing), the top-level code of `main.swift` or an Objective-C program's `main()`. A second
/// app's URL gets its named configuration there too. Without an entry point, or when the URL is
/// not a literal, the exact line to add is reported on the first statement that uses the default
/// app once rewritten.
struct AppConfigurationRule: Rule {
    let id = "app-configuration"
    private let entry: AppConfigurationMapping?

    init(_ mappings: MappingSet) { entry = mappings.appConfiguration }

    var triggers: Set<String> { [] }

    func apply(_ ctx: RuleContext) {
        guard let entry, let form = entry.form(ctx.language), let template = form.template else { return }
        let project = ctx.project
        guard !project.hasConfiguration, let entryPoint = project.firstLegacyEntryPoint else { return }
        let base = project.defaultBase
        let placeholder = Template.fill(entry.appURL, ["appId": "<appId>"])
        let line = Template.fill(template, ["base": Template.literal(base ?? placeholder, ctx.language)])
        let site = project.launchSites.first
        if let site, site.path == ctx.file.path, base != nil {
            var lines = [line]
            for other in project.baseURLs where other.base != base {
                let name = LiteralURL(string: other.base)?.appName ?? "app"
                if let named = form.named {
                    lines.append(Template.fill(named, ["base": Template.literal(other.base, ctx.language), "name": Template.literal(name, ctx.language)]))
                }
            }
            let nl = ctx.newline
            var indent = site.indentation
            if site.opensInit {
                lines = ["init() {"] + lines.map { "    " + $0 } + ["}"]
                if !site.ownLine { indent += "    " }
            }
            let body = lines.map { indent + $0 }.joined(separator: nl)
            let text = site.ownLine ? body + nl : nl + body
            ctx.propose([Edit(site.offset..<site.offset, text, rule: id)], rule: id)
        } else if site == nil || base == nil, entryPoint.path == ctx.file.path {
            let accessors = entry.defaultApp.map { $0 + "()" }.joined(separator: " or ")
            // The launch method is named in its Swift spelling in both languages.
            let launch = (entry.swift?.function ?? entry.objc?.function).map { $0 + ", " } ?? ""
            let reason = site == nil ? "no entry point (\(launch)@main, main.swift, an Objective-C main()) was found"
                                     : "the sync URL is not a literal the tool can read"
            ctx.report(.warning, "configure the app once at launch, before this first use of \(accessors) (\(reason))",
                       at: entryPoint.offset, rule: id, suggestion: line, anchor: entry.anchor, entry: entry.id)
        }
    }
}
