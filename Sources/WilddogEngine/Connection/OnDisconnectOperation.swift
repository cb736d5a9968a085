/// An onDisconnect write: kept by the server per connection, and by the client once
/// acknowledged (applied locally when the connection drops).
package enum OnDisconnectOperation {
    case put(Path, Node)
    case merge(Path, [WireChild])

    package var path: Path {
        switch self {
        case .put(let p, _), .merge(let p, _): return p
        }
    }

    /// The write as overwrites of locations, in order (a merge sets each of its children).
    package var overwrites: [(path: Path, node: Node)] {
        switch self {
        case .put(let path, let node): return [(path, node)]
        case .merge(let path, let children): return children.map { (path.child($0.path), $0.node) }
        }
    }
}
