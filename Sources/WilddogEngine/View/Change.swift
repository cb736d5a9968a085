/// The five data event types, in their per-view raise order.
package enum EventType: Int, Sendable, Comparable, CaseIterable {
    case childRemoved = 0
    case childAdded = 1
    case childMoved = 2
    case childChanged = 3
    case value = 4

    package static func < (a: EventType, b: EventType) -> Bool { a.rawValue < b.rawValue }
}

/// One change to a view's event cache, before it becomes events for registrations.
package struct Change: Sendable {
    package let type: EventType
    /// The new node (the old node for child_removed; the whole view for value).
    package let node: Node
    package let childName: ChildKey?
    /// The previous node of a changed child.
    package let oldNode: Node?
    package var prevName: ChildKey?

    static func value(_ node: Node) -> Change {
        Change(type: .value, node: node, childName: nil, oldNode: nil, prevName: nil)
    }

    static func childAdded(_ key: ChildKey, _ node: Node) -> Change {
        Change(type: .childAdded, node: node, childName: key, oldNode: nil, prevName: nil)
    }

    static func childRemoved(_ key: ChildKey, _ node: Node) -> Change {
        Change(type: .childRemoved, node: node, childName: key, oldNode: nil, prevName: nil)
    }

    static func childChanged(_ key: ChildKey, _ new: Node, old: Node) -> Change {
        Change(type: .childChanged, node: new, childName: key, oldNode: old, prevName: nil)
    }

    static func childMoved(_ key: ChildKey, _ node: Node) -> Change {
        Change(type: .childMoved, node: node, childName: key, oldNode: nil, prevName: nil)
    }
}

/// Collects child changes of one operation, collapsing repeated changes to the same child
/// (SEMANTICS.md §5.6).
package struct ChildChangeAccumulator {
    private var order: [ChildKey] = []
    private var changes: [ChildKey: Change] = [:]

    package init() {}

    package mutating func track(_ change: Change) {
        let key = change.childName!
        guard let old = changes[key] else {
            changes[key] = change
            order.append(key)
            return
        }
        switch (change.type, old.type) {
        case (.childAdded, .childRemoved):
            changes[key] = .childChanged(key, change.node, old: old.node)
        case (.childRemoved, .childAdded):
            changes[key] = nil
            order.removeAll { $0 == key }
        case (.childRemoved, .childChanged):
            changes[key] = .childRemoved(key, old.oldNode!)
        case (.childChanged, .childAdded):
            changes[key] = .childAdded(key, change.node)
        case (.childChanged, .childChanged):
            changes[key] = .childChanged(key, change.node, old: old.oldNode!)
        default:
            preconditionFailure("Illegal combination of changes: \(change.type) occurred after \(old.type)")
        }
    }

    package var allChanges: [Change] { order.map { changes[$0]! } }
}
