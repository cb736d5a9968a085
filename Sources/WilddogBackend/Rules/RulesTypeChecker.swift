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
            throw RulesExpressionError(offset: startOffset(expression),
                "A rule must evaluate to a boolean, not \(type.described).")
        }
    }

    /// The offset of the leftmost token of an expression (operators record their own offset).
    private static func startOffset(_ expression: RulesExpression) -> Int {
        switch expression.kind {
        case .binary(_, let left, _): startOffset(left)
        case .conditional(let condition, _, _): startOffset(condition)
        case .member(let base, _), .index(let base, _), .call(let base, _, _): startOffset(base)
        default: expression.offset
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
                    throw RulesExpressionError(offset: item.offset, "Array elements must be strings, not \(type.described).")
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
            case .auth:
                // Reading a property of a signed-out (null) auth fails at evaluation anyway.
                return name == "uid" || name == "provider" ? .string : .any
            case .any: return .any
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
                throw RulesExpressionError(offset: offset, "Cannot read property '\(name)' of \(type.described).")
            }
        case .index(let base, let key):
            let type = try check(base)
            guard type == .any || type == .auth else {
                throw RulesExpressionError(offset: offset, "Cannot index \(type.described) with [].")
            }
            let keyType = try check(key)
            guard keyType.admits(.string) || keyType == .number else {
                throw RulesExpressionError(offset: key.offset, "A property name must be a string or a number, not \(keyType.described).")
            }
            return .any
        case .call(let base, let method, let arguments):
            let type = try check(base)
            guard type.admits(method.receiverType) else {
                throw RulesExpressionError(offset: offset,
                    "\(method.rawValue)() is a \(method.receiverType.display) method; it cannot be called on \(type.described).")
            }
            for (argument, parameter) in zip(arguments, method.parameters) {
                let argumentType = try check(argument)
                let accepted = parameter == .string ? argumentType.admits(.string) : argumentType == parameter
                guard accepted else {
                    let wanted = switch parameter {
                    case .regex: "a regular expression literal like /^a/"
                    case .list: "an array of strings"
                    default: parameter.described
                    }
                    throw RulesExpressionError(offset: argument.offset,
                        "\(method.rawValue)() expects \(wanted), not \(argumentType.described).")
                }
            }
            return method.resultType
        case .unary(let op, let operand):
            let type = try check(operand)
            let wanted: RulesStaticType = op == .not ? .bool : .number
            guard type.admits(wanted) else {
                throw RulesExpressionError(offset: offset, "'\(op.rawValue)' only operates on \(wanted.display)s, not on \(type.described).")
            }
            return wanted
        case .binary(let op, let left, let right):
            return try checkBinary(op, try check(left), try check(right), offset: offset)
        case .conditional(let condition, let whenTrue, let whenFalse):
            let type = try check(condition)
            guard type.admits(.bool) else {
                throw RulesExpressionError(offset: condition.offset, "The condition of '?:' must be a boolean, not \(type.described).")
            }
            let a = try check(whenTrue), b = try check(whenFalse)
            return a == b ? a : .any
        }
    }

    private static func checkBinary(
        _ op: RulesBinaryOperator, _ a: RulesStaticType, _ b: RulesStaticType, offset: Int
    ) throws(RulesExpressionError) -> RulesStaticType {
        func reject(_ what: String) -> RulesExpressionError {
            RulesExpressionError(offset: offset, "'\(op.rawValue)' \(what), not on \(a.described) and \(b.described).")
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
