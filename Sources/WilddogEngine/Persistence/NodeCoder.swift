/// The compact binary form of nodes kept in the persistence store.
///
/// A node is one tag byte and its payload: empty; false; true; a double (8 bytes, little
/// endian); an integer (zigzag varint, for integral doubles of magnitude < 2^53); an Int64 no
/// double holds (8 bytes, little endian); a string
/// (varint length, UTF-8); a server-value placeholder; children (varint count, then each key as
/// a string and its node, in key order); or a priority (a leaf value) followed by the node it
/// belongs to. Decoding checks every length and throws on malformed bytes.
package enum NodeCoder {
    private enum Tag: UInt8 {
        case empty = 0, boolFalse, boolTrue, double, integer, string, timestamp, increment, int64
        case children = 16
        case priority = 32
    }

    package struct DecodingError: Error {}

    package static func encode(_ node: Node) -> [UInt8] {
        var out: [UInt8] = []
        encode(node, into: &out)
        return out
    }

    package static func encode(_ node: Node, into out: inout [UInt8]) {
        if let priority = node.priority {
            out.append(Tag.priority.rawValue)
            encodeLeaf(priority, into: &out)
        }
        switch node {
        case .empty:
            out.append(Tag.empty.rawValue)
        case .leaf(let leaf):
            encodeLeaf(leaf.value, into: &out)
        case .children(let children):
            out.append(Tag.children.rawValue)
            appendVarint(UInt64(children.count), to: &out)
            for named in children.children {
                appendString(named.name.string, to: &out)
                encode(named.node, into: &out)
            }
        }
    }

    private static func encodeLeaf(_ value: LeafValue, into out: inout [UInt8]) {
        switch value {
        case .bool(let b):
            out.append(b ? Tag.boolTrue.rawValue : Tag.boolFalse.rawValue)
        case .number(let d):
            if d == d.rounded(.towardZero), abs(d) < 9_007_199_254_740_992, !(d == 0 && d.sign == .minus) {
                out.append(Tag.integer.rawValue)
                let i = Int64(d)
                appendVarint(UInt64(bitPattern: (i << 1) ^ (i >> 63)), to: &out)
            } else {
                out.append(Tag.double.rawValue)
                appendFixed(d.bitPattern, to: &out)
            }
        case .integer(let i):
            out.append(Tag.int64.rawValue)
            appendFixed(UInt64(bitPattern: i), to: &out)
        case .string(let s):
            out.append(Tag.string.rawValue)
            appendString(s, to: &out)
        case .deferred(.timestamp):
            out.append(Tag.timestamp.rawValue)
        case .deferred(.increment(let delta)):
            out.append(Tag.increment.rawValue)
            appendFixed(delta.bitPattern, to: &out)
        }
    }

    package static func appendVarint(_ value: UInt64, to out: inout [UInt8]) {
        var v = value
        while v >= 0x80 {
            out.append(UInt8(truncatingIfNeeded: v) | 0x80)
            v >>= 7
        }
        out.append(UInt8(v))
    }

    package static func appendString(_ s: String, to out: inout [UInt8]) {
        var s = s
        s.withUTF8 { bytes in
            appendVarint(UInt64(bytes.count), to: &out)
            out.append(contentsOf: bytes)
        }
    }

    private static func appendFixed(_ bits: UInt64, to out: inout [UInt8]) {
        for shift in stride(from: 0, to: 64, by: 8) { out.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
    }

    // MARK: Decoding

    package static func decode(_ bytes: UnsafeRawBufferPointer) throws -> Node {
        var buffer: [NamedNode] = []
        return try decode(bytes, reusing: &buffer)
    }

    /// Decodes with `buffer` as the reader's scratch space (a caller decoding many rows passes
    /// the same one, so the children of its nodes are gathered without an array each).
    package static func decode(_ bytes: UnsafeRawBufferPointer, reusing buffer: inout [NamedNode]) throws -> Node {
        var reader = Reader(bytes: bytes)
        swap(&reader.pending, &buffer)
        defer {
            swap(&reader.pending, &buffer)
            buffer.removeAll(keepingCapacity: true)
        }
        let node = try reader.node(depth: 0)
        guard reader.atEnd else { throw DecodingError() }
        return node
    }

    package static func decode(_ bytes: [UInt8]) throws -> Node {
        try bytes.withUnsafeBytes { try decode($0) }
    }

    /// A cursor over encoded bytes.
    struct Reader {
        let bytes: UnsafeRawBufferPointer
        var offset = 0
        /// The children read so far of the nodes being read, innermost last.
        var pending: [NamedNode] = []
        /// Deeper nesting than any valid path allows is rejected rather than recursed into.
        static let maxDepth = 200

        init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

        var atEnd: Bool { offset == bytes.count }

        mutating func byte() throws -> UInt8 {
            guard offset < bytes.count else { throw DecodingError() }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func varint() throws -> UInt64 {
            var result: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                let b = try byte()
                guard shift < 64 else { throw DecodingError() }
                result |= UInt64(b & 0x7F) << shift
                if b < 0x80 { return result }
                shift += 7
            }
        }

        mutating func fixed() throws -> UInt64 {
            guard bytes.count - offset >= 8 else { throw DecodingError() }
            var bits: UInt64 = 0
            for i in 0..<8 { bits |= UInt64(bytes[offset + i]) << UInt64(8 * i) }
            offset += 8
            return bits
        }

        mutating func string() throws -> String {
            String(decoding: try stringBytes(), as: UTF8.self)
        }

        mutating func key() throws -> ChildKey {
            ChildKey(decoding: try stringBytes())
        }

        /// The bytes of a length-prefixed string.
        private mutating func stringBytes() throws -> UnsafeBufferPointer<UInt8> {
            let length = try varint()
            guard length <= UInt64(bytes.count - offset) else { throw DecodingError() }
            let count = Int(length)
            let start = bytes.baseAddress.map { $0.advanced(by: offset).assumingMemoryBound(to: UInt8.self) }
            offset += count
            return UnsafeBufferPointer(start: start, count: count)
        }

        mutating func leaf(_ tag: UInt8) throws -> LeafValue? {
            switch Tag(rawValue: tag) {
            case .boolFalse: return .bool(false)
            case .boolTrue: return .bool(true)
            case .double: return .number(Double(bitPattern: try fixed()))
            case .integer:
                let z = try varint()
                let i = Int64(bitPattern: z >> 1) ^ -Int64(bitPattern: z & 1)
                return .number(Double(i))
            case .int64: return .integer(Int64(bitPattern: try fixed()))
            case .string: return .string(try string())
            case .timestamp: return .deferred(.timestamp)
            case .increment: return .deferred(.increment(Double(bitPattern: try fixed())))
            default: return nil
            }
        }

        mutating func node(depth: Int) throws -> Node {
            guard depth < Reader.maxDepth else { throw DecodingError() }
            var tag = try byte()
            var priority: LeafValue?
            if tag == Tag.priority.rawValue {
                guard let p = try leaf(try byte()) else { throw DecodingError() }
                priority = p
                tag = try byte()
            }
            if tag == Tag.empty.rawValue { return .empty }
            if let value = try leaf(tag) { return .leaf(value, priority: priority) }
            guard tag == Tag.children.rawValue else { throw DecodingError() }
            let count = try varint()
            // Each child takes at least two bytes.
            guard count <= UInt64(bytes.count - offset) / 2 else { throw DecodingError() }
            let first = pending.count
            var sorted = true
            for _ in 0..<count {
                let name = try key()
                let child = try node(depth: depth + 1)
                if child.isEmpty || name.isPriorityKey { continue }
                if sorted, pending.count > first, ChildKey.compare(pending[pending.count - 1].name, name) >= 0 { sorted = false }
                pending.append(NamedNode(name, child))
            }
            let node = NodeCoder.childrenNode(pending[first...], sorted: sorted, priority: priority)
            pending.removeSubrange(first...)
            return node
        }
    }

    /// A children node from named children (sorted by key unless `sorted` says they are).
    static func childrenNode<C: RandomAccessCollection<NamedNode>>(_ children: C, sorted: Bool, priority: LeafValue?) -> Node {
        if sorted {
            if children.isEmpty { return .empty }
            return .children(ChildrenNode(sortedChildren: children, priority: priority))
        }
        var unique: [NamedNode] = []
        unique.reserveCapacity(children.count)
        // Sorted stably, so that the last of duplicate keys is the one kept.
        for child in children.sorted(by: { ChildKey.compare($0.name, $1.name) < 0 }) {
            if let last = unique.last, last.name == child.name { unique[unique.count - 1] = child } else { unique.append(child) }
        }
        if unique.isEmpty { return .empty }
        return .children(ChildrenNode(sortedChildren: unique, priority: priority))
    }
}
