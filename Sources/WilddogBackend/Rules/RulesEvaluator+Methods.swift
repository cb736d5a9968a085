import WilddogEngine

/// The snapshot and string methods of rule expressions.
extension RulesEvaluator {
    func call(_ method: RulesMethod, on receiver: RulesValue, _ arguments: [RulesValue]) throws(RulesEvaluationError) -> RulesValue {
        if method.isSnapshotMethod {
            guard case .snapshot(let snapshot) = receiver else {
                throw RulesEvaluationError("\(method.rawValue)() is a snapshot method, but it was called on a \(receiver.typeName).")
            }
            return try call(method, on: snapshot, arguments)
        }
        guard case .string(let string) = receiver else {
            throw RulesEvaluationError("\(method.rawValue)() is a string method, but it was called on a \(receiver.typeName).")
        }
        return try call(method, on: string, arguments)
    }

    // MARK: Snapshots

    private func call(_ method: RulesMethod, on snapshot: RulesSnapshot, _ arguments: [RulesValue]) throws(RulesEvaluationError) -> RulesValue {
        switch method {
        case .val:
            switch snapshot.node {
            case .empty: return .null
            case .leaf(let leaf): return try leafValue(leaf.value)
            case .children: return .opaqueObject
            }
        case .child:
            return .snapshot(snapshot.child(try childPath(arguments[0], method)))
        case .parent:
            guard let parent = snapshot.parent else { throw RulesEvaluationError("parent() of the root does not exist.") }
            return .snapshot(parent)
        case .exists:
            return .bool(!snapshot.node.isEmpty)
        case .hasChild:
            return .bool(!snapshot.node.child(try childPath(arguments[0], method)).isEmpty)
        case .hasChildren:
            guard let list = arguments.first else { return .bool(snapshot.node.childCount > 0) }
            guard case .list(let names) = list else {
                throw RulesEvaluationError("hasChildren() expects an array of strings, not a \(list.typeName).")
            }
            for name in names where snapshot.node.child(try childPath(name, method)).isEmpty { return .bool(false) }
            return .bool(true)
        case .isString:
            if case .string? = snapshot.node.leafValue { return .bool(true) }
            return .bool(false)
        case .isNumber:
            switch snapshot.node.leafValue {
            case .number?, .integer?, .deferred(.timestamp)?: return .bool(true)
            default: return .bool(false)
            }
        case .isBoolean:
            if case .bool? = snapshot.node.leafValue { return .bool(true) }
            return .bool(false)
        case .getPriority:
            guard let priority = snapshot.node.priority else { return .null }
            return try leafValue(priority)
        default:
            throw RulesEvaluationError("\(method.rawValue)() is not a snapshot method.")
        }
    }

    /// A leaf as a rules value; a pending timestamp reads as `now`, as the server resolves it.
    private func leafValue(_ value: LeafValue) throws(RulesEvaluationError) -> RulesValue {
        switch value {
        case .bool(let b): return .bool(b)
        case .number(let n): return .number(n)
        // Rules compute with doubles, as JavaScript does.
        case .integer(let i): return .number(Double(i))
        case .string(let s): return .string(s)
        case .deferred(.timestamp): return .number(context.now)
        case .deferred(.increment):
            throw RulesEvaluationError("An unresolved increment server value cannot be read by rules.")
        }
    }

    /// A child path argument: a non-empty string of valid keys separated by slashes.
    private func childPath(_ argument: RulesValue, _ method: RulesMethod) throws(RulesEvaluationError) -> Path {
        guard case .string(let string) = argument else {
            throw RulesEvaluationError("\(method.rawValue)() expects a string path, not a \(argument.typeName).")
        }
        let path = Path(string)
        guard !path.isEmpty else { throw RulesEvaluationError("\(method.rawValue)() was given an empty path.") }
        for key in path.segments where !Self.isValidKey(key.string) {
            throw RulesEvaluationError("\(method.rawValue)() was given an invalid path '\(string)'.")
        }
        return path
    }

    /// Keys may not contain `.`, `#`, `$`, `[`, `]` or ASCII control characters.
    static func isValidKey(_ key: String) -> Bool {
        !key.unicodeScalars.contains { c in
            c == "." || c == "#" || c == "$" || c == "[" || c == "]" || c.value < 0x20 || c.value == 0x7F
        }
    }

    // MARK: Strings

    private func call(_ method: RulesMethod, on string: String, _ arguments: [RulesValue]) throws(RulesEvaluationError) -> RulesValue {
        switch method {
        // Code-unit comparisons throughout, with no Unicode folding (`String`'s own search compares characters).
        case .contains:
            return .bool(string.utf8.contains(try text(arguments[0], method).utf8))
        case .beginsWith:
            return .bool(string.utf8.starts(with: try text(arguments[0], method).utf8))
        case .endsWith:
            let suffix = try text(arguments[0], method)
            return .bool(string.utf8.count >= suffix.utf8.count && string.utf8.suffix(suffix.utf8.count).elementsEqual(suffix.utf8))
        case .replace:
            let target = try text(arguments[0], method), replacement = try text(arguments[1], method)
            // An empty target changes nothing.
            guard !target.isEmpty else { return .string(string) }
            return .string(String(decoding: Array(string.utf8).replacing(target.utf8, with: replacement.utf8), as: UTF8.self))
        case .toLowerCase:
            return .string(string.lowercased())
        case .toUpperCase:
            return .string(string.uppercased())
        case .matches:
            guard case .regex(let regex) = arguments[0] else {
                throw RulesEvaluationError("matches() expects a regular expression literal, not a \(arguments[0].typeName).")
            }
            return .bool(regex.matches(string))
        default:
            throw RulesEvaluationError("\(method.rawValue)() is not a string method.")
        }
    }

    private func text(_ argument: RulesValue, _ method: RulesMethod) throws(RulesEvaluationError) -> String {
        guard case .string(let s) = argument else {
            throw RulesEvaluationError("\(method.rawValue)() expects a string argument, not a \(argument.typeName).")
        }
        return s
    }
}
