/// The Wilddog apps a 2.x project configures (Firebase target): the default app's id and each named
/// app's name and id, from the configuration calls (`configuredBy` of the `appConfiguration` entry),
/// and where the first configuration of the default app is.
struct WilddogAppCollector: FactCollecting {
    let type: String?
    let members: Set<String>
    let labels: [String]

    init(_ mappings: MappingSet) {
        let configuredBy = mappings.appConfiguration?.configuredBy ?? []
        let pairs = configuredBy.map { $0.split(separator: ".", maxSplits: 1).map(String.init) }.filter { $0.count == 2 }
        type = pairs.first?[0]
        members = Set(pairs.map { $0[1] })
        labels = mappings.appConfiguration?.syncURLLabels ?? []
    }

    var triggers: Set<String> { type.map { [$0] } ?? [] }

    func collect(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        guard let type else { return }
        for call in AppConfigurationCall.find(f, c[type] ?? [], members: members, labels: labels, constants: facts.stringConstants) {
            if let url = call.url { facts.wilddogApps.append((call.name, url.appID)) }
            if call.name == nil, facts.firstConfiguration == nil {
                facts.firstConfiguration = .init(path: f.path, offset: Int(f.tokens[call.start].start))
            }
        }
    }
}
