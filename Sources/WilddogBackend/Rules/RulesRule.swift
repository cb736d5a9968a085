/// One compiled `.read`, `.write` or `.validate` rule.
package struct RulesRule: Sendable {
    package let kind: RulesRuleKind
    /// Where the rule sits in the document, like `/rules/users/$uid/.write`.
    package let rulePath: String
    /// The expression text as written (`true`/`false` for boolean literals).
    package let source: String
    let expression: RulesExpression

    init(kind: RulesRuleKind, rulePath: String, source: String, expression: RulesExpression) {
        self.kind = kind
        self.rulePath = rulePath
        self.source = source
        self.expression = expression
    }

    /// A rule that is always `value`.
    init(kind: RulesRuleKind, rulePath: String, constant value: Bool) {
        self.init(kind: kind, rulePath: rulePath, source: String(value), expression: RulesExpression(kind: .literal(.bool(value)), offset: 0))
    }

    /// Evaluates the rule in `context`; an evaluation error denies and is returned for logs.
    func evaluate(in context: RulesEvaluationContext) -> Result<Bool, RulesEvaluationError> {
        RulesEvaluator(context: context).evaluateRule(expression)
    }
}
