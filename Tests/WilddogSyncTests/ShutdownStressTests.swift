import Dispatch
import Foundation
import Testing

/// The small version of the shutdown stress run (issue 18): 30 short-lived processes doing
/// writes, transactions, sign-ins and listeners through both APIs, each ending at a random
/// moment (`exit(0)`, return from `main`, `WDGApp.delete` then exit, exit from a callback).
/// The full run is `swift run wilddog-shutdown-stress` (1,000 processes).
@Suite struct ShutdownStressTests {
    /// The `wilddog-shutdown-stress` executable built next to the test binary.
    private static func executable() -> URL? {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var candidates = [testBinary.deletingLastPathComponent()]
        // On Apple platforms the test binary sits inside the .xctest bundle.
        candidates.append(testBinary.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent())
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        candidates.append(packageRoot.appendingPathComponent(".build/debug"))
        return candidates.map { $0.appendingPathComponent("wilddog-shutdown-stress") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    @Test func thirtyProcessesEndWithWorkInFlightAndNoneCrashes() async throws {
        let tool = try #require(Self.executable(), "wilddog-shutdown-stress is not built")
        let seed = UInt64(Date().timeIntervalSince1970 * 1000) % 1_000_000_000
        let (status, output) = await Self.run(tool, ["--runs", "30", "--jobs", "1", "--seed", String(seed)])
        #expect(output.hasPrefix("shutdown: 30 runs, 0 crashed"), "seed \(seed): \(output)")
        #expect(status == 0, "seed \(seed): \(output)")
    }

    /// Runs `tool` and waits for it on a thread of its own (not on the concurrency pool nor a
    /// global queue, which share the few worker threads on Linux); returns its exit status and
    /// standard output.
    private static func run(_ tool: URL, _ arguments: [String]) async -> (Int32, String) {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                let process = Process()
                process.executableURL = tool
                process.arguments = arguments
                let output = Pipe()
                process.standardOutput = output
                do {
                    try process.run()
                } catch {
                    continuation.resume(returning: (-1, "could not start \(tool.path): \(error)"))
                    return
                }
                let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                continuation.resume(returning: (process.terminationStatus, text))
            }
        }
    }
}
