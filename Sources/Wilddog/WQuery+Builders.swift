internal import WilddogEngine

/// Query builders: each returns a new query; bad input yields an invalid query (see `WQuery`).
extension WQuery {
    /// A new query limited to the first `limit` children in the current ordering.
    public func queryLimitedToFirst(_ limit: UInt) -> WQuery { WQuery(core: core.limited(toFirst: limit)) }

    /// A new query limited to the last `limit` children in the current ordering.
    public func queryLimitedToLast(_ limit: UInt) -> WQuery { WQuery(core: core.limited(toLast: limit)) }

    /// A new query ordering children by the value of child `key` (a key or a deep path).
    public func queryOrderedByChild(_ key: String) -> WQuery { WQuery(core: core.ordered(byChild: key)) }

    /// A new query ordering children by key.
    public func queryOrderedByKey() -> WQuery { WQuery(core: core.ordered(by: .key)) }

    /// A new query ordering children by their own value.
    public func queryOrderedByValue() -> WQuery { WQuery(core: core.ordered(by: .value)) }

    /// A new query ordering children by priority, then key.
    public func queryOrderedByPriority() -> WQuery { WQuery(core: core.ordered(by: .priority)) }

    /// A new query with children whose ordered value is ≥ `startValue`.
    public func queryStartingAtValue(_ startValue: Any?) -> WQuery {
        WQuery(core: core.starting(at: startValue, childKey: nil, method: "queryStartingAtValue:"))
    }

    /// Children with value > `startValue`, or = `startValue` and key ≥ `childKey`.
    public func queryStartingAtValue(_ startValue: Any?, childKey: String?) -> WQuery {
        WQuery(core: core.starting(at: startValue, childKey: childKey, method: "queryStartingAtValue:childKey:"))
    }

    /// A new query with children whose ordered value is ≤ `endValue`.
    public func queryEndingAtValue(_ endValue: Any?) -> WQuery {
        WQuery(core: core.ending(at: endValue, childKey: nil, method: "queryEndingAtValue:"))
    }

    /// Children with value < `endValue`, or = `endValue` and key ≤ `childKey`.
    public func queryEndingAtValue(_ endValue: Any?, childKey: String?) -> WQuery {
        WQuery(core: core.ending(at: endValue, childKey: childKey, method: "queryEndingAtValue:childKey:"))
    }

    /// A new query with children whose ordered value equals `value`.
    public func queryEqualToValue(_ value: Any?) -> WQuery {
        WQuery(core: core.equal(to: value, childKey: nil, method: "queryEqualToValue:"))
    }

    /// Children whose value equals `value` and whose key equals `childKey`.
    public func queryEqualToValue(_ value: Any?, childKey: String?) -> WQuery {
        WQuery(core: core.equal(to: value, childKey: childKey, method: "queryEqualToValue:childKey:"))
    }
}
