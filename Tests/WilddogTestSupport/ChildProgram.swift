import Foundation

/// A program of the package run by a test as a separate app process, routed to a server by
/// `WILDDOG_SERVER` alone (the test process's own routes and server provider are not passed on).
public enum ChildProgram {
    /// The built product `name`, next to the test bundle; nil when it is not built.
    public static func executable(_ name: String) -> URL? {
        var directories = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        directories += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        return directories.map { $0.appendingPathComponent(name) }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// A process of `executable` routed to `server`, set up but not started.
    public static func process(_ executable: URL, _ arguments: [String], server: String) -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["WILDDOG_SERVER"] = server
        environment["WILDDOG_ROUTES"] = nil
        environment["WILDDOG_SERVER_PROVIDER"] = nil
        process.environment = environment
        process.standardError = FileHandle.nullDevice
        return process
    }

    /// Runs `executable` routed to `server` until it exits: its status and output lines.
    /// Blocks: call it off the test pool (`OffPool.run`) where it may take long.
    public static func run(_ executable: URL, _ arguments: [String], server: String) throws -> (status: Int32, lines: [String]) {
        let process = process(executable, arguments, server: server)
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
    }
}
