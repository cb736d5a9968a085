import Foundation
import Testing
@testable import WilddogEngine
import WilddogNetworkServer
import WilddogTestSupport

#if os(Linux) || os(macOS)
/// Persistence on top of the network: writes made while no server answers survive the process,
/// and the next launch sends them — routed by `WILDDOG_SERVER`, in order, server values unresolved.
@Suite struct NetworkPersistenceTests {
    @Test func offlineWritesSurviveARestartAndReachTheServerInOrder() async throws {
        let (child, directory, appId) = try Self.setUp()
        let written = try await Self.writeOffline(child, directory, appId, count: 6)
        #expect(written.filter { $0.hasPrefix("issued ") }.count == 6)
        #expect(written.last == "done")
        try await withMockServer { server in
            let resumed = try NetworkPersistenceTests.start(child, ["resume", directory, appId], server: server.url)
            defer { resumed.stop() }
            let socket = try #require(await server.socket(0))
            #expect(socket.parameters["ns"] == appId)
            socket.sendHello()
            var frames: [String] = []
            for _ in 0..<7 {
                guard let request = await socket.nextRequest() else { break }
                frames.append(ClientMessage.request(number: request.number, request.request).text)
                socket.reply(request.number)
            }
            #expect(frames == [
                #"{"t":"d","d":{"r":0,"a":"p","b":{"p":"/items/000000","d":0}}}"#,
                #"{"t":"d","d":{"r":1,"a":"m","b":{"p":"/items","d":{"000001":1}}}}"#,
                #"{"t":"d","d":{"r":2,"a":"p","b":{"p":"/items/000002","d":2}}}"#,
                #"{"t":"d","d":{"r":3,"a":"m","b":{"p":"/items","d":{"000003":3}}}}"#,
                #"{"t":"d","d":{"r":4,"a":"p","b":{"p":"/items/000004","d":4}}}"#,
                #"{"t":"d","d":{"r":5,"a":"m","b":{"p":"/items","d":{"000005":5}}}}"#,
                #"{"t":"d","d":{"r":6,"a":"p","b":{"p":"/stamp","d":{".sv":"timestamp"}}}}"#,
            ])
            // Acknowledged writes leave the store: a third launch sends nothing.
            try await Task.sleep(for: .milliseconds(300))
            resumed.stop()
            let again = try NetworkPersistenceTests.start(child, ["resume", directory, appId], server: server.url)
            defer { again.stop() }
            let next = try #require(await server.socket(1))
            next.sendHello()
            #expect(await next.nextRequest(timeout: 1) == nil)
        }
    }

    /// The same against a real `wilddog-server` (its `NetworkServer`, on a free loopback port):
    /// the writes a process made offline are in the server's data after the next launch, the
    /// server value resolved there.
    @Test func offlineWritesReachARealServerAfterARestart() async throws {
        let (child, directory, appId) = try Self.setUp()
        let written = try await Self.writeOffline(child, directory, appId, count: 4)
        #expect(written.last == "done")
        var configuration = NetworkServerConfiguration()
        configuration.port = 0
        configuration.logLevel = .error
        let server = try NetworkServer(configuration: configuration)
        defer { server.stop() }
        let resumed = try NetworkPersistenceTests.start(child, ["resume", directory, appId], server: "http://127.0.0.1:\(server.port)")
        defer { resumed.stop() }
        let namespace = try server.context.namespaces.namespace(appId)
        let data = { namespace.backend.queue.sync { namespace.backend.data } }
        // The timestamp arrives last (the writes go in order) and is resolved to digits by the server.
        #expect(await eventually(timeout: 30) { TestApp.describe(data().child(Path("stamp"))).allSatisfy(\.isNumber) })
        #expect(TestApp.describe(data().child(Path("items"))) == #"{"000000":0,"000001":1,"000002":2,"000003":3}"#)
    }

    /// A running child; `stop` closes its input and waits for it.
    final class Child: @unchecked Sendable {
        // @unchecked: used by one test at a time.
        let process: Process
        let input: Pipe
        init(process: Process, input: Pipe) {
            self.process = process
            self.input = input
        }
        func stop() {
            guard process.isRunning else { return }
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }

    /// The child program, the persistence directory and a fresh app id.
    static func setUp() throws -> (child: URL, directory: String, appId: String) {
        let child = try #require(ChildProgram.executable("wilddog-network-child"), "wilddog-network-child is not built")
        PersistenceTestDirectory.ensure()
        return (child, PersistenceTestDirectory.url.path, uniqueAppId())
    }

    /// Runs the child's `write` of `count` writes with no server (a port that was just free): its lines.
    static func writeOffline(_ child: URL, _ directory: String, _ appId: String, count: Int) async throws -> [String] {
        let closed = try MockWireServer()
        let closedURL = closed.url
        closed.stop()
        return try await OffPool.run {
            try ChildProgram.run(child, ["write", directory, appId, "\(count)"], server: closedURL).lines
        }
    }

    static func start(_ executable: URL, _ arguments: [String], server: String) throws -> Child {
        let process = ChildProgram.process(executable, arguments, server: server)
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return Child(process: process, input: input)
    }
}
#endif
