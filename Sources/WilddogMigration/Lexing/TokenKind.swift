/// The lexical class of a token; trivia (spaces, newlines, comments) is never a token of its own.
public enum TokenKind: UInt8, Sendable {
    case identifier
    case number
    /// A string literal: Swift `"…"`, `"""…"""`, `#"…"#`, or a C string `"…"`.
    case string
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
