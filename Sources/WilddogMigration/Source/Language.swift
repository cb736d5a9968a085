/// The source languages the rewriter understands.
public enum Language: String, Sendable, Codable, CaseIterable {
    case swift
    case objectiveC = "objc"

    /// The language of a file, judged by its extension; nil for files the tool skips.
    public init?(pathExtension ext: String) {
        switch ext.lowercased() {
        case "swift": self = .swift
        case "m", "mm", "h": self = .objectiveC
        default: return nil
        }
    }
}
