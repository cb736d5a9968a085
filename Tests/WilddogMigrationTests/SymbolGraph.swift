import Foundation

/// The declarations of a module as the Swift compiler lists them in its symbol graph
/// (`-emit-symbol-graph`, `swift-symbolgraph-extract`): each one's Swift name under its owner,
/// kind, USR, declaration and deprecation, and which type conforms to or inherits from which.
/// Unavailable declarations are not in it.
struct SymbolGraph: Sendable {
    struct Symbol: Sendable, Decodable {
        /// `swift.method`, `swift.type.method`, `swift.property`, `swift.enum.case`, `swift.class`…
        var kind: String
        /// `c:objc(cs)WDGUser(im)getTokenWithCompletion:` for an imported ObjC method, `s:…` for Swift.
        var usr: String
        /// `["WDGUser", "getTokenWithCompletion(_:)"]`.
        var path: [String]
        var declaration: String
        var isAsync: Bool
        var isDeprecated: Bool

        /// `WDGUser.getTokenWithCompletion(_:)`, `WDGSync.static sync()`, `WDGApp`: the owner, `static`
        /// for a class member, and the full Swift name.
        var name: String {
            guard path.count > 1 else { return path.joined() }
            let isStatic = kind == "swift.type.method" || kind == "swift.type.property"
            return path.dropLast().joined(separator: ".") + "." + (isStatic ? "static " : "") + (path.last ?? "")
        }

        var owner: String? { path.count > 1 ? path.dropLast().joined(separator: ".") : nil }

        /// Declared by the compiler for a protocol the type conforms to (`hash(into:)` of an enum…).
        var isSynthesized: Bool { usr.contains("::SYNTHESIZED::") }

        private struct Kind: Decodable { var identifier: String }
        private struct Identifier: Decodable { var precise: String }
        private struct Fragment: Decodable { var kind: String; var spelling: String }
        private struct Availability: Decodable {
            struct Version: Decodable { var major: Int }
            var isUnconditionallyDeprecated: Bool?
            var deprecated: Version?
        }
        private enum CodingKeys: String, CodingKey { case kind, identifier, pathComponents, declarationFragments, availability }

        init(kind: String, usr: String, path: [String], isAsync: Bool = false, isDeprecated: Bool = false) {
            self.kind = kind
            self.usr = usr
            self.path = path
            declaration = ""
            self.isAsync = isAsync
            self.isDeprecated = isDeprecated
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            kind = try c.decode(Kind.self, forKey: .kind).identifier
            usr = try c.decode(Identifier.self, forKey: .identifier).precise
            path = try c.decode([String].self, forKey: .pathComponents)
            let fragments = try c.decodeIfPresent([Fragment].self, forKey: .declarationFragments) ?? []
            declaration = fragments.map(\.spelling).joined()
            isAsync = fragments.contains { $0.kind == "keyword" && $0.spelling == "async" }
            let availability = try c.decodeIfPresent([Availability].self, forKey: .availability) ?? []
            isDeprecated = availability.contains { $0.isUnconditionallyDeprecated == true || $0.deprecated != nil }
        }
    }

    struct Relationship: Sendable, Decodable {
        /// `memberOf`, `conformsTo`, `inheritsFrom`, `requirementOf`…
        var kind: String
        var source: String
        var target: String
    }

    var symbols: [Symbol] = []
    var relationships: [Relationship] = []

    private struct File: Decodable {
        var symbols: [Symbol]
        var relationships: [Relationship]
    }

    /// Every `*.symbols.json` of `directory`: a module's own file and its extension files
    /// (`WilddogSync@Foundation.symbols.json` for its extension of `NSError`).
    init(directory: URL) throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".symbols.json") }.sorted()
        for name in files {
            let file = try JSONDecoder().decode(File.self, from: Data(contentsOf: directory.appendingPathComponent(name)))
            symbols += file.symbols
            relationships += file.relationships
        }
    }

    init(symbols: [Symbol], relationships: [Relationship] = []) {
        self.symbols = symbols
        self.relationships = relationships
    }

    /// The types `type` (a USR) conforms to or inherits from, directly or not.
    func ancestors(of type: String) -> Set<String> {
        var found: Set<String> = []
        var pending = [type]
        while let next = pending.popLast() {
            for r in relationships where r.source == next && (r.kind == "conformsTo" || r.kind == "inheritsFrom") {
                if found.insert(r.target).inserted { pending.append(r.target) }
            }
        }
        return found
    }
}
