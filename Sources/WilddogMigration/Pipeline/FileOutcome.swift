/// The result for one file: its edits and findings, or why it was left untouched.
public struct FileOutcome: Sendable {
    public var path: String
    public var language: Language?
    public var original: [UInt8]
    public var edits: [Edit]
    public var findings: [Finding]
    /// Set when the file could not be lexed; such a file is never modified.
    public var failure: LexError?

    public var changed: Bool { !edits.isEmpty }

    /// The rewritten bytes (the original when nothing changed).
    public var output: [UInt8] {
        guard changed else { return original }
        var set = EditSet()
        for e in edits { set.add(e) }
        return set.apply(to: original)
    }

    public var outputText: String { String(decoding: output, as: UTF8.self) }
}
