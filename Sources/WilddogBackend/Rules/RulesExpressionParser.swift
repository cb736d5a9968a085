/// Parses one rule expression into a `RulesExpression`, resolving variables and methods.
///
/// Grammar (JavaScript precedence): conditional `?:` < `||` < `&&` < equality < relational <
/// `+ -` < `* / %` < prefix `! -` < postfix `.name`, `.method(…)`, `[key]`.
struct RulesExpressionParser {
    /// The variables an expression may use at one rule.
    struct Scope {
        /// False for `.read` rules, which have no `newData`.
        var allowsNewData: Bool
        /// The `$wildcard` names captured on the rule's path.
        var wildcards: Set<String>
    }

    private var lexer: RulesLexer
    private var token: RulesToken
    private let scope: Scope
    private var depth = 0
    private static let maxDepth = 200

    private init(lexer: RulesLexer, first: RulesToken, scope: Scope) {
        self.lexer = lexer
        self.token = first
        self.scope = scope
    }

    /// Parses a whole expression; trailing tokens are an error.
    static func parse(_ scalars: [Unicode.Scalar], scope: Scope) throws(RulesExpressionError) -> RulesExpression {
        var lexer = RulesLexer(scalars)
        let first = try lexer.next()
        if first.kind == .end { throw RulesExpressionError(offset: 0, "Empty expression.") }
        var parser = RulesExpressionParser(lexer: lexer, first: first, scope: scope)
        let expression = try parser.parseConditional()
        guard parser.token.kind == .end else {
            throw RulesExpressionError(offset: parser.token.offset, "Unexpected \(parser.token.display); expected an operator or the end of the expression.")
        }
        return expression
    }

    // MARK: Grammar

    private mutating func parseConditional() throws(RulesExpressionError) -> RulesExpression {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth else { throw RulesExpressionError(offset: token.offset, "The expression is nested too deeply.") }
        let condition = try parseBinary(minimumPrecedence: 1)
        guard token.isSymbol("?") else { return condition }
        try advance()
        let whenTrue = try parseConditional()
        try expect(":", "to separate the branches of '?:'")
        let whenFalse = try parseConditional()
        return RulesExpression(kind: .conditional(condition, whenTrue, whenFalse), offset: condition.offset)
    }

    private mutating func parseBinary(minimumPrecedence: Int) throws(RulesExpressionError) -> RulesExpression {
        var left = try parseUnary()
        while case .symbol(let s) = token.kind, let op = RulesBinaryOperator(rawValue: s), op.precedence >= minimumPrecedence {
            let operatorOffset = token.offset
            try advance()
            let right = try parseBinary(minimumPrecedence: op.precedence + 1)
            left = RulesExpression(kind: .binary(op, left, right), offset: operatorOffset)
            // A left-leaning chain `a + b + c …` grows the tree without recursing here.
            if Self.height(left) > Self.maxDepth {
                throw RulesExpressionError(offset: operatorOffset, "The expression is nested too deeply.")
            }
        }
        return left
    }

    private mutating func parseUnary() throws(RulesExpressionError) -> RulesExpression {
        let start = token.offset
        let op: RulesUnaryOperator
        switch token.kind {
        case .symbol("!"): op = .not
        case .symbol("-"): op = .negate
        case .symbol("+"): throw RulesExpressionError(offset: start, "Unary '+' is not supported.")
        default: return try parsePostfix()
        }
        try advance()
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth else { throw RulesExpressionError(offset: start, "The expression is nested too deeply.") }
        return RulesExpression(kind: .unary(op, try parseUnary()), offset: start)
    }

