/// Reading a request body (the server side).
extension ClientRequest {
    /// Reads the body `b` of a request with action `a`.
    static func decode(action: String, body reader: inout JSONReader) throws(WireError) -> ClientRequest {
        switch action {
        case "p", "o":
            let (path, node, hash) = try readWrite(&reader, allowsPrioritySuffix: true) { (r, path) throws(WireError) in
                try readPutData(&r, at: path)
            }
            return action == "p" ? .put(path: path, data: node, hash: hash) : .onDisconnectPut(path: path, data: node)
        case "m", "om":
            let (path, children, _) = try readWrite(&reader, allowsPrioritySuffix: false) { (r, path) throws(WireError) in
                try readMergeChildren(&r, at: path)
            }
            return action == "m" ? .merge(path: path, children: children) : .onDisconnectMerge(path: path, children: children)
        default:
            break
        }
        return try decode(action: action, body: try reader.readValue())
    }

    /// The requests whose bodies hold no database data, from their generic JSON.
    private static func decode(action: String, body: WireJSON) throws(WireError) -> ClientRequest {
        guard case .object = body else {
            // Unknown actions keep whatever body they came with.
            if !knownActions.contains(action) { return .unknown(action: action, body: body) }
            throw WireError(.invalidMessage, "The body of \"\(action)\" must be an object")
        }
        switch action {
        case "s":
            return .stats(counters: body["c"] ?? .null)
        case "q", "l":
            let (path, query, tag) = try listenTarget(body)
            var hash = ""
            if let h = body["h"], !h.isNull {
                guard let s = h.stringValue else { throw WireError(.invalidMessage, "\"h\" must be a string") }
                hash = s
            }
            var compoundHash: CompoundHash?
            if let ch = body["ch"], !ch.isNull { compoundHash = try readCompoundHash(ch) }
            return .listen(path: path, query: query, tag: tag, hash: hash, compoundHash: compoundHash)
        case "n", "u":
            let (path, query, tag) = try listenTarget(body)
            return .unlisten(path: path, query: query, tag: tag)
        case "oc":
            return .onDisconnectCancel(path: try path(body, allowsPrioritySuffix: false))
        case "g":
            let (path, query, _) = try listenTarget(body)
            return .get(path: path, query: query)
        case "auth", "gauth":
            guard let cred = body["cred"]?.stringValue else { throw WireError(.invalidMessage, "\"cred\" must be a string") }
            var authVariable: WireJSON?
            if let v = body["authvar"], !v.isNull {
                guard case .object = v else { throw WireError(.invalidMessage, "\"authvar\" must be an object") }
                authVariable = v
            }
            var unauthenticated = false
            if let v = body["noauth"], !v.isNull {
                guard let b = v.boolValue else { throw WireError(.invalidMessage, "\"noauth\" must be a boolean") }
                unauthenticated = b
            }
            let kind: AuthRequest.Kind = action == "auth" ? .auth : .gauth
            return .auth(AuthRequest(kind: kind, credential: cred, authVariable: authVariable, unauthenticated: unauthenticated))
        case "unauth":
            return .unauth
        case "appcheck":
            guard let token = body["token"]?.stringValue else { throw WireError(.invalidMessage, "\"token\" must be a string") }
            return .appCheck(token: token)
        case "unappeck":
            return .appCheckCleared
        default:
            return .unknown(action: action, body: body)
        }
    }

    private static let knownActions: Set<String> = ["s", "q", "l", "n", "u", "p", "m", "o", "om", "oc", "g",
                                                    "auth", "gauth", "unauth", "appcheck", "unappeck"]

    private static func path(_ body: WireJSON, allowsPrioritySuffix: Bool) throws(WireError) -> Path {
        guard let p = body["p"]?.stringValue else { throw WireError(.invalidMessage, "\"p\" must be a string") }
        return try WirePath.parse(p, allowsPrioritySuffix: allowsPrioritySuffix)
    }

    /// The path, query object and tag of a listen, unlisten or get.
    private static func listenTarget(_ body: WireJSON) throws(WireError) -> (Path, QuerySpec, Int?) {
        let path = try path(body, allowsPrioritySuffix: false)
        var query = QuerySpec.default
        if let q = body["q"], !q.isNull { query = try QuerySpec(wireObject: q) }
        var tag: Int?
        if let t = body["t"], !t.isNull {
            guard let value = t.integerValue, value > 0, let int = Int(exactly: value) else {
                throw WireError(.invalidData, "The tag \"t\" must be a positive integer")
            }
            tag = int
        }
        return (path, query, tag)
    }

