import Foundation

/// Reads the project-level facts of one file (first pass, before any rule runs).
struct FactCollector: Sendable {
    let constructors: [ConstructorShape]
    let handleCalls: [CallEntry]
    let callbackCalls: [CallEntry]
    let referenceTypes: Set<String>
    let authDataTypes: Set<String>
    /// `(class, member)` whose call means an app is already configured (`WDGApp.configure`).
    let configurationCalls: [(type: String, member: String)]
    /// Labels or selector pieces whose literal argument is the sync URL of an existing configuration.
    let syncURLLabels: [String]
    /// A 2.x app's base URL with `$appId` for the app id.
    let appURL: String?
    /// `(class, member)` of the 2.x expressions that use the default app (`WDGSync.sync()`), and of the
    /// 2.0.0 calls that name an app by id (`WDGAuth.authWithAppID`).
    let defaultAppAccessors: [(type: String, member: String)]
    /// Text of a 2.x expression that needs the default app (`WDGSync.sync()`, `[WDGSync sync]`).
    let defaultAppMarkers: [String]
    /// 2.0.0 calls naming their app by id (`appIDArgument`).
    let appIDCalls: [MappingEntry]
    /// The launch method that receives the app configuration (the `function` of the `appConfiguration` entry).
    let launchMethod: SwiftName?
    let launchSelector: ObjCSelector?
    let callbackMatcher: CallMatcher
    /// Legacy member names whose 2.x form goes through the default app (`WDGSync.sync()`, `WDGAuth.auth()`):
    /// the first of them, or of a constructor, is where a missing configuration is reported.
    let appUses: Set<String>
    /// Legacy and 2.x member names by the kind of value they return (`childByAppendingPath` → `reference`).
    let returnedKinds: [String: String]
    /// Swift base names of calls whose completion block receives a reference, with its parameter index.
    let referenceCallbacks: [String: Int]
    let blockShapes: ObjCBlockShapes
    let legacyBlockTypes: Set<String>

    init(_ mappings: MappingSet) {
        constructors = mappings.entries(.constructor).compactMap(ConstructorShape.init)
        let calls = (mappings.entries(.call) + mappings.entries(.oauth)).map(CallEntry.init)
        handleCalls = calls.filter { $0.entry.handle != nil }
        callbackCalls = calls.filter { $0.entry.callback?.dataIndex != nil }
        let types = mappings.entries(.type)
        referenceTypes = Set(types.filter { $0.receiverKind == "reference" }.flatMap { [$0.from, $0.to].compactMap { $0 } })
        authDataTypes = Set(types.filter { $0.receiverKind == "authData" }.compactMap(\.from))
        let configuration = mappings.entries(.appConfiguration).first
        configurationCalls = (configuration?.configuredBy ?? []).compactMap(Self.classMember)
        syncURLLabels = configuration?.syncURLLabels ?? []
        appURL = configuration?.appURL
        let defaults = (configuration?.defaultApp ?? []).compactMap(Self.classMember)
        defaultAppMarkers = defaults.flatMap { ["\($0.type).\($0.member)()", "[\($0.type) \($0.member)]"] }
        appIDCalls = mappings.entries(.call).filter { $0.appIDArgument != nil && $0.receiverClass != nil }
        var accessors = defaults
        for e in appIDCalls {
            guard let cls = e.receiverClass else { continue }
            for member in [e.swift?.from.map { SwiftName($0).base }, e.objc?.from.map { ObjCSelector($0).pieces[0] }].compactMap({ $0 })
            where !accessors.contains(where: { $0.type == cls && $0.member == member }) {
                accessors.append((cls, member))
            }
        }
        defaultAppAccessors = accessors
        launchMethod = configuration?.swift?.function.map(SwiftName.init)
        launchSelector = configuration?.objc?.function.map(ObjCSelector.init)
        callbackMatcher = CallMatcher(callbackCalls)
        var uses = Set<String>()
        for e in mappings.entries(.call) + mappings.entries(.property) + mappings.entries(.oauth) {
            for (form, swift) in [(e.swift, true), (e.objc, false)] {
                guard let form, let from = form.from else { continue }
                let out = [form.receiver, form.template, form.to].compactMap { $0 }.joined(separator: " ")
                guard defaultAppMarkers.contains(where: out.contains) else { continue }
                uses.insert(swift ? SwiftName(from).base : ObjCSelector(from).pieces[0])
            }
        }
        appUses = uses
        var returned: [String: String] = [:]
        for e in mappings.entries {
            guard let kind = e.returnsKind else { continue }
            for name in [e.swift?.from, e.swift?.to].compactMap({ $0 }) { returned[SwiftName(name).base] = kind }
        }
        returnedKinds = returned
        var callbacks: [String: Int] = [:]
        for e in mappings.entries {
            guard let index = e.callbackReference else { continue }
            for name in [e.swift?.from, e.swift?.to].compactMap({ $0 }) { callbacks[SwiftName(name).base] = index }
        }
        referenceCallbacks = callbacks
        blockShapes = ObjCBlockShapes(mappings)
        legacyBlockTypes = blockShapes.legacyTypes
    }

    /// `WDGSync.sync` → `("WDGSync", "sync")`.
    private static func classMember(_ text: String) -> (type: String, member: String)? {
        let parts = text.split(separator: ".", maxSplits: 1).map(String.init)
        return parts.count == 2 ? (parts[0], parts[1]) : nil
    }

    /// Identifiers this collector looks at.
    var triggers: Set<String> {
        var names: Set<String> = ["define", "let", "var", "const", "main", "typedef", "property"]
        names.formUnion(syncURLLabels)
        names.formUnion(configurationCalls.map(\.type))
        names.formUnion(defaultAppAccessors.map(\.type))
        names.formUnion(appUses)
        names.formUnion(referenceCallbacks.keys)
        names.formUnion(legacyBlockTypes)
        names.formUnion([launchMethod?.labels?.last, launchSelector?.pieces.last].compactMap { $0 })
        names.formUnion(constructors.flatMap(\.triggers))
        names.formUnion(referenceTypes)
        names.formUnion(authDataTypes)
        for c in handleCalls + callbackCalls {
            if let s = c.swiftFrom { names.insert(s.base) }
            if let o = c.objcFrom { names.insert(o.pieces[0]) }
        }
        return names
    }

    func collect(_ f: SourceFile, _ candidates: [String: [Int]]) -> FileFacts {
        var facts = FileFacts()
        collectConstants(f, candidates, &facts)
        for shape in constructors {
            for site in ConstructorSite.find(f, candidates: candidates, shape: shape) {
                let offset = Int(f.tokens[site.start].start)
                if let (url, _) = site.url(f, constants: facts.stringConstants) {
                    facts.baseUses.append((url.base, .init(path: f.path, offset: offset)))
                }
                if let v = assignedName(f, site.start) { facts.variables["reference", default: []].insert(v) }
            }
        }
        collectHybridAuth(f, candidates, &facts)
        collectConfiguration(f, candidates, &facts)
        collectFirstAppUse(f, candidates, &facts)
        collectLaunchSite(f, candidates, &facts)
        collectMainEntryPoints(f, candidates, &facts)
        collectDeclarations(f, candidates, &facts)
        collectInitializedVariables(f, candidates, &facts)
        collectReferenceCallbacks(f, candidates, &facts)
        collectCallbacks(f, candidates, &facts)
        collectBlockTypes(f, candidates, &facts)
        return facts
    }
}
