/// Read access: `.read` grants cascade down the tree.
extension SecurityRules {
    /// True if a read (a listen or a query) of `path` is allowed.
    package func canRead(_ path: Path, root data: Node, auth: AuthRulesAuth?, now: Double) -> Bool {
        checkRead(path, root: data, auth: auth, now: now).isAllowed
    }

    /// Allowed if a `.read` rule at `path` or at any ancestor evaluates to true; rules below
    /// `path` never grant it (rules are not filters). Admin auth bypasses the rules.
    package func checkRead(_ path: Path, root data: Node, auth: AuthRulesAuth?, now: Double) -> RulesDecision {
        if auth?.isAdmin == true { return .allowed }
        let location = Self.ruleLocation(of: path).location
        let context = RulesEvaluationContext(
            auth: RulesEvaluationContext.authValue(auth), root: data, newRoot: nil,
            location: .root, captures: [:], now: now)
        var firstError: String?
        let granted = Self.cascadingGrant(.read, from: self.root, to: location, context: context, firstError: &firstError) { _ in nil }
        if granted { return .allowed }
        return .denied(RulesDenial(kind: .read, path: path, rulePath: nil, detail: firstError))
    }

    /// True if a rule of `kind` grants access at `location` or above, evaluated root first.
    ///
    /// `cached` returns a known verdict for a location (multi-path writes share ancestors);
    /// `record` is told each new verdict.
    static func cascadingGrant(
        _ kind: RulesRuleKind, from rules: RulesNode, to location: Path, context: RulesEvaluationContext,
        firstError: inout String?, cached: (Path) -> Bool?, record: (Path, Bool) -> Void = { _, _ in }
    ) -> Bool {
        var node = rules
        var current = Path.root
        var captures: [String: String] = [:]
        var remaining = location.segments[...]
        while true {
            if let rule = node.rule(kind) {
                let verdict: Bool
                if let known = cached(current) {
                    verdict = known
                } else {
                    switch rule.evaluate(in: context.at(current, captures: captures)) {
                    case .success(let value):
                        verdict = value
                    case .failure(let error):
                        verdict = false
                        if firstError == nil { firstError = "\(rule.rulePath): \(error.message)" }
                    }
                    record(current, verdict)
                }
                if verdict { return true }
            }
            guard let key = remaining.popFirst(), let next = node.child(key) else { return false }
            node = next.node
            current = current.child(key)
            if let capture = next.capture { captures[capture.name] = capture.key }
        }
    }
}
