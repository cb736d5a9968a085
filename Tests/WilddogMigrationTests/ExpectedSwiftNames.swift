import Foundation

/// The Swift names an SDK generation's headers give, from their import (`SwiftNameImport`): what a
/// facade of that SDK must declare.
enum ExpectedSwiftNames {
    /// The imported declarations that have a name to compare: not the async variants the importer
    /// adds for completion-block methods (no contract has them), not the enums' conformance members.
    static func comparable(_ graph: SymbolGraph) -> [SymbolGraph.Symbol] {
        graph.symbols.filter { SwiftNameComparison.counts($0) && !$0.isAsync }
    }

    /// A method of the headers that has no imported declaration.
    struct NotImported: CustomStringConvertible {
        var owner: String
        var declaration: String
        var description: String { "\(owner) \(declaration)" }

        /// `- (BOOL)signOut:(NSError **)error` is `func signOut() throws` in Swift, but the importer
        /// needs `AutoreleasingUnsafeMutablePointer` for the `NSError **` parameter, which Linux's
        /// standard library lacks, so here it drops the method. Its name follows the import rule
        /// NEW-API.md states (`- (BOOL)x:(NSError **)` becomes `func x() throws`); other shapes have none.
        var throwingName: String? {
            let flat = declaration.filter { !$0.isWhitespace }.replacingOccurrences(of: "_Nullable", with: "")
            let selector = ObjCHeaderContractTests.Interface.selector(of: String(declaration.dropFirst()))
            guard flat.hasPrefix("-(BOOL)") || flat.hasPrefix("+(BOOL)"), flat.contains("(NSError**)"),
                  selector.hasSuffix(":"), selector.dropLast().allSatisfy({ $0 != ":" }) else { return nil }
            return owner + "." + (declaration.hasPrefix("+") ? "static " : "") + selector.dropLast() + "()"
        }
    }

