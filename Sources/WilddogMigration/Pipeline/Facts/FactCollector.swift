/// Reads the project-level facts of one file (first pass, before any rule runs): each fact has its
/// own collector, all driven by the mapping data; they run in this order, as the constructor facts
/// read the string constants of the same file.
struct FactCollector: Sendable {
    let collectors: [any FactCollecting]

    init(_ mappings: MappingSet, target: MigrationTarget = .wilddog2) {
        let constructors = mappings.constructors.compactMap(ConstructorShape.init)
        let app = AppConfigurationNames(mappings)
        let calls: [any MemberMapping] = mappings.calls + mappings.oauth
        let callEntries = calls.map(CallEntry.init)
        collectors = [
            StringConstantCollector(),
            ConstructorUseCollector(constructors: constructors),
            HybridAuthCollector(app),
            ConfigurationCollector(app),
            FirstAppUseCollector(mappings, app: app, constructors: constructors),
            LaunchSiteCollector(mappings),
            MainEntryPointCollector(),
            DeclaredTypeCollector(mappings),
            AuthHandleCollector(callEntries.filter { $0.entry.handle != nil },
                                takers: callEntries.filter { ($0.entry as? CallMapping)?.handleArgument != nil }),
            InitializedVariableCollector(mappings),
            ReferenceCallbackCollector(mappings),
            AuthDataCallbackCollector(callEntries.filter { $0.entry.callback?.dataIndex != nil }),
            MemberTypeCollector(),
            BlockTypeCollector(mappings),
        ] + (target == .firebase ? Self.firebaseCollectors(mappings) : [])
    }

    /// Identifiers the collectors look at.
    var triggers: Set<String> { collectors.reduce(into: Set<String>()) { $0.formUnion($1.triggers) } }

    func collect(_ f: SourceFile, _ candidates: [String: [Int]]) -> FileFacts {
        var facts = FileFacts()
        facts.path = f.path
        for collector in collectors { collector.collect(f, candidates, &facts) }
        return facts
    }
}