    private static func readCompoundHash(_ ch: WireJSON) throws(WireError) -> CompoundHash {
        guard case .array(let ps)? = ch["ps"], case .array(let hs)? = ch["hs"] else {
            throw WireError(.invalidMessage, "\"ch\" must hold arrays \"ps\" and \"hs\"")
        }
        var paths: [Path] = []
        for p in ps {
            guard let s = p.stringValue else { throw WireError(.invalidMessage, "\"ch.ps\" must hold strings") }
            paths.append(try WirePath.parse(s, allowsPrioritySuffix: false))
        }
        var hashes: [String] = []
        for h in hs {
            guard let s = h.stringValue else { throw WireError(.invalidMessage, "\"ch.hs\" must hold strings") }
            hashes.append(s)
        }
        return CompoundHash(paths: paths, hashes: hashes)
    }

    // MARK: Writes, read straight into nodes

    /// Reads `{"p":…,"d":…[,"h":…]}`; `d` is read by `read` once `p` is known (after the
    /// object when `d` comes first).
    private static func readWrite<T>(_ reader: inout JSONReader, allowsPrioritySuffix: Bool,
                                     read: (inout JSONReader, Path) throws(WireError) -> T) throws(WireError) -> (Path, T, String?) {
        var path: Path?
        var hash: String?
        let data = try reader.readObject(payloadKey: "d", what: "The body of a write", ready: { path != nil },
            member: { (key: String, r: inout JSONReader) throws(WireError) -> Bool in
                switch key {
                case "p":
                    path = try WirePath.parse(try r.readString(member: "p"), allowsPrioritySuffix: allowsPrioritySuffix)
                    return true
                case "h":
                    if r.peek() == UInt8(ascii: "n") {
                        _ = try r.readLiteral()
                        hash = nil
                    } else {
                        hash = try r.readString(member: "h")
                    }
                    return false
                default:
                    _ = try r.skipValue()
                    return false
                }
            },
            payload: { (r: inout JSONReader) throws(WireError) -> T in
                guard let path else { throw WireError(.invalidMessage, "A write needs a path \"p\"") }
                return try read(&r, path)
            })
        guard let path else { throw WireError(.invalidMessage, "A write needs a path \"p\"") }
        guard let data else { throw WireError(.invalidMessage, "A write needs data \"d\"") }
        return (path, data, hash)
    }

    private static func readPutData(_ reader: inout JSONReader, at path: Path) throws(WireError) -> Node {
        var context = NodeReadContext(at: path, allowsServerValues: true)
        let node = try reader.readNode(&context)
        if path.back?.isPriorityKey == true { try checkPriority(node, at: path) }
        return node
    }

    /// A merge object: relative paths (possibly ending in `.priority`) to values; null deletes.
    static func readMergeChildren(_ reader: inout JSONReader, at path: Path) throws(WireError) -> [WireChild] {
        guard reader.peek() == UInt8(ascii: "{") else {
            _ = try reader.readValue()
            throw WireError(.invalidMessage, "The data of an update must be an object")
        }
        var children: [WireChild?] = []
        var positions: [Path: Int] = [:]
        var more = try reader.openObject()
        while more {
            let key = try reader.readKey()
            let relative = try WirePath.parse(key, allowsPrioritySuffix: true, what: "update path")
            guard !relative.isEmpty else { throw WireError(.invalidData, "An update path is empty") }
            let full = path.child(relative)
            guard full.count <= Validation.maxPathDepth else {
                throw WireError(.tooLarge, "The update path \(full) is deeper than \(Validation.maxPathDepth) levels")
            }
            var context = NodeReadContext(at: full, allowsServerValues: true)
            guard context.bytes <= Validation.maxPathLengthBytes else {
                throw WireError(.tooLarge, "The update path \(full) is longer than \(Validation.maxPathLengthBytes) bytes")
            }
            let node = try reader.readNode(&context)
            if relative.back?.isPriorityKey == true { try checkPriority(node, at: full) }
            // A repeated key keeps its last value, as JSON.parse does.
            if let i = positions[relative] { children[i] = nil }
            positions[relative] = children.count
            children.append(WireChild(relative, node))
            more = try reader.nextMember()
        }
        let kept = children.compactMap { $0 }
        let sorted = kept.map(\.path).sorted { Path.compare($0, $1) < 0 }
        for (a, b) in zip(sorted, sorted.dropFirst()) where a.contains(b) {
            throw WireError(.invalidData, "The update path \(a) is an ancestor of another path \(b)")
        }
        return kept
    }

    /// Data written to a `.priority` key must be a priority: null, a number, a string or a
    /// server value.
    private static func checkPriority(_ node: Node, at path: Path) throws(WireError) {
        switch node {
        case .empty: return
        case .leaf(let leaf) where leaf.priority == nil:
            if case .bool = leaf.value { break }
            return
        default: break
        }
        throw WireError(.invalidData, "The priority written at \(path) is not null, a number, a string or a server value")
    }
}
