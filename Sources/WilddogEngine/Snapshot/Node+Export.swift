import Foundation

extension LeafValue {
    /// The Foundation form of a leaf: NSNumber (integers in Int64 range as `long long`, so
    /// `as? Int` works and large integers stay exact), NSNumber booleans, Swift strings, or
    /// the server-value placeholder dictionary.
    package var foundationValue: Any {
        switch self {
        case .bool(let b): return NSNumber(value: b)
        case .number(let d):
            if let i = Int64(exactly: d) { return NSNumber(value: i) }
            return NSNumber(value: d)
        case .integer(let i): return NSNumber(value: i)
        case .string(let s): return s
        case .deferred(.timestamp): return [".sv": "timestamp"] as [String: Any]
        case .deferred(.increment(let d)): return [".sv": ["increment": NSNumber(value: d)]] as [String: Any]
        }
    }
}

extension Node {
    /// The data as Foundation values: `NSNull()` when empty, arrays where the array rule says so
    /// (SEMANTICS.md §0.2: all keys non-negative integers without leading zeros and
    /// `2 × count > maxKey + 1`), dictionaries otherwise; priorities are omitted.
    ///
    /// A dictionary is a Swift `[String: Any]`, or an `NSDictionary` when two keys differ only
    /// by Unicode normalisation (`"\u{E9}"` and `"e\u{301}"`): Swift strings compare them
    /// equal, the dictionary's `NSString` keys by code units, as the SDKs do (SEMANTICS.md §1.9).
    package var value: Any {
        switch self {
        case .empty: return NSNull()
        case .leaf(let l): return l.value.foundationValue
        case .children(let c):
            if let array = c.arrayValue() { return array }
            var entries: [(String, Any)] = []
            entries.reserveCapacity(c.count)
            for named in c.children { entries.append((named.name.string, named.node.value)) }
            return Node.dictionary(entries)
        }
    }

    /// The data including priorities (`.value` / `.priority`); arrays are never produced.
    /// Dictionaries follow the rule of `value`.
    package var exportValue: Any {
        switch self {
        case .empty: return NSNull()
        case .leaf(let l):
            guard let p = l.priority else { return l.value.foundationValue }
            return [".value": l.value.foundationValue, ".priority": p.foundationValue] as [String: Any]
        case .children(let c):
            var entries: [(String, Any)] = []
            entries.reserveCapacity(c.count + 1)
            for named in c.children { entries.append((named.name.string, named.node.exportValue)) }
            if let p = c.priority { entries.append((".priority", p.foundationValue)) }
            return Node.dictionary(entries)
        }
    }

    /// A dictionary of entries with distinct keys: Swift's, unless Swift merges two of the keys.
    private static func dictionary(_ entries: [(String, Any)]) -> Any {
        var dict: [String: Any] = [:]
        dict.reserveCapacity(entries.count)
        for (key, value) in entries { dict[key] = value }
        if dict.count == entries.count { return dict }
        let keyed = NSMutableDictionary(capacity: entries.count)
        for (key, value) in entries { keyed.setObject(value, forKey: NSString.codeUnitKey(key)) }
        return keyed
    }

    /// Parses trusted export-format data (server data, test fixtures) without a method name.
    package init(exportValue: Any?) throws(ValidationError) {
        self = try NodeParser(method: "Node").parse(exportValue)
    }
}

extension ChildrenNode {
    /// The children as an array, when the Wilddog array rule applies.
    func arrayValue() -> [Any]? {
        var maxKey = -1
        for named in children {
            // JS `/^(0|[1-9]\d*)$/`: digits only, no leading zero, so neither "-0" nor "03".
            guard let i = named.name.integerValue, i >= 0 else { return nil }
            let s = named.name.string.utf8
            if s.first == UInt8(ascii: "-") || (s.count > 1 && s.first == UInt8(ascii: "0")) { return nil }
            maxKey = max(maxKey, Int(i))
        }
        guard 2 * count > maxKey + 1 else { return nil }
        var array = [Any](repeating: NSNull(), count: maxKey + 1)
        for named in children { array[Int(named.name.integerValue!)] = named.node.value }
        return array
    }
}
