/// A pending user write as kept in the store: the data as the user wrote it (server values
/// unresolved), so the next process can send it again.
struct PersistedWrite {
    enum Payload {
        case overwrite(Node)
        /// Entries relative to the write path.
        case merge([(Path, Node)])
    }

    let writeId: Int
    let path: Path
    let payload: Payload

    /// The stored form of the payload: kind 0 (overwrite, a node) or 1 (merge: count, then
    /// each relative path as a string and its node).
    var encoded: (kind: Int64, bytes: [UInt8]) {
        switch payload {
        case .overwrite(let node):
            return (0, NodeCoder.encode(node))
        case .merge(let children):
            var out: [UInt8] = []
            NodeCoder.appendVarint(UInt64(children.count), to: &out)
            for (path, node) in children {
                NodeCoder.appendString(path.relativeString, to: &out)
                NodeCoder.encode(node, into: &out)
            }
            return (1, out)
        }
    }

    static func decodePayload(kind: Int64, bytes: UnsafeRawBufferPointer) throws -> Payload {
        switch kind {
        case 0:
            return .overwrite(try NodeCoder.decode(bytes))
        case 1:
            var reader = NodeCoder.Reader(bytes: bytes)
            let count = try reader.varint()
            guard count <= UInt64(bytes.count) else { throw NodeCoder.DecodingError() }
            var children: [(Path, Node)] = []
            for _ in 0..<count {
                let path = Path(try reader.string())
                children.append((path, try reader.node(depth: 0)))
            }
            guard reader.atEnd else { throw NodeCoder.DecodingError() }
            return .merge(children)
        default:
            throw NodeCoder.DecodingError()
        }
    }
}
