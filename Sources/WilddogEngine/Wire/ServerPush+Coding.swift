/// Reading (client side) and writing (server side) push bodies.
extension ServerPush {
    // MARK: Decoding

    /// Reads the body `b` of a push with action `a`; data is read straight into nodes.
    static func decode(action: String, body reader: inout JSONReader) throws(WireError) -> ServerPush {
        switch action {
        case "d", "m", "rm":
            return try readData(action, &reader)
        default:
            let body = try reader.readValue()
            return try decode(action: action, body: body)
        }
    }

    private static func decode(action: String, body: WireJSON) throws(WireError) -> ServerPush {
        switch action {
        case "c":
            guard let p = body["p"]?.stringValue else { throw WireError(.invalidMessage, "A revocation needs a path \"p\"") }
            let path = try WirePath.parse(p, allowsPrioritySuffix: false)
            var queries: [QuerySpec] = []
            switch body["q"] {
            case nil, .null?: break
            case .array(let objects)?:
                for object in objects { queries.append(try QuerySpec(wireObject: object)) }
            case let object?:
                // The object form (which JS cannot read) names one query.
                queries.append(try QuerySpec(wireObject: object))
            }
            return .listenRevoked(path: path, queries: queries)
        case "ac", "apc":
            guard let status = body["s"]?.stringValue else {
                throw WireError(.invalidMessage, "A revocation needs a status \"s\"")
            }
            let reason = body["d"]?.stringValue ?? ""
            return action == "ac" ? .authRevoked(status: status, reason: reason) : .appCheckRevoked(status: status, reason: reason)
        case "sd":
            guard let message = body["msg"]?.stringValue else { throw WireError(.invalidMessage, "\"sd\" needs a message \"msg\"") }
            return .securityDebug(message: message)
        default:
            return .unknown(action: action, body: body)
        }
    }

    private enum Payload {
        case overwrite(Node)
        case merge([WireChild])
        case ranges([RangeMerge])
    }

    /// `{"p":…,"d":…[,"t":…]}` of `d`, `m` and `rm`; `d` is read once `p` is known.
    private static func readData(_ action: String, _ reader: inout JSONReader) throws(WireError) -> ServerPush {
        var path: Path?
        var tag: Int?
        let payload = try reader.readObject(payloadKey: "d", what: "A push body", ready: { path != nil },
            member: { (key: String, r: inout JSONReader) throws(WireError) -> Bool in
                switch key {
                case "p":
                    path = try WirePath.parse(try r.readString(member: "p"), allowsPrioritySuffix: action == "d")
                    return true
                case "t":
                    if r.peek() == UInt8(ascii: "n") {
                        _ = try r.readLiteral()
                        tag = nil
                    } else {
                        let t = try r.readInteger(member: "t")
                        guard t > 0 else { throw WireError(.invalidData, "The tag \"t\" must be a positive integer") }
                        tag = t
                    }
                    return false
                default:
                    _ = try r.skipValue()
                    return false
                }
            },
            payload: { (r: inout JSONReader) throws(WireError) -> Payload in
                guard let path else { throw WireError(.invalidMessage, "A push needs a path \"p\"") }
                switch action {
                case "d":
                    var context = NodeReadContext(at: path, allowsServerValues: false)
                    return .overwrite(try r.readNode(&context))
                case "m":
                    return .merge(try readMerge(&r, at: path))
                default:
                    return .ranges(try readRanges(&r, at: path))
                }
            })
        guard let path else { throw WireError(.invalidMessage, "A push needs a path \"p\"") }
        switch payload {
        // A missing `d` is a deletion (as Android reads it).
        case nil: return action == "d" ? .overwrite(path: path, data: .empty, tag: tag)
            : action == "m" ? .merge(path: path, children: [], tag: tag) : .rangeMerge(path: path, ranges: [], tag: tag)
        case .overwrite(let node)?: return .overwrite(path: path, data: node, tag: tag)
        case .merge(let children)?: return .merge(path: path, children: children, tag: tag)
        case .ranges(let ranges)?: return .rangeMerge(path: path, ranges: ranges, tag: tag)
        }
    }

