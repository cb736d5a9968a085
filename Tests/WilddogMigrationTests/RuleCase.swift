import Testing
@testable import WilddogMigration

/// One before/after example of a rule, in one language.
struct RuleCase: CustomTestStringConvertible, Sendable {
    var name: String
    var language: Language
    var before: String
    var after: String
    var testDescription: String { "\(language == .swift ? "Swift" : "ObjC"): \(name)" }

    init(_ name: String, _ language: Language, _ before: String, _ after: String) {
        self.name = name
        self.language = language
        self.before = before
        self.after = after
    }

    /// The rewritten text, and the result of rewriting that again (equal when the tool is idempotent).
    func rewriteTwice() -> (once: String, twice: String) {
        let header = language == .swift ? "import Wilddog\n" : "#import <Wilddog/Wilddog.h>\n"
        let once = Harness.rewrite(header + before, language: language)
        return (once, Harness.rewrite(once, language: language))
    }

    /// Rewrites `before` under a legacy import and returns the result without its import lines.
    func run() -> String {
        let header = language == .swift ? "import Wilddog\n" : "#import <Wilddog/Wilddog.h>\n"
        let out = Harness.rewrite(header + before, language: language)
        return out.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("import ") && !$0.hasPrefix("#import ") }
            .joined(separator: "\n")
    }
}
