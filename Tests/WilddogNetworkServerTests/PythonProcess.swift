import Foundation

/// Runs `python3` as a child process with a deadline, collecting its output (stdout and
/// stderr together); a child past its deadline is killed (by its pid only).
enum PythonProcess {
    struct Result: Sendable {
        let status: Int32
        let output: String
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func run(_ arguments: [String], environment: [String: String], timeout: Duration) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("python-\(UUID().uuidString).log")
        FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        defer { try? handle.close() }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = ContinuousClock.now + timeout
        while process.isRunning, ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
            throw Failure(description: "python3 \(arguments.first ?? "") ran past \(timeout) and was killed: \(text)")
        }
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: (try? String(contentsOf: output, encoding: .utf8)) ?? "")
    }
}