    /// A merge object: relative paths to values (null deletes).
    private static func readMerge(_ reader: inout JSONReader, at path: Path) throws(WireError) -> [WireChild] {
        guard reader.peek() == UInt8(ascii: "{") else {
            _ = try reader.readValue()
            throw WireError(.invalidMessage, "The data of a merge push must be an object")
        }
        var children: [WireChild] = []
        var more = try reader.openObject()
        while more {
            let key = try reader.readKey()
            let relative = try WirePath.parse(key, allowsPrioritySuffix: true, what: "merge path")
            let full = path.child(relative)
            guard full.count <= Validation.maxPathDepth else {
                throw WireError(.tooLarge, "The merge path \(full) is deeper than \(Validation.maxPathDepth) levels")
            }
            var context = NodeReadContext(at: full, allowsServerValues: false)
            children.append(WireChild(relative, try reader.readNode(&context)))
            more = try reader.nextMember()
        }
        return children
    }

    /// `[{"s":…,"e":…,"m":…},…]`.
    private static func readRanges(_ reader: inout JSONReader, at path: Path) throws(WireError) -> [RangeMerge] {
        guard reader.peek() == UInt8(ascii: "[") else {
            _ = try reader.readValue()
            throw WireError(.invalidMessage, "The data of a range merge must be an array")
        }
        var ranges: [RangeMerge] = []
        var more = try reader.openArray()
        while more {
            var start: Path?
            var end: Path?
            let data = try reader.readObject(payloadKey: "m", what: "A range", ready: { true },
                member: { (key: String, r: inout JSONReader) throws(WireError) -> Bool in
                    switch key {
                    case "s": start = try WirePath.parse(try r.readString(member: "s"), allowsPrioritySuffix: false)
                    case "e": end = try WirePath.parse(try r.readString(member: "e"), allowsPrioritySuffix: false)
                    default: _ = try r.skipValue()
                    }
                    return false
                },
                payload: { (r: inout JSONReader) throws(WireError) -> Node in
                    var context = NodeReadContext(at: path, allowsServerValues: false)
                    return try r.readNode(&context)
                })
            ranges.append(RangeMerge(start: start, end: end, data: data ?? .empty))
            more = try reader.nextElement()
        }
        return ranges
    }

    // MARK: Encoding

    /// Writes the body, paths in the server form (`a/b`, no leading slash).
    func writeBody(_ writer: inout JSONWriter) {
        switch self {
        case .overwrite(let path, let data, let tag):
            writePath(path, &writer)
            writer.append(",\"d\":")
            writer.appendNode(data)
            writeTag(tag, &writer)
        case .merge(let path, let children, let tag):
            writePath(path, &writer)
            writer.append(",\"d\":")
            writer.appendMerge(children)
            writeTag(tag, &writer)
        case .listenRevoked(let path, let queries):
            writePath(path, &writer)
            if !queries.isEmpty {
                writer.append(",\"q\":")
                writer.appendValue(.array(queries.map(\.wireObject)))
            }
            writer.append(byte: UInt8(ascii: "}"))
        case .authRevoked(let status, let reason), .appCheckRevoked(let status, let reason):
            writer.append("{\"s\":")
            writer.appendString(status)
            writer.append(",\"d\":")
            writer.appendString(reason)
            writer.append(byte: UInt8(ascii: "}"))
        case .securityDebug(let message):
            writer.append("{\"msg\":")
            writer.appendString(message)
            writer.append(byte: UInt8(ascii: "}"))
        case .rangeMerge(let path, let ranges, let tag):
            writePath(path, &writer)
            writer.append(",\"d\":[")
            for (i, range) in ranges.enumerated() {
                if i > 0 { writer.append(byte: UInt8(ascii: ",")) }
                writer.append(byte: UInt8(ascii: "{"))
                if let start = range.start {
                    writer.append("\"s\":")
                    writer.appendString(WirePath.serverText(start))
                    writer.append(byte: UInt8(ascii: ","))
                }
                if let end = range.end {
                    writer.append("\"e\":")
                    writer.appendString(WirePath.serverText(end))
                    writer.append(byte: UInt8(ascii: ","))
                }
                writer.append("\"m\":")
                writer.appendNode(range.data)
                writer.append(byte: UInt8(ascii: "}"))
            }
            writer.append(byte: UInt8(ascii: "]"))
            writeTag(tag, &writer)
        case .unknown(_, let body):
            writer.appendValue(body)
        }
    }

    /// `{"p":"a/b"` (the body stays open).
    private func writePath(_ path: Path, _ writer: inout JSONWriter) {
        writer.append("{\"p\":")
        writer.appendString(WirePath.serverText(path))
    }

    /// `,"t":n` when tagged, and the body's closing brace.
    private func writeTag(_ tag: Int?, _ writer: inout JSONWriter) {
        if let tag {
            writer.append(",\"t\":")
            writer.appendInteger(Int64(tag))
        }
        writer.append(byte: UInt8(ascii: "}"))
    }
}
