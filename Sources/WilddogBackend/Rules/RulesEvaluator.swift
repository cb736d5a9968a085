import WilddogEngine

/// Evaluates rule expressions against one context, with Firebase semantics.
///
/// Errors (type errors, property of null, a non-boolean result) are thrown up to the rule,
/// which then denies: they never crash and never turn into `true` through `!`.
struct RulesEvaluator {
    let context: RulesEvaluationContext

    /// The rule's verdict: true, false, or why it could not be evaluated (which denies).
    func evaluateRule(_ expression: RulesExpression) -> Result<Bool, RulesEvaluationError> {
        do {
            let value = try evaluate(expression)
            guard case .bool(let result) = value else {
                return .failure(RulesEvaluationError("The rule evaluated to a \(value.typeName), not a boolean."))
            }
            return .success(result)
        } catch {
            return .failure(error)
        }
    }

    func evaluate(_ expression: RulesExpression) throws(RulesEvaluationError) -> RulesValue {
        switch expression.kind {
        case .literal(let value):
            return value
        case .regex(let regex):
            return .regex(regex)
        case .list(let items):
            var values: [RulesValue] = []
            for item in items { values.append(try evaluate(item)) }
            return .list(values)
        case .variable(let variable):
            return try read(variable)
        case .member(let base, let name):
            return try member(try evaluate(base), name)
        case .index(let base, let key):
            let object = try evaluate(base)
            switch try evaluate(key) {
            case .string(let name): return try member(object, name)
            case .number(let n): return try element(object, n)
            case let other: throw RulesEvaluationError("A property name must be a string or a number, not a \(other.typeName).")
            }
        case .call(let base, let method, let arguments):
            let receiver = try evaluate(base)
            var values: [RulesValue] = []
            for argument in arguments { values.append(try evaluate(argument)) }
            return try call(method, on: receiver, values)
        case .unary(.not, let operand):
            return .bool(!(try boolean(try evaluate(operand), "!")))
        case .unary(.negate, let operand):
            guard case .number(let n) = try evaluate(operand) else {
                throw RulesEvaluationError("Unary '-' only operates on numbers.")
            }
            return .number(-n)
        case .binary(.and, let left, let right):
            guard try boolean(try evaluate(left), "&&") else { return .bool(false) }
            return .bool(try boolean(try evaluate(right), "&&"))
        case .binary(.or, let left, let right):
            if try boolean(try evaluate(left), "||") { return .bool(true) }
            return .bool(try boolean(try evaluate(right), "||"))
        case .binary(let op, let left, let right):
            return try binary(op, try evaluate(left), try evaluate(right))
        case .conditional(let condition, let whenTrue, let whenFalse):
            return try evaluate(try boolean(try evaluate(condition), "?:") ? whenTrue : whenFalse)
        }
    }

    // MARK: Variables and properties

    private func read(_ variable: RulesVariable) throws(RulesEvaluationError) -> RulesValue {
        switch variable {
        case .auth: return context.auth
        case .data: return .snapshot(RulesSnapshot(root: context.root, path: context.location))
        case .root: return .snapshot(RulesSnapshot(root: context.root, path: .root))
        case .now: return .number(context.now)
        case .newData:
            guard let newRoot = context.newRoot else { throw RulesEvaluationError("newData is only defined for writes.") }
            return .snapshot(RulesSnapshot(root: newRoot, path: context.location))
        case .wildcard(let name):
            guard let key = context.captures[name] else { throw RulesEvaluationError("\(name) is not captured here.") }
            return .string(key)
        }
    }

    private func member(_ object: RulesValue, _ name: String) throws(RulesEvaluationError) -> RulesValue {
        switch object {
        case .json(.object(let members)):
            return members[name].map(RulesValue.init) ?? .null
        case .json(.array(let items)) where name == "length":
            return .number(Double(items.count))
        case .string(let s) where name == "length":
            return .number(Double(s.utf16.count))
        case .null:
            throw RulesEvaluationError("Cannot read property '\(name)' of null.")
        default:
            throw RulesEvaluationError("No such property '\(name)' on a \(object.typeName).")
        }
    }

