internal import WilddogEngine

/// Query builders: orderBy, range bounds and limits, validated with the SDK's messages.
extension WDGSyncQuery {
    /// New query with at most the first `limit` children of the current ordering.
    public func queryLimited(toFirst limit: UInt) -> WDGSyncQuery { derived(core.limited(toFirst: limit)) }

    /// New query with at most the last `limit` children of the current ordering.
    public func queryLimited(toLast limit: UInt) -> WDGSyncQuery { derived(core.limited(toLast: limit)) }

    /// New query ordered by the value of child `key` (a path allowed); children without it sort first.
    public func queryOrdered(byChild key: String) -> WDGSyncQuery { derived(core.ordered(byChild: key)) }

    /// New query ordered by child key.
    public func queryOrderedByKey() -> WDGSyncQuery { derived(core.ordered(by: .key)) }

    /// New query ordered by the children's values.
    public func queryOrderedByValue() -> WDGSyncQuery { derived(core.ordered(by: .value)) }

    /// New query ordered by priority: nil < NSNumber < NSString, ties by key.
    public func queryOrderedByPriority() -> WDGSyncQuery { derived(core.ordered(by: .priority)) }

    /// New query with nodes ≥ `startValue` (inclusive).
    public func queryStarting(atValue startValue: Any?) -> WDGSyncQuery {
        derived(core.starting(at: startValue, childKey: nil, method: "queryStartingAtValue:"))
    }

    /// As above; among nodes equal to `startValue`, only keys ≥ `childKey`.
    public func queryStarting(atValue startValue: Any?, childKey: String?) -> WDGSyncQuery {
        derived(core.starting(at: startValue, childKey: childKey, method: "queryStartingAtValue:childKey:"))
    }

    /// New query with nodes ≤ `endValue` (inclusive).
    public func queryEnding(atValue endValue: Any?) -> WDGSyncQuery {
        derived(core.ending(at: endValue, childKey: nil, method: "queryEndingAtValue:"))
    }

    /// As above; among nodes equal to `endValue`, only keys ≤ `childKey`.
    public func queryEnding(atValue endValue: Any?, childKey: String?) -> WDGSyncQuery {
        derived(core.ending(at: endValue, childKey: childKey, method: "queryEndingAtValue:childKey:"))
    }

    /// New query with nodes equal to `value`.
    public func queryEqual(toValue value: Any?) -> WDGSyncQuery {
        derived(core.equal(to: value, childKey: nil, method: "queryEqualToValue:"))
    }

    /// Nodes equal to `value` whose key is `childKey` (at most one).
    public func queryEqual(toValue value: Any?, childKey: String?) -> WDGSyncQuery {
        derived(core.equal(to: value, childKey: childKey, method: "queryEqualToValue:childKey:"))
    }

    /// The query of this `WDGSync` for a core query.
    private func derived(_ query: FacadeQuery) -> WDGSyncQuery {
        WDGSyncQuery(sync: database, core: query)
    }
}
