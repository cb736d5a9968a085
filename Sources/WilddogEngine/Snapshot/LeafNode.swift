/// The payload of a leaf node: a value and an optional priority.
///
/// Most leaves have no priority, so the priority lives in a subclass and a plain leaf stays
/// one small allocation.
package class LeafNode: @unchecked Sendable {
    // @unchecked: immutable after init; the subclass only adds an immutable `let`.
    package let value: LeafValue

    package var priority: LeafValue? { nil }

    fileprivate init(value: LeafValue) { self.value = value }

    /// A leaf with `value`, and `priority` when given.
    @inline(__always)
    package static func make(_ value: LeafValue, priority: LeafValue?) -> LeafNode {
        guard let priority else { return LeafNode(value: value) }
        return PrioritizedLeafNode(value: value, priority: priority)
    }
}

/// A leaf that carries a priority.
final class PrioritizedLeafNode: LeafNode, @unchecked Sendable {
    // @unchecked: immutable after init.
    private let storedPriority: LeafValue

    init(value: LeafValue, priority: LeafValue) {
        storedPriority = priority
        super.init(value: value)
    }

    override var priority: LeafValue? { storedPriority }
}
