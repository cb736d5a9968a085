/// Firebase configuration: a Wilddog app is a URL, a Firebase app a `GoogleService-Info.plist`.
///
/// - The default app's configuration (`WDGApp.configure(with: WDGOptions(syncURL: …))`) becomes the
///   `template` (`FirebaseApp.configure()`); an options variable used only there goes with it. Once per
///   project, a finding says the plist is needed and which database URL it must hold.
/// - A named app's configuration goes: a second Wilddog app is a second database of the same Firebase
///   app, reached by its URL (`--firebase-database-url APPID=URL`).
/// - `WDGSync.sync()` / `[WDGSync sync]` and a named app's `WDGSync.sync(app: WDGApp(named: "x")!)` become
///   the `database` form (`Database.database(url: "…")`) when the app's Firebase URL was given; a named
///   app without one gets the `databaseURLPlaceholder` and a warning.
struct FirebaseConfigurationRule: Rule {
    let id = "configuration"
    private let entry: AppConfigurationMapping?
    private let appType: String?
    private let configureMembers: Set<String>
    /// `(class, member)` of the default-app accessors that take an app (`WDGSync.sync`).
    private let databaseAccessor: (type: String, member: String)?
    private let labels: [String]

    init(_ mappings: MappingSet) {
        entry = mappings.appConfiguration
        let configuredBy = (entry?.configuredBy ?? []).map { $0.split(separator: ".", maxSplits: 1).map(String.init) }.filter { $0.count == 2 }
        appType = configuredBy.first?[0]
        configureMembers = Set(configuredBy.map { $0[1] })
        databaseAccessor = entry?.defaultApp.first.map { $0.split(separator: ".", maxSplits: 1).map(String.init) }
            .flatMap { $0.count == 2 ? ($0[0], $0[1]) : nil }
        labels = entry?.syncURLLabels ?? []
    }

    var triggers: Set<String> { Set([appType, databaseAccessor?.type].compactMap { $0 }) }

    func apply(_ ctx: RuleContext) {
        guard let entry, let form = entry.form(ctx.language), let template = form.template, let appType else { return }
        let f = ctx.file
        let urls = ctx.options.firebaseDatabaseURLs
        let project = ctx.project
        var consumedApps = Set<Int>()

        for call in AppConfigurationCall.find(f, ctx.tokens(named: appType), members: configureMembers, labels: labels,
                                              constants: project.stringConstants) {
            let range = f.range(call.start, call.end)
            if let name = call.name {
                // A second Wilddog app: its configuration goes, its databases are reached by URL.
                let appID = call.url?.appID
                let url = appID.flatMap { urls[$0] }
                ctx.propose(Edit(statementLine(f, call.start, call.end), "", rule: id))
                let message = "the Wilddog app \(appID.map { "'\($0)'" } ?? "configured") as '\(name)' is a second database of the same Firebase app: "
                    + "its references come from " + (url.map { "Database.database(url: \"\($0)\")" }
                        ?? "Database.database(url:) with its Firebase URL (pass --firebase-database-url \(appID ?? "<appId>")=https://…)")
                ctx.report(url == nil ? .warning : .note, message, at: Int(f.tokens[call.start].start), rule: id, anchor: entry.anchor, entry: entry.id)
                continue
            }
            ctx.propose(Edit(range, ctx.qualifier.qualify(template), rule: id))
            if let variable = call.optionsVariable, call.url != nil { removeOptions(variable, ctx) }
            if call.url == nil {
                ctx.report(.warning, "the options passed here are not carried over: Firebase reads its app options from GoogleService-Info.plist "
                           + "(FirebaseOptions needs a Google App ID, a GCM sender ID and an API key)", at: Int(f.tokens[call.start].start),
                           rule: id, anchor: entry.anchor, entry: entry.id)
            }
            if project.firstConfiguration == ProjectIndex.Site(path: f.path, offset: Int(f.tokens[call.start].start)) {
                reportPlist(ctx, entry, at: Int(f.tokens[call.start].start), suggestion: nil)
            }
        }
        if project.firstConfiguration == nil, let first = project.firstLegacyEntryPoint, first.path == f.path {
            reportPlist(ctx, entry, at: first.offset, suggestion: ctx.qualifier.qualify(template))
        }
        if let accessor = databaseAccessor { databases(ctx, entry, form, accessor, urls, &consumedApps) }
        namedApps(ctx, appType, consumedApps)
    }

