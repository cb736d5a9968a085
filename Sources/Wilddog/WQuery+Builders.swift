import WilddogEngine

/// Query builders: each returns a new query; bad input yields an invalid query (see `WQuery`).
extension WQuery {
    /// A new query limited to the first `limit` children in the current ordering.
    public func queryLimitedToFirst(_ limit: UInt) -> WQuery {
        building("queryLimitedToFirst:") { spec, method throws(ValidationError) in
            try spec.limited(toFirst: Int(clamping: limit), method: method)
        }
    }

    /// A new query limited to the last `limit` children in the current ordering.
    public func queryLimitedToLast(_ limit: UInt) -> WQuery {
        building("queryLimitedToLast:") { spec, method throws(ValidationError) in
            try spec.limited(toLast: Int(clamping: limit), method: method)
        }
    }

    /// A new query ordering children by the value of child `key` (a key or a deep path).
    public func queryOrderedByChild(_ key: String) -> WQuery {
        building("queryOrderedByChild:") { spec, method throws(ValidationError) in
            try spec.ordered(byChild: key, method: method)
        }
    }

    /// A new query ordering children by key.
    public func queryOrderedByKey() -> WQuery {
        building("queryOrderedByKey") { spec, method throws(ValidationError) in try spec.ordered(by: .key, method: method) }
    }

    /// A new query ordering children by their own value.
    public func queryOrderedByValue() -> WQuery {
        building("queryOrderedByValue") { spec, method throws(ValidationError) in try spec.ordered(by: .value, method: method) }
    }

    /// A new query ordering children by priority, then key.
    public func queryOrderedByPriority() -> WQuery {
        building("queryOrderedByPriority") { spec, method throws(ValidationError) in
            try spec.ordered(by: .priority, method: method)
        }
    }

    /// A new query with children whose ordered value is ≥ `startValue`.
    public func queryStartingAtValue(_ startValue: Any?) -> WQuery {
        building("queryStartingAtValue:") { spec, method throws(ValidationError) in
            try spec.starting(at: startValue, key: nil, method: method)
        }
    }

    /// Children with value > `startValue`, or = `startValue` and key ≥ `childKey`.
    public func queryStartingAtValue(_ startValue: Any?, childKey: String?) -> WQuery {
        building("queryStartingAtValue:childKey:") { spec, method throws(ValidationError) in
            try spec.starting(at: startValue, key: childKey, method: method)
        }
    }

    /// A new query with children whose ordered value is ≤ `endValue`.
    public func queryEndingAtValue(_ endValue: Any?) -> WQuery {
        building("queryEndingAtValue:") { spec, method throws(ValidationError) in
            try spec.ending(at: endValue, key: nil, method: method)
        }
    }

    /// Children with value < `endValue`, or = `endValue` and key ≤ `childKey`.
    public func queryEndingAtValue(_ endValue: Any?, childKey: String?) -> WQuery {
        building("queryEndingAtValue:childKey:") { spec, method throws(ValidationError) in
            try spec.ending(at: endValue, key: childKey, method: method)
        }
    }

    /// A new query with children whose ordered value equals `value`.
    public func queryEqualToValue(_ value: Any?) -> WQuery {
        building("queryEqualToValue:") { spec, method throws(ValidationError) in
            try spec.equal(to: value, key: nil, method: method)
        }
    }

    /// Children whose value equals `value` and whose key equals `childKey`.
    public func queryEqualToValue(_ value: Any?, childKey: String?) -> WQuery {
        building("queryEqualToValue:childKey:") { spec, method throws(ValidationError) in
            try spec.equal(to: value, key: childKey, method: method)
        }
    }

    /// Applies one builder; a rejection is logged and recorded in the returned query.
    private func building(_ method: String,
                          _ body: (QuerySpec, String) throws(ValidationError) -> QuerySpec) -> WQuery {
        var newSpec = spec
        var error = queryError
        if error == nil {
            do {
                newSpec = try body(spec, method)
            } catch let rejection {
                EngineLog.warn(rejection.message)
                error = rejection
            }
        }
        return WQuery(runtime: runtime, path: path, spec: newSpec, appError: appError,
                      pathError: pathError, queryError: error)
    }
}
