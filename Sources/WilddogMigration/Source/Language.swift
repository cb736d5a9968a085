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

    /// The language of the file at `path`, judged by the extension of its last component.
    public init?(path: String) {
        let name = path.split(separator: "/").last ?? Substring(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        self.init(pathExtension: String(name[name.index(after: dot)...]))
    }
}