    /// The finding of the project: the plist, and the database URL it must name.
    private func reportPlist(_ ctx: RuleContext, _ entry: AppConfigurationMapping, at offset: Int, suggestion: String?) {
        let project = ctx.project
        let id = project.defaultAppID
        let url = id.flatMap { ctx.options.firebaseDatabaseURLs[$0] }
        var message = "FirebaseApp.configure() reads GoogleService-Info.plist: download it from the Firebase console and add it to the app target"
        if let id {
            message += "; its DATABASE_URL must be the database holding the data of the Wilddog app '\(id)'"
                + (url.map { " (\($0))" } ?? " (or pass --firebase-database-url \(id)=https://… to name it in the code)")
        }
        if suggestion != nil { message = "no app configuration found: call FirebaseApp.configure() once at launch, before this first use; " + message }
        ctx.report(.warning, message, at: offset, rule: self.id, suggestion: suggestion, anchor: entry.anchor, entry: entry.id)
    }

    /// `let options = WDGOptions(syncURL: …)` whose only other uses are configuration calls: removed.
    private func removeOptions(_ variable: String, _ ctx: RuleContext) {
        let f = ctx.file
        var declaration: Int?
        for k in f.tokens.indices where f.isIdentifier(k) && f.textEquals(k, variable) && !f.isPunct(k - 1, Byte.dot) {
            if f.isPunct(k + 1, Byte.equal), !f.isPunct(k + 2, Byte.equal) { declaration = k; continue }
            // A label or selector piece of the same name (`options:`) is no use of the variable.
            if f.isPunct(k + 1, Byte.colon) { continue }
            // Every other use is a configuration call's options argument.
            let prev = k - 1
            guard f.isPunct(prev, Byte.colon), f.isIdentifier(prev - 1), configureMembersArgument(f, prev - 1) else { return }
        }
        guard let d = declaration else { return }
        var start = d
        while start > 0, !f.tokens[start].newlineBefore { start -= 1 }
        var end = d
        while end + 1 < f.tokens.count, !f.tokens[end + 1].newlineBefore { end += 1 }
        ctx.propose(Edit(statementLine(f, start, end), "", rule: id))
    }

    /// True when label/selector piece token `i` belongs to a configuration call's options.
    private func configureMembersArgument(_ f: SourceFile, _ i: Int) -> Bool {
        f.textEquals(i, "options") || f.textEquals(i, "with") || configureMembers.contains(f.text(i))
    }

