/// Reading a snapshot, shared by the snapshot classes of both facades.
extension EventSnapshot {
    /// The snapshot of a relative path below this one (empty when there is no data).
    package func child(_ relative: Path) -> EventSnapshot {
        EventSnapshot(node: node.child(relative), path: path.child(relative), index: .priority)
    }

    /// The direct children, in the query's order.
    package var children: [EventSnapshot] {
        var result: [EventSnapshot] = []
        result.reserveCapacity(node.childCount)
        for named in node.sortedChildren(index) {
            result.append(EventSnapshot(node: named.node, path: path.child(named.name), index: .priority))
        }
        return result
    }

    package var exists: Bool { !node.isEmpty }
    package var hasChildren: Bool { node.childCount > 0 }
    package func hasChild(_ relative: Path) -> Bool { !node.child(relative).isEmpty }
    package var childrenCount: Int { node.childCount }
    /// The key of the location; "" for the root.
    package var key: String { path.back?.string ?? "" }
    /// The priority as a Foundation value (NSNumber or String), nil when none.
    package var priorityValue: Any? { node.priority?.foundationValue }
}