    private mutating func parsePostfix() throws(RulesExpressionError) -> RulesExpression {
        var expression = try parsePrimary()
        while true {
            switch token.kind {
            case .symbol("."):
                try advance()
                guard case .identifier(let name) = token.kind else {
                    throw RulesExpressionError(offset: token.offset, "Expected a property or method name after '.', found \(token.display).")
                }
                let nameOffset = token.offset
                try advance()
                if token.isSymbol("(") {
                    guard let method = RulesMethod(rawValue: name) else {
                        throw RulesExpressionError(offset: nameOffset, "Unknown method '\(name)'.")
                    }
                    let arguments = try parseArguments()
                    guard arguments.count >= method.minimumArguments && arguments.count <= method.parameters.count else {
                        throw RulesExpressionError(offset: nameOffset,
                            "\(name)() takes \(method.arityDescription), but \(arguments.count) were given.")
                    }
                    expression = RulesExpression(kind: .call(expression, method, arguments), offset: nameOffset)
                } else {
                    expression = RulesExpression(kind: .member(expression, name), offset: nameOffset)
                }
            case .symbol("["):
                let open = token.offset
                try advance()
                let key = try parseConditional()
                try expect("]", "to close '['")
                expression = RulesExpression(kind: .index(expression, key), offset: open)
            case .symbol("("):
                throw RulesExpressionError(offset: token.offset, "Only methods can be called, like data.exists().")
            default:
                return expression
            }
        }
    }

    private mutating func parseArguments() throws(RulesExpressionError) -> [RulesExpression] {
        try advance()  // "("
        var arguments: [RulesExpression] = []
        if token.isSymbol(")") {
            try advance()
            return arguments
        }
        while true {
            arguments.append(try parseConditional())
            if token.isSymbol(",") { try advance(); continue }
            try expect(")", "to close the argument list")
            return arguments
        }
    }

    private mutating func parsePrimary() throws(RulesExpressionError) -> RulesExpression {
        let current = token
        switch current.kind {
        case .number(let value):
            try advance()
            return RulesExpression(kind: .literal(.number(value)), offset: current.offset)
        case .string(let value):
            try advance()
            return RulesExpression(kind: .literal(.string(value)), offset: current.offset)
        case .regex(let pattern, let flags):
            let regex = try RulesRegex(pattern: pattern, flags: flags, offset: current.offset)
            try advance()
            return RulesExpression(kind: .regex(regex), offset: current.offset)
        case .identifier(let name):
            try advance()
            return RulesExpression(kind: try resolve(name, at: current.offset), offset: current.offset)
        case .symbol("("):
            try advance()
            let inner = try parseConditional()
            try expect(")", "to close '('")
            return inner
        case .symbol("["):
            try advance()
            var items: [RulesExpression] = []
            if !token.isSymbol("]") {
                while true {
                    items.append(try parseConditional())
                    if token.isSymbol(",") { try advance(); continue }
                    break
                }
            }
            try expect("]", "to close the array")
            return RulesExpression(kind: .list(items), offset: current.offset)
        default:
            throw RulesExpressionError(offset: current.offset, "Unexpected \(current.display); expected a value.")
        }
    }

    /// Resolves an identifier in operand position to a literal or a variable.
    private func resolve(_ name: String, at offset: Int) throws(RulesExpressionError) -> RulesExpression.Kind {
        switch name {
        case "true": return .literal(.bool(true))
        case "false": return .literal(.bool(false))
        case "null": return .literal(.null)
        case "auth": return .variable(.auth)
        case "data": return .variable(.data)
        case "root": return .variable(.root)
        case "now": return .variable(.now)
        case "newData":
            guard scope.allowsNewData else {
                throw RulesExpressionError(offset: offset, "Unknown variable 'newData': .read rules cannot use newData.")
            }
            return .variable(.newData)
        default:
            if name.hasPrefix("$") {
                guard scope.wildcards.contains(name) else {
                    throw RulesExpressionError(offset: offset, "Unknown variable '\(name)': no such $wildcard on this rule's path.")
                }
                return .variable(.wildcard(name))
            }
            throw RulesExpressionError(offset: offset, "Unknown variable '\(name)'.")
        }
    }

    // MARK: Helpers

    private mutating func advance() throws(RulesExpressionError) {
        token = try lexer.next()
    }

    private mutating func expect(_ symbol: String, _ purpose: String) throws(RulesExpressionError) {
        guard token.isSymbol(symbol) else {
            throw RulesExpressionError(offset: token.offset, "Expected '\(symbol)' \(purpose), found \(token.display).")
        }
        try advance()
    }

    /// The depth of the left spine of binary chains, which grows without parser recursion.
    private static func height(_ expression: RulesExpression) -> Int {
        var height = 1
        var current = expression
        while case .binary(_, let left, _) = current.kind {
            height += 1
            current = left
        }
        return height
    }
}
