// Release-mode benchmarks: `swift run -c release wilddog-bench [engine|repo|offline|migrate|micro|persistence|wire|network|all]`.
// Each suite prints its figures as ratios measured within one run.
import CBenchSupport
import WilddogBackend

wilddog_bench_line_buffered_stdout()
// The suites create engine repos directly: their backend is the in-process one.
InProcessBackend.install()

let suites: [String: () -> Void] = [
    "engine": EngineBenchmark.run,
    "repo": RepoBenchmark.run,
    "migrate": MigrateBenchmark.run,
    "micro": MicroBenchmark.run,
    "offline": OfflineBenchmark.run,
    "persistence": PersistenceBenchmark.run,
    "wire": WireBenchmark.run,
    "network": NetworkBenchmark.run,
]
let requested = CommandLine.arguments.dropFirst().first ?? "all"
if requested == "network-server" {
    // The server the network suite measures (see NetworkServerChild).
    NetworkServerChild.run(Array(CommandLine.arguments.dropFirst(2)))
} else if requested == "persistence-child" {
    // The processes the persistence suite launches (public API; see PersistenceChild).
    PersistenceChild.run(Array(CommandLine.arguments.dropFirst(2)))
} else if requested == "all" {
    for name in suites.keys.sorted() { suites[name]!() }
} else if let suite = suites[requested] {
    suite()
} else {
    print("usage: wilddog-bench [\(suites.keys.sorted().joined(separator: "|"))|all]")
}
