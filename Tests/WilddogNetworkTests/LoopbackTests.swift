import Foundation
import Testing
@testable import WilddogNetwork
import WilddogTestSupport

/// Client and server over real loopback sockets.
@Suite struct LoopbackTests {
    @Test func echoesTextAndBinaryOverPlainWebSocket() async throws {
        let server = try TestServer()
        defer { server.stop() }
        let client = WebSocketRecorder()
        let socket = try WebSocketConnection.connect(to: "ws://127.0.0.1:\(server.port)/ws?v=5&ns=demo", delegate: client)
        #expect(await eventually { client.opened })
        socket.send(text: "hello ✓")
        socket.send(binary: [0, 1, 2, 255])
        let large = String(repeating: "x", count: 200_000)
        socket.send(text: large)
        #expect(await eventually { client.texts.count == 2 && client.binaries.count == 1 })
        #expect(client.texts == ["hello ✓", large])
        #expect(client.binaries == [[0, 1, 2, 255]])
        socket.close()
        #expect(await eventually { client.closed != nil })
        #expect(client.closed?.code == .normalClosure)
        #expect(client.closed?.error == nil)
        let serverSide = try #require(server.recorders.withLock { $0.first })
        #expect(await eventually { serverSide.closed != nil })
        #expect(serverSide.closed?.code == .normalClosure)
    }

    #if os(Linux)
    @Test func echoesOverTLSWithASelfSignedCertificate() async throws {
        let certificate = try SelfSignedCertificate()
        var configuration = TestServer.patientConfiguration
        configuration.tls = certificate.serverConfiguration
        let server = try TestServer(configuration: configuration)
        defer { server.stop() }
        let client = WebSocketRecorder()
        let socket = try WebSocketConnection.connect(to: "wss://localhost:\(server.port)/ws", tls: certificate.clientConfiguration,
                                                     delegate: client)
        #expect(await eventually { client.opened })
        let large = [UInt8]((0..<300_000).map { UInt8(truncatingIfNeeded: $0 * 7) })
        socket.send(text: "secure")
        socket.send(binary: large)
        #expect(await eventually { client.texts.count == 1 && client.binaries.count == 1 })
        #expect(client.texts == ["secure"])
        #expect(client.binaries.first == large)
        socket.close()
        #expect(await eventually { client.closed != nil })
        #expect(client.closed?.code == .normalClosure)
    }

    @Test func tlsClientRejectsAnUntrustedCertificate() async throws {
        let certificate = try SelfSignedCertificate()
        var configuration = TestServer.patientConfiguration
        configuration.tls = certificate.serverConfiguration
        let server = try TestServer(configuration: configuration)
        defer { server.stop() }
        let client = WebSocketRecorder()
        _ = try WebSocketConnection.connect(to: "wss://localhost:\(server.port)/ws", delegate: client)
        #expect(await eventually { client.closed != nil })
        #expect(!client.opened)
        #expect(client.closed?.code == .abnormalClosure)
        guard case let .tls(message)? = client.closed?.error else {
            Issue.record("expected a TLS error, got \(String(describing: client.closed?.error))")
            return
        }
        #expect(message.contains("certificate verification failed"))
    }

    @Test func tlsClientRejectsACertificateForAnotherHost() async throws {
        let certificate = try SelfSignedCertificate(hosts: ["other.example"])
        var configuration = TestServer.patientConfiguration
        configuration.tls = certificate.serverConfiguration
        let server = try TestServer(configuration: configuration)
        defer { server.stop() }
        let client = WebSocketRecorder()
        _ = try WebSocketConnection.connect(to: "wss://localhost:\(server.port)/ws", tls: certificate.clientConfiguration, delegate: client)
        #expect(await eventually { client.closed != nil })
        #expect(!client.opened)
        guard case .tls? = client.closed?.error else {
            Issue.record("expected a TLS error, got \(String(describing: client.closed?.error))")
            return
        }
    }
    #endif
}
