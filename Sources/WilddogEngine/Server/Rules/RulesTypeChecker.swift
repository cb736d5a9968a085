/// Rejects expressions whose operand types can never work (`data + 1`, `'a'.val()`,
/// `auth.uid.exists()`), so such rules fail when they are set rather than deny forever.
///
/// Values only known at evaluation have type `.any` and pass; their mistakes become
/// evaluation errors, which deny.
enum RulesTypeChecker {
    /// Checks a whole rule: it must be able to produce a boolean.
    static func checkRule(_ expression: RulesExpression) throws(RulesExpressionError) {
        let type = try check(expression)
        guard type.admits(.bool) else {
            throw RulesExpressionError(offset: expression.offset,
                "A rule must evaluate to a boolean, but this expression is a \(type.display).")
        }
    }

    static func check(_ expression: RulesExpression) throws(RulesExpressionError) -> RulesStaticType {
        let offset = expression.offset
        switch expression.kind {
        case .literal(.null): return .null
        case .literal(.bool): return .bool
        case .literal(.number): return .number
        case .literal(.string): return .string
        case .literal: return .any
        case .regex:
            return .regex
        case .list(let items):
            for item in items {
                let type = try check(item)
                guard type.admits(.string) else {
                    throw RulesExpressionError(offset: item.offset, "Array elements must be strings, not a \(type.display).")
                }
            }
            return .list
        case .variable(let variable):
            switch variable {
            case .auth: return .auth
            case .data, .newData, .root: return .snapshot
            case .now: return .number
            case .wildcard: return .string
            }
        case .member(let base, let name):
            let type = try check(base)
            switch type {
            case .any, .auth: return .any
            case .string:
                guard name == "length" else {
                    throw RulesExpressionError(offset: offset, "No such property '\(name)' on a string"
                        + (RulesMethod(rawValue: name) == nil ? "." : "; call it as \(name)(…)."))
                }
                return .number
            case .snapshot:
                let hint = RulesMethod(rawValue: name).map { $0.isSnapshotMethod ? "; call it as \(name)()." : "." } ?? "; use child('\(name)')."
                throw RulesExpressionError(offset: offset, "No such property '\(name)' on a snapshot\(hint)")
            default:
                throw RulesExpressionError(offset: offset, "Cannot read property '\(name)' of a \(type.display).")
            }
        case .index(let base, let key):
            let type = try check(base)
            guard type == .any || type == .auth else {
                throw RulesExpressionError(offset: offset, "Cannot index a \(type.display) with [].")
            }
            let keyType = try check(key)
            guard keyType.admits(.string) || keyType == .number else {
                throw RulesExpressionError(offset: key.offset, "A property name must be a string or a number, not a \(keyType.display).")
            }
            return .any
        case .call(let base, let method, let arguments):
            let type = try check(base)
            guard type.admits(method.receiverType) else {
                throw RulesExpressionError(offset: offset,
                    "\(method.rawValue)() is a \(method.receiverType.display) method; it cannot be called on a \(type.display).")
            }
            for (argument, parameter) in zip(arguments, method.parameters) {
                let argumentType = try check(argument)
                let accepted = parameter == .string ? argumentType.admits(.string) : argumentType == parameter
                guard accepted else {
                    let wanted = parameter == .regex ? "a regular expression literal like /^a/" : "a \(parameter.display)"
                    throw RulesExpressionError(offset: argument.offset,
                        "\(method.rawValue)() expects \(wanted), not a \(argumentType.display).")
                }
            }
            return method.resultType
        case .unary(let op, let operand):
            let type = try check(operand)
            let wanted: RulesStaticType = op == .not ? .bool : .number
            guard type.admits(wanted) else {
                throw RulesExpressionError(offset: offset, "'\(op.rawValue)' only operates on \(wanted.display)s, not on a \(type.display).")
            }
            return wanted
        case .binary(let op, let left, let right):
            return try checkBinary(op, try check(left), try check(right), offset: offset)
        case .conditional(let condition, let whenTrue, let whenFalse):
            let type = try check(condition)
            guard type.admits(.bool) else {
                throw RulesExpressionError(offset: condition.offset, "The condition of '?:' must be a boolean, not a \(type.display).")
            }
            let a = try check(whenTrue), b = try check(whenFalse)
            return a == b ? a : .any
        }
    }

    private static func checkBinary(
        _ op: RulesBinaryOperator, _ a: RulesStaticType, _ b: RulesStaticType, offset: Int
    ) throws(RulesExpressionError) -> RulesStaticType {
        func reject(_ what: String) -> RulesExpressionError {
            RulesExpressionError(offset: offset, "'\(op.rawValue)' \(what), not on a \(a.display) and a \(b.display).")
        }
        switch op {
        case .and, .or:
            guard a.admits(.bool) && b.admits(.bool) else { throw reject("only operates on booleans") }
            return .bool
        case .equal, .strictEqual, .notEqual, .strictNotEqual:
            let incomparable: Set<RulesStaticType> = [.snapshot, .regex, .list]
            guard !incomparable.contains(a) && !incomparable.contains(b) else {
                throw reject("cannot compare snapshots, regular expressions or arrays (use val())")
            }
            return .bool
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            let ordered = { (t: RulesStaticType) in t == .any || t == .number || t == .string }
            guard ordered(a) && ordered(b), !(a == .number && b == .string), !(a == .string && b == .number) else {
                throw reject("only compares two numbers or two strings")
            }
            return .bool
        case .add:
            let addable = { (t: RulesStaticType) in t == .any || t == .number || t == .string }
            guard addable(a) && addable(b) else { throw reject("only operates on numbers and strings") }
            if a == .number && b == .number { return .number }
            if a == .string || b == .string { return .string }
            return .any
        case .subtract, .multiply, .divide, .remainder:
            guard a.admits(.number) && b.admits(.number) else { throw reject("only operates on numbers") }
            return .number
        }
    }
}
