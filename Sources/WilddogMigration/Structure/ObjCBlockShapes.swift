/// The legacy Objective-C block parameter lists whose 2.x counterpart only reorders (and retypes)
/// them: `(NSError *error, WAuthData *authData)` → `(WDGUser *authData, NSError *error)`.
///
/// Read from the mapping's callbacks that reorder without inserting or retyping parameters; a block
/// type or literal with one of these shapes can only be a legacy auth result, wherever it is written
/// (a typedef, a method's return or parameter type, a property, a local variable, a literal).
struct ObjCBlockShapes: Sendable {
    struct Shape: Sendable {
        /// For each new parameter, the legacy index it comes from.
        var order: [Int]
        /// Normalised 2.x parameter types (`WDGUser*`), by new index.
        var newTypes: [String]
    }

    /// One block parameter list found in a file.
    struct Site {
        var open: Int
        var close: Int
        var parameters: [(first: Int, last: Int)]
        /// The name a block declarator declares (`(^AccountLoginBlock)(…)`, `(^completion)(…)`), if any.
        var declaredName: Int?
        /// True when the declarator follows `typedef`.
        var isTypedef: Bool
        /// True when the declarator is a property's (`@property (copy) void (^onLogin)(…);`).
        var isProperty = false
    }

    let shapes: [Shape]
    let types: TypeTable
    /// The legacy type names the shapes retype (`WAuthData`): a file without them has no such block.
    let legacyTypes: Set<String>

    init(_ mappings: MappingSet) {
        types = TypeTable(mappings)
        var shapes: [Shape] = []
        for e in mappings.calls.map(\.callback) + mappings.oauth.map(\.callback) {
            guard let spec = e, spec.inserted == nil, spec.objcTypes == nil, spec.order.count == spec.legacyCount,
                  spec.order != Array(0..<spec.order.count), Set(spec.order) == Set(0..<spec.order.count),
                  let newTypes = Self.signatureTypes(spec.objcSignature), newTypes.count == spec.order.count,
                  !shapes.contains(where: { $0.order == spec.order && $0.newTypes == newTypes }) else { continue }
            shapes.append(Shape(order: spec.order, newTypes: newTypes))
        }
        self.shapes = shapes
        let newTypes = Set(shapes.flatMap { $0.newTypes.map { $0.filter { $0 != "*" } } })
        legacyTypes = Set(types.objc.filter { newTypes.contains($0.value) }.map(\.key))
    }

    /// A name without the underscore of its backing instance variable.
    static func bare(_ name: String) -> String { name.hasPrefix("_") ? String(name.dropFirst()) : name }

    /// The parameter types of a signature printed as `^(WDGUser *user, NSError *error)`.
    static func signatureTypes(_ signature: String) -> [String]? {
        guard let open = signature.firstIndex(of: "("), let close = signature.lastIndex(of: ")"), open < close else { return nil }
        return signature[signature.index(after: open)..<close].split(separator: ",").map { part in
            var words = part.split(whereSeparator: { $0 == " " || $0 == "*" }).map(String.init)
            if words.count > 1 { words.removeLast() }
            return words.joined() + String(repeating: "*", count: part.filter { $0 == "*" }.count)
        }
    }

    /// Every block parameter list of the file: declarators `(^name)(…)` / `(^)(…)` and literals `^(…) {`.
    func sites(_ f: SourceFile) -> [Site] {
        var result: [Site] = []
        for k in 0..<f.tokens.count where f.isPunct(k, Byte.caret) {
            if f.isPunct(k - 1, Byte.openParen), let c = f.partnerOf(k - 1), f.isPunct(c + 1, Byte.openParen), let pc = f.partnerOf(c + 1) {
                let name = (k + 1..<c).last { f.isIdentifier($0) && !Self.qualifiers.contains(f.text($0)) }
                var s = k - 2
                while s >= 0, f.isIdentifier(s) || f.isPunct(s, Byte.star) { s -= 1 }
                let isTypedef = f.tokenIs(s + 1, "typedef")
                let isProperty = f.isPunct(s, Byte.closeParen) && f.partnerOf(s).map { f.tokenIs($0 - 1, "property") && f.isPunct($0 - 2, Byte.at) } == true
                result.append(Site(open: c + 1, close: pc, parameters: f.listElements(c + 1, pc), declaredName: name, isTypedef: isTypedef,
                                   isProperty: isProperty))
            } else if let block = BlockSignature.parse(f, start: k, limit: f.tokens.count - 1), let o = block.parenOpen, let c = block.parenClose {
                result.append(Site(open: o, close: c, parameters: f.listElements(o, c), declaredName: nil, isTypedef: false))
            }
        }
        return result
    }

    /// The shape a legacy parameter list has, if any.
    func shape(of site: Site, _ f: SourceFile) -> Shape? {
        let legacy = site.parameters.map { normalisedType(f, $0) }
        return shapes.first { shape in
            legacy.count == shape.order.count && shape.order.enumerated().allSatisfy { j, src in legacy[src] == shape.newTypes[j] }
        }
    }

    /// The parameter list rewritten in 2.x order with 2.x types.
    func rewritten(_ site: Site, _ shape: Shape, _ f: SourceFile) -> String {
        shape.order.map { types.rename(f.text(from: site.parameters[$0].first, through: site.parameters[$0].last), .objectiveC) }
            .joined(separator: ", ")
    }

    /// A parameter's type with 2.x names, without its name and qualifiers: `NSError *_Nullable error` → `NSError*`.
    private func normalisedType(_ f: SourceFile, _ p: (first: Int, last: Int)) -> String {
        guard p.last >= p.first else { return "" }
        var last = p.last
        if last > p.first, f.isIdentifier(last), f.isIdentifier(last - 1) || f.isPunct(last - 1, Byte.star) { last -= 1 }
        var out = ""
        for i in p.first...last {
            if f.isIdentifier(i) {
                let word = f.text(i)
                if Self.qualifiers.contains(word) { continue }
                out += types.objc[word] ?? word
            } else {
                out += f.text(i)
            }
        }
        return out
    }

    static let qualifiers: Set<String> = ["_Nullable", "_Nonnull", "nullable", "nonnull", "__nullable", "__nonnull",
                                          "_Null_unspecified", "__strong", "__weak", "__unsafe_unretained", "__autoreleasing", "const"]
}
