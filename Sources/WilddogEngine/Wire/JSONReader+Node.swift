/// Reading database data in export form (WIRE-PROTOCOL.md §3.5, §4) straight into nodes.
///
/// The rules are the engine's (`NodeParser`, SEMANTICS.md §6–§8): arrays become index-keyed
/// children, nulls and empty objects are dropped, `.priority` sets the priority, `.value` holds
/// a leaf's value beside its priority, `{".sv": …}` is a server value left unresolved, keys are
/// validated, numbers stay exact integers where the engine keeps them, strings are at most 10 MB.
extension JSONReader {
    /// Reads one value as a node.
    mutating func readNode(_ context: inout NodeReadContext) throws(WireError) -> Node {
        switch peek() {
        case UInt8(ascii: "{"):
            return try readObjectNode(&context)
        case UInt8(ascii: "["):
            return try readArrayNode(&context)
        case UInt8(ascii: "\""):
            let s = try readString()
            guard s.utf8.count <= Validation.maxLeafSizeBytes else {
                throw WireError(.tooLarge, "A string at \(context.location) is longer than \(Validation.maxLeafSizeBytes) UTF-8 bytes")
            }
            return .leaf(.string(s))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .leaf(JSONReader.leafNumber(try readNumber()))
        default:
            switch try readLiteral() {
            case .bool(let b): return .leaf(.bool(b))
            default: return .empty
            }
        }
    }

    /// A number token as a leaf value (integers exact where the engine keeps them).
    static func leafNumber(_ number: WireJSON) -> LeafValue {
        switch number {
        case .integer(let i): return .integer(exactly: i)
        case .number(let d): return .number(d)
        default: return .number(0)
        }
    }

    private mutating func readArrayNode(_ context: inout NodeReadContext) throws(WireError) -> Node {
        var children: [NamedNode] = []
        var sorted = true
        var index = 0
        var more = try openArray()
        while more {
            let key = String(index)
            try context.push(key)
            let child = try readNode(&context)
            context.pop()
            if !child.isEmpty {
                let name = ChildKey(key)
                if sorted, let last = children.last, ChildKey.compare(last.name, name) >= 0 { sorted = false }
                children.append(NamedNode(name, child))
            }
            index += 1
            more = try nextElement()
        }
        return NodeCoder.childrenNode(children, sorted: sorted, priority: nil)
    }

    private mutating func readObjectNode(_ context: inout NodeReadContext) throws(WireError) -> Node {
        var children: [NamedNode] = []
        var sorted = true
        var hasChildKeys = false
        var dotValue: Node?
        var dotValueIsNull = false
        var priority: LeafValue??
        var serverValue: ServerValue?
        var more = try openObject()
        while more {
            let key = try readKey()
            try context.push(key)
            switch key {
            case ".value":
                dotValueIsNull = peek() == UInt8(ascii: "n")
                dotValue = try readNode(&context)
            case ".priority":
                priority = .some(try readPriority(&context))
            case ".sv":
                serverValue = try readServerValue(&context)
            default:
                guard Validation.isValidKey(key) else {
                    context.pop()
                    throw WireError(.invalidData, "Invalid key \"\(key.prefix(100))\" at \(context.location): keys must be "
                        + "non-empty and can't contain \".\", \"#\", \"$\", \"/\", \"[\", \"]\" or control characters")
                }
                hasChildKeys = true
                let child = try readNode(&context)
                if !child.isEmpty {
                    let name = ChildKey(key)
                    if sorted, let last = children.last, ChildKey.compare(last.name, name) >= 0 { sorted = false }
                    children.append(NamedNode(name, child))
                }
            }
            context.pop()
            more = try nextMember()
        }
        var node: Node
        if let serverValue {
            guard !hasChildKeys && dotValue == nil else {
                throw WireError(.invalidData, "A server value at \(context.location) has other children beside \".sv\"")
            }
            node = .leaf(.deferred(serverValue))
        } else if let dotValue {
            guard !hasChildKeys else {
                throw WireError(.invalidData, "Data at \(context.location) has a \".value\" beside other children")
            }
            if dotValue.isEmpty && !dotValueIsNull {
                throw WireError(.invalidData, "The \".value\" at \(context.location) is an empty object or array")
            }
            node = dotValue
        } else {
            node = NodeCoder.childrenNode(children, sorted: sorted, priority: nil)
        }
        if case .some(let p) = priority { node = node.updatingPriority(p) }
        return node
    }

    /// A priority: null, a number, a string or (in client writes) a server value.
    private mutating func readPriority(_ context: inout NodeReadContext) throws(WireError) -> LeafValue? {
        switch peek() {
        case UInt8(ascii: "\""):
            let s = try readString()
            guard s.utf8.count <= Validation.maxLeafSizeBytes else {
                throw WireError(.tooLarge, "The priority at \(context.location) is longer than \(Validation.maxLeafSizeBytes) UTF-8 bytes")
            }
            return .string(s)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONReader.leafNumber(try readNumber())
        case UInt8(ascii: "n"):
            _ = try readLiteral()
            return nil
        case UInt8(ascii: "{"):
            var value: ServerValue?
            var more = try openObject()
            while more {
                let key = try readKey()
                try context.push(key)
                guard key == ".sv" else {
                    context.pop()
                    throw WireError(.invalidData, "The priority at \(context.location) is an object; a priority is "
                        + "null, a number, a string or a server value")
                }
                value = try readServerValue(&context)
                context.pop()
                more = try nextMember()
            }
            guard let value else {
                throw WireError(.invalidData, "The priority at \(context.location) is an empty object")
            }
            return .deferred(value)
        default:
            throw WireError(.invalidData, "The priority at \(context.location) is not null, a number, a string or a server value")
        }
    }

    /// The value of a `.sv` member: `"timestamp"` or `{"increment": <number>}`.
    private mutating func readServerValue(_ context: inout NodeReadContext) throws(WireError) -> ServerValue {
        guard context.allowsServerValues else {
            throw WireError(.invalidData, "Server data at \(context.location) holds an unresolved server value (\".sv\")")
        }
        let unsupported = WireError(.invalidData, "Unsupported server value at \(context.location): use "
            + "{\".sv\":\"timestamp\"} or {\".sv\":{\"increment\":<number>}}")
        switch peek() {
        case UInt8(ascii: "\""):
            guard try readString() == "timestamp" else { throw unsupported }
            return .timestamp
        case UInt8(ascii: "{"):
            var delta: Double?
            var more = try openObject()
            while more {
                let key = try readKey()
                try context.push(key)
                let next = peek()
                guard key == "increment", next == UInt8(ascii: "-") || next &- UInt8(ascii: "0") < 10,
                      let d = try readNumber().doubleValue else {
                    context.pop()
                    throw unsupported
                }
                delta = d
                context.pop()
                more = try nextMember()
            }
            guard let delta else { throw unsupported }
            return .increment(delta == 0 ? 0 : delta)
        default:
            throw unsupported
        }
    }
}
