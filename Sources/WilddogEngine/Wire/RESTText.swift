/// The JSON text of the Firebase REST API (`/<path>.json`): URL paths, request bodies and query
/// parameter values read with the wire codec's checks, and data written as plain values or in
/// export form.
///
/// The REST surface reads the same data as the realtime protocol, so it goes through the same
/// reader: keys, depth, path length, string size and server values are checked alike.
package enum RESTText {
    /// The database path of a decoded URL path without its `.json` (`/users/ada` → users/ada);
    /// `.priority` may end it.
    package static func path(_ text: String) throws(WireError) -> Path {
        try WirePath.parse(text, allowsPrioritySuffix: true)
    }

    /// A path given as a parameter (`orderBy="a/b"`): no `.priority`.
    package static func childPath(_ text: String) throws(WireError) -> Path {
        try WirePath.parse(text, allowsPrioritySuffix: false, what: "child path")
    }

    /// A PUT or POST body: export-form JSON as written at `path`, server values kept.
    package static func node(_ body: [UInt8], at path: Path) throws(WireError) -> Node {
        let node = try Node(jsonText: body, at: path, allowsServerValues: true)
        if path.back?.isPriorityKey == true, !isPriority(node) {
            throw WireError(.invalidData, "The priority written at \(path) is not null, a number, a string or a server value")
        }
        return node
    }

    /// Whether `node` can be written to a `.priority` key: null, a number, a string or a server value.
    private static func isPriority(_ node: Node) -> Bool {
        switch node {
        case .empty:
            return true
        case .leaf(let leaf):
            if leaf.priority != nil { return false }
            if case .bool = leaf.value { return false }
            return true
        case .children:
            return false
        }
    }

    /// A PATCH body: an object of paths relative to `path` (`"a/b"`) to their new values.
    package static func mergeChildren(_ body: [UInt8], at path: Path) throws(WireError) -> [WireChild] {
        try JSONReader.reading(body) { (reader: inout JSONReader) throws(WireError) in
            try ClientRequest.readMergeChildren(&reader, at: path)
        }
    }

    /// Any JSON value (a query parameter such as `startAt`).
    package static func value(_ text: String) throws(WireError) -> WireJSON {
        try JSONReader.reading(text) { (reader: inout JSONReader) throws(WireError) in try reader.readValue() }
    }

    /// The data as JSON: plain values (a GET's answer) or, with `export`, with priorities as
    /// `.priority` (`format=export`).
    package static func json(_ node: Node, export: Bool) -> [UInt8] {
        if export { return node.jsonBytes }
        var writer = JSONWriter(capacity: 64)
        writer.appendPlainNode(node)
        return writer.bytes
    }

    /// A merge as JSON: each child's path relative to the merge location (`a/b`) to its data.
    package static func json(_ children: [WireChild], export: Bool) -> [UInt8] {
        var writer = JSONWriter(capacity: 64)
        writer.append(byte: UInt8(ascii: "{"))
        for (i, child) in children.enumerated() {
            if i > 0 { writer.append(byte: UInt8(ascii: ",")) }
            writer.appendString(WirePath.serverText(child.path))
            writer.append(byte: UInt8(ascii: ":"))
            if export {
                writer.appendNode(child.node)
            } else {
                writer.appendPlainNode(child.node)
            }
        }
        writer.append(byte: UInt8(ascii: "}"))
        return writer.bytes
    }

    /// A shallow answer: a leaf as its value, each child of an object as `true`.
    package static func shallowJSON(_ node: Node) -> [UInt8] {
        guard let children = node.childrenNode else { return json(node, export: false) }
        var writer = JSONWriter(capacity: 16 + children.count * 16)
        writer.append(byte: UInt8(ascii: "{"))
        var first = true
        for named in children.children {
            if !first { writer.append(byte: UInt8(ascii: ",")) }
            first = false
            writer.appendKey(named.name)
            writer.append(":true")
        }
        writer.append(byte: UInt8(ascii: "}"))
        return writer.bytes
    }

    /// A string as a JSON string literal.
    package static func quoted(_ text: String) -> [UInt8] {
        var writer = JSONWriter(capacity: text.utf8.count + 2)
        writer.appendString(text)
        return writer.bytes
    }
}

extension JSONWriter {
    /// Data as plain JSON: children in key order, no priorities, `null` when empty; children
    /// keyed like an array's indexes are written as an array, as Firebase answers them.
    mutating func appendPlainNode(_ node: Node) {
        switch node {
        case .empty:
            append("null")
        case .leaf(let leaf):
            appendLeaf(leaf.value)
        case .children(let children):
            if let count = RESTText.arrayLength(children) {
                append(byte: UInt8(ascii: "["))
                var index = 0
                for named in children.children {
                    let position = Int(named.name.integerValue ?? 0)
                    while index < position {
                        append(index == 0 ? "null" : ",null")
                        index += 1
                    }
                    if index > 0 { append(byte: UInt8(ascii: ",")) }
                    appendPlainNode(named.node)
                    index += 1
                }
                while index < count {
                    append(",null")
                    index += 1
                }
                append(byte: UInt8(ascii: "]"))
                return
            }
            append(byte: UInt8(ascii: "{"))
            var first = true
            for named in children.children {
                if !first { append(byte: UInt8(ascii: ",")) }
                first = false
                appendKey(named.name)
                append(byte: UInt8(ascii: ":"))
                appendPlainNode(named.node)
            }
            append(byte: UInt8(ascii: "}"))
        }
    }
}

extension RESTText {
    /// The length of the array `children` reads as, nil when it is an object: Firebase's rule
    /// (JS `ChildrenNode.val`): every key a non-negative integer without leading zeros, and
    /// `maxKey < 2 × count`. (The SDK facades' `value` is one slot stricter, SEMANTICS.md §0.2.)
    static func arrayLength(_ children: ChildrenNode) -> Int? {
        var maxKey = -1
        for named in children.children {
            guard let i = named.name.integerValue, i >= 0 else { return nil }
            let s = named.name.string.utf8
            if s.first == UInt8(ascii: "-") || (s.count > 1 && s.first == UInt8(ascii: "0")) { return nil }
            maxKey = max(maxKey, Int(i))
        }
        guard maxKey >= 0, maxKey < 2 * children.count else { return nil }
        return maxKey + 1
    }
}
