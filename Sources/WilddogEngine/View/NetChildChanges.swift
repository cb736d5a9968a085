/// The net child changes of several operations on one view (a batch of acks raising its
/// events once): per child, what happened between before the first and after the last, by the
/// collapsing rules of SEMANTICS.md §5.6; a child that ends as it started raises nothing.
package struct NetChildChanges {
    private var order: [ChildKey] = []
    private var changes: [ChildKey: Change] = [:]

    package init() {}

    /// Adds the next change of a child (changes of one child come in the order they happened).
    package mutating func track(_ change: Change) {
        guard let key = change.childName else { return }
        guard let earlier = changes[key] else {
            changes[key] = change
            order.append(key)
            return
        }
        switch (earlier.type, change.type) {
        case (.childRemoved, .childAdded):
            changes[key] = change.node == earlier.node ? nil : .childChanged(key, change.node, old: earlier.node)
        case (.childAdded, .childRemoved):
            changes[key] = nil
        case (.childChanged, .childRemoved):
            changes[key] = .childRemoved(key, earlier.oldNode ?? change.node)
        case (.childAdded, .childChanged):
            changes[key] = .childAdded(key, change.node)
        case (.childChanged, .childChanged):
            let original = earlier.oldNode ?? change.node
            changes[key] = change.node == original ? nil : .childChanged(key, change.node, old: original)
        default:
            // Not a possible sequence for one child; keep the latest.
            changes[key] = change
        }
    }

    /// The net changes, in the order their children first changed.
    package var all: [Change] {
        var seen = Set<ChildKey>()
        return order.compactMap { key in seen.insert(key).inserted ? changes[key] : nil }
    }
}
