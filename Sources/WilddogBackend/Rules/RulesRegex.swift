import Foundation

/// A compiled regular expression literal (`/pattern/flags`) of a rule's `.matches()`.
///
/// `@unchecked Sendable`: it holds an `NSRegularExpression`, which is immutable after
/// creation and documented as safe to use from several threads at once.
struct RulesRegex: @unchecked Sendable {
    private let regex: NSRegularExpression

    /// The flags a literal may carry: `i` (ignore case), `m` (`^`/`$` at line breaks) and
    /// `s` (`.` matches line breaks).
    static let supportedFlags: Set<Character> = ["i", "m", "s"]

    /// Compiles the literal found at `offset` of the expression.
    /// - Throws: an error at `offset` for an unsupported or repeated flag or an invalid pattern.
    init(pattern: String, flags: String, offset: Int) throws(RulesExpressionError) {
        var options: NSRegularExpression.Options = []
        var seen: Set<Character> = []
        for flag in flags {
            guard Self.supportedFlags.contains(flag) else {
                throw RulesExpressionError(offset: offset, "Unsupported regular expression flag '\(flag)'.")
            }
            guard seen.insert(flag).inserted else {
                throw RulesExpressionError(offset: offset, "Duplicate regular expression flag '\(flag)'.")
            }
            switch flag {
            case "i": options.insert(.caseInsensitive)
            case "m": options.insert(.anchorsMatchLines)
            default: options.insert(.dotMatchesLineSeparators)
            }
        }
        do {
            regex = try NSRegularExpression(pattern: pattern, options: options)
        } catch {
            throw RulesExpressionError(offset: offset, "Invalid regular expression /\(pattern)/.")
        }
    }

    /// True if the pattern matches somewhere in `string` (anchor it with `^…$` for a whole match).
    func matches(_ string: String) -> Bool {
        regex.firstMatch(in: string, range: NSRange(location: 0, length: string.utf16.count)) != nil
    }
}
