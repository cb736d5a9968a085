/// Why the server could not start (or a setting could not be applied): a message for the
/// operator, naming the option, file or namespace at fault.
package struct NetworkServerError: Error, Sendable, CustomStringConvertible {
    package let message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
