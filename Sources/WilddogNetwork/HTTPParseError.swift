/// Input that is not acceptable HTTP, with the status code to answer it with.
package struct HTTPParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// 400 malformed, 413 body too large, 414 URL too long, 417 unknown expectation,
    /// 431 headers too large, 501 unknown transfer coding, 505 unsupported version.
    package let status: Int
    package let message: String

    package init(status: Int, _ message: String) {
        self.status = status
        self.message = message
    }

    package var description: String { "HTTP \(status): \(message)" }
}
