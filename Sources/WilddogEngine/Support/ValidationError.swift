/// Bad input rejected with the SDK's message (which names the public method).
package struct ValidationError: Error, Sendable, Equatable, CustomStringConvertible {
    package let message: String

    package init(_ message: String) { self.message = message }

    package var description: String { message }
}
