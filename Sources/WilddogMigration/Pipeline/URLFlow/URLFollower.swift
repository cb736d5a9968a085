/// Follows a Swift constructor's URL argument that is a parameter or a stored property to the
/// values the project gives it: the arguments of every call of the function or initializer (or the
/// parameter's default value) and every assignment of the property, through further parameters and
/// properties, down to string literals and URL constants. A value it cannot read is kept as such.
struct URLFollower {
    private let files: [String: SwiftDeclarationIndex]
    /// The same files in path order.
    private let sorted: [(path: String, index: SwiftDeclarationIndex)]
    /// Every identifier's tokens (an index into `sorted` and a token), in path and file order:
    /// where calls and assignments are looked for.
    private let occurrences: [String: [(file: Int, token: Int)]]
    private let constants: [String: String]
    /// Parameters passed on through more calls than this are not followed further.
    private static let maxDepth = 8

    /// `files`: the project's Swift files; `constants`: its string constants by name.
    init(files: [SourceFile], constants: [String: String]) {
        var indexes: [String: SwiftDeclarationIndex] = [:]
        for f in files where f.language == .swift { indexes[f.path] = SwiftDeclarationIndex(f) }
        self.files = indexes
        sorted = indexes.keys.sorted().compactMap { p in indexes[p].map { (p, $0) } }
        var occurrences: [String: [(file: Int, token: Int)]] = [:]
        for (i, (_, index)) in sorted.enumerated() {
            let f = index.file
            for k in f.tokens.indices where f.tokens[k].kind == .identifier { occurrences[f.text(k), default: []].append((i, k)) }
        }
        self.occurrences = occurrences
        self.constants = constants
    }

    /// The variable an argument names: `url` or `self.url`.
    static func variable(_ f: SourceFile, _ start: Int, _ end: Int) -> (name: String, viaSelf: Bool)? {
        if start == end, f.isIdentifier(start), !f.tokenIs(start, "self") { return (f.text(start), false) }
        if end == start + 2, f.tokenIs(start, "self"), f.isPunct(start + 1, Byte.dot), f.isIdentifier(end) { return (f.text(end), true) }
        return nil
    }

    /// True when the argument of a constructor at token `i` of `f` names a parameter of a function
    /// around it or a stored property of the type around it (the first pass's test, on one file).
    static func isFollowable(_ f: SourceFile, _ index: SwiftDeclarationIndex, start: Int, end: Int) -> Bool {
        guard let (name, viaSelf) = variable(f, start, end) else { return false }
        return Self.origin(of: name, viaSelf: viaSelf, at: start, in: index, path: f.path, others: []) != nil
    }

    /// The values the candidate's argument takes (none when the project neither calls the function
    /// nor assigns the property); nil when it is not a parameter or a stored property.
    func follow(_ c: FollowCandidate) -> FollowedURL? {
        guard let index = files[c.path], let (name, viaSelf) = Self.variable(index.file, c.argumentStart, c.argumentEnd),
              let origin = Self.origin(of: name, viaSelf: viaSelf, at: c.argumentStart, in: index, path: c.path, others: sorted)
        else { return nil }
        var result = FollowedURL(origin: describe(origin))
        var visited = Set<String>()
        collect(origin, into: &result, depth: 0, visited: &visited)
        return result
    }

    // MARK: - Where a name comes from

    enum Origin {
        case parameter(SwiftFunctionDeclaration, SwiftParameter, owner: String?, path: String)
        case property(String, SwiftTypeDeclaration, path: String)
    }

    /// The parameter of a function around token `i` called `name` (unless a local binding hides
    /// it), else the stored property `name` of the type around `i` (declared in `index`'s file or,
    /// for an extension, in one of `others`).
    private static func origin(of name: String, viaSelf: Bool, at i: Int, in index: SwiftDeclarationIndex, path: String,
                               others: [(path: String, index: SwiftDeclarationIndex)]) -> Origin? {
        let around = index.functions.filter { $0.bodyOpen < i && i < $0.bodyClose }.sorted { $0.bodyOpen > $1.bodyOpen }
        if !viaSelf {
            if let innermost = around.first, index.shadows(name, in: innermost, before: i) { return nil }
            for d in around {
                guard let p = d.parameter(named: name) else { continue }
                return index.shadows(name, in: d, before: i) ? nil : .parameter(d, p, owner: index.owner(of: d)?.name, path: path)
            }
        }
        guard let t = index.type(around: i) else { return nil }
        if !t.isExtension, index.storedProperty(name, in: t) != nil { return .property(name, t, path: path) }
        for (p, other) in others {
            for d in other.types where !d.isExtension && d.name == t.name && other.storedProperty(name, in: d) != nil {
                return .property(name, d, path: p)
            }
        }
        return nil
    }

