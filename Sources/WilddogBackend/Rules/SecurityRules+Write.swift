import WilddogEngine

/// Write access: `.write` grants cascade down the tree, then every applicable `.validate` must pass.
extension SecurityRules {
    /// The verdict on a set of `newNode` at `path` (a `.priority` path sets only the priority).
    package func canWrite(_ path: Path, newNode: Node, root data: Node, auth: AuthRulesAuth?, now: Double) -> RulesDecision {
        canWrite(changes: [path: newNode], root: data, auth: auth, now: now)
    }

    /// The verdict on a write of several paths applied atomically (a multi-path update).
    ///
    /// Each written path needs a `.write` rule at or above it that evaluates to true, with
    /// `data` the current data and `newData` the data after all changes at the rule's location.
    /// Then `.validate` rules (which do not cascade) must pass at every non-null location that
    /// is written or holds written data: the ancestors of each written path, the path itself
    /// and every node below it. One failure denies the whole write. Server values must be
    /// resolved by the caller (a pending timestamp reads as `now`). Paths should not contain
    /// one another; if they do, shorter paths are applied first.
    package func canWrite(changes: [Path: Node], root data: Node, auth: AuthRulesAuth?, now: Double) -> RulesDecision {
        if auth?.isAdmin == true { return .allowed }
        let ordered = Self.ordered(changes.map { (path: $0.key, node: $0.value) })
        return canWrite(ordered: ordered, root: data, newRoot: Self.applying(ordered: ordered, to: data), auth: auth, now: now)
    }

    /// The same verdict, for a caller that already holds `newRoot`, the data with the changes
    /// applied (the server, which applies exactly that tree if the write is allowed).
    package func canWrite(changes: [Path: Node], root data: Node, newRoot: Node, auth: AuthRulesAuth?,
                          now: Double) -> RulesDecision {
        if auth?.isAdmin == true { return .allowed }
        return canWrite(ordered: Self.ordered(changes.map { (path: $0.key, node: $0.value) }), root: data,
                        newRoot: newRoot, auth: auth, now: now)
    }

    /// The same verdict for changes already in `ordered` form (one sort shared with `applying`).
    package func canWrite(ordered changes: [(path: Path, node: Node)], root data: Node, newRoot: Node,
                          auth: AuthRulesAuth?, now: Double) -> RulesDecision {
        if auth?.isAdmin == true { return .allowed }
        let paths = changes.map(\.path)
        let context = RulesEvaluationContext(
            auth: RulesEvaluationContext.authValue(auth), root: data, newRoot: newRoot,
            location: .root, captures: [:], now: now)

        var verdicts: [Path: Bool] = [:]
        // A grant cascades: when the root's own `.write` grants, it grants every path (the root
        // is the first rule location on the way to each); asked once instead of per path.
        var rootError: String?
        let rootGrants = paths.count > 1
            && Self.cascadingGrant(.write, from: root, to: .root, context: context, verdicts: &verdicts, firstError: &rootError)
        for (i, path) in paths.enumerated() where !rootGrants {
            // (The root's error, if its rule failed, belongs to the first path, as when asked per path.)
            var firstError: String? = i == 0 ? rootError : nil
            let granted = Self.cascadingGrant(
                .write, from: root, to: Self.ruleLocation(of: path).location, context: context,
                verdicts: &verdicts, firstError: &firstError)
            if !granted { return .denied(RulesDenial(kind: .write, path: path, rulePath: nil, detail: firstError)) }
        }
        if let failure = firstValidationFailure(paths: paths, context: context, newRoot: newRoot) {
            return .denied(failure)
        }
        return .allowed
    }

    /// `data` with `changes` applied, shorter paths first and priority writes last, so a priority
    /// lands on a location the same update creates (as Firebase's CompoundWrite applies them).
    package static func applying(_ changes: [Path: Node], to data: Node) -> Node {
        applying(ordered: ordered(changes.map { (path: $0.key, node: $0.value) }), to: data)
    }

    /// `data` with changes already in `ordered` form applied (priority writes last).
    package static func applying(ordered changes: [(path: Path, node: Node)], to data: Node) -> Node {
        data.updatingChildren(Path.priorityWritesLast(changes) { $0.path })
    }

