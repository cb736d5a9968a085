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
    private let callbackMatcher: CallMatcher
    /// Legacy member names whose 2.x form goes through the default app (`WDGSync.sync()`, `WDGAuth.auth()`):
    /// the first of them, or of a constructor, is where a missing configuration is reported.
    let appUses: Set<String>
    /// Legacy and 2.x member names by the kind of value they return (`childByAppendingPath` → `reference`).
    let returnedKinds: [String: String]
    /// Swift base names of calls whose completion block receives a reference, with its parameter index.
    let referenceCallbacks: [String: Int]
    private let blockShapes: ObjCBlockShapes
    private let legacyBlockTypes: Set<String>

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

    /// `WDGAuth.auth(appID: "x")`, `WDGAuth.authWithAppID("x")`, `[WDGAuth authWithAppID:@"x"]`: 2.0.0 code
    /// names its app (calls with an `appIDArgument`), which gives the app's base URL (`appURL`).
    private func collectHybridAuth(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
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

    private func collectConfiguration(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
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
    private func collectFirstAppUse(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
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

    /// Entry points other than the launch method: the top-level code of `main.swift` (after its
    /// imports), a `@main` type's `static func main()`, a SwiftUI `App`'s `init()` (added when missing).
    private func collectMainEntryPoints(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        guard f.language == .swift else { return }
        for at in (c["main"] ?? []).map({ $0 - 1 }) where f.isPunct(at, Byte.at) && f.enclosingOf(at) == nil {
            var k = at + 2
            while k < f.tokens.count, !f.isPunct(k, Byte.openBrace) { k += 1 }
            guard k < f.tokens.count, let close = f.partnerOf(k) else { continue }
            let conformsToApp = (at + 2..<k).contains { f.tokenIs($0, "App") && f.isPunct($0 - 1, Byte.colon) || f.tokenIs($0, "App") && f.isPunct($0 - 1, Byte.comma) }
            var mainBody: Int?
            var initBody: Int?
            var j = k + 1
            while j < close {
                if let p = f.partnerOf(j), p > j, f.isPunct(j, Byte.openBrace) { j = p + 1; continue }
                if f.tokenIs(j, "static"), f.tokenIs(j + 1, "func"), f.tokenIs(j + 2, "main"), f.isPunct(j + 3, Byte.openParen),
                   let pc = f.partnerOf(j + 3) { mainBody = nextBrace(f, after: pc, limit: close) }
                if f.tokenIs(j, "init"), f.isPunct(j + 1, Byte.openParen), f.isPunct(j + 2, Byte.closeParen) {
                    initBody = nextBrace(f, after: j + 2, limit: close)
                }
                j += 1
            }
            if let body = mainBody ?? (conformsToApp ? initBody : nil) {
                if let site = bodySite(f, open: body) { facts.launchSites.append(site) }
            } else if conformsToApp, var site = bodySite(f, open: k) {
                site.opensInit = true
                facts.launchSites.append(site)
            }
        }
        guard (f.path as NSString).lastPathComponent == "main.swift", f.tokens.count > 1 else { return }
        let imports = f.tokens.indices.filter { ($0 == 0 || f.tokens[$0].newlineBefore) && f.tokenIs($0, "import") && f.enclosingOf($0) == nil }
        var offset = Int(f.tokens[0].start)
        if let last = imports.last {
            var k = last + 1
            while k < f.tokens.count, !f.tokens[k].newlineBefore, f.tokens[k].kind != .endOfFile { k += 1 }
            offset = Int(f.tokens[k - 1].end)
            while offset < f.bytes.count, f.bytes[offset] != Byte.newline { offset += 1 }
            offset = min(offset + 1, f.bytes.count)
        } else {
            while offset > 0, f.bytes[offset - 1] != Byte.newline { offset -= 1 }
        }
        facts.launchSites.append(.init(path: f.path, offset: offset, indentation: "", ownLine: true))
    }

    private func nextBrace(_ f: SourceFile, after i: Int, limit: Int) -> Int? {
        var k = i + 1
        while k < limit, !f.isPunct(k, Byte.openBrace) { k += 1 }
        return k < limit ? k : nil
    }

    /// Where text goes at the start of the body opened by `open`.
    private func bodySite(_ f: SourceFile, open: Int) -> ProjectIndex.LaunchSite? {
        guard let close = f.partnerOf(open) else { return nil }
        let indentation = open + 1 < close ? lineIndentation(f, open + 1) : lineIndentation(f, open) + "    "
        // Insert on a line of its own when the `{` ends its line, so the diff shows one added line.
        var offset = Int(f.tokens[open].end)
        var k = offset
        while k < f.bytes.count, f.bytes[k] == Byte.space || f.bytes[k] == Byte.tab || f.bytes[k] == Byte.carriageReturn { k += 1 }
        let ownLine = k < f.bytes.count && f.bytes[k] == Byte.newline
        if ownLine { offset = k + 1 }
        return .init(path: f.path, offset: offset, indentation: indentation, ownLine: ownLine)
    }

    /// `func application(_:didFinishLaunchingWithOptions:) … {` or `- (BOOL)application:… didFinishLaunchingWithOptions:… {`,
    /// found by the last label or selector piece of the launch method.
    private func collectLaunchSite(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
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
            guard let open = body, let site = bodySite(f, open: open) else { continue }
            facts.launchSites.append(site)
        }
    }

    /// Leading spaces and tabs of the line holding token `i`.
    private func lineIndentation(_ f: SourceFile, _ i: Int) -> String {
        var s = Int(f.tokens[i].start)
        while s > 0, f.bytes[s - 1] != Byte.newline { s -= 1 }
        var e = s
        while e < f.bytes.count, f.bytes[e] == Byte.space || f.bytes[e] == Byte.tab { e += 1 }
        return f.text(bytes: s..<e)
    }

    /// Variables declared with a reference or auth-data type: `Wilddog *ref`, `var ref: WDGSyncReference!`.
    private func collectDeclarations(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        for (types, kind) in [(referenceTypes, "reference"), (authDataTypes, "authData")] {
            for type in types {
                for i in c[type] ?? [] {
                    switch f.language {
                    case .objectiveC:
                        if f.isPunct(i + 1, Byte.star), f.isIdentifier(i + 2) {
                            var name = f.text(i + 2)
                            if name.hasPrefix("_") { name.removeFirst() }
                            facts.variables[kind, default: []].insert(name)
                        }
                    case .swift:
                        if f.isPunct(i - 1, Byte.colon), f.isIdentifier(i - 2) {
                            facts.variables[kind, default: []].insert(f.text(i - 2))
                        }
                    }
                }
            }
        }
        for h in handleCalls {
            for name in [h.swiftFrom?.base, h.objcFrom?.pieces[0]].compactMap({ $0 }) {
                for i in c[name] ?? [] {
                    let start: Int
                    if f.language == .objectiveC, let open = f.enclosingOf(i), f.isPunct(open, Byte.openBracket) { start = open }
                    else if f.language == .swift, f.isPunct(i - 1, Byte.dot), let rs = SwiftCallParser.receiverStartBefore(f, dot: i - 1) { start = rs }
                    else { continue }
                    if let v = assignedName(f, start) { facts.authHandleNames.insert(v) }
                }
            }
        }
    }

    /// `let posts = ref.childByAppendingPath("posts")`: a variable initialized from a member that
    /// returns a known kind of value (`returnsKind`) holds that kind.
    private func collectInitializedVariables(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        guard f.language == .swift else { return }
        for k in (c["let"] ?? []) + (c["var"] ?? []) {
            guard f.isIdentifier(k + 1), f.isPunct(k + 2, Byte.equal) else { continue }
            var last: Int?
            var j = k + 3
            while j < f.tokens.count, f.tokens[j].kind != .endOfFile {
                if j > k + 3, f.tokens[j].newlineBefore, !f.isPunct(j, Byte.dot) { break }
                if f.isPunct(j, Byte.semicolon) || f.isPunct(j, Byte.openBrace) { break }
                if let p = f.partnerOf(j), p > j { j = p + 1; continue }
                if f.isIdentifier(j), f.isPunct(j - 1, Byte.dot) { last = j }
                j += 1
            }
            if let m = last, let kind = returnedKinds[f.text(m)] { facts.variables[kind, default: []].insert(f.text(k + 1)) }
        }
    }

    /// `ref.setValue(v) { error, written in … }`: the completion's reference parameter holds a reference.
    private func collectReferenceCallbacks(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        guard f.language == .swift else { return }
        for (name, index) in referenceCallbacks {
            for i in c[name] ?? [] where f.isPunct(i - 1, Byte.dot) {
                guard let call = SwiftCallParser.parse(f, name: i) else { continue }
                for a in call.arguments where f.isPunct(a.start, Byte.openBrace) && f.partnerOf(a.start) == a.end {
                    guard let sig = ClosureSignature.parse(f, open: a.start), sig.parameters.count > index else { continue }
                    let p = f.text(sig.parameters[index].name)
                    if p != "_" { facts.variables["reference", default: []].insert(p) }
                }
            }
        }
    }

    /// Parameter names that receive auth data in legacy auth callbacks (`{ error, authData in`).
    private func collectCallbacks(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        let ctx = RuleContext(file: f, project: ProjectIndex(), candidates: c, minimumConfidence: .high, ignored: [])
        for match in callbackMatcher.matches(ctx) {
            guard let spec = match.entry.entry.callback, let index = spec.dataIndex else { continue }
            switch match {
            case .swift(let call, let e):
                guard let k = e.callbackIndex(spec, .swift), k < call.arguments.count,
                      let sig = ClosureSignature.parse(f, open: call.arguments[k].start), index < sig.parameters.count else { continue }
                facts.variables["authData", default: []].insert(f.text(sig.parameters[index].name))
            case .objc(let send, let e):
                guard let k = e.callbackIndex(spec, .objectiveC), k < send.pieces.count,
                      let block = BlockSignature.parse(f, start: send.pieces[k].argumentStart, limit: send.pieces[k].argumentEnd),
                      index < block.parameters.count else { continue }
                facts.variables["authData", default: []].insert(f.text(block.parameters[index].name))
            }
        }
    }

    /// Objective-C declarations other files may use: block typedefs and properties with the legacy
    /// auth-result shape (`typedef void (^AccountLoginBlock)(NSError *error, WAuthData *authData);`), and
    /// the type names of properties and methods (`@property (…) Type name;`, `- (Type)name…`), so the
    /// block type of a member declared in a header is known where it is used.
    private func collectBlockTypes(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        guard f.language == .objectiveC else { return }
        for i in c["property"] ?? [] where f.isPunct(i - 1, Byte.at) && f.isPunct(i + 1, Byte.openParen) {
            guard let close = f.partnerOf(i + 1), f.isIdentifier(close + 1), f.isIdentifier(close + 2), f.isPunct(close + 3, Byte.semicolon) else { continue }
            facts.memberTypes[f.text(close + 2)] = f.text(close + 1)
        }
        for i in 0..<f.tokens.count where (f.isPunct(i, Byte.minus) || f.isPunct(i, Byte.plus)) && f.enclosingOf(i) == nil {
            guard f.isPunct(i + 1, Byte.openParen), f.isIdentifier(i + 2), f.isPunct(i + 3, Byte.closeParen), f.isIdentifier(i + 4) else { continue }
            facts.memberTypes[f.text(i + 4)] = f.text(i + 2)
        }
        guard legacyBlockTypes.contains(where: { c[$0] != nil }) else { return }
        for site in blockShapes.sites(f) {
            guard let name = site.declaredName, let shape = blockShapes.shape(of: site, f) else { continue }
            if site.isTypedef { facts.reorderedBlockTypes[f.text(name)] = shape.order }
            else if site.isProperty { facts.reorderedBlockNames[f.text(name)] = shape.order }
        }
    }

    /// String constants: `#define NAME @"…"`, `NSString *const NAME = @"…";`, `let NAME = "…"`.
    private func collectConstants(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        if f.language == .objectiveC {
            for i in 0..<f.tokens.count where f.tokens[i].kind == .directive {
                let words = f.text(i).split(whereSeparator: { $0 == " " || $0 == "\t" })
                guard words.count == 3, words[0] == "#define" else { continue }
                var value = String(words[2])
                if value.hasPrefix("@") { value.removeFirst() }
                if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { facts.stringConstants[String(words[1])] = String(value.dropFirst().dropLast()) }
            }
        }
        for i in (c["let"] ?? []) + (c["const"] ?? []) {
            guard f.isIdentifier(i + 1), f.isPunct(i + 2, Byte.equal), i + 3 < f.tokens.count,
                  let value = DictionaryLiteral.key(f, i + 3) else { continue }
            facts.stringConstants[f.text(i + 1)] = value
        }
    }

    /// The variable an expression starting at token `start` is assigned to: `x = …`, `self.x = …`, `let x = …`.
    private func assignedName(_ f: SourceFile, _ start: Int) -> String? {
        guard f.isPunct(start - 1, Byte.equal), !f.isPunct(start - 2, Byte.equal), f.isIdentifier(start - 2) else { return nil }
        var name = f.text(start - 2)
        if name.hasPrefix("_") { name.removeFirst() }
        return name
    }
}
