import Foundation
import Testing
import WilddogEngine
@testable import WilddogNetworkServer
import WilddogTestSupport

/// `--data-dir`: acknowledged writes survive `kill -9` of a real `wilddog-server` and a restart;
/// SIGTERM and SIGINT close the sockets, run the sessions' onDisconnect writes and flush the store.
@Suite(.serialized) struct DurabilityTests {
    static let rounds = 8

    private static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wilddog-server-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The data at `path`, read by a new session.
    private static func read(_ path: String, port: Int, namespace: String) async throws -> Node {
        let client = try WireClient(port: port, query: "ns=\(namespace)")
        defer { client.close() }
        try #require(await eventually { client.state.value.opened })
        _ = try await client.hello()
        let frames = try await client.request(1, "g", "{\"p\":\"\(path)\",\"q\":{}}")
        guard case .reply(_, let reply) = try ServerMessage.decode(try #require(frames.last)) else { throw CancellationError() }
        return try reply.node()
    }

    @Test func acknowledgedWritesSurviveKill9AndRestart() async throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments = ["--data-dir", directory.path, "--secret", "durable-secret"]
        var expected: [Int: Int] = [:]
        var totalAcked = 0
        for round in 0..<Self.rounds {
            let acked = try await ServerProcess.with(arguments) { server -> [Int] in
                // Everything acknowledged in earlier rounds is there.
                let before = try await Self.read("/items", port: server.port, namespace: "durable")
                for (key, value) in expected {
                    #expect(before.child(Path("\(key)")) == .leaf(.integer(exactly: Int64(value))), "round \(round): \(key) lost")
                }
                let client = try WireClient(port: server.port, query: "ns=durable")
                try #require(await eventually { client.state.value.opened })
                _ = try await client.hello()
                // Pipelined writes, killed at a random moment while they flow.
                let base = round * 1_000_000
                let killAfter = Int.random(in: 20...200)
                let started = ContinuousClock.now
                for batch in 0..<2_000 {
                    for i in 0..<50 {
                        let n = batch * 50 + i + 1
                        client.send("{\"t\":\"d\",\"d\":{\"r\":\(n),\"a\":\"p\",\"b\":{\"p\":\"/items/\(base + n)\",\"d\":\(n)}}}")
                    }
                    if batch == 0 { _ = try await client.until(reply: 1) }
                    try await Task.sleep(for: .milliseconds(1))
                    if ContinuousClock.now - started > .milliseconds(killAfter) { break }
                }
                server.kill9()
                try? await Task.sleep(for: .milliseconds(50))
                return client.frames.compactMap { frame -> Int? in
                    guard frame.hasPrefix("{\"t\":\"d\",\"d\":{\"r\":"), frame.contains("\"s\":\"ok\"") else { return nil }
                    return Int(frame.dropFirst(18).prefix { $0.isNumber })
                }
            }
            for n in acked { expected[round * 1_000_000 + n] = n }
            totalAcked += acked.count
        }
        // A last restart: every acknowledged write of every round.
        try await ServerProcess.with(arguments) { server in
            let items = try await Self.read("/items", port: server.port, namespace: "durable")
            let missing = expected.filter { items.child(Path("\($0.key)")) != .leaf(.integer(exactly: Int64($0.value))) }
            #expect(missing.isEmpty, "\(missing.count) acknowledged writes lost")
            #expect(items.childCount >= expected.count)
        }
        #expect(totalAcked > Self.rounds, "the kills must land while writes are acknowledged")
        print("server durability: \(Self.rounds) SIGKILL rounds, \(totalAcked) acknowledged writes, all found after restarts")
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func aStopSignalClosesSocketsRunsOnDisconnectAndFlushesTheStore(_ signal: Int32) async throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments = ["--data-dir", directory.path, "--secret", "durable-secret"]
        try await ServerProcess.with(arguments) { server in
            let client = try WireClient(port: server.port, query: "ns=flush")
            try #require(await eventually { client.state.value.opened })
            _ = try await client.hello()
            _ = try await client.request(1, "p", #"{"p":"/status","d":"online"}"#)
            _ = try await client.request(2, "o", #"{"p":"/status","d":"offline"}"#)
            _ = try await client.request(3, "m", #"{"p":"/","d":{"a/b":1,"c":[1,2]}}"#)
            #expect(server.terminate(signal) == 0)
            #expect(await eventually { client.isClosed })
        }
        try await ServerProcess.with(arguments) { server in
            let data = try await Self.read("/", port: server.port, namespace: "flush")
            #expect(data.jsonText == #"{"a":{"b":1},"c":{"0":1,"1":2},"status":"offline"}"#)
        }
    }

    @Test func rulesImportedDataAndTheSecretPersist() async throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let data = directory.appendingPathComponent("seed.json")
        try Data(#"{"seed":{".value":1,".priority":"p"}}"#.utf8).write(to: data)
        var secret = ""
        try await ServerProcess.with(["--data-dir", directory.path, "--data", "kept=\(data.path)"]) { server in
            let seed = try await Self.read("/seed", port: server.port, namespace: "kept")
            #expect(seed.jsonText == #"{".value":1,".priority":"p"}"#)
            secret = try String(contentsOf: directory.appendingPathComponent("secret"), encoding: .utf8)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(secret.count == 40)
        }
        // The generated secret is kept: the restarted server still takes it as admin.
        try await ServerProcess.with(["--data-dir", directory.path]) { server in
            let client = try WireClient(port: server.port, query: "ns=kept")
            try #require(await eventually { client.state.value.opened })
            _ = try await client.hello()
            #expect(try await client.request(1, "auth", "{\"cred\":\"\(secret)\"}") == [reply(1)])
            #expect(try await client.request(2, "g", #"{"p":"/seed","q":{}}"#) == [reply(2, "ok", #"{".value":1,".priority":"p"}"#)])
            client.close()
        }
    }
}
