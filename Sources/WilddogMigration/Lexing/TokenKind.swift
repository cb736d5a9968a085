/// The lexical class of a token; trivia (spaces, newlines, comments) is never a token of its own.
public enum TokenKind: UInt8, Sendable {
    case identifier
    case number
    /// A string literal: Swift `"…"`, `"""…"""`, `#"…"#`, or a C string `"…"`.
    case string
    /// The first piece of a Swift string literal with interpolations: from the opening delimiter through
    /// the `\` (and `#`s) of the first interpolation. The interpolation's `(`, its code and its `)` are
    /// ordinary tokens; then `stringMiddle` (up to the next interpolation) or `stringTail` follows.
    case stringHead
    /// A piece of an interpolated literal between two interpolations: after one's `)` through the next `\`.
    case stringMiddle
    /// The last piece of an interpolated literal: after the last interpolation's `)` through the closing delimiter.
    case stringTail
    /// An Objective-C `@"…"` literal.
    case atString
    /// A C character literal `'a'`.
    case character
    /// One punctuation byte, or the arrow `->`.
    case punctuation
    /// A whole Objective-C preprocessor line (`#import …`, `#define …`), continuations included.
    case directive
    /// A Swift `#if`, `#selector`, `#available` … keyword.
    case poundKeyword
    /// The end of the file; its leading trivia is the file's trailing trivia.
    case endOfFile
}
