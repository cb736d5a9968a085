/// Queries as the wire's query object (WIRE-PROTOCOL.md §5.1) and the client's identity of it.
extension QuerySpec {
    /// The query object, members in the JS client's order: `sp`, `sn`, `sin`, `ep`, `en`,
    /// `ein`, `l`, `vf`, `i`. The default query gives `{}`.
    package var wireObject: WireJSON {
        var members: [WireJSON.Member] = []
        if let start {
            members.append(.init("sp", QuerySpec.wireValue(start.value)))
            if let name = start.name { members.append(.init("sn", .string(name.string))) }
            members.append(.init("sin", .bool(start.inclusive)))
        }
        if let end {
            members.append(.init("ep", QuerySpec.wireValue(end.value)))
            if let name = end.name { members.append(.init("en", .string(name.string))) }
            members.append(.init("ein", .bool(end.inclusive)))
        }
        if let limit {
            members.append(.init("l", .integer(Int64(limit))))
            members.append(.init("vf", .string(anchor == .first ? "l" : "r")))
        }
        if index != .priority { members.append(.init("i", .string(index.description))) }
        return .object(members)
    }

    /// Whether a listen on this query is sent with its query object and a tag: only queries
    /// that bound or limit the data (§3.3); ordering alone listens to the whole location.
    package var isSentTagged: Bool { !loadsAllData }

    /// The client's identity of the query object (JS `ObjectToUniqueKey`: keys sorted,
    /// `default` for `{}`); `c` pushes name revoked queries by it.
    package var wireUniqueKey: String { QuerySpec.uniqueKey(of: wireObject) }

    /// JS `ObjectToUniqueKey` of any query object, `default` for `{}`.
    package static func uniqueKey(of object: WireJSON) -> String {
        let key = uniqueText(object)
        return key == "{}" ? "default" : key
    }

    private static func uniqueText(_ value: WireJSON) -> String {
        let members: [WireJSON.Member]
        switch value {
        case .object(let m):
            // Repeated keys: the last value, as JSON.parse keeps it. Keys are the same only
            // with the same code units (a Swift dictionary would merge "\u{212A}" with "K").
            var kept: [WireJSON.Member] = []
            var position: [[UInt8]: Int] = [:]
            for member in m {
                let units = Array(member.key.utf8)
                if let i = position[units] {
                    kept[i] = member
                } else {
                    position[units] = kept.count
                    kept.append(member)
                }
            }
            members = kept
        case .array(let elements):
            members = elements.enumerated().map { WireJSON.Member(String($0.offset), $0.element) }
        default:
            var writer = JSONWriter(capacity: 16)
            writer.appendValue(value)
            return String(decoding: writer.bytes, as: UTF8.self)
        }
        var writer = JSONWriter(capacity: 64)
        writer.append(byte: UInt8(ascii: "{"))
        for (i, member) in members.sorted(by: { compareUTF16($0.key, $1.key) < 0 }).enumerated() {
            if i > 0 { writer.append(byte: UInt8(ascii: ",")) }
            writer.appendString(member.key)
            writer.append(byte: UInt8(ascii: ":"))
            writer.append(json: Array(uniqueText(member.value).utf8))
        }
        writer.append(byte: UInt8(ascii: "}"))
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Reads a query object. Absent `sin`/`ein` mean inclusive (iOS sends neither); `sn`/`en`
    /// may be the `[MIN_NAME]`/`[MAX_NAME]` sentinels; a missing `vf` is `l` when the query
    /// has a start and `r` otherwise (legacy `limit()`); unknown members are ignored.
    package init(wireObject object: WireJSON) throws(WireError) {
        guard case .object = object else {
            throw WireError(.invalidData, "A query object must be an object, not \(object.typeName)")
        }
        self.init()
        if let i = object["i"] {
            guard let text = i.stringValue else { throw QuerySpec.invalid("\"i\" must be a string") }
            switch text {
            case ".priority": break
            case ".key": setIndex(.key)
            case ".value": setIndex(.value)
            default:
                let path = try WirePath.parse(text, allowsPrioritySuffix: false, what: "index path")
                guard !path.isEmpty else { throw QuerySpec.invalid("\"i\" must name an index") }
                setIndex(.child(path))
            }
        }
        setStart(try QuerySpec.bound(object, value: "sp", name: "sn", inclusive: "sin", index: index))
        setEnd(try QuerySpec.bound(object, value: "ep", name: "en", inclusive: "ein", index: index))
        if let l = object["l"] {
            guard let count = l.integerValue, count > 0, let limit = Int(exactly: count) else {
                throw QuerySpec.invalid("\"l\" must be a positive integer")
            }
            let anchor: Anchor
            switch object["vf"] {
            case .string("l")?: anchor = .first
            case .string("r")?: anchor = .last
            case nil: anchor = start != nil ? .first : .last
            default: throw QuerySpec.invalid("\"vf\" must be \"l\" or \"r\"")
            }
            setLimit(limit, anchor: anchor)
        }
    }

    private static func bound(_ object: WireJSON, value: String, name: String, inclusive: String,
                              index: Index) throws(WireError) -> Bound? {
        guard let v = object[value] else {
            if object[name] != nil || object[inclusive] != nil {
                throw invalid("\"\(name)\"/\"\(inclusive)\" without \"\(value)\"")
            }
            return nil
        }
        let node: Node
        switch v {
        case .null: node = .empty
        case .bool(let b): node = .leaf(.bool(b))
        case .integer(let i): node = .leaf(.integer(exactly: i))
        case .number(let d): node = .leaf(.number(d))
        case .string(let s): node = .leaf(.string(s))
        default: throw invalid("\"\(value)\" must be null, a boolean, a number or a string")
        }
        if index == .key, node.leafValue.map({ if case .string = $0 { return false } else { return true } }) ?? true {
            throw invalid("\"\(value)\" must be a string when ordering by key")
        }
        var key: ChildKey?
        if let n = object[name] {
            guard let s = n.stringValue else { throw invalid("\"\(name)\" must be a string") }
            if s == ChildKey.min.string {
                key = .min
            } else if s == ChildKey.max.string {
                key = .max
            } else if Validation.isValidKey(s) {
                key = ChildKey(s)
            } else {
                throw invalid("\"\(name)\" must be a key, \"[MIN_NAME]\" or \"[MAX_NAME]\"")
            }
        }
        var isInclusive = true
        if let flag = object[inclusive] {
            guard let b = flag.boolValue else { throw invalid("\"\(inclusive)\" must be a boolean") }
            isInclusive = b
        }
        return Bound(value: node, name: key, inclusive: isInclusive)
    }

    private static func wireValue(_ node: Node) -> WireJSON {
        switch node.leafValue {
        case .bool(let b)?: return .bool(b)
        case .number(let d)?: return .number(d)
        case .integer(let i)?: return .integer(i)
        case .string(let s)?: return .string(s)
        default: return .null
        }
    }

    private static func invalid(_ message: String) -> WireError {
        WireError(.invalidData, "Invalid query object: \(message)")
    }
}