    private func describe(_ origin: Origin) -> String {
        switch origin {
        case .parameter(let d, let p, let owner, _):
            return "`\(p.name)`, a parameter of `\(owner.map { $0 + "." } ?? "")\(d.signature)`"
        case .property(let name, let t, _):
            return "`\(name)`, a stored property of `\(t.name)`"
        }
    }

    // MARK: - Collecting values

    private func collect(_ origin: Origin, into result: inout FollowedURL, depth: Int, visited: inout Set<String>) {
        switch origin {
        case .parameter(let d, let p, let owner, let path):
            // A call that passes the parameter back to its own function adds no value.
            guard visited.insert("\(path):\(d.keyword)").inserted, let index = files[path] else { return }
            let site = ProjectIndex.Site(path: path, offset: Int(index.file.tokens[d.keyword].start))
            guard depth < Self.maxDepth else { return result.unread.append(.init(what: "\(location(site)): `\(p.name)` is passed through too many calls", site: site)) }
            guard !p.isVariadic else { return result.unread.append(.init(what: "\(location(site)): `\(p.name)` is variadic", site: site)) }
            let (calls, unknown) = callSites(of: d, parameter: d.parameters.firstIndex { $0.name == p.name } ?? 0, owner: owner)
            result.unread += unknown
            if calls.isEmpty, unknown.isEmpty, depth > 0 {
                result.unread.append(.init(what: "\(location(site)): no call of `\(d.signature)` in the project", site: site))
            }
            for call in calls {
                if let argument = call.argument { value(call.path, argument.first, argument.last, into: &result, depth: depth, visited: &visited) }
                else if let value = p.defaultValue { self.value(path, value.first, value.last, into: &result, depth: depth, visited: &visited) }
            }
        case .property(let name, let t, let path):
            guard visited.insert("\(path):\(t.bodyOpen):\(name)").inserted, let index = files[path],
                  let declaration = index.storedProperty(name, in: t) else { return }
            var sources = assignments(of: name, type: t.name, isLet: index.file.tokenIs(declaration.keyword, "let"), into: &result)
            if let initial = declaration.initial { sources.append((path, initial)) }
            if t.isStruct, !index.functions.contains(where: { $0.isInitializer && index.owner(of: $0)?.bodyOpen == t.bodyOpen }) {
                sources += memberwiseArguments(of: t.name, label: name, into: &result)
            }
            if sources.isEmpty, depth > 0 {
                let site = ProjectIndex.Site(path: path, offset: Int(index.file.tokens[declaration.keyword].start))
                result.unread.append(.init(what: "\(location(site)): `\(name)` is never assigned", site: site))
            }
            for (p, range) in sources { value(p, range.first, range.last, into: &result, depth: depth, visited: &visited) }
        }
    }

    /// The value an expression of `path` (tokens `first...last`) gives: a literal URL, a URL
    /// constant, or what a parameter or property it names is given.
    private func value(_ path: String, _ first: Int, _ last: Int, into result: inout FollowedURL, depth: Int, visited: inout Set<String>) {
        guard let index = files[path] else { return }
        let f = index.file
        let site = ProjectIndex.Site(path: path, offset: Int(f.tokens[first].start))
        if first == last, let url = LiteralURL(f, token: first) { return result.values.append(.init(url: url, site: site)) }
        if let (name, viaSelf) = Self.variable(f, first, last),
           let origin = Self.origin(of: name, viaSelf: viaSelf, at: first, in: index, path: path, others: sorted) {
            return collect(origin, into: &result, depth: depth + 1, visited: &visited)
        }
        // A constant: `kURL`, or `Config.baseURL` read through its type.
        var constant: Int?
        if first == last, f.isIdentifier(first) { constant = first }
        if last == first + 2, f.isIdentifier(first), f.isPunct(first + 1, Byte.dot), f.isIdentifier(last),
           f.text(first).first?.isUppercase == true { constant = last }
        if let constant, let text = constants[f.text(constant)], let url = LiteralURL(string: text) {
            return result.values.append(.init(url: url, site: site))
        }
        var shown = f.text(from: first, through: last)
        if shown.count > 60 { shown = String(shown.prefix(59)) + "…" }
        result.unread.append(.init(what: "\(location(site)) passes `\(shown)`", site: site))
    }

    /// `main.swift:12`: the file name and line of a site, for findings.
    private func location(_ site: ProjectIndex.Site) -> String {
        guard let f = files[site.path]?.file else { return site.path }
        let name = site.path.split(separator: "/").last.map(String.init) ?? site.path
        return "\(name):\(LineIndex(f.bytes).location(site.offset).line)"
    }

    // MARK: - Call sites and assignments

