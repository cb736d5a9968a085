import WilddogMigration

/// Rewriter throughput against the compiler's parser (issue 6).
enum MigrateBenchmark {
    static func run() {
        print("migrate: not implemented yet")
    }
}
