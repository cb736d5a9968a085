/// Converts Foundation values (and the export format) to nodes, validating them as the SDK does.
///
/// Rules (SEMANTICS.md §6–§8): arrays become objects keyed `"0"`, `"1"`, …; nulls and empty
/// objects are dropped; keys starting with `.` are metadata (`.value`, `.priority`, `.sv`);
/// `{".sv": …}` is a server-value leaf; numbers are doubles and must be finite; strings are at
/// most 10 MB; keys must be valid; the key path must stay within 32 levels and 768 bytes.
package struct NodeParser {
    let method: String
    let argument: String
    /// The path being written; its segments count towards depth and length limits.
    let basePath: [String]

    package init(method: String, argument: String = "value", at path: Path = .root) {
        self.method = method
        self.argument = argument
        self.basePath = path.segments.map(\.string)
    }

    private var prefix: String { Validation.prefix(method, argument) }

    /// Parses a value written by user code, with an optional separate priority.
    package func parse(_ value: Any?, priority: Any?? = nil) throws(ValidationError) -> Node {
        var parts = basePath
        try Validation.validateKeyPath(parts, method: method, argument: argument)
        var node = try parse(value, &parts)
        if case .some(let p) = priority {
            node = node.updatingPriority(try parsePriority(p, argument: "priority"))
        }
        return node
    }

    /// Parses a priority argument: null, a finite number, a string or a server value.
    package func parsePriority(_ value: Any?, argument: String = "priority") throws(ValidationError) -> LeafValue? {
        let invalid = ValidationError(Validation.prefix(method, argument)
            + "must be a valid Wilddog priority (a string, finite number, server value, or null).")
        guard case .some(let p) = FoundationValue.primitive(value) else { throw invalid }
        switch p {
        case .bool?: throw invalid
        case .number(let d)? where !d.isFinite:
            throw ValidationError(Validation.prefix(method, argument) + "is \(Validation.numberText(d)), but must be a valid Wilddog priority "
                + "(a string, finite number, server value, or null).")
        default: return p
        }
    }

    private func parse(_ value: Any?, _ parts: inout [String]) throws(ValidationError) -> Node {
        switch FoundationValue.classify(value) {
        case .null:
            return .empty
        case .bool(let b):
            return .leaf(.bool(b), priority: nil)
        case .number(let d):
            guard d.isFinite else { throw ValidationError(prefix + "contains \(Validation.numberText(d)) \(Validation.propertyDescription(parts))") }
            return .leaf(.number(d == 0 ? 0 : d), priority: nil)
        case .integer(let i):
            return .leaf(.integer(exactly: i), priority: nil)
        case .string(let s):
            if s.utf8.count > Validation.maxLeafSizeBytes {
                throw ValidationError(prefix + "contains a string greater than \(Validation.maxLeafSizeBytes) utf8 bytes "
                    + "\(Validation.propertyDescription(parts)) ('\(s.prefix(50))...')")
            }
            return .leaf(.string(s), priority: nil)
        case .array(let items):
            var pairs: [(key: String, value: Any)] = []
            pairs.reserveCapacity(items.count)
            for (i, item) in items.enumerated() { pairs.append((String(i), item)) }
            return try parseObject(pairs, &parts)
        case .object(let pairs):
            return try parseObject(pairs, &parts)
        case .nonStringKey(let key):
            throw invalidKey(key, parts)
        case .unsupported(let typeName):
            throw ValidationError(prefix + "contains an object of type \(typeName) \(Validation.propertyDescription(parts)). "
                + "Only NSString, NSNumber (including booleans), NSDictionary, NSArray and NSNull can be stored.")
        }
    }

    private func parseObject(_ pairs: [(key: String, value: Any)], _ parts: inout [String]) throws(ValidationError) -> Node {
        if pairs.contains(where: { $0.key == ".sv" }) { return try parseServerValue(pairs, &parts) }
        var dotValue: Any?? = .none
        var priority: Any?? = .none
        var children: [NamedNode] = []
        children.reserveCapacity(pairs.count)
        for (key, value) in pairs {
            parts.append(key)
            try Validation.validateKeyPath(parts, method: method, argument: argument)
            defer { parts.removeLast() }
            if key == ".value" { dotValue = .some(value); continue }
            if key == ".priority" {
                priority = .some(value)
                try validateNestedKeyPaths(value, &parts)
                continue
            }
            guard Validation.isValidKey(key) else {
                throw invalidKey(key, Array(parts.dropLast()))
            }
            let child = try parse(value, &parts)
            if !child.isEmpty { children.append(NamedNode(ChildKey(key), child)) }
        }
        var node: Node
        // Like JS, the key decides: `.value` (even null) beside a real child is an error.
        if dotValue != nil && pairs.contains(where: { $0.key != ".value" && $0.key != ".priority" }) {
            throw ValidationError(prefix + "contains \".value\" child \(Validation.propertyDescription(parts)) "
                + "in addition to actual children.")
        }
        if case .some(let v) = dotValue, !(FoundationValue.classify(v).isNull) {
            // Keys inside `.value` count `.value` towards the depth and length (SEMANTICS.md §8.3).
            parts.append(".value")
            node = try parse(v, &parts)
            parts.removeLast()
            // A `.value` wrapper carries a value: an empty object or array there is no data.
            if node.isEmpty {
                throw ValidationError(prefix + "contains a \".value\" child \(Validation.propertyDescription(parts)) "
                    + "that is an empty object. Use null to remove data.")
            }
        } else if children.isEmpty {
            node = .empty
        } else {
            children.sort { ChildKey.compare($0.name, $1.name) < 0 }
            node = .children(ChildrenNode(sortedChildren: children, priority: nil))
        }
        if case .some(let p) = priority {
            parts.append(".priority")
            defer { parts.removeLast() }
            node = node.updatingPriority(try parsePriority(p, argument: argument))
        }
        return node
    }

    /// A server value object (`.sv`, with an optional `.priority`).
    private func parseServerValue(_ pairs: [(key: String, value: Any)], _ parts: inout [String]) throws(ValidationError) -> Node {
        guard let sv = NodeParser.serverValue(pairs) else {
            throw ValidationError(prefix + "contains an unsupported server value \(Validation.propertyDescription(parts)). "
                + "Use the server timestamp placeholder [\".sv\": \"timestamp\"].")
        }
        // A server value is a leaf: only a priority may sit beside it.
        if pairs.contains(where: { $0.key != ".sv" && $0.key != ".priority" }) {
            throw ValidationError(prefix + "contains \".sv\" child \(Validation.propertyDescription(parts)) "
                + "in addition to actual children.")
        }
        for (key, value) in pairs {
            parts.append(key)
            defer { parts.removeLast() }
            try Validation.validateKeyPath(parts, method: method, argument: argument)
            try validateNestedKeyPaths(value, &parts)
        }
        var node = Node.leaf(.deferred(sv), priority: nil)
        if let p = pairs.first(where: { $0.key == ".priority" }) {
            node = node.updatingPriority(try parsePriority(p.value, argument: argument))
        }
        return node
    }

    /// An object key that is not a valid key; `parts` is the path of the object holding it.
    private func invalidKey(_ key: String, _ parts: [String]) -> ValidationError {
        ValidationError(prefix + "contains an invalid key (\(key)) \(Validation.propertyDescription(parts)).  "
            + "Keys must be non-empty strings and can't contain \".\", \"#\", \"$\", \"/\", \"[\", or \"]\"")
    }

    /// Checks the keys nested in a server value or a priority against the depth and length
    /// limits: the SDK's validation walks every key of the data (SEMANTICS.md §8.3).
    private func validateNestedKeyPaths(_ value: Any, _ parts: inout [String]) throws(ValidationError) {
        let pairs: [(key: String, value: Any)]
        switch FoundationValue.classify(value) {
        case .object(let objectPairs): pairs = objectPairs
        case .array(let items): pairs = items.enumerated().map { (String($0.offset), $0.element) }
        default: return
        }
        for (key, inner) in pairs {
            parts.append(key)
            defer { parts.removeLast() }
            try Validation.validateKeyPath(parts, method: method, argument: argument)
            try validateNestedKeyPaths(inner, &parts)
        }
    }

    /// Recognises `{".sv": "timestamp"}` and `{".sv": {"increment": n}}`.
    static func serverValue(_ pairs: [(key: String, value: Any)]) -> ServerValue? {
        guard let sv = pairs.first(where: { $0.key == ".sv" })?.value else { return nil }
        if case .string(let s) = FoundationValue.classify(sv), s == "timestamp" { return .timestamp }
        if case .object(let inner) = FoundationValue.classify(sv),
           let inc = inner.first(where: { $0.key == "increment" }),
           let delta = FoundationValue.primitive(inc.value), let d = delta?.doubleValue, d.isFinite {
            return .increment(d)
        }
        return nil
    }
}

extension FoundationValue {
    var isNull: Bool { if case .null = self { return true } else { return false } }
}
