/// The constraints of a query: ordering, range bounds and limit (SEMANTICS.md §4).
///
/// A value type with a stable identity: two specs are the same view iff their wire objects are
/// equal. Builders validate with the SDK's rules and messages (see `QuerySpec+Building.swift`).
package struct QuerySpec: Sendable {
    /// One range bound: an index value, an optional key, and whether it is inclusive.
    package struct Bound: Sendable {
        package let value: Node
        package let name: ChildKey?
        package let inclusive: Bool
    }

    package enum Anchor: Sendable { case first, last }

    package private(set) var index: Index = .priority
    package private(set) var start: Bound?
    package private(set) var end: Bound?
    package private(set) var limit: Int?
    package private(set) var anchor: Anchor = .first
    /// Whether an orderBy call was made (even orderByPriority), for "one orderBy per query".
    package private(set) var orderByCalled = false

    package init() {}

    package static let `default` = QuerySpec()

    /// True when the query has no bound and no limit: it loads every child.
    package var loadsAllData: Bool { start == nil && end == nil && limit == nil }

    /// The default query: loads all data in priority order.
    package var isDefault: Bool { loadsAllData && index == .priority }

    package var isViewFromLeft: Bool { anchor == .first }

    /// The start post `(value, name)`; the name defaults to MIN_NAME (MAX_NAME for an exclusive
    /// bound without key on a non-key index).
    package var startPost: Post {
        guard let start else { return index.minPost }
        return index.makePost(start.value, start.name ?? .min)
    }

    package var endPost: Post {
        guard let end else { return index.maxPost }
        return index.makePost(end.value, end.name ?? .max)
    }

    package var startIsInclusive: Bool { start?.inclusive ?? true }
    package var endIsInclusive: Bool { end?.inclusive ?? true }

    /// The filter that produces this query's view from complete data.
    package func makeFilter() -> any NodeFilter {
        if loadsAllData { return IndexedFilter(index: index) }
        if limit != nil { return LimitedFilter(self) }
        return RangedFilter(self)
    }

    /// What this query shows of the complete data `data`.
    package func result(of data: Node) -> Node {
        var none: ChildChangeAccumulator? = nil
        return makeFilter().updateFullNode(.empty, data, &none)
    }

    // MARK: Raw mutation (validated wrappers are in QuerySpec+Building.swift)

    mutating func setIndex(_ index: Index) {
        self.index = index
        orderByCalled = true
    }

    mutating func setStart(_ bound: Bound?) { start = bound }
    mutating func setEnd(_ bound: Bound?) { end = bound }

    mutating func setLimit(_ count: Int, anchor: Anchor) {
        limit = count
        self.anchor = anchor
    }
}
