/// An existing app configuration: a call of a `configuredBy` class method (`WDGApp.configure…`), and
/// the literal sync URLs it passes (`WDGOptions(syncURL: "…")`, `syncURLLabels`).
struct ConfigurationCollector: FactCollecting {
    let configurationCalls: [(type: String, member: String)]
    let syncURLLabels: [String]

    init(_ names: AppConfigurationNames) {
        configurationCalls = names.configurationCalls
        syncURLLabels = names.syncURLLabels
    }

    var triggers: Set<String> { Set(syncURLLabels).union(configurationCalls.map(\.type)) }

    func collect(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
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
}
