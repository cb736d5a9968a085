import Foundation

/// Runs a tool to completion with a time limit (killed when it runs over), capturing its output
/// (standard output and error together). The tests run clang and the tool itself with it.
package struct Subprocess {
    package struct Result { package var status: Int32; package var output: String; package var timedOut: Bool }

    package static func run(_ executable: String, _ arguments: [String], timeout: TimeInterval) throws(HeaderGenerationError) -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        do { try process.run() } catch {
            throw HeaderGenerationError("cannot run \(executable): \(error)")
        }
        // Read on another thread: a full pipe would block the tool and the timeout would fire.
        let output = OutputBuffer()
        let handle = pipe.fileHandleForReading
        let reader = Thread { output.set(handle.readDataToEndOfFile()) }
        reader.start()
        let timedOut = done.wait(timeout: .now() + timeout) == .timedOut
        if timedOut {
            process.terminate()
            done.wait()
        }
        output.waitUntilSet()
        return Result(status: process.terminationStatus, output: String(decoding: output.data, as: UTF8.self), timedOut: timedOut)
    }
}

/// The output read by the reader thread.
private final class OutputBuffer: @unchecked Sendable {
    private let lock = NSCondition()
    private var stored: Data?
    func set(_ d: Data) { lock.lock(); stored = d; lock.broadcast(); lock.unlock() }
    func waitUntilSet() { lock.lock(); while stored == nil { lock.wait() }; lock.unlock() }
    var data: Data { lock.lock(); defer { lock.unlock() }; return stored ?? Data() }
}

/// Why headers could not be generated; nothing was written.
public struct HeaderGenerationError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
