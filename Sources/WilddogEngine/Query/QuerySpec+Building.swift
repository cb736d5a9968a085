/// Validated query builders with the SDK's rejections (SEMANTICS.md §4.2).
///
/// `method` is the public method name used in messages (e.g. `queryStartingAtValue:`).
extension QuerySpec {
    package func ordered(by index: Index, method: String) throws(ValidationError) -> QuerySpec {
        guard !orderByCalled else { throw ValidationError("\(method): You can't combine multiple orderBy calls.") }
        var spec = self
        spec.setIndex(index)
        try spec.validateEndpoints(method: method)
        return spec
    }

    /// orderByChild with the SDK's checks on the path argument.
    package func ordered(byChild pathString: String, method: String) throws(ValidationError) -> QuerySpec {
        switch pathString {
        case "$key": throw ValidationError("\(method): \"$key\" is invalid.  Use queryOrderedByKey instead.")
        case "$priority": throw ValidationError("\(method): \"$priority\" is invalid.  Use queryOrderedByPriority instead.")
        case "$value": throw ValidationError("\(method): \"$value\" is invalid.  Use queryOrderedByValue instead.")
        default: break
        }
        try Validation.validatePathString(pathString, method: method)
        let path = Path(pathString)
        guard !path.isEmpty else {
            throw ValidationError("\(method): cannot pass in empty path.  Use queryOrderedByValue instead.")
        }
        return try ordered(by: .child(path), method: method)
    }

    package func starting(at value: Any?, key: String?, method: String) throws(ValidationError) -> QuerySpec {
        try requireNoStart(method)
        return try with(start: bound(value, key, inclusive: true, method: method), method: method)
    }

    /// startAfter: exclusive; without a key on a non-key index it is `(value, MAX_NAME)`.
    package func starting(after value: Any?, key: String?, method: String) throws(ValidationError) -> QuerySpec {
        try requireNoStart(method)
        return try with(start: bound(value, key, inclusive: false, keyless: .max, method: method), method: method)
    }

    package func ending(at value: Any?, key: String?, method: String) throws(ValidationError) -> QuerySpec {
        try requireNoEnd(method)
        return try with(end: bound(value, key, inclusive: true, method: method), method: method)
    }

    /// endBefore: exclusive; without a key on a non-key index it is `(value, MIN_NAME)`.
    package func ending(before value: Any?, key: String?, method: String) throws(ValidationError) -> QuerySpec {
        try requireNoEnd(method)
        return try with(end: bound(value, key, inclusive: false, keyless: .min, method: method), method: method)
    }

    package func equal(to value: Any?, key: String?, method: String) throws(ValidationError) -> QuerySpec {
        try requireNoStart(method)
        try requireNoEnd(method)
        let bound = try bound(value, key, inclusive: true, method: method)
        return try with(start: bound, end: bound, method: method)
    }

    package func limited(toFirst count: Int, method: String) throws(ValidationError) -> QuerySpec {
        try limited(count, .first, method: method)
    }

    package func limited(toLast count: Int, method: String) throws(ValidationError) -> QuerySpec {
        try limited(count, .last, method: method)
    }

    private func limited(_ count: Int, _ anchor: Anchor, method: String) throws(ValidationError) -> QuerySpec {
        guard count > 0 else { throw ValidationError("\(method): First argument must be a positive integer.") }
        guard limit == nil else {
            throw ValidationError("\(method): Limit was already set (by another call to queryLimitedToFirst or "
                + "queryLimitedToLast).")
        }
        var spec = self
        spec.setLimit(count, anchor: anchor)
        return spec
    }

    /// This query with the given bounds set, checked against the index.
    private func with(start: Bound? = nil, end: Bound? = nil, method: String) throws(ValidationError) -> QuerySpec {
        var spec = self
        if let start { spec.setStart(start) }
        if let end { spec.setEnd(end) }
        try spec.validateEndpoints(method: method)
        return spec
    }

    /// A validated bound; without a key, a non-key index takes `keyless` as the bound's name.
    private func bound(_ value: Any?, _ key: String?, inclusive: Bool, keyless: ChildKey? = nil,
                       method: String) throws(ValidationError) -> Bound {
        let node = try QuerySpec.boundValue(value, method: method)
        let name = try QuerySpec.boundKey(key, method: method) ?? (index == .key ? nil : keyless)
        return Bound(value: node, name: name, inclusive: inclusive)
    }

    /// Only one start bound (startAt, startAfter or equalTo) per query.
    private func requireNoStart(_ method: String) throws(ValidationError) {
        guard start == nil else {
            throw ValidationError("\(method): Starting point was already set (by another call to queryStartingAtValue, "
                + "queryStartingAfterValue or queryEqualToValue).")
        }
    }

    /// Only one end bound (endAt, endBefore or equalTo) per query.
    private func requireNoEnd(_ method: String) throws(ValidationError) {
        guard end == nil else {
            throw ValidationError("\(method): Ending point was already set (by another call to queryEndingAtValue, "
                + "queryEndingBeforeValue or queryEqualToValue).")
        }
    }

    /// Bound values: null, a boolean, a number or a string (objects and NaN are rejected).
    static func boundValue(_ value: Any?, method: String) throws(ValidationError) -> Node {
        guard case .some(let leaf) = FoundationValue.primitive(value) else {
            throw ValidationError("\(method): First argument cannot be an object or an unsupported type; "
                + "use a string, number, boolean or nil.")
        }
        guard let leaf else { return .empty }
        if case .number(let d) = leaf, !d.isFinite {
            throw ValidationError("\(method): First argument must be a finite number, not \(Validation.numberText(d)).")
        }
        if case .deferred = leaf {
            throw ValidationError("\(method): First argument cannot be a server value.")
        }
        return .leaf(leaf, priority: nil)
    }

    static func boundKey(_ key: String?, method: String) throws(ValidationError) -> ChildKey? {
        guard let key else { return nil }
        try Validation.validateKey(key, method: method, argument: "childKey")
        return ChildKey(key)
    }

    /// The SDK's consistency checks between the index and the bounds.
    func validateEndpoints(method: String) throws(ValidationError) {
        switch index {
        case .key:
            for bound in [start, end].compactMap({ $0 }) {
                if bound.name != nil {
                    throw ValidationError("\(method): When ordering by key, you may only pass one argument to "
                        + "queryStartingAtValue, queryEndingAtValue, or queryEqualToValue.")
                }
                guard case .string? = bound.value.leafValue else {
                    throw ValidationError("\(method): When ordering by key, the argument passed to queryStartingAtValue, "
                        + "queryEndingAtValue, or queryEqualToValue must be a string.")
                }
            }
        case .priority:
            for bound in [start, end].compactMap({ $0 }) {
                if case .bool? = bound.value.leafValue {
                    throw ValidationError("\(method): When ordering by priority, the first argument passed to "
                        + "queryStartingAtValue, queryEndingAtValue, or queryEqualToValue must be a valid priority "
                        + "value (nil, a number, or a string).")
                }
            }
        case .value, .child:
            break
        }
    }
}
