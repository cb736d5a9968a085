/// Writing database data in export form (WIRE-PROTOCOL.md §4): children as members in key
/// order, a priority as `.priority`, a leaf with a priority as `{".value":v,".priority":p}`,
/// server values as their `{".sv": …}` placeholders, the empty node as `null`.
extension JSONWriter {
    mutating func appendNode(_ node: Node) {
        switch node {
        case .empty:
            append("null")
        case .leaf(let leaf):
            guard let priority = leaf.priority else { return appendLeaf(leaf.value) }
            append("{\".value\":")
            appendLeaf(leaf.value)
            append(",\".priority\":")
            appendLeaf(priority)
            append(byte: UInt8(ascii: "}"))
        case .children(let children):
            append(byte: UInt8(ascii: "{"))
            var first = true
            for named in children.children {
                if !first { append(byte: UInt8(ascii: ",")) }
                first = false
                appendKey(named.name)
                append(byte: UInt8(ascii: ":"))
                appendNode(named.node)
            }
            if let priority = children.priority {
                append(",\".priority\":")
                appendLeaf(priority)
            }
            append(byte: UInt8(ascii: "}"))
        }
    }

    /// A merge object: each child's relative path (`a/b`) to its data (`null` deletes).
    mutating func appendMerge(_ children: [WireChild]) {
        append(byte: UInt8(ascii: "{"))
        for (i, child) in children.enumerated() {
            if i > 0 { append(byte: UInt8(ascii: ",")) }
            appendString(WirePath.serverText(child.path))
            append(byte: UInt8(ascii: ":"))
            appendNode(child.node)
        }
        append(byte: UInt8(ascii: "}"))
    }

    mutating func appendLeaf(_ value: LeafValue) {
        switch value {
        case .bool(let b): b ? append("true") : append("false")
        case .number(let d): appendNumber(d)
        case .integer(let i): appendInteger(i)
        case .string(let s): appendString(s)
        case .deferred(.timestamp): append("{\".sv\":\"timestamp\"}")
        case .deferred(.increment(let delta)):
            append("{\".sv\":{\"increment\":")
            appendNumber(delta)
            append("}}")
        }
    }

    /// Appends a key; a short key is written from its inline bytes without building a string.
    mutating func appendKey(_ key: ChildKey) {
        let count = key.utf8Count
        guard key.storage == nil, count <= 15 else { return appendString(key.string) }
        withUnsafeBytes(of: (key.word0.bigEndian, key.word1.bigEndian)) { raw in
            appendEscaped(UnsafeRawBufferPointer(rebasing: raw[0..<count]))
        }
    }
}
