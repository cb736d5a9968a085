import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs this benchmark executable as a child process that cannot hang the benchmark: its output
/// goes to files (no pipe an orphan could keep open), it is killed with SIGKILL when it outlives
/// its timeout, and the caller gets what it printed either way.
struct ChildProcess {
    struct Outcome {
        /// The child's standard output.
        var output: String
        /// The last lines of its standard error.
        var errorTail: String
        /// The exit status; nil when it was killed or did not start.
        var status: Int32?
        var timedOut: Bool
        /// Whether `status` is the signal that ended the child.
        var signaled = false
        /// Why it failed, for the report; nil when it exited with status 0.
        var failure: String? {
            if timedOut { return "timed out (child killed)" }
            guard let status else { return "did not start" + (errorTail.isEmpty ? "" : ": \(errorTail)") }
            if status == 0 { return nil }
            let printed = output.split(separator: "\n").last { $0.hasPrefix("failed") }.map(String.init)
            return (signaled ? "killed by signal \(status)" : "exit status \(status)") + (printed.map { ": \($0)" } ?? "") + (errorTail.isEmpty ? "" : " [stderr: \(errorTail)]")
        }
    }

    /// The running executable (the benchmark itself).
    static var executable: URL {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        #endif
        return Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    }

    /// Starts `wilddog-bench <arguments(launch)>`, where `launch` is the monotonic clock in
    /// nanoseconds read just before the process starts, and waits at most `timeout` seconds.
    static func run(timeout: Double, environment: [String: String],
                    arguments: (UInt64) -> [String]) -> Outcome {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("wilddog-bench-child-\(UUID().uuidString.prefix(8))")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout"), errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        var outcome = Outcome(output: "", errorTail: "", status: nil, timedOut: false)
        guard let out = try? FileHandle(forWritingTo: outURL), let err = try? FileHandle(forWritingTo: errURL) else {
            return outcome
        }
        let process = Process()
        process.executableURL = executable
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        let launch = PersistenceChild.monotonicNanoseconds()
        process.arguments = arguments(launch)
        do {
            try process.run()
        } catch {
            outcome.errorTail = "\(error)"
            return outcome
        }
        try? out.close()
        try? err.close()
        if exited.wait(timeout: .now() + timeout) == .timedOut {
            outcome.timedOut = true
            kill(process.processIdentifier, SIGKILL)
            _ = exited.wait(timeout: .now() + 10)
        } else {
            outcome.status = process.terminationStatus
            outcome.signaled = process.terminationReason == .uncaughtSignal
        }
        outcome.output = (try? String(contentsOf: outURL, encoding: .utf8)) ?? ""
        let errors = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
        outcome.errorTail = errors.split(separator: "\n").suffix(3).joined(separator: " | ")
        return outcome
    }
}
