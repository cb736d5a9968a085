/// A position in rules text: 1-based line and column, columns counted in Unicode scalars.
package struct RulesSourceLocation: Sendable, Hashable, CustomStringConvertible {
    package let line: Int
    package let column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package var description: String { "line \(line), column \(column)" }
}
