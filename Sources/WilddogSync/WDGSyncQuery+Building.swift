import WilddogEngine

/// Query builders: orderBy, range bounds and limits, validated with the SDK's messages.
extension WDGSyncQuery {
    /// New query with at most the first `limit` children of the current ordering.
    public func queryLimited(toFirst limit: UInt) -> WDGSyncQuery {
        derive("queryLimitedToFirst:") { spec, method throws(ValidationError) in
            try spec.limited(toFirst: Int(clamping: limit), method: method)
        }
    }

    /// New query with at most the last `limit` children of the current ordering.
    public func queryLimited(toLast limit: UInt) -> WDGSyncQuery {
        derive("queryLimitedToLast:") { spec, method throws(ValidationError) in
            try spec.limited(toLast: Int(clamping: limit), method: method)
        }
    }

    /// New query ordered by the value of child `key` (a path allowed); children without it sort first.
    public func queryOrdered(byChild key: String) -> WDGSyncQuery {
        derive("queryOrderedByChild:") { spec, method throws(ValidationError) in
            try spec.ordered(byChild: key, method: method)
        }
    }

    /// New query ordered by child key.
    public func queryOrderedByKey() -> WDGSyncQuery {
        derive("queryOrderedByKey") { spec, method throws(ValidationError) in try spec.ordered(by: .key, method: method) }
    }

    /// New query ordered by the children's values.
    public func queryOrderedByValue() -> WDGSyncQuery {
        derive("queryOrderedByValue") { spec, method throws(ValidationError) in try spec.ordered(by: .value, method: method) }
    }

    /// New query ordered by priority: nil < NSNumber < NSString, ties by key.
    public func queryOrderedByPriority() -> WDGSyncQuery {
        derive("queryOrderedByPriority") { spec, method throws(ValidationError) in
            try spec.ordered(by: .priority, method: method)
        }
    }

    /// New query with nodes ≥ `startValue` (inclusive).
    public func queryStarting(atValue startValue: Any?) -> WDGSyncQuery {
        queryStarting(atValue: startValue, childKey: nil, method: "queryStartingAtValue:")
    }

    /// As above; among nodes equal to `startValue`, only keys ≥ `childKey`.
    public func queryStarting(atValue startValue: Any?, childKey: String?) -> WDGSyncQuery {
        queryStarting(atValue: startValue, childKey: childKey, method: "queryStartingAtValue:childKey:")
    }

    /// New query with nodes ≤ `endValue` (inclusive).
    public func queryEnding(atValue endValue: Any?) -> WDGSyncQuery {
        queryEnding(atValue: endValue, childKey: nil, method: "queryEndingAtValue:")
    }

    /// As above; among nodes equal to `endValue`, only keys ≤ `childKey`.
    public func queryEnding(atValue endValue: Any?, childKey: String?) -> WDGSyncQuery {
        queryEnding(atValue: endValue, childKey: childKey, method: "queryEndingAtValue:childKey:")
    }

    /// New query with nodes equal to `value`.
    public func queryEqual(toValue value: Any?) -> WDGSyncQuery {
        queryEqual(toValue: value, childKey: nil, method: "queryEqualToValue:")
    }

    /// Nodes equal to `value` whose key is `childKey` (at most one).
    public func queryEqual(toValue value: Any?, childKey: String?) -> WDGSyncQuery {
        queryEqual(toValue: value, childKey: childKey, method: "queryEqualToValue:childKey:")
    }

    private func queryStarting(atValue value: Any?, childKey: String?, method: String) -> WDGSyncQuery {
        derive(method) { spec, method throws(ValidationError) in
            try spec.starting(at: value, key: childKey, method: method)
        }
    }

    private func queryEnding(atValue value: Any?, childKey: String?, method: String) -> WDGSyncQuery {
        derive(method) { spec, method throws(ValidationError) in
            try spec.ending(at: value, key: childKey, method: method)
        }
    }

    private func queryEqual(toValue value: Any?, childKey: String?, method: String) -> WDGSyncQuery {
        derive(method) { spec, method throws(ValidationError) in
            try spec.equal(to: value, key: childKey, method: method)
        }
    }

    /// A new query with `build` applied to the constraints; invalid input gives an invalid query.
    private func derive(_ method: String,
                        _ build: (QuerySpec, String) throws(ValidationError) -> QuerySpec) -> WDGSyncQuery {
        if failure != nil { return WDGSyncQuery(sync: database, path: path, spec: spec, failure: failure) }
        do {
            return WDGSyncQuery(sync: database, path: path, spec: try build(spec, method))
        } catch {
            EngineLog.warn(error.message)
            return WDGSyncQuery(sync: database, path: path, spec: spec, failure: EngineError(validation: error))
        }
    }
}
