/// A parsed rule expression: a node kind and where it starts in the expression text.
struct RulesExpression: Sendable {
    indirect enum Kind: Sendable {
        case literal(RulesValue)
        case regex(RulesRegex)
        case list([RulesExpression])
        case variable(RulesVariable)
        /// `base.name`
        case member(RulesExpression, String)
        /// `base[key]`
        case index(RulesExpression, RulesExpression)
        /// `base.method(arguments)`
        case call(RulesExpression, RulesMethod, [RulesExpression])
        case unary(RulesUnaryOperator, RulesExpression)
        case binary(RulesBinaryOperator, RulesExpression, RulesExpression)
        /// `condition ? then : else`
        case conditional(RulesExpression, RulesExpression, RulesExpression)
    }

    let kind: Kind
    /// Scalar offset in the expression text, for error messages.
    let offset: Int
}