    /// Database accessors of the default and named apps.
    private func databases(_ ctx: RuleContext, _ entry: AppConfigurationMapping, _ form: MappingForm,
                           _ accessor: (type: String, member: String), _ urls: [String: String], _ consumed: inout Set<Int>) {
        guard let database = form.database else { return }
        let f = ctx.file
        let project = ctx.project
        for i in ctx.tokens(named: accessor.type) {
            let span: (start: Int, end: Int)
            var appArgument: (start: Int, end: Int)?
            switch f.language {
            case .swift:
                guard f.isPunct(i + 1, Byte.dot), f.textEquals(i + 2, accessor.member), let call = SwiftCallParser.parse(f, name: i + 2),
                      call.arguments.count <= 1 else { continue }
                span = (i, call.end)
                if let a = call.arguments.first { appArgument = (a.start, a.end) }
            case .objectiveC:
                guard f.isPunct(i - 1, Byte.openBracket), f.isIdentifier(i + 1), let send = ObjCMessageParser.send(startingSelectorAt: i + 1, in: f),
                      send.pieces.count == 1 else { continue }
                span = (send.open, send.close)
                if send.pieces[0].hasArgument { appArgument = (send.pieces[0].argumentStart, send.pieces[0].argumentEnd) }
                else if !f.textEquals(i + 1, accessor.member) { continue }
            }
            let appID: String?
            var named: (name: String, token: Int)?
            if let a = appArgument {
                guard let n = appName(f, a.start, a.end) else { continue }
                named = n
                appID = project.appID(named: n.name)
            } else {
                appID = project.defaultAppID
            }
            let url = appID.flatMap { urls[$0] }
            if named == nil, url == nil { continue }
            if let n = named { consumed.insert(n.token) }
            let value = url ?? Template.fill(entry.databaseURLPlaceholder ?? "https://<database of $appId>.firebaseio.com",
                                             ["appId": appID ?? named?.name ?? "app"])
            let text = Template.fill(ctx.qualifier.qualify(database), ["url": Template.literal(value, f.language)])
            ctx.propose(Edit(f.range(span.start, span.end), text, rule: id))
            if url == nil, let n = named {
                ctx.report(.warning, "the Wilddog app '\(appID ?? n.name)' is a second database of the Firebase app: write its Firebase database URL here "
                           + "(or pass --firebase-database-url \(appID ?? "<appId>")=https://…)", at: Int(f.tokens[span.start].start), rule: id,
                           suggestion: text, anchor: entry.anchor, entry: entry.id)
            }
        }
    }

    /// `WDGApp(named: "x")!` / `WDGApp(named: "x")` / `[WDGApp appNamed:@"x"]`: the literal name and its token.
    private func appName(_ f: SourceFile, _ start: Int, _ end: Int) -> (name: String, token: Int)? {
        guard let appType else { return nil }
        switch f.language {
        case .swift:
            var last = end
            if f.isPunct(last, Byte.exclamation) { last -= 1 }
            guard f.textEquals(start, appType), f.isPunct(start + 1, Byte.openParen), f.partnerOf(start + 1) == last,
                  f.isIdentifier(start + 2), f.isPunct(start + 3, Byte.colon), start + 4 == last - 1,
                  let name = DictionaryLiteral.key(f, start + 4) else { return nil }
            return (name, start)
        case .objectiveC:
            guard f.isPunct(start, Byte.openBracket), f.partnerOf(start) == end, f.textEquals(start + 1, appType),
                  f.isIdentifier(start + 2), f.isPunct(start + 3, Byte.colon), start + 4 == end - 1,
                  let name = DictionaryLiteral.key(f, start + 4) else { return nil }
            return (name, start + 1)
        }
    }

    /// A named app looked up elsewhere (`WDGApp(named: "x")`, `[WDGApp appNamed:@"x"]`): Firebase has no such app.
    private func namedApps(_ ctx: RuleContext, _ appType: String, _ consumed: Set<Int>) {
        let f = ctx.file
        for i in ctx.tokens(named: appType) where !consumed.contains(i) {
            let isLookup: Bool
            switch f.language {
            case .swift: isLookup = f.isPunct(i + 1, Byte.openParen) && f.textEquals(i + 2, "named")
            case .objectiveC: isLookup = f.isPunct(i - 1, Byte.openBracket) && f.textEquals(i + 1, "appNamed")
            }
            guard isLookup else { continue }
            ctx.report(.warning, "no Firebase app is configured under this name: a second Wilddog app is a second database of the same Firebase app "
                       + "(Database.database(url:)); its users are the Firebase app's (Auth.auth())", at: Int(f.tokens[i].start), rule: id,
                       anchor: entry?.anchor, entry: entry?.id)
        }
    }

    /// The bytes of the statement `s…e` with its `;`, its indentation and its line break when it stands
    /// alone on its line; else the statement alone.
    private func statementLine(_ f: SourceFile, _ s: Int, _ e: Int) -> Range<Int> {
        f.wholeLine(s, f.isPunct(e + 1, Byte.semicolon) ? e + 1 : e)
    }
}
