/// A problem in one rule expression, at a scalar offset of the expression text.
///
/// The compiler turns it into a `RulesParseError` located in the rules document.
struct RulesExpressionError: Error {
    let offset: Int
    let message: String

    init(offset: Int, _ message: String) {
        self.offset = offset
        self.message = message
    }
}
