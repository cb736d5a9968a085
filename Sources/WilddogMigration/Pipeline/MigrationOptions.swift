/// Settings of one run.
public struct MigrationOptions: Sendable {
    /// Edits below this confidence are reported, not applied.
    public var minimumConfidence: Confidence
    /// Process files on all cores.
    public var parallel: Bool
    /// Firebase target: the Firebase Realtime Database URL of each Wilddog app id
    /// (`--firebase-database-url APPID=URL`).
    public var firebaseDatabaseURLs: [String: String]

    public init(minimumConfidence: Confidence = .high, parallel: Bool = true, firebaseDatabaseURLs: [String: String] = [:]) {
        self.minimumConfidence = minimumConfidence
        self.parallel = parallel
        self.firebaseDatabaseURLs = firebaseDatabaseURLs
    }
}
