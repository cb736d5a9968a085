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
        return canWrite(changes: changes, root: data, newRoot: Self.applying(changes, to: data), auth: auth, now: now)
    }

    /// The same verdict, for a caller that already holds `newRoot`, the data with the changes
    /// applied (the server, which applies exactly that tree if the write is allowed).
    package func canWrite(changes: [Path: Node], root data: Node, newRoot: Node, auth: AuthRulesAuth?,
                          now: Double) -> RulesDecision {
        if auth?.isAdmin == true { return .allowed }
        let paths = changes.keys.sorted(by: Self.precedes)
        let context = RulesEvaluationContext(
            auth: RulesEvaluationContext.authValue(auth), root: data, newRoot: newRoot,
            location: .root, captures: [:], now: now)

        var verdicts: [Path: Bool] = [:]
        for path in paths {
            var firstError: String?
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
        let order = Path.priorityWritesLast(changes.sorted { precedes($0.key, $1.key) }) { $0.key }
        return data.updatingChildren(order.map { (path: $0.key, node: $0.value) })
    }

    /// Shorter paths first, then key order: a deterministic order for applying and reporting.
    static func precedes(_ a: Path, _ b: Path) -> Bool {
        if a.count != b.count { return a.count < b.count }
        for (x, y) in zip(a.segments, b.segments) where x != y { return x < y }
        return false
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
