/// The launch method that receives the app configuration (the `function` of the `appConfiguration`
/// entry): `func application(_:didFinishLaunchingWithOptions:) … {` or
/// `- (BOOL)application:… didFinishLaunchingWithOptions:… {`, found by its last label or selector piece.
struct LaunchSiteCollector: FactCollecting {
    let launchMethod: SwiftName?
    let launchSelector: ObjCSelector?

    init(_ mappings: MappingSet) {
        launchMethod = mappings.appConfiguration?.swift?.function.map(SwiftName.init)
        launchSelector = mappings.appConfiguration?.objc?.function.map(ObjCSelector.init)
    }

    var triggers: Set<String> { Set([launchMethod?.labels?.last, launchSelector?.pieces.last].compactMap { $0 }) }

    func collect(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        let last = f.language == .swift ? launchMethod?.labels?.last : launchSelector?.pieces.last
        for i in last.flatMap({ c[$0] }) ?? [] {
            var body: Int?
            switch f.language {
            case .swift:
                guard let open = f.enclosingOf(i), f.isPunct(open, Byte.openParen), let base = launchMethod?.base,
                      f.isIdentifier(open - 1), f.textEquals(open - 1, base),
                      f.tokenIs(open - 2, "func"), let close = f.partnerOf(open) else { continue }
                var k = close + 1
                while k < f.tokens.count, !f.isPunct(k, Byte.openBrace) { k += 1 }
                body = k < f.tokens.count ? k : nil
            case .objectiveC:
                guard f.enclosingOf(i) == nil, f.isPunct(i + 1, Byte.colon) else { continue }
                var k = i + 2
                while k < f.tokens.count, !f.isPunct(k, Byte.openBrace), !f.isPunct(k, Byte.semicolon) { k += 1 }
                body = k < f.tokens.count && f.isPunct(k, Byte.openBrace) ? k : nil
            }
            guard let open = body, let site = EntryPointBody.site(f, open: open) else { continue }
            facts.launchSites.append(site)
        }
    }
}
