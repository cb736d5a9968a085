/// `WDGAuth.auth(appID: "x")`, `WDGAuth.authWithAppID("x")`, `[WDGAuth authWithAppID:@"x"]`: 2.0.0 code
/// names its app (calls with an `appIDArgument`), which gives the app's base URL (`appURL`).
struct HybridAuthCollector: FactCollecting {
    let appURL: String?
    let calls: [CallMapping]

    init(_ names: AppConfigurationNames) {
        appURL = names.appURL
        calls = names.appIDCalls
    }

    var triggers: Set<String> { Set(calls.compactMap(\.receiverClass)) }

    func collect(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        guard let appURL else { return }
        for e in calls {
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
}
