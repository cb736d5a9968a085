/// The server cache rows below a location, in row key order, and the node they make up.
///
/// A large list is stored one row per child, so a cold start reads many rows: their relative
/// key paths share one flat array (no array per row), and the children of a location stored
/// in rows are built into its node at once.
struct RowsBelow {
    /// A row: its key path relative to the location (a range of `keys`) and its node.
    struct Row {
        let keys: Range<Int>
        let node: Node
    }

    private var keys: [ChildKey] = []
    private var rows: [Row] = []

    var isEmpty: Bool { rows.isEmpty }
    var all: Range<Int> { rows.indices }

    /// Appends the child keys of a row key (`/a/b/`) after its first `prefixLength` bytes and
    /// returns their range.
    mutating func appendKeys(of bytes: UnsafeRawBufferPointer, droppingPrefix prefixLength: Int) -> Range<Int> {
        let first = keys.count
        let utf8 = bytes.bindMemory(to: UInt8.self)
        var segmentStart = prefixLength
        for i in prefixLength..<utf8.count where utf8[i] == UInt8(ascii: "/") {
            if i > segmentStart { keys.append(ChildKey(decoding: UnsafeBufferPointer(rebasing: utf8[segmentStart..<i]))) }
            segmentStart = i + 1
        }
        return first..<keys.count
    }

    mutating func append(_ keys: Range<Int>, _ node: Node) {
        rows.append(Row(keys: keys, node: node))
    }

    /// `base` with the rows in `range` (sorted, each at least `depth + 1` keys long, the same
    /// first `depth` keys) applied.
    func overlay(_ base: Node, _ range: Range<Int>, depth: Int) -> Node {
        var children: [NamedNode] = []
        var priority: Node?
        var i = range.lowerBound
        while i < range.upperBound {
            let key = self.key(i, depth)
            var j = i + 1
            while j < range.upperBound && self.key(j, depth) == key { j += 1 }
            var child = base.immediateChild(key)
            var rest = i..<j
            if rows[i].keys.count == depth + 1 {
                child = rows[i].node
                rest = i + 1..<j
            }
            if !rest.isEmpty { child = overlay(child, rest, depth: depth + 1) }
            if key.isPriorityKey { priority = child } else { children.append(NamedNode(key, child)) }
            i = j
        }
        var node = base
        if base.isEmpty {
            // A split node: build its children at once (rows come in byte order, which is
            // usually the key order too).
            children.removeAll { $0.node.isEmpty }
            var sorted = true
            for i in children.indices.dropFirst() where ChildKey.compare(children[i - 1].name, children[i].name) >= 0 {
                sorted = false
                break
            }
            node = NodeCoder.childrenNode(children, sorted: sorted, priority: nil)
        } else {
            for update in children { node = node.updatingImmediateChild(update.name, update.node) }
        }
        if let priority { node = node.updatingImmediateChild(.priority, priority) }
        return node
    }

    private func key(_ row: Int, _ depth: Int) -> ChildKey { keys[rows[row].keys.lowerBound + depth] }
}
