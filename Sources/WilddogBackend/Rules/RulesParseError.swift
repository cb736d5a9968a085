/// A rules document that does not parse: where (line, column, rule path) and why.
///
/// Raised when rules are set, never at evaluation: malformed JSON, unknown `.keys`, and
/// expressions with syntax errors, unknown variables or methods, wrong argument counts or
/// operand types that can never work.
package struct RulesParseError: Error, Sendable, Equatable, CustomStringConvertible {
    package let location: RulesSourceLocation
    /// The path of the rule in the document, like `/rules/users/$uid/.write`.
    package let rulePath: String
    package let message: String

    package init(location: RulesSourceLocation, rulePath: String, message: String) {
        self.location = location
        self.rulePath = rulePath
        self.message = message
    }

    package var line: Int { location.line }
    package var column: Int { location.column }

    package var description: String { "\(rulePath) (line \(line), column \(column)): \(message)" }
}
