/// Which variables an expression reads, so the server knows what can change its verdict.
extension RulesExpression {
    /// True if the expression reads the database (`data` or `root`): its verdict can change
    /// when data changes.
    var readsData: Bool {
        contains { variable in variable == .data || variable == .root }
    }

    /// True if some variable of the expression satisfies `predicate`.
    func contains(_ predicate: (RulesVariable) -> Bool) -> Bool {
        switch kind {
        case .literal, .regex:
            return false
        case .variable(let variable):
            return predicate(variable)
        case .list(let items):
            return items.contains { $0.contains(predicate) }
        case .member(let base, _):
            return base.contains(predicate)
        case .index(let base, let key):
            return base.contains(predicate) || key.contains(predicate)
        case .call(let base, _, let arguments):
            return base.contains(predicate) || arguments.contains { $0.contains(predicate) }
        case .unary(_, let operand):
            return operand.contains(predicate)
        case .binary(_, let lhs, let rhs):
            return lhs.contains(predicate) || rhs.contains(predicate)
        case .conditional(let condition, let then, let otherwise):
            return condition.contains(predicate) || then.contains(predicate) || otherwise.contains(predicate)
        }
    }
}