    private func element(_ object: RulesValue, _ index: Double) throws(RulesEvaluationError) -> RulesValue {
        switch object {
        case .json(.array(let items)):
            guard let i = Int(exactly: index), items.indices.contains(i) else { return .null }
            return RulesValue(items[i])
        case .json(.object):
            return try member(object, RulesValue.formatNumber(index))
        case .null:
            throw RulesEvaluationError("Cannot read property '\(RulesValue.formatNumber(index))' of null.")
        default:
            throw RulesEvaluationError("Cannot index a \(object.typeName) with [].")
        }
    }

    // MARK: Operators

    private func boolean(_ value: RulesValue, _ op: String) throws(RulesEvaluationError) -> Bool {
        guard case .bool(let b) = value else {
            throw RulesEvaluationError("'\(op)' only operates on booleans, not on a \(value.typeName).")
        }
        return b
    }

    private func binary(_ op: RulesBinaryOperator, _ a: RulesValue, _ b: RulesValue) throws(RulesEvaluationError) -> RulesValue {
        switch op {
        case .equal, .strictEqual: return .bool(try equals(a, b))
        case .notEqual, .strictNotEqual: return .bool(!(try equals(a, b)))
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            let order: Int
            switch (a, b) {
            case let (.number(x), .number(y)):
                // NaN compares false every way, as in JavaScript.
                if x.isNaN || y.isNaN { return .bool(false) }
                order = x < y ? -1 : (x > y ? 1 : 0)
            case let (.string(x), .string(y)):
                order = compareUTF16(x, y)
            default:
                throw RulesEvaluationError("'\(op.rawValue)' only compares two numbers or two strings, not a \(a.typeName) and a \(b.typeName).")
            }
            switch op {
            case .less: return .bool(order < 0)
            case .lessOrEqual: return .bool(order <= 0)
            case .greater: return .bool(order > 0)
            default: return .bool(order >= 0)
            }
        case .add:
            switch (a, b) {
            case let (.number(x), .number(y)): return .number(x + y)
            case let (.string(x), .string(y)): return .string(x + y)
            case let (.string(x), .number(y)): return .string(x + RulesValue.formatNumber(y))
            case let (.number(x), .string(y)): return .string(RulesValue.formatNumber(x) + y)
            default:
                throw RulesEvaluationError("'+' only operates on numbers and strings, not a \(a.typeName) and a \(b.typeName).")
            }
        case .subtract, .multiply, .divide, .remainder:
            guard case .number(let x) = a, case .number(let y) = b else {
                throw RulesEvaluationError("'\(op.rawValue)' only operates on numbers, not a \(a.typeName) and a \(b.typeName).")
            }
            switch op {
            case .subtract: return .number(x - y)
            case .multiply: return .number(x * y)
            case .divide: return .number(x / y)
            default: return .number(x.truncatingRemainder(dividingBy: y))
            }
        case .and, .or:
            // `evaluate` short-circuits these; this is the plain truth table.
            let x = try boolean(a, op.rawValue), y = try boolean(b, op.rawValue)
            return .bool(op == .and ? x && y : x || y)
        }
    }

    /// Strict equality without coercion; values of different types are unequal.
    private func equals(_ a: RulesValue, _ b: RulesValue) throws(RulesEvaluationError) -> Bool {
        switch (a, b) {
        case (.snapshot, _), (_, .snapshot), (.regex, _), (_, .regex), (.list, _), (_, .list):
            throw RulesEvaluationError("Cannot compare a \(a.typeName) and a \(b.typeName); compare values from val().")
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.string(x), .string(y)): return equalCodeUnits(x, y)
        default: return false
        }
    }
}
