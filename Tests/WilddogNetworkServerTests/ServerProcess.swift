import Foundation
import Testing
#if canImport(Glibc)
import Glibc
import WilddogTestSupport
#endif

/// A `wilddog-server` child process on a free port; always killed by `stop` or `kill`.
final class ServerProcess: @unchecked Sendable {
    // @unchecked: `process` and `output` are set in init; the pipe is read by one thread.
    let process = Process()
    let port: Int
    private let output: Pipe

    /// The built executable, next to the test bundle.
    static func executable() -> URL? {
        var directories = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        directories += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        for directory in directories {
            let candidate = directory.appendingPathComponent("wilddog-server")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Starts the server with `arguments` (`--port 0` added) and waits for its banner.
    init(_ arguments: [String]) throws {
        let executable = try #require(Self.executable(), "wilddog-server is not built")
        process.executableURL = executable
        process.arguments = ["--port", "0", "--log-level", "error"] + arguments
        output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        var environment = ProcessInfo.processInfo.environment
        environment["WILDDOG_SERVER_EXIT_WITH_PARENT"] = "1"  // no server outlives a killed test run
        process.environment = environment
        try process.run()
        let reader = output.fileHandleForReading
        let banner = Locked<String>("")
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            while true {
                let chunk = reader.availableData
                if chunk.isEmpty { break }
                let text = banner.withLock { $0 += String(decoding: chunk, as: UTF8.self); return $0 }
                if text.contains("stop: ") { break }
            }
            done.signal()
        }
        _ = done.wait(timeout: .now() + 30)
        let text = banner.value
        guard let range = text.range(of: "listening on ws://127.0.0.1:"),
              let port = Int(text[range.upperBound...].prefix { $0.isNumber }) else {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            Issue.record("wilddog-server did not start: \(text)")
            throw CancellationError()
        }
        self.port = port
    }

    /// SIGKILL, and waits.
    func kill9() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// `signal` (SIGTERM by default), waits (SIGKILL after `timeout`), and returns the exit status.
    func terminate(_ signal: Int32 = SIGTERM, timeout: TimeInterval = 20) -> Int32 {
        if process.isRunning { kill(process.processIdentifier, signal) }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning { kill9() }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Runs `body` with a started server, killed after (also when `body` throws).
    static func with<T>(_ arguments: [String], _ body: (ServerProcess) async throws -> T) async throws -> T {
        let server = try ServerProcess(arguments)
        defer { server.kill9() }
        return try await body(server)
    }
}