    /// `changes` in `precedes` order with one entry per path (of several, the last one given
    /// wins, as when they are collected in a dictionary): the one sort that applying and
    /// judging a write share. O(n log n); sorts positions, so no change is copied per step.
    package static func ordered(_ changes: [(path: Path, node: Node)]) -> [(path: Path, node: Node)] {
        if changes.count < 2 { return changes }
        return orderedPositions(changes.map(\.path)).map { changes[$0] }
    }

    /// The positions of `paths` in `precedes` order, one per path (the last position of a
    /// path given several times).
    package static func orderedPositions(_ paths: [Path]) -> [Int] {
        var order = Array(paths.indices)
        if paths.count < 2 { return order }
        paths.withUnsafeBufferPointer { buffer in
            order.sort { a, b in
                let c = compare(buffer[a], buffer[b])
                return c != 0 ? c < 0 : a < b
            }
        }
        var result: [Int] = []
        result.reserveCapacity(paths.count)
        for position in order.indices {
            let i = order[position]
            if position + 1 < order.count, compare(paths[i], paths[order[position + 1]]) == 0 { continue }
            result.append(i)
        }
        return result
    }

    /// Shorter paths first, then key order: a deterministic order for applying and reporting.
    static func precedes(_ a: Path, _ b: Path) -> Bool { compare(a, b) < 0 }

    /// The `precedes` order as a three-way comparison (0: the same path).
    static func compare(_ a: Path, _ b: Path) -> Int {
        let x = a.segments, y = b.segments
        if x.count != y.count { return x.count < y.count ? -1 : 1 }
        var i = x.startIndex, j = y.startIndex
        while i < x.endIndex {
            let c = ChildKey.compare(x[i], y[j])
            if c != 0 { return c }
            i += 1
            j += 1
        }
        return 0
    }

    // MARK: Validation

    private func firstValidationFailure(paths: [Path], context: RulesEvaluationContext, newRoot: Node) -> RulesDenial? {
        guard root.containsValidate else { return nil }
        var visited: Set<Path> = []
        for path in paths {
            let (location, isPriority) = Self.ruleLocation(of: path)
            // The ancestors and the written location itself, root first, then below it.
            let failure = root.firstAlongPath(to: location) { node, current, captures in
                if visited.insert(current).inserted,
                   let failure = Self.validate(node, at: current, newNode: newRoot.child(current), captures, context) {
                    return failure
                }
                // A priority write changes no data below the node.
                guard current.count == location.count, !isPriority else { return nil }
                return Self.validateDescendants(node, at: location, newNode: newRoot.child(location), captures, context)
            }
            if let failure { return failure }
        }
        return nil
    }

    /// Evaluates the `.validate` of `node` at `location`; null new data is not validated.
    private static func validate(
        _ node: RulesNode, at location: Path, newNode: Node, _ captures: [String: String], _ context: RulesEvaluationContext
    ) -> RulesDenial? {
        guard let rule = node.validate, !newNode.isEmpty else { return nil }
        switch rule.evaluate(in: context.at(location, captures: captures)) {
        case .success(true): return nil
        case .success(false): return RulesDenial(kind: .validate, path: location, rulePath: rule.rulePath, detail: nil)
        case .failure(let error): return RulesDenial(kind: .validate, path: location, rulePath: rule.rulePath, detail: error.message)
        }
    }

    /// Validates every node below `location` in the new data that has rules, in key order.
    private static func validateDescendants(
        _ rules: RulesNode, at location: Path, newNode: Node, _ captures: [String: String], _ context: RulesEvaluationContext
    ) -> RulesDenial? {
        guard case .children(let children) = newNode else { return nil }
        func visit(_ key: ChildKey, _ child: Node) -> RulesDenial? {
            guard !child.isEmpty, let next = rules.child(key), next.node.containsValidate else { return nil }
            var childCaptures = captures
            if let capture = next.capture { childCaptures[capture.name] = capture.key }
            let childLocation = location.child(key)
            return validate(next.node, at: childLocation, newNode: child, childCaptures, context)
                ?? validateDescendants(next.node, at: childLocation, newNode: child, childCaptures, context)
        }
        if rules.wildcard == nil {
            // Only the named rule children can apply: look them up instead of scanning the data.
            for key in rules.children.keys.sorted() {
                if let failure = visit(key, children.child(key) ?? .empty) { return failure }
            }
        } else {
            for named in children.children {
                if let failure = visit(named.name, named.node) { return failure }
            }
        }
        return nil
    }
}
