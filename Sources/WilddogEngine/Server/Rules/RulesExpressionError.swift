/// A problem in one rule expression, at a scalar offset of the expression text.
///
/// The compiler turns it into a `RulesParseError` located in the rules document.
struct RulesExpressionError: Error {
    /// A message without a position, for helpers that return `Result` (the caller adds the offset).
    struct Reason: Error, ExpressibleByStringInterpolation {
        let message: String
        init(stringLiteral value: String) { message = value }
        init(stringInterpolation: DefaultStringInterpolation) { message = String(stringInterpolation: stringInterpolation) }
    }

    let offset: Int
    let message: String

    init(offset: Int, _ message: String) {
        self.offset = offset
        self.message = message
    }
}
