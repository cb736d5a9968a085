/// A prefix operator of rule expressions.
enum RulesUnaryOperator: String, Sendable {
    case not = "!"
    case negate = "-"
}

/// An infix operator of rule expressions, with its binding strength.
enum RulesBinaryOperator: String, Sendable {
    case or = "||"
    case and = "&&"
    case equal = "=="
    case strictEqual = "==="
    case notEqual = "!="
    case strictNotEqual = "!=="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
    case remainder = "%"

    /// JavaScript precedence: higher binds tighter. All are left-associative.
    var precedence: Int {
        switch self {
        case .or: 1
        case .and: 2
        case .equal, .strictEqual, .notEqual, .strictNotEqual: 3
        case .less, .lessOrEqual, .greater, .greaterOrEqual: 4
        case .add, .subtract: 5
        case .multiply, .divide, .remainder: 6
        }
    }
}
