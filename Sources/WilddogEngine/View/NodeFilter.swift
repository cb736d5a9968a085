/// Applies a query's index, range and limit to full nodes and to single-child updates,
/// reporting the child changes it makes.
package protocol NodeFilter {
    /// `snap` with child `key` set to `newChild` (which changed at `affectedPath` below it).
    /// `snap` is consumed, so a caller passing its only reference lets the update happen in place.
    func updateChild(_ snap: consuming Node, _ key: ChildKey, _ newChild: Node, _ affectedPath: Path,
                     _ source: CompleteChildSource, _ accumulator: inout ChildChangeAccumulator?) -> Node
    /// `newSnap` filtered, with changes relative to `oldSnap`.
    func updateFullNode(_ oldSnap: Node, _ newSnap: Node, _ accumulator: inout ChildChangeAccumulator?) -> Node
    func updatePriority(_ oldSnap: Node, _ newPriority: Node) -> Node
    /// Whether the filter drops children (range or limit).
    var filtersNodes: Bool { get }
    var indexedFilter: IndexedFilter { get }
    var index: Index { get }
}
