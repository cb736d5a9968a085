/// Splits a rule expression into tokens.
///
/// A `/` starts a regular expression literal where an operand is expected (after an operator,
/// `(`, `[`, `,` or at the start) and is division after an operand, as in JavaScript.
struct RulesLexer {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var previousEndsOperand = false

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    /// Operators and punctuation, longest first so `===` wins over `==` and `=`.
    private static let symbols: [String] = [
        "===", "!==", "==", "!=", "<=", ">=", "&&", "||",
        "<", ">", "!", "+", "-", "*", "/", "%", "?", ":", "(", ")", "[", "]", ",", ".",
    ]

    mutating func next() throws(RulesExpressionError) -> RulesToken {
        skipWhitespace()
        guard index < scalars.count else { return RulesToken(kind: .end, offset: index) }
        let start = index
        let c = scalars[index]
        let token: RulesToken
        if Self.isIdentifierStart(c) {
            while index < scalars.count, Self.isIdentifierPart(scalars[index]) { index += 1 }
            token = RulesToken(kind: .identifier(text(start..<index)), offset: start)
        } else if ("0"..."9").contains(c) {
            token = RulesToken(kind: .number(try lexNumber()), offset: start)
        } else if c == "\"" || c == "'" {
            token = RulesToken(kind: .string(try lexString(quote: c)), offset: start)
        } else if c == "/" && !previousEndsOperand {
            token = try lexRegex()
        } else {
            token = try lexSymbol()
        }
        previousEndsOperand = token.endsOperand
        return token
    }

    // MARK: Token kinds

    private mutating func lexNumber() throws(RulesExpressionError) -> Double {
        let start = index
        skipDigits()
        if peek(0) == ".", let d = peek(1), ("0"..."9").contains(d) {
            index += 1
            skipDigits()
        }
        if peek(0) == "e" || peek(0) == "E" {
            let save = index
            index += 1
            if peek(0) == "+" || peek(0) == "-" { index += 1 }
            if let d = peek(0), ("0"..."9").contains(d) { skipDigits() } else { index = save }
        }
        if let c = peek(0), Self.isIdentifierPart(c) {
            throw RulesExpressionError(offset: start, "Invalid number literal.")
        }
        guard let value = Double(text(start..<index)), value.isFinite else {
            throw RulesExpressionError(offset: start, "Invalid number literal.")
        }
        return value
    }

    private mutating func lexString(quote: Unicode.Scalar) throws(RulesExpressionError) -> String {
        let start = index
        index += 1
        var result = String.UnicodeScalarView()
        while true {
            guard let c = peek(0), c != "\n", c != "\r" else {
                throw RulesExpressionError(offset: start, "Unterminated string literal.")
            }
            index += 1
            if c == quote { return String(result) }
            guard c == "\\" else { result.append(c); continue }
            let escapeStart = index - 1
            guard let e = peek(0) else { throw RulesExpressionError(offset: start, "Unterminated string literal.") }
            index += 1
            switch e {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "b": result.append("\u{08}")
            case "f": result.append("\u{0C}")
            case "v": result.append("\u{0B}")
            case "0": result.append("\u{00}")
            case "x": result.append(try lexHexEscape(digits: 2, escapeStart: escapeStart))
            case "u": result.append(try lexHexEscape(digits: 4, escapeStart: escapeStart))
            default: result.append(e)  // \\ \' \" \/ and any other character stand for themselves
            }
        }
    }

    private mutating func lexHexEscape(digits: Int, escapeStart: Int) throws(RulesExpressionError) -> Unicode.Scalar {
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard let c = peek(0), let digit = c.properties.isASCIIHexDigit ? UInt32(String(c), radix: 16) : nil else {
                throw RulesExpressionError(offset: escapeStart, "Invalid escape sequence.")
            }
            value = value << 4 | digit
            index += 1
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw RulesExpressionError(offset: escapeStart, "Escape sequences for surrogates are not supported.")
        }
        return scalar
    }

    private mutating func lexRegex() throws(RulesExpressionError) -> RulesToken {
        let start = index
        index += 1
        var pattern = String.UnicodeScalarView()
        var inClass = false
        while true {
            guard let c = peek(0), c != "\n", c != "\r" else {
                throw RulesExpressionError(offset: start, "Unterminated regular expression literal.")
            }
            index += 1
            if c == "/" && !inClass { break }
            pattern.append(c)
            if c == "\\" {
                guard let escaped = peek(0) else { continue }
                pattern.append(escaped)
                index += 1
            } else if c == "[" {
                inClass = true
            } else if c == "]" {
                inClass = false
            }
        }
        let flagsStart = index
        while let c = peek(0), Self.isIdentifierPart(c) { index += 1 }
        let patternText = String(pattern)
        guard !patternText.isEmpty else { throw RulesExpressionError(offset: start, "Empty regular expression literal.") }
        return RulesToken(kind: .regex(pattern: patternText, flags: text(flagsStart..<index)), offset: start)
    }

    private mutating func lexSymbol() throws(RulesExpressionError) -> RulesToken {
        let start = index
        for symbol in Self.symbols {
            let symbolScalars = Array(symbol.unicodeScalars)
            guard index + symbolScalars.count <= scalars.count,
                  scalars[index..<index + symbolScalars.count].elementsEqual(symbolScalars) else { continue }
            index += symbolScalars.count
            return RulesToken(kind: .symbol(symbol), offset: start)
        }
        let c = scalars[index]
        switch c {
        case "=": throw RulesExpressionError(offset: start, "Assignment is not allowed; use '==' or '===' to compare.")
        case "&": throw RulesExpressionError(offset: start, "Unexpected '&'; use '&&'.")
        case "|": throw RulesExpressionError(offset: start, "Unexpected '|'; use '||'.")
        default: throw RulesExpressionError(offset: start, "Unexpected character '\(c)'.")
        }
    }

    // MARK: Helpers

    static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_" || c == "$"
    }

    static func isIdentifierPart(_ c: Unicode.Scalar) -> Bool {
        isIdentifierStart(c) || ("0"..."9").contains(c)
    }

    private func peek(_ ahead: Int) -> Unicode.Scalar? {
        index + ahead < scalars.count ? scalars[index + ahead] : nil
    }

    private mutating func skipDigits() {
        while let d = peek(0), ("0"..."9").contains(d) { index += 1 }
    }

    private mutating func skipWhitespace() {
        while let c = peek(0), c.properties.isWhitespace { index += 1 }
    }

    private func text(_ range: Range<Int>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[range])
        return String(view)
    }
}
