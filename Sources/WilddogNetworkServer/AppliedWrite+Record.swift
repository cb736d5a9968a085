import WilddogBackend
import WilddogEngine

/// The stored form of an applied write (a row of a namespace's log): a kind byte, the path,
/// then the node (a put) or the count of children and each child's relative path and node.
/// Paths are key counts and keys; nodes are `NodeCoder` bytes behind their length.
extension AppliedWrite {
    /// The write as log bytes.
    var record: [UInt8] {
        var out: [UInt8] = []
        switch self {
        case .put(let path, let node):
            out.append(0)
            Self.appendPath(path, &out)
            Self.appendNode(node, &out)
        case .merge(let path, let children):
            out.append(1)
            Self.appendPath(path, &out)
            NodeCoder.appendVarint(UInt64(children.count), to: &out)
            for child in children {
                Self.appendPath(child.path, &out)
                Self.appendNode(child.node, &out)
            }
        }
        return out
    }

    /// Reads log bytes; throws on anything malformed (a damaged store).
    init(record bytes: UnsafeRawBufferPointer) throws {
        var reader = RecordReader(bytes: bytes)
        switch try reader.byte() {
        case 0:
            let path = try reader.path()
            self = .put(path: path, node: try reader.node())
        case 1:
            let path = try reader.path()
            let count = try reader.count()
            var children: [WireChild] = []
            for _ in 0..<count {
                let relative = try reader.path()
                children.append(WireChild(relative, try reader.node()))
            }
            self = .merge(path: path, children: children)
        default:
            throw DamagedRecord()
        }
        guard reader.isAtEnd else { throw DamagedRecord() }
    }

    private static func appendPath(_ path: Path, _ out: inout [UInt8]) {
        NodeCoder.appendVarint(UInt64(path.count), to: &out)
        for key in path.segments { NodeCoder.appendString(key.string, to: &out) }
    }

    private static func appendNode(_ node: Node, _ out: inout [UInt8]) {
        let bytes = NodeCoder.encode(node)
        NodeCoder.appendVarint(UInt64(bytes.count), to: &out)
        out.append(contentsOf: bytes)
    }
}

/// Reads the fields of a log record, checking every length.
private struct RecordReader {
    let bytes: UnsafeRawBufferPointer
    var offset = 0

    var isAtEnd: Bool { offset == bytes.count }

    mutating func byte() throws -> UInt8 {
        guard offset < bytes.count else { throw DamagedRecord() }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func varint() throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let b = try byte()
            guard shift < 64 else { throw DamagedRecord() }
            value |= UInt64(b & 0x7F) << shift
            if b & 0x80 == 0 { return value }
            shift += 7
        }
    }

    /// A count or length that fits in what is left.
    mutating func count() throws -> Int {
        let value = try varint()
        guard value <= UInt64(bytes.count - offset) else { throw DamagedRecord() }
        return Int(value)
    }

    mutating func slice() throws -> UnsafeRawBufferPointer {
        let length = try count()
        defer { offset += length }
        return UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length])
    }

    mutating func path() throws -> Path {
        let keys = try count()
        var segments: [ChildKey] = []
        segments.reserveCapacity(keys)
        for _ in 0..<keys {
            let key = String(decoding: try slice(), as: UTF8.self)
            guard !key.isEmpty else { throw DamagedRecord() }
            segments.append(ChildKey(key))
        }
        return Path(segments)
    }

    mutating func node() throws -> Node {
        try NodeCoder.decode(try slice())
    }
}

/// A log record that cannot be read: the store is damaged.
struct DamagedRecord: Error, CustomStringConvertible {
    var description: String { "a damaged write record in the store" }
}
