import Foundation
import Testing
@testable import WilddogEngine

#if os(Linux) || os(macOS)
/// Kill -9 durability: a child process writes offline with persistence on and is killed with
/// SIGKILL at a random moment; every write it logged as issued (its local event was raised) must
/// be in the store, once, in order, and a new process replays them to the server.
@Suite struct PersistenceDurabilityTests {
    static let repetitions = 50

    @Test func writesLoggedAsIssuedSurviveSIGKILL() throws {
        let child = try #require(PersistenceDurabilityTests.childExecutable(), "wilddog-persistence-child is not built")
        PersistenceTestDirectory.ensure()
        var generator = SeededGenerator(seed: UInt64(Date().timeIntervalSince1970))
        var totalIssued = 0
        for repetition in 0..<PersistenceDurabilityTests.repetitions {
            let appId = uniqueAppId("durability\(repetition)")
            let delay = Double(generator.next() % 60_000) / 1_000_000   // 0–60 ms after "ready"
            let issued = try runAndKill(child, appId: appId, killAfter: delay)
            totalIssued += issued.count

            // A new process (this one) opens the same store.
            let queue = DispatchQueue(label: "durability.check")
            let persistence = try #require(PersistenceManager.open(appId: appId, cacheSizeBytes: 1 << 20, queue: queue))
            let stored = queue.sync { persistence.userWrites() }
            queue.sync { persistence.close() }
            let keys = stored.map(PersistenceDurabilityTests.key)
            #expect(Set(keys).count == keys.count, "duplicated writes in run \(repetition)")
            #expect(keys == keys.sorted(), "writes out of order in run \(repetition)")
            #expect(stored.map(\.writeId) == stored.map(\.writeId).sorted())
            let missing = Set(issued).subtracting(keys)
            #expect(missing.isEmpty, "run \(repetition): \(missing.count) issued writes lost")
            // Stored writes are a prefix of what the child issued (no gaps).
            #expect(keys == (0..<keys.count).map { String(format: "%06d", $0) })

            if repetition % 10 == 0 {
                // And it replays them: the server ends up with every issued write.
                let app = TestApp.persistent(appId)
                #expect(waitUntil(10) { app.server.adminRead(Path("items")).childCount == keys.count })
                app.shutDown()
            }
        }
        // The kills must have landed while writing, not only before the first write.
        #expect(totalIssued > PersistenceDurabilityTests.repetitions)
        print("persistence durability: \(PersistenceDurabilityTests.repetitions) SIGKILL runs, \(totalIssued) writes logged as issued, all found in the store")
    }

    /// The key of a stored write ("items/<key>" set or "items" update of one key).
    static func key(_ write: PersistedWrite) -> String {
        switch write.payload {
        case .overwrite: return write.path.back?.string ?? ""
        case .merge(let children): return children.first?.0.back?.string ?? ""
        }
    }

    /// Starts the child, kills it `killAfter` seconds after it is ready; returns the keys it logged.
    private func runAndKill(_ executable: URL, appId: String, killAfter: Double) throws -> [String] {
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
