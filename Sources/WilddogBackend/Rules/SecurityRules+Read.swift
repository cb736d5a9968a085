import WilddogEngine

/// Read access: `.read` grants cascade down the tree.
extension SecurityRules {
    /// True if a data change can revoke read access (some `.read` rule reads `data` or `root`).
    package var readAccessDependsOnData: Bool { root.readDependsOnData }

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
        var verdicts: [Path: Bool] = [:]
        var firstError: String?
        let granted = Self.cascadingGrant(
            .read, from: self.root, to: location, context: context, verdicts: &verdicts, firstError: &firstError)
        if granted { return .allowed }
        return .denied(RulesDenial(kind: .read, path: path, rulePath: nil, detail: firstError))
    }

    /// True if a rule of `kind` grants access at `location` or above, evaluated root first.
    ///
    /// `verdicts` keeps each location's verdict, so the paths of a multi-path write evaluate
    /// their shared ancestors once.
    static func cascadingGrant(
        _ kind: RulesRuleKind, from rules: RulesNode, to location: Path, context: RulesEvaluationContext,
        verdicts: inout [Path: Bool], firstError: inout String?
    ) -> Bool {
        let grant = rules.firstAlongPath(to: location) { node, current, captures -> Bool? in
            guard let rule = node.rule(kind) else { return nil }
            if let known = verdicts[current] { return known ? true : nil }
            let verdict: Bool
            switch rule.evaluate(in: context.at(current, captures: captures)) {
            case .success(let value):
                verdict = value
            case .failure(let error):
                verdict = false
                if firstError == nil { firstError = "\(rule.rulePath): \(error.message)" }
            }
            verdicts[current] = verdict
            return verdict ? true : nil
        }
        return grant ?? false
    }
}
