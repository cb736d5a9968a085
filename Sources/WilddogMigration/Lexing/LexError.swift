/// Why a file could not be lexed; such a file is reported and left untouched.
public struct LexError: Error, Sendable, Equatable {
    public enum Reason: String, Sendable {
        case invalidUTF8 = "the file is not valid UTF-8"
        case unterminatedString = "unterminated string literal"
        case unterminatedComment = "unterminated block comment"
        case unterminatedCharacter = "unterminated character literal"
        case unbalancedBrackets = "unbalanced brackets"
        case tooLarge = "the file is larger than 2 GB"
    }

    public var reason: Reason
    /// Byte offset where the problem starts.
    public var offset: Int
}
