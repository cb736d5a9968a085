import Foundation
import Synchronization
import Testing
import WilddogTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Two processes share data through one `wilddog-server`, with no change to their code: a legacy
/// app and a migrated app, each routed by `WILDDOG_SERVER` (the "done when").
@Suite struct ProcessSharingTests {
    /// What a reader prints once the board's process has ended: the board's final state, and the
    /// `online` flag its `onDisconnect` left, run by the server when that process went away.
    static let finalGame = ["game: Loop check, round 2", "scores: ada=30, bob=40", "moves: 1", "online: false", "done"]

    @Test func aLegacyAndAMigratedAppShareDataThroughOneServer() async throws {
        let server = try await OffPool.run { try ServerChild() }
        defer { server.stop() }
        let routed = ["WILDDOG_SERVER": "http://127.0.0.1:\(server.port)"]

        #expect(try await Self.run("MigratedScoreReader", routed) == ["no game yet", "done"])
        let legacyBoard = try await Self.run("LegacyScoreBoard", routed)
        #expect(legacyBoard.last == "done" && !legacyBoard.contains { $0.hasPrefix("timeout") }, "\(legacyBoard)")
        // The migrated app reads what the legacy process wrote.
        #expect(try await Self.readOnceSettled("MigratedScoreReader", routed) == Self.finalGame)

        // And the other way round; both boards print the same trace over the network.
        let migratedBoard = try await Self.run("MigratedScoreBoard", routed)
        #expect(migratedBoard == legacyBoard, "\(TraceLines.diff(legacyBoard, migratedBoard))")
        #expect(try await Self.readOnceSettled("LegacyScoreReader", routed) == Self.finalGame)

        // Not routed, a reader has its own in-process backend and finds nothing.
        #expect(try await Self.run("LegacyScoreReader", [:]) == ["no game yet", "done"])
    }

    /// The reader's lines once the server has run the ended board's `onDisconnect` (the server
    /// learns of the end when the socket closes, a moment after the process exits).
    static func readOnceSettled(_ reader: String, _ environment: [String: String]) async throws -> [String] {
        var lines: [String] = []
        for _ in 0..<20 {
            lines = try await run(reader, environment)
            if lines.contains("online: false") { break }
            try await Task.sleep(for: .milliseconds(250))
        }
        return lines
    }

    /// Runs a product of the package with `environment` added; its standard output's lines.
    static func run(_ product: String, _ environment: [String: String]) async throws -> [String] {
        let binary = try #require(MigratedProgramParityTests.productDirectory?.appendingPathComponent(product), "no build directory")
        let (status, data) = try await OffPool.run { () throws -> (Int32, Data) in
            let process = Process()
            process.executableURL = binary
            var merged = ProcessInfo.processInfo.environment
            merged["WILDDOG_SERVER"] = nil
            merged["WILDDOG_ROUTES"] = nil
            merged["WILDDOG_SERVER_PROVIDER"] = nil
            for (key, value) in environment { merged[key] = value }
            process.environment = merged
            let out = Pipe()
            process.standardOutput = out
            process.standardError = FileHandle.nullDevice
            try process.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, data)
        }
        #expect(status == 0, "\(product) exited with \(status)")
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}

/// A `wilddog-server` child on a free loopback port (`--port 0`, read from its banner); `stop`
/// kills it and waits.
final class ServerChild: @unchecked Sendable {
    // @unchecked: both properties are set once in init; `stop` runs on one thread.
    let port: Int
    private let process: Process

    init() throws {
        let binary = try #require(MigratedProgramParityTests.productDirectory?.appendingPathComponent("wilddog-server"),
                                  "no build directory")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--port", "0", "--log-level", "error"]
        var environment = ProcessInfo.processInfo.environment
        environment["WILDDOG_SERVER_EXIT_WITH_PARENT"] = "1"  // no server outlives a killed test run
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        // A server that prints no banner within 60 s is killed, which ends the read below.
        let started = StartFlag()
        let pid = process.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + 60) {
            if !started.value.withLock({ $0 }) { kill(pid, SIGKILL) }
        }
        var banner = ""
        let reader = out.fileHandleForReading
        while !banner.contains("stop: ") {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            banner += String(decoding: chunk, as: UTF8.self)
        }
        // From here the child is waited for here: the watchdog must not signal a reused pid.
        started.value.withLock { $0 = true }
        guard let range = banner.range(of: "listening on ws://127.0.0.1:"),
              let port = Int(banner[range.upperBound...].prefix { $0.isNumber }) else {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            throw ServerChildError(banner: banner)
        }
        self.process = process
        self.port = port
    }

    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    struct ServerChildError: Error, CustomStringConvertible {
        let banner: String
        var description: String { "wilddog-server did not start: \(banner)" }
    }
}

/// Whether the start-up read ended (the watchdog then leaves the child alone).
final class StartFlag: Sendable {
    let value = Mutex(false)
}
