import WilddogEngine

/// Sync-tree write throughput under a limitToLast(100) query (issue 2).
enum EngineBenchmark {
    static func run() {
        print("engine: not implemented yet")
    }
}