    /// The methods of the headers in `headers` that `graph` (their import) has no declaration for;
    /// `init` and the other `NS_UNAVAILABLE` ones aside.
    static func notImported(_ graph: SymbolGraph, headers: URL) -> [NotImported] {
        let usrs = Set(graph.symbols.map(\.usr))
        var result: [NotImported] = []
        let files = (FileManager.default.enumerator(atPath: headers.path)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".h") }.sorted()
        for file in files {
            let source = (try? String(contentsOf: headers.appendingPathComponent(file), encoding: .utf8)) ?? ""
            ObjCHeaderContractTests.Interface.forEachMemberLine(source) { owner, line in
                guard line.hasPrefix("-") || line.hasPrefix("+"), !line.contains("NS_UNAVAILABLE") else { return }
                let selector = ObjCHeaderContractTests.Interface.selector(of: String(line.dropFirst()))
                let kind = line.hasPrefix("+") ? "(cm)" : "(im)"
                let imported = ["cs", "pl"].contains { usrs.contains("c:objc(\($0))\(owner)\(kind)\(selector)") }
                if !imported { result.append(NotImported(owner: owner, declaration: line)) }
            }
        }
        return result
    }

    /// The Swift 2 name of an imported declaration, by the rule LEGACY-API.md states: the first
    /// selector piece is the base name and the first argument unlabeled, later pieces are labels,
    /// `initWithX:` is `init(x:)`, properties keep their ObjC names, enum cases keep the constant's
    /// capitals. `verify` checks it against the compiler, which still knows every Swift 2 name
    /// (using one is an error "'observeEventType(_:withBlock:)' has been renamed to 'observe(_:with:)'").
    static func swift2Name(of s: SymbolGraph.Symbol) -> String {
        guard let owner = s.owner, let member = s.path.last else { return s.name }
        let head = owner + "." + (s.kind.hasPrefix("swift.type.") ? "static " : "")
        switch s.kind {
        case "swift.enum.case":
            // `c:@E@WEventType@WEventTypeChildAdded` → `ChildAdded`.
            let constant = s.usr.split(separator: "@").last.map(String.init) ?? member
            let tail = String(constant.suffix(member.count))
            return tail.lowercased() == member.lowercased() ? head + tail : s.name
        case "swift.property", "swift.type.property":
            return s.usr.range(of: "(py)").map { head + s.usr[$0.upperBound...] } ?? s.name
        case "swift.method", "swift.type.method", "swift.init":
            guard let r = s.usr.range(of: "(im)") ?? s.usr.range(of: "(cm)") else { return s.name }
            let selector = String(s.usr[r.upperBound...])
            let pieces = selector.split(separator: ":").map(String.init)
            guard selector.contains(":"), let first = pieces.first else { return head + selector + "()" }
            if s.kind == "swift.init" {
                let label = first.hasPrefix("initWith") ? String(first.dropFirst(8)) : first
                let labels = [label.prefix(1).lowercased() + label.dropFirst()] + pieces.dropFirst()
                return head + "init(" + labels.map { $0 + ":" }.joined() + ")"
            }
            return head + first + "(" + (["_"] + pieces.dropFirst()).map { $0 + ":" }.joined() + ")"
        default:
            return s.name
        }
    }

    /// A statement that uses the member `name` (`Owner.member`, `Owner.static member`) of a
    /// declaration of `kind`, to type-check against the import.
    static func use(of name: String, kind: String) -> String {
        guard let dot = name.firstIndex(of: ".") else { return "_ = \(name)" }
        let owner = String(name[..<dot])
        var member = String(name[name.index(after: dot)...])
        let isStatic = member.hasPrefix("static ")
        if isStatic { member.removeFirst("static ".count) }
        let base = member.prefix { $0 != "(" }
        switch kind {
        case "swift.enum.case": return "_ = \(owner).\(member)"
        case "swift.property": return "_ = { (x: \(owner)) in x.\(member) }"
        case "swift.type.property": return "_ = { \(owner).\(member) }"
        default:
            guard member.hasSuffix("()") else { return "_ = \(owner).\(member)" }
            if kind == "swift.init" { return "_ = { \(owner)() }" }
            return isStatic ? "_ = { \(owner).\(base)() }" : "_ = { (x: \(owner)) in x.\(base)() }"
        }
    }

    /// Which of `names` (a Swift 2 name and the declaration it should name) the compiler does not
    /// confirm: using it must either compile (it is also the current name) or be an error that it
    /// "has been renamed to" the declaration's current name. `errors` are those of type-checking
    /// `uses(names)`, by line.
    static func verify(_ names: [(name: String, symbol: SymbolGraph.Symbol)], errors: [(line: Int, message: String)]) -> [String] {
        var byLine: [Int: [String]] = [:]
        for e in errors { byLine[e.line, default: []].append(e.message) }
        var unconfirmed: [String] = []
        for (i, entry) in names.enumerated() {
            let messages = byLine[i + usesFirstLine] ?? []
            let current = entry.symbol.path.last ?? ""
            if entry.name == entry.symbol.name {
                if !messages.isEmpty { unconfirmed.append("\(entry.name): \(messages.joined(separator: "; "))") }
                continue
            }
            let renamed = messages.compactMap { $0.firstMatch(of: /has been renamed to '([^']+)'/).map { String($0.1) } }
            if messages.count != 1 || renamed != [current] {
                unconfirmed.append("\(entry.name) for \(entry.symbol.name): \(messages.isEmpty ? "compiles, so it is not the Swift 2 name of this declaration" : messages.joined(separator: "; "))")
            }
        }
        return unconfirmed
    }

    /// The file `verify` reads the errors of: one use per line, from `usesFirstLine` on.
    static func uses(_ names: [(name: String, symbol: SymbolGraph.Symbol)], module: String) -> String {
        "import \(module)\nfunc uses() {\n" + names.map { "    " + use(of: $0.name, kind: $0.symbol.kind) + "\n" }.joined() + "}\n"
    }

    static let usesFirstLine = 3
}
