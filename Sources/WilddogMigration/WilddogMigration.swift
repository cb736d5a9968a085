/// The source rewriter that carries Wilddog 1.x call sites to the 2.x API.
public enum WilddogMigration {}
