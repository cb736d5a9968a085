/// Settings of one run.
public struct MigrationOptions: Sendable {
    /// Edits below this confidence are reported, not applied.
    public var minimumConfidence: Confidence
    /// Process files on all cores.
    public var parallel: Bool

    public init(minimumConfidence: Confidence = .high, parallel: Bool = true) {
        self.minimumConfidence = minimumConfidence
        self.parallel = parallel
    }
}
