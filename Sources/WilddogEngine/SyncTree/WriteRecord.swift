/// One pending user write: an overwrite or a merge, possibly invisible (a transaction run
/// without local events).
package struct WriteRecord: Sendable {
    package enum Payload: Sendable {
        case overwrite(Node)
        /// Merge entries: paths relative to the write path, each overwritten with its node.
        case merge([(Path, Node)])
    }

    package let writeId: Int
    package let path: Path
    package let payload: Payload
    package let visible: Bool

    /// Whether this write covers `path` completely.
    func contains(_ other: Path) -> Bool {
        switch payload {
        case .overwrite: return path.contains(other)
        case .merge(let children): return children.contains { path.child($0.0).contains(other) }
        }
    }
}
