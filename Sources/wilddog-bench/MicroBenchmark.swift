import WilddogEngine

/// Timings of single engine primitives, for profiling (`wilddog-bench micro`).
enum MicroBenchmark {
    nonisolated(unsafe) static var filter: String?

    static func time(_ label: String, _ iterations: Int, _ body: (Int) -> Void) {
        if let filter, !label.contains(filter) { return }
        let clock = ContinuousClock()
        let start = clock.now
        for i in 0..<iterations { body(i) }
        let d = clock.now - start
        let ns = (Double(d.components.seconds) * 1e9 + Double(d.components.attoseconds) / 1e9) / Double(iterations)
        print(String(format: "  %-40@ %8.1f ns", label, ns))
    }

    static func run() {
        filter = CommandLine.arguments.dropFirst(2).first
        for n in [1_000, 100_000] {
            print("micro n = \(n)")
            var children: [NamedNode] = []
            for i in 0..<n { children.append(NamedNode(ChildKey(EngineBenchmark.key(i)), .leaf(.number(Double(i)), priority: nil))) }
            let node = Node.children(ChildrenNode(sortedChildren: children, priority: nil))
            let keys = (0..<n).map { ChildKey(EngineBenchmark.key($0 * 7919 % n)) }
            var sink = 0
            time("ChildKey.compare", 1_000_000) { i in sink &+= ChildKey.compare(keys[i % n], keys[(i + 1) % n]) }
            time("immediateChild", 1_000_000) { i in if node.immediateChild(keys[i % n]).isEmpty { sink += 1 } }
            var current = node
            time("updatingImmediateChild", 200_000) { i in
                current = current.updatingImmediateChild(keys[i % n], .leaf(.number(Double(i)), priority: nil))
            }
            let leaf = Node.leaf(.number(1), priority: nil)
            time("Node == (leaf)", 1_000_000) { i in if leaf == .leaf(.number(Double(i & 1)), priority: nil) { sink += 1 } }
            let path = Path("items")
            time("Path.child", 1_000_000) { i in sink &+= path.child(keys[i % n]).count }
            print("  (sink \(sink))")
        }
    }
}
