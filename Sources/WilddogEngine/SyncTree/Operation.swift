/// Who an operation comes from: the user, the server, or the server for one tagged query.
package struct OperationSource: Sendable {
    package let fromUser: Bool
    package let fromServer: Bool
    /// The query identifier of a tagged server update.
    package let queryId: String?
    package var tagged: Bool { queryId != nil }

    package static let user = OperationSource(fromUser: true, fromServer: false, queryId: nil)
    package static let server = OperationSource(fromUser: false, fromServer: true, queryId: nil)
    package static func serverTaggedQuery(_ queryId: String) -> OperationSource {
        OperationSource(fromUser: false, fromServer: true, queryId: queryId)
    }
}

/// A change applied to the sync tree, addressed by a path relative to where it is applied.
package struct Operation: Sendable {
    package enum Kind: Sendable {
        case overwrite(Node)
        case merge(ImmutableTree<Node>)
        /// The affected paths of the acked/reverted write (a root value for an overwrite).
        case ackUserWrite(affected: ImmutableTree<Bool>, revert: Bool)
        case listenComplete
    }

    package let source: OperationSource
    package let path: Path
    package let kind: Kind

    /// The operation as seen by child `key` of its location; nil when the child is unaffected.
    package func forChild(_ key: ChildKey) -> Operation? {
        switch kind {
        case .overwrite(let node):
            if path.isEmpty { return Operation(source: source, path: .root, kind: .overwrite(node.immediateChild(key))) }
            return Operation(source: source, path: path.popFront, kind: kind)
        case .merge(let children):
            if !path.isEmpty { return Operation(source: source, path: path.popFront, kind: kind) }
            let childTree = children.subtree(Path([key]))
            if childTree.isEmpty { return nil }
            if let value = childTree.value { return Operation(source: source, path: .root, kind: .overwrite(value)) }
            return Operation(source: source, path: .root, kind: .merge(childTree))
        case .ackUserWrite(let affected, let revert):
            if !path.isEmpty { return Operation(source: source, path: path.popFront, kind: kind) }
            if affected.value != nil { return self }
            return Operation(source: source, path: .root,
                             kind: .ackUserWrite(affected: affected.subtree(Path([key])), revert: revert))
        case .listenComplete:
            return Operation(source: source, path: path.popFront, kind: kind)
        }
    }

    /// A merge tree from `(relativePath, node)` entries.
    package static func mergeTree(_ children: [(Path, Node)]) -> ImmutableTree<Node> {
        var tree = ImmutableTree<Node>()
        for (path, node) in children { tree.set(path, node) }
        return tree
    }
}
