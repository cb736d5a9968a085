/// A replacement of a byte range of the original file; an empty range is an insertion.
public struct Edit: Sendable, Equatable {
    public var range: Range<Int>
    public var replacement: String
    public var ruleID: String
    public var confidence: Confidence

    public init(_ range: Range<Int>, _ replacement: String, rule: String, confidence: Confidence = .high) {
        self.range = range
        self.replacement = replacement
        self.ruleID = rule
        self.confidence = confidence
    }

    /// True when the two edits cannot both be applied: their ranges share a byte, or one inserts
    /// inside the other's range, or both insert at the same place.
    func overlaps(_ other: Edit) -> Bool {
        if range.isEmpty && other.range.isEmpty { return range.lowerBound == other.range.lowerBound }
        if range.isEmpty { return range.lowerBound > other.range.lowerBound && range.lowerBound < other.range.upperBound }
        if other.range.isEmpty { return other.overlaps(self) }
        return range.overlaps(other.range)
    }
}
