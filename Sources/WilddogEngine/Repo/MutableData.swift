/// The data a transaction's update function edits: a shared tree and a location in it, so
/// child views write through to the whole (`WMutableData`, `WDGMutableData`).
package final class MutableData {
    private final class Holder {
        var root: Node
        init(_ root: Node) { self.root = root }
    }

    private let holder: Holder
    package let path: Path

    /// Mutable data over `node`, the transaction's current value.
    package init(_ node: Node) {
        holder = Holder(node)
        path = .root
    }

    private init(holder: Holder, path: Path) {
        self.holder = holder
        self.path = path
    }

    /// The node at this location.
    package var node: Node {
        get { holder.root.child(path) }
        set { holder.root = holder.root.updatingChild(path, newValue) }
    }

    package func child(_ relative: Path) -> MutableData { MutableData(holder: holder, path: path.child(relative)) }

    /// The key of this location; nil for the top of the transaction.
    package var key: String? { path.back?.string }

    /// The direct children, in priority order.
    package var children: [MutableData] {
        node.sortedChildren(.priority).map { child(Path([$0.name])) }
    }

    package var hasChildren: Bool { node.childCount > 0 }
    package func hasChild(_ relative: Path) -> Bool { !node.child(relative).isEmpty }

    /// Sets the value; a new value has no priority (SDK behaviour of `setValue`).
    package func setValue(_ newValue: Node) { node = newValue }

    /// Sets the priority (nil removes it); ignored on an empty node.
    package func setPriority(_ priority: LeafValue?) { node = node.updatingPriority(priority) }
}
