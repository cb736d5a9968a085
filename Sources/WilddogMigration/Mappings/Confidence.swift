/// How sure the tool is that an edit is right; only `high` edits are applied by default.
public enum Confidence: String, Sendable, Codable, Comparable {
    case low, medium, high

    private var rank: Int { self == .low ? 0 : self == .medium ? 1 : 2 }
    public static func < (a: Confidence, b: Confidence) -> Bool { a.rank < b.rank }
}
