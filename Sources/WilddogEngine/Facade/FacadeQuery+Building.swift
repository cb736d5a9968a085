/// Query builders: each returns a new query; bad input is logged and yields a query that
/// carries the error. The method names are the SDKs' (the same in both generations).
extension FacadeQuery {
    /// At most the first `limit` children of the current ordering.
    package func limited(toFirst limit: UInt) -> FacadeQuery {
        building("queryLimitedToFirst:") { spec, method throws(ValidationError) in
            try spec.limited(toFirst: Int(clamping: limit), method: method)
        }
    }

    /// At most the last `limit` children of the current ordering.
    package func limited(toLast limit: UInt) -> FacadeQuery {
        building("queryLimitedToLast:") { spec, method throws(ValidationError) in
            try spec.limited(toLast: Int(clamping: limit), method: method)
        }
    }

    /// Children ordered by the value of child `key` (a key or a deep path).
    package func ordered(byChild key: String) -> FacadeQuery {
        building("queryOrderedByChild:") { spec, method throws(ValidationError) in
            try spec.ordered(byChild: key, method: method)
        }
    }

    /// Children ordered by `index`: key, value, priority, or a child's value.
    package func ordered(by index: Index) -> FacadeQuery {
        let method: String
        switch index {
        case .key: method = "queryOrderedByKey"
        case .value: method = "queryOrderedByValue"
        case .priority: method = "queryOrderedByPriority"
        case .child(let key): return ordered(byChild: key.relativeString)
        }
        return building(method) { spec, method throws(ValidationError) in try spec.ordered(by: index, method: method) }
    }

    /// Children whose ordered value is ≥ `value` (and, equal to it, key ≥ `childKey`).
    package func starting(at value: Any?, childKey: String?, method: String) -> FacadeQuery {
        building(method) { spec, method throws(ValidationError) in
            try spec.starting(at: value, key: childKey, method: method)
        }
    }

    /// Children whose ordered value is ≤ `value` (and, equal to it, key ≤ `childKey`).
    package func ending(at value: Any?, childKey: String?, method: String) -> FacadeQuery {
        building(method) { spec, method throws(ValidationError) in
            try spec.ending(at: value, key: childKey, method: method)
        }
    }

    /// Children whose ordered value equals `value` (and whose key is `childKey`).
    package func equal(to value: Any?, childKey: String?, method: String) -> FacadeQuery {
        building(method) { spec, method throws(ValidationError) in
            try spec.equal(to: value, key: childKey, method: method)
        }
    }

    /// Applies one builder unless an earlier error stops it (`FacadeRules`); a rejection is
    /// logged and recorded in the returned query.
    private func building(_ method: String,
                          _ build: (QuerySpec, String) throws(ValidationError) -> QuerySpec) -> FacadeQuery {
        if let usageError, usageError.origins.contains(.query) || !rules.buildersCheckBehindLocationErrors {
            return self
        }
        do {
            return FacadeQuery(binding: binding, path: path, spec: try build(spec, method), usageError: usageError)
        } catch {
            EngineLog.warn(error.message)
            return FacadeQuery(binding: binding, path: path, spec: spec,
                               usageError: usageError.adding(.query, EngineError(validation: error)))
        }
    }
}