    /// Every call of `d` in the project with the argument it passes for parameter `parameter` (nil:
    /// the default value), and the uses the tool cannot attribute (`T.init` as a value, `.init(…)`).
    private func callSites(of d: SwiftFunctionDeclaration, parameter: Int, owner: String?)
        -> (calls: [(path: String, argument: (first: Int, last: Int)?)], unknown: [FollowedURL.Unread]) {
        var calls: [(path: String, argument: (first: Int, last: Int)?)] = []
        var unknown: [FollowedURL.Unread] = []
        // An initializer is called through its type's name, and through subclasses that declare none.
        let typeNames = d.isInitializer ? owner.map(initializedNames) ?? [] : []
        guard !d.isInitializer || owner != nil else { return ([], []) }
        let looked = d.isInitializer ? typeNames.union(["init"]) : [d.name]
        let uses = looked.flatMap { occurrences[$0] ?? [] }.sorted { ($0.file, $0.token) < ($1.file, $1.token) }
        for (i, k) in uses {
            let (p, index) = sorted[i]
            let f = index.file
            var name: Int?
            if d.isInitializer {
                if typeNames.contains(where: { f.textEquals(k, $0) }), !f.tokenIs(k - 1, "func") {
                    if f.isPunct(k + 1, Byte.dot), f.tokenIs(k + 2, "init") {
                        if f.isPunct(k + 3, Byte.openParen) { name = k + 2 }
                        else { unknown.append(unread(p, k, "uses `\(f.text(k)).init` as a value")) }
                    } else if f.isPunct(k + 1, Byte.openParen), !f.tokens[k + 1].newlineBefore { name = k }
                } else if f.tokenIs(k, "init"), f.isPunct(k - 1, Byte.dot), f.isPunct(k + 1, Byte.openParen) {
                    if f.tokenIs(k - 2, "self"), let t = index.type(around: k), typeNames.contains(t.name) { name = k }
                    else if f.tokenIs(k - 2, "super"), let t = index.type(around: k), let s = superclass(of: t.name), typeNames.contains(s) { name = k }
                    else if f.isImplicitMember(dot: k - 1), let call = SwiftCallParser.parse(f, name: k), Self.match(call, f, d.parameters) != nil {
                        unknown.append(unread(p, k - 1, "calls `.init(…)` of a type the tool cannot tell"))
                    }
                }
            } else if f.textEquals(k, d.name), !f.tokenIs(k - 1, "func") {
                name = k
                // `board.connect` used as a value (not `.connect`, which names an enum case).
                if f.isPunct(k - 1, Byte.dot), !f.isImplicitMember(dot: k - 1), !f.isPunct(k + 1, Byte.openParen),
                   !f.isPunct(k + 1, Byte.openBrace), !f.isPunct(k + 1, Byte.equal) {
                    unknown.append(unread(p, k, "uses `\(d.name)` as a value"))
                    continue
                }
            }
            guard let name, let call = SwiftCallParser.parse(f, name: name) else { continue }
            // `connect(to:)`, `ScoreBoard.init(url:)`: the function named, not called.
            if !call.arguments.isEmpty, call.arguments.allSatisfy({ $0.label == nil && $0.end == $0.start + 1 && f.isPunct($0.end, Byte.colon) }) {
                if call.arguments.map({ f.text($0.start) }) == d.parameters.map({ $0.label ?? "_" }) {
                    unknown.append(unread(p, k, "uses `\(f.text(from: k, through: call.end))` as a value"))
                }
                continue
            }
            guard let bound = Self.match(call, f, d.parameters) else { continue }
            let argument = bound[parameter].map { (first: call.arguments[$0].start, last: call.arguments[$0].end) }
            calls.append((p, argument))
        }
        return (calls, unknown)
    }

    private func unread(_ path: String, _ token: Int, _ what: String) -> FollowedURL.Unread {
        let site = ProjectIndex.Site(path: path, offset: files[path].map { Int($0.file.tokens[token].start) } ?? 0)
        return .init(what: "\(location(site)) \(what)", site: site)
    }

    /// The type's name and the names of its subclasses that declare no initializer (they inherit its).
    private func initializedNames(_ type: String) -> Set<String> {
        var names: Set<String> = [type]
        var grew = true
        while grew {
            grew = false
            for (_, index) in sorted {
                for t in index.types where !t.isExtension && !names.contains(t.name) {
                    guard let s = t.inherited.first, names.contains(s),
                          !index.functions.contains(where: { $0.isInitializer && index.owner(of: $0)?.bodyOpen == t.bodyOpen }) else { continue }
                    names.insert(t.name)
                    grew = true
                }
            }
        }
        return names
    }

    /// The first inherited name of the class `type` (its superclass, when it has one).
    private func superclass(of type: String) -> String? {
        for (_, index) in sorted {
            if let t = index.types.first(where: { !$0.isExtension && $0.name == type }) { return t.inherited.first }
        }
        return nil
    }

