import Dispatch
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A `wilddog-bench network-server` child on a free loopback port: started with its options,
/// read for its port, stopped with SIGTERM (SIGKILL when it does not exit).
final class BenchServerProcess: @unchecked Sendable {
    // @unchecked: `process` is set up in init and then only signalled and waited for.
    private let process = Process()
    let port: Int
    /// Monotonic nanoseconds from just before the launch to the banner (listening, stores loaded).
    let startNanoseconds: UInt64

    /// Starts the server with `arguments` (`--port 0 --log-level error` added); nil when it
    /// did not print its banner within `timeout` seconds (it is killed then).
    init?(_ arguments: [String], timeout: Double = 300) {
        process.executableURL = ChildProcess.executable
        process.arguments = ["network-server", "--port", "0", "--log-level", "error"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let banner = Mutex("")
        let printed = DispatchSemaphore(value: 0)
        let launch = DispatchTime.now().uptimeNanoseconds
        do { try process.run() } catch { return nil }
        let reader = output.fileHandleForReading
        let bannerEnd = Atomic<UInt64>(0)
        Thread.detachNewThread {
            while true {
                let chunk = reader.availableData
                if chunk.isEmpty { break }
                let text = banner.withLock { $0 += String(decoding: chunk, as: UTF8.self); return $0 }
                if text.contains("stop: ") {
                    bannerEnd.store(DispatchTime.now().uptimeNanoseconds, ordering: .relaxed)
                    break
                }
            }
            printed.signal()
        }
        _ = printed.wait(timeout: .now() + timeout)
        let text = banner.withLock { $0 }
        guard let range = text.range(of: "listening on ws://127.0.0.1:"),
              let port = Int(text[range.upperBound...].prefix { $0.isNumber }) else {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            return nil
        }
        self.port = port
        startNanoseconds = bannerEnd.load(ordering: .relaxed) &- launch
    }

    /// The child's resident set size in bytes (Linux: VmRSS of /proc/<pid>/status; 0 elsewhere).
    var residentBytes: Int {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
        return kilobytes * 1024
    }

    /// SIGTERM (the server closes its sockets and flushes its stores), then SIGKILL after
    /// `timeout` seconds; returns the exit status (nil when killed).
    @discardableResult
    func stop(timeout: Double = 60) -> Int32? {
        guard process.isRunning else { return process.terminationStatus }
        let exited = DispatchSemaphore(value: 0)
        let pid = process.processIdentifier
        DispatchQueue.global().async { [process] in
            process.waitUntilExit()
            exited.signal()
        }
        kill(pid, SIGTERM)
        if exited.wait(timeout: .now() + timeout) == .timedOut {
            kill(pid, SIGKILL)
            _ = exited.wait(timeout: .now() + 10)
            return nil
        }
        return process.terminationStatus
    }
}
