import WilddogEngine

/// A change of the data as the embedded server applied it (server values resolved, rules
/// passed): what a durable store records, and replays in order to rebuild the data.
package enum AppliedWrite: Sendable, Equatable {
    /// The node at `path` replaced (empty: deleted; a path ending in `.priority` sets a priority).
    case put(path: Path, node: Node)
    /// Overwrites of paths below `path`, applied together.
    case merge(path: Path, children: [WireChild])

    /// `data` with this change applied, as the server applied it.
    package func applied(to data: Node) -> Node {
        switch self {
        case .put(let path, let node):
            return data.updatingChild(path, node)
        case .merge(let path, let children):
            return SecurityRules.applying(ordered: EmbeddedServer.changes(path, children), to: data)
        }
    }
}
