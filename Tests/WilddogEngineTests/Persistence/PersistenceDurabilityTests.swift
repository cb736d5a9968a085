import Foundation
import Testing
@testable import WilddogEngine

#if os(Linux) || os(macOS)
/// Kill -9 durability: a child process writes offline with persistence on and is killed with
/// SIGKILL at a random moment; every write it logged as issued (its local event was raised) must
/// be in the store, once, in order, and a new process replays them to the server.
@Suite struct PersistenceDurabilityTests {
    static let repetitions = 50

    /// What one kill left behind.
    struct RunOutcome: Sendable {
        var issued: [String] = []
        var storedKeys: [String] = []
        var storedIdsAscending = true
        var opened = true
        /// Whether a replay reached the server with every stored write (checked every 10th run).
        var replayed: Bool?
    }

    @Test func writesLoggedAsIssuedSurviveSIGKILL() async throws {
        let child = try #require(PersistenceDurabilityTests.childExecutable(), "wilddog-persistence-child is not built")
        PersistenceTestDirectory.ensure()
        // The runs block (pipes, sleeps): keep them off the test pool's few threads.
        let outcomes = try await withCheckedThrowingContinuation { (done: CheckedContinuation<[RunOutcome], any Error>) in
            DispatchQueue.global().async {
                do { done.resume(returning: try PersistenceDurabilityTests.runAll(child)) } catch { done.resume(throwing: error) }
            }
        }
        var totalIssued = 0
        for (run, outcome) in outcomes.enumerated() {
            totalIssued += outcome.issued.count
            #expect(outcome.opened, "run \(run): the store did not open")
            let keys = outcome.storedKeys
            #expect(Set(keys).count == keys.count, "duplicated writes in run \(run)")
            #expect(keys == keys.sorted(), "writes out of order in run \(run)")
            #expect(outcome.storedIdsAscending)
            let missing = Set(outcome.issued).subtracting(keys)
            #expect(missing.isEmpty, "run \(run): \(missing.count) issued writes lost")
            // Stored writes are a prefix of what the child wrote (no gaps).
            #expect(keys == (0..<keys.count).map { String(format: "%06d", $0) })
            if let replayed = outcome.replayed { #expect(replayed, "run \(run): the replay did not reach the server") }
        }
        #expect(outcomes.count == PersistenceDurabilityTests.repetitions)
        // The kills must have landed while writing, not only before the first write.
        #expect(totalIssued > PersistenceDurabilityTests.repetitions)
        print("persistence durability: \(outcomes.count) SIGKILL runs, \(totalIssued) writes logged as issued, all found in the store")
    }

    /// Runs the child and kills it, `repetitions` times; each time a new process (this one)
    /// opens the same store.
    static func runAll(_ child: URL) throws -> [RunOutcome] {
        var generator = SplitMix64(seed: UInt64(Date().timeIntervalSince1970))
        var outcomes: [RunOutcome] = []
        for repetition in 0..<repetitions {
            let appId = uniqueAppId("durability\(repetition)")
            let delay = Double(generator.next() % 60_000) / 1_000_000   // 0–60 ms after "ready"
            var outcome = RunOutcome()
            outcome.issued = try runAndKill(child, appId: appId, killAfter: delay)
            let queue = DispatchQueue(label: "durability.check")
            guard let persistence = PersistenceManager.open(appId: appId, cacheSizeBytes: 1 << 20, queue: queue) else {
                outcome.opened = false
                outcomes.append(outcome)
                continue
            }
            let stored = queue.sync { persistence.userWrites() }
            queue.sync { persistence.close() }
            outcome.storedKeys = stored.map(key)
            outcome.storedIdsAscending = stored.map(\.writeId) == stored.map(\.writeId).sorted()
            if repetition % 10 == 0 {
                // And it replays them: the server ends up with every stored write.
                let app = TestApp.persistent(appId)
                outcome.replayed = waitUntil(10) { app.server.adminRead(Path("items")).childCount == stored.count }
                app.shutDown()
            }
            outcomes.append(outcome)
        }
        return outcomes
    }

    /// The key of a stored write ("items/<key>" set or "items" update of one key).
    static func key(_ write: PersistedWrite) -> String {
        switch write.payload {
        case .overwrite: return write.path.back?.string ?? ""
        case .merge(let children): return children.first?.0.back?.string ?? ""
        }
    }

    /// Starts the child, kills it `killAfter` seconds after it is ready; returns the keys it logged.
    private static func runAndKill(_ executable: URL, appId: String, killAfter: Double) throws -> [String] {
        let process = Process()
        process.executableURL = executable
        process.arguments = [PersistenceTestDirectory.url.path, appId, "100000"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let reader = pipe.fileHandleForReading
        var buffer = Data()
        // Wait for "ready".
        while !String(decoding: buffer, as: UTF8.self).contains("ready\n") {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            buffer += chunk
        }
        Thread.sleep(forTimeInterval: killAfter)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        buffer += reader.readDataToEndOfFile()
        let lines = String(decoding: buffer, as: UTF8.self).split(separator: "\n")
        // A line cut by the kill is not "logged".
        return lines.compactMap { $0.hasPrefix("issued ") && $0.count == 13 ? String($0.dropFirst(7)) : nil }
    }

    /// The built child, next to the test bundle.
    static func childExecutable() -> URL? {
        var directories = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        directories += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        for directory in directories {
            let candidate = directory.appendingPathComponent("wilddog-persistence-child")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
#endif
