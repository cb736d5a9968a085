import Dispatch
import Foundation
import WilddogEngine

/// Runs the children, `jobs` at a time, and classifies how each one ended.
struct StressParent {
    struct Summary {
        var runs = 0
        var crashed = 0
        /// One line per crashed child: its seed and why it counts as a crash.
        var crashes: [String] = []
    }

    let options: StressOptions

    /// Text on standard error that means the Swift runtime (its trap messages and its crash
    /// backtracer), libdispatch or the C library stopped the process, even if it somehow
    /// exited with status 0.
    static let trapMarkers = [
        "Fatal error", "Precondition failed", "Assertion failed", "fatalError", "Program crashed", "*** Signal",
        "Illegal instruction", "Segmentation fault", "BUG IN CLIENT", "Trace/breakpoint", "Aborted",
        "Stack dump", "double free", "Simultaneous accesses",
    ]

    func run() -> Summary {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let summary = Lock(Summary())
        let slots = DispatchSemaphore(value: options.jobs)
        let group = DispatchGroup()
        for index in 0..<options.runs {
            let seed = options.seed &+ UInt64(index)
            slots.wait()
            group.enter()
            DispatchQueue.global().async {
                let verdict = Self.runChild(executable, seed: seed)
                summary.withLock { s in
                    s.runs += 1
                    if let verdict {
                        s.crashed += 1
                        s.crashes.append("seed \(seed): \(verdict)")
                    }
                }
                slots.signal()
                group.leave()
            }
        }
        group.wait()
        return summary.withLock { $0 }
    }

    /// Runs one child; nil when it ended cleanly, else why it counts as a crash.
    static func runChild(_ executable: URL, seed: UInt64) -> String? {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["child", String(seed)]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return "could not start: \(error)"
        }
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            return "signal \(process.terminationStatus)" + firstTrapLine(stderr)
        }
        if process.terminationStatus != 0 {
            return "exit status \(process.terminationStatus)" + firstTrapLine(stderr)
        }
        if trapMarkers.contains(where: stderr.contains) {
            return "trap message on stderr" + firstTrapLine(stderr)
        }
        return nil
    }

    private static func firstTrapLine(_ stderr: String) -> String {
        let lines = stderr.split(separator: "\n")
        guard let line = lines.first(where: { line in trapMarkers.contains(where: line.contains) }) ?? lines.last else {
            return ""
        }
        return ": " + line.prefix(300)
    }
}
