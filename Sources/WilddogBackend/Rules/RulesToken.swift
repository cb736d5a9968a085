/// A lexical token of a rule expression.
struct RulesToken {
    enum Kind: Equatable {
        case identifier(String)
        case number(Double)
        case string(String)
        case regex(pattern: String, flags: String)
        /// An operator or punctuation, like `===`, `&&`, `(` or `.`.
        case symbol(String)
        case end
    }

    let kind: Kind
    /// Scalar offset of the token's first character in the expression.
    let offset: Int

    /// True for tokens after which a `/` is division rather than the start of a regex literal.
    var endsOperand: Bool {
        switch kind {
        case .identifier, .number, .string, .regex: true
        case .symbol(let s): s == ")" || s == "]"
        case .end: false
        }
    }

    func isSymbol(_ s: String) -> Bool { kind == .symbol(s) }

    /// The token as it reads in an error message.
    var display: String {
        switch kind {
        case .identifier(let name): "'\(name)'"
        case .number(let value): "number \(RulesValue.formatNumber(value))"
        case .string: "a string"
        case .regex(let pattern, let flags): "/\(pattern)/\(flags)"
        case .symbol(let s): "'\(s)'"
        case .end: "the end of the expression"
        }
    }
}
