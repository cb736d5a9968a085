/// The source rewriter that carries Wilddog 1.x call sites to the 2.x API.
public enum WilddogMigration {
    /// Version printed by `wilddog-migrate --version` and written into reports.
    public static let version = "1.0.0"
}
