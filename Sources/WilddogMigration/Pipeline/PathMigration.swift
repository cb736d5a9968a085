/// Migrates everything under command-line paths. Nothing passes silently: a directory or file
/// that cannot be read becomes an `error` outcome, a path with no source file a `warning` outcome,
/// both in every report format.
public struct PathMigration: Sendable {
    /// One outcome per source file, then one per unreadable or empty path.
    public var outcomes: [FileOutcome]
    /// Paths that do not exist (the run stops before migrating when there are any).
    public var missing: [String]

    /// True when at least one path or file could not be read or lexed (exit 3).
    public var hasFailures: Bool { outcomes.contains { $0.failure != nil || $0.unreadable } }
    /// True when no Swift or Objective-C file was found under any path.
    public var scannedNothing: Bool { !outcomes.contains { $0.language != nil } }

    public init(paths: [String], migrator: any SourceMigrating, progress: (@Sendable (String) -> Void)? = nil) {
        self.init(FileDiscovery.discover(paths), migrator: migrator, progress: progress)
    }

    /// Migrates what `found` holds; `progress` is called once per source file read.
    public init(_ found: FileDiscovery.Result, migrator: any SourceMigrating, progress: (@Sendable (String) -> Void)? = nil) {
        missing = found.missing
        guard missing.isEmpty else { outcomes = []; return }
        let read = SourceInput.read(found.files, parallel: migrator.options.parallel, progress: progress)
        outcomes = migrator.migrate(read.compactMap { $0 })
        for (path, input) in zip(found.files, read) where input == nil {
            outcomes.append(.unreadable(path, reason: SourceInput.readFailureReason(path) ?? "read failed"))
        }
        outcomes += found.unreadable.map { .unreadable($0.path, reason: $0.reason) }
        outcomes += found.nothingToScan.map { .nothingToScan($0.path, isDirectory: $0.isDirectory) }
        outcomes.sort { $0.path < $1.path }
    }
}
