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

    /// Compiles the literal, or says why its pattern or flags are invalid.
    static func compile(pattern: String, flags: String) -> Result<RulesRegex, RulesExpressionError.Reason> {
        var options: NSRegularExpression.Options = []
        var seen: Set<Character> = []
        for flag in flags {
            guard supportedFlags.contains(flag) else { return .failure("Unsupported regular expression flag '\(flag)'.") }
            guard seen.insert(flag).inserted else { return .failure("Duplicate regular expression flag '\(flag)'.") }
            switch flag {
            case "i": options.insert(.caseInsensitive)
            case "m": options.insert(.anchorsMatchLines)
            default: options.insert(.dotMatchesLineSeparators)
            }
        }
        do {
            let regex = try NSRegularExpression(pattern: pattern, options: options)
            return .success(RulesRegex(regex: regex))
        } catch {
            return .failure("Invalid regular expression /\(pattern)/.")
        }
    }

    /// True if the pattern matches somewhere in `string` (anchor it with `^…$` for a whole match).
    func matches(_ string: String) -> Bool {
        regex.firstMatch(in: string, range: NSRange(location: 0, length: string.utf16.count)) != nil
    }
}
