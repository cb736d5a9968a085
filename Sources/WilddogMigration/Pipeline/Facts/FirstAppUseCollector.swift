/// The first statement that uses the default app once rewritten: a legacy constructor, a member
/// whose 2.x form goes through `WDGSync.sync()` / `WDGAuth.auth()` (the `defaultApp` accessors), or
/// such a 2.x expression. A missing configuration is reported on its line, so the advice precedes it.
struct FirstAppUseCollector: FactCollecting {
    let constructors: [ConstructorShape]
    let defaultAppAccessors: [(type: String, member: String)]
    /// Legacy member names whose 2.x form goes through the default app.
    let appUses: Set<String>

    init(_ mappings: MappingSet, app: AppConfigurationNames, constructors: [ConstructorShape]) {
        self.constructors = constructors
        defaultAppAccessors = app.defaultAppAccessors
        var uses = Set<String>()
        let members: [any MemberMapping] = mappings.calls + mappings.properties + mappings.oauth
        for e in members {
            for (form, swift) in [(e.swift, true), (e.objc, false)] {
                guard let form, let from = form.from else { continue }
                let out = [form.receiver, form.template, form.to].compactMap { $0 }.joined(separator: " ")
                guard app.defaultAppMarkers.contains(where: out.contains) else { continue }
                uses.insert(swift ? SwiftName(from).base : ObjCSelector(from).pieces[0])
            }
        }
        appUses = uses
    }

    var triggers: Set<String> {
        appUses.union(defaultAppAccessors.map(\.type)).union(constructors.flatMap(\.triggers))
    }

    func collect(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        var first: Int?
        func consider(_ i: Int) { if first.map({ i < $0 }) ?? true { first = i } }
        for shape in constructors {
            for site in ConstructorSite.find(f, candidates: c, shape: shape) { consider(site.start) }
        }
        for name in appUses {
            for i in c[name] ?? [] {
                switch f.language {
                case .swift:
                    if f.isPunct(i - 1, Byte.dot), let rs = SwiftCallParser.receiverStartBefore(f, dot: i - 1) { consider(rs) }
                case .objectiveC:
                    if let open = f.enclosingOf(i), f.isPunct(open, Byte.openBracket) { consider(open) }
                    else if f.isPunct(i - 1, Byte.dot) { consider(i - 1) }
                }
            }
        }
        for (type, member) in defaultAppAccessors {
            for i in c[type] ?? [] {
                let next = f.isPunct(i + 1, Byte.dot) ? i + 2 : i + 1
                if next < f.tokens.count, f.textEquals(next, member) {
                    consider(f.language == .objectiveC && f.isPunct(i - 1, Byte.openBracket) ? i - 1 : i)
                }
            }
        }
        guard let i = first else { return }
        var k = i
        while k > 0, !f.tokens[k].newlineBefore { k -= 1 }
        facts.firstLegacyEntryPoint = .init(path: f.path, offset: Int(f.tokens[k].start))
    }
}
