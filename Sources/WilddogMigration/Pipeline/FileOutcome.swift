import Foundation

/// The result for one file: its edits and findings, or why it was left untouched.
public struct FileOutcome: Sendable {
    /// The file's path.
    public var path: String
    /// Swift or Objective-C by the file's extension; nil for a path that is not source.
    public var language: Language?
    /// The file's bytes as read.
    public var original: [UInt8]
    /// Non-overlapping edits of `original` the rules proposed at or above the minimum confidence.
    public var edits: [Edit]
    /// What the rules report for this file, in file order.
    public var findings: [Finding]
    /// Set when the file could not be lexed; such a file is never modified.
    public var failure: LexError?
    /// True when the path (a file or a directory) could not be read; nothing under it was scanned.
    public var unreadable = false

    public init(path: String, language: Language?, original: [UInt8], edits: [Edit], findings: [Finding], failure: LexError?) {
        self.path = path
        self.language = language
        self.original = original
        self.edits = edits
        self.findings = findings
        self.failure = failure
    }

    /// True when the file has edits to apply.
    public var changed: Bool { !edits.isEmpty }

    /// The rewritten bytes (the original when nothing changed).
    public var output: [UInt8] {
        guard changed else { return original }
        var set = EditSet()
        for e in edits { set.add(e) }
        return set.apply(to: original)
    }

    /// `output` as text (the sources are UTF-8).
    public var outputText: String { String(decoding: output, as: UTF8.self) }

    /// A file or directory that cannot be read: an `error` finding (`unreadable`), counted as left untouched.
    public static func unreadable(_ path: String, reason: String) -> FileOutcome {
        var o = FileOutcome(path: path, language: Language(path: path), original: [], edits: [],
                            findings: [Finding(path: path, line: 1, column: 1, severity: .error, confidence: .high,
                                               message: "cannot be read (\(reason)); nothing in it was scanned", ruleID: "unreadable")],
                            failure: nil)
        o.unreadable = true
        return o
    }

    /// A command-line path that holds no Swift or Objective-C source: a `warning` finding (`no-sources`).
    public static func nothingToScan(_ path: String, isDirectory: Bool) -> FileOutcome {
        let message = isDirectory
            ? "no Swift or Objective-C source files (.swift, .m, .mm, .h) in this directory; nothing was scanned"
            : "not a Swift or Objective-C source file (.swift, .m, .mm, .h); it was not scanned"
        return FileOutcome(path: path, language: nil, original: [], edits: [],
                           findings: [Finding(path: path, line: 1, column: 1, severity: .warning, confidence: .high,
                                              message: message, ruleID: "no-sources")],
                           failure: nil)
    }
}

extension FileOutcome {
    /// This outcome with one `warning` per edit it would apply (`--check`: CI annotations and
    /// SARIF results point at every line of legacy code, not only at the manual items).
    public func withPendingEditFindings() -> FileOutcome {
        guard changed else { return self }
        let lines = LineIndex(original)
        var copy = self
        for e in edits {
            let (line, column) = lines.location(min(e.range.lowerBound, original.count))
            let before = Self.excerpt(String(decoding: original[e.range], as: UTF8.self))
            let after = Self.excerpt(e.replacement)
            let message = before.isEmpty ? "legacy code: would insert `\(after)`" : "legacy code: would change `\(before)` to `\(after)`"
            copy.findings.append(Finding(path: path, line: line, column: column, severity: .warning, confidence: e.confidence,
                                         message: message, ruleID: e.ruleID))
        }
        copy.findings.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        return copy
    }

    /// The first line of `text`, shortened to 80 characters.
    private static func excerpt(_ text: String) -> String {
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.count > 80 ? trimmed.prefix(79) + "…" : trimmed
    }
}