    /// The right-hand sides of `self.name = …` and `name = …` in the bodies of `type` and its
    /// extensions; `x.name = …` elsewhere cannot be followed and is recorded as unread (for a `var`).
    private func assignments(of name: String, type: String, isLet: Bool, into result: inout FollowedURL)
        -> [(path: String, range: (first: Int, last: Int))] {
        var found: [(path: String, range: (first: Int, last: Int))] = []
        for (i, k) in occurrences[name] ?? [] {
            let (p, index) = sorted[i]
            let f = index.file
            // `&name` (an `inout` argument) or `name += …` changes a `var` in a way the tool does not follow.
            if !isLet, f.isPunct(k - 1, 0x26) || f.isPunct(k + 1, Byte.plus) && f.isPunct(k + 2, Byte.equal) {
                result.unread.append(unread(p, k, "changes `\(name)`"))
                continue
            }
            guard f.isPunct(k + 1, Byte.equal), !f.isPunct(k + 2, Byte.equal), !f.tokenIs(k - 1, "let"), !f.tokenIs(k - 1, "var") else { continue }
            if f.isPunct(k - 1, Byte.dot), !f.tokenIs(k - 2, "self") {
                if !isLet { result.unread.append(unread(p, k, "assigns `\(name)` through another value")) }
                continue
            }
            guard index.type(around: k)?.name == type, let last = Self.expressionEnd(f, from: k + 2) else { continue }
            // A bare `name = …` inside a function that has its own `name` is not the property's.
            if !f.isPunct(k - 1, Byte.dot), let d = index.function(around: k), d.parameter(named: name) != nil || index.shadows(name, in: d, before: k) { continue }
            found.append((p, (k + 2, last)))
        }
        return found
    }

    /// The arguments labelled `label` in the calls of a struct's memberwise initializer (`T(url: …)`).
    private func memberwiseArguments(of type: String, label: String, into result: inout FollowedURL)
        -> [(path: String, range: (first: Int, last: Int))] {
        var found: [(path: String, range: (first: Int, last: Int))] = []
        for (i, k) in occurrences[type] ?? [] {
            let (p, index) = sorted[i]
            let f = index.file
            var name = k
            if f.isPunct(k + 1, Byte.dot), f.tokenIs(k + 2, "init") {
                guard f.isPunct(k + 3, Byte.openParen) else { result.unread.append(unread(p, k, "uses `\(type).init` as a value")); continue }
                name = k + 2
            }
            guard f.isPunct(name + 1, Byte.openParen), !f.tokens[name + 1].newlineBefore, !f.tokenIs(k - 1, "func"),
                  let call = SwiftCallParser.parse(f, name: name) else { continue }
            if let a = call.arguments.first(where: { $0.label.map { f.textEquals($0, label) } ?? false }) { found.append((p, (a.start, a.end))) }
        }
        return found
    }

    /// The last token of the expression that starts at `first` and ends its statement.
    private static func expressionEnd(_ f: SourceFile, from first: Int) -> Int? {
        guard first < f.tokens.count, f.tokens[first].kind != .endOfFile else { return nil }
        var last = first
        if let p = f.partnerOf(first), p > first { last = p }
        var k = last + 1
        while k < f.tokens.count, f.tokens[k].kind != .endOfFile, !f.isPunct(k, Byte.semicolon),
              !f.tokens[k].newlineBefore || f.isPunct(k, Byte.dot) {
            if let p = f.partnerOf(k) {
                guard p > k else { break }
                last = p
                k = p + 1
                continue
            }
            last = k
            k += 1
        }
        return last
    }

    /// For each parameter of `parameters`, the index of the argument of `call` that gives it (nil
    /// for a default value); nil when the call's labels do not fit the declaration.
    static func match(_ call: SwiftCall, _ f: SourceFile, _ parameters: [SwiftParameter]) -> [Int?]? {
        let arguments = call.arguments
        var bound: [Int?] = []
        var a = 0
        for (i, p) in parameters.enumerated() {
            guard a < arguments.count else {
                if p.defaultValue == nil && !p.isVariadic { return nil }
                bound.append(nil)
                continue
            }
            let argument = arguments[a]
            let label = argument.label.map(f.text)
            if argument.isTrailingClosure, label == nil {
                // An unlabelled trailing closure takes the first parameter left that has no default value.
                let takesIt = p.defaultValue == nil || !parameters[(i + 1)...].contains { $0.defaultValue == nil }
                if takesIt { bound.append(a); a += 1 } else { bound.append(nil) }
            } else if label == p.label {
                bound.append(a)
                a += 1
                if p.isVariadic { while a < arguments.count, arguments[a].label == nil, !arguments[a].isTrailingClosure { a += 1 } }
            } else if p.defaultValue != nil || p.isVariadic {
                bound.append(nil)
            } else {
                return nil
            }
        }
        return a == arguments.count ? bound : nil
    }
}
