import Foundation

/// The facts about the app configuration: base URLs of 2.0.0 app ids, an existing configuration, the first use of the default app.
extension FactCollector {
    /// `WDGAuth.auth(appID: "x")`, `WDGAuth.authWithAppID("x")`, `[WDGAuth authWithAppID:@"x"]`: 2.0.0 code
    /// names its app (calls with an `appIDArgument`), which gives the app's base URL (`appURL`).
    func collectHybridAuth(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        guard let appURL else { return }
        for e in appIDCalls {
            guard let cls = e.receiverClass, let index = e.appIDArgument else { continue }
            for i in c[cls] ?? [] {
                var arg: Int?
                switch f.language {
                case .swift:
                    guard let name = e.swift?.from.map(SwiftName.init), let labels = name.labels, index < labels.count,
                          f.isPunct(i + 1, Byte.dot), f.textIs(i + 2, name.base), let call = SwiftCallParser.parse(f, name: i + 2),
                          call.arguments.count == labels.count else { continue }
                    // A `_` label in the mapping accepts any label, as Swift 2 spellings vary.
                    let label = labels[index]
                    guard label == "_" || call.arguments[index].label.map({ f.textEquals($0, label) }) == true else { continue }
                    arg = call.arguments[index].start == call.arguments[index].end ? call.arguments[index].start : nil
                case .objectiveC:
                    guard let selector = e.objc?.from.map(ObjCSelector.init), selector.pieces.count == 1, index == 0,
                          f.isPunct(i - 1, Byte.openBracket), f.textIs(i + 1, selector.pieces[0]), f.isPunct(i + 2, Byte.colon) else { continue }
                    arg = f.isPunct(i + 4, Byte.closeBracket) ? i + 3 : nil
                }
                guard let a = arg, let appID = DictionaryLiteral.key(f, a) else { continue }
                let site = ProjectIndex.Site(path: f.path, offset: Int(f.tokens[i].start))
                facts.baseUses.append((Template.fill(appURL, ["appId": appID]), site))
            }
        }
    }

    func collectConfiguration(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        for i in syncURLLabels.flatMap({ c[$0] ?? [] }) where f.isPunct(i + 1, Byte.colon) {
            if let value = DictionaryLiteral.key(f, i + 2), let url = LiteralURL(string: value) { facts.configuredBases.append(url.base) }
        }
        for (type, member) in configurationCalls {
            for i in c[type] ?? [] {
                let next = f.isPunct(i + 1, Byte.dot) ? i + 2 : i + 1
                if next < f.tokens.count, f.tokens[next].kind == .identifier, f.textEquals(next, member) { facts.hasConfiguration = true }
            }
        }
    }

    /// The first statement that uses the default app once rewritten: a legacy constructor, a member
    /// whose 2.x form goes through `WDGSync.sync()` / `WDGAuth.auth()`, or such a 2.x expression.
    /// A missing configuration is reported on its line, so the advice precedes it.
    func collectFirstAppUse(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
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
