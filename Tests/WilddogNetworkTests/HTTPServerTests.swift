import Foundation
import Testing
@testable import WilddogNetwork
import WilddogTestSupport

/// The HTTP server over loopback, driven by a raw client.
@Suite struct HTTPServerTests {
    private func responses(_ text: String) -> [String] {
        text.components(separatedBy: "HTTP/1.1 ").dropFirst().map { "HTTP/1.1 " + $0 }
    }

    @Test func pipelinedRequestsAreAnsweredInOrderEvenWhenAnsweredOutOfOrder() async throws {
        // The first request is answered last, from another thread.
        let server = try TestServer { request, responder in
            let answer = HTTPResponse(status: 200, contentType: "text/plain", text: request.target)
            if request.target == "/slow" {
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { responder.respond(answer) }
            } else {
                responder.respond(answer)
            }
        }
        defer { server.stop() }
        let client = RawClient(port: server.port, loop: server.group.next())
        client.send("GET /slow HTTP/1.1\r\nHost: h\r\n\r\nGET /fast HTTP/1.1\r\nHost: h\r\n\r\nPOST /post HTTP/1.1\r\nHost: h\r\nContent-Length: 2\r\n\r\nok")
        #expect(await eventually { responses(client.text).count == 3 })
        let bodies = responses(client.text).map { $0.components(separatedBy: "\r\n\r\n").last ?? "" }
        #expect(bodies == ["/slow", "/fast", "/post"])
        #expect(!client.closed)
        client.connection.abort()
    }

    @Test func malformedInputGets400AndTheConnectionCloses() async throws {
        let server = try TestServer()
        defer { server.stop() }
        let client = RawClient(port: server.port, loop: server.group.next())
        client.send("GET / HTTP/1.1\r\nHost: h\r\n\r\nBROKEN LINE\r\n\r\nGET /never HTTP/1.1\r\nHost: h\r\n\r\n")
        #expect(await eventually { client.closed })
        let answers = responses(client.text)
        #expect(answers.count == 2)
        #expect(answers.first?.hasPrefix("HTTP/1.1 200 OK") == true)
        #expect(answers.last?.hasPrefix("HTTP/1.1 400 Bad Request") == true)
        #expect(answers.last?.contains("Connection: close") == true)
    }

    @Test func oversizedRequestsGetTheirStatus() async throws {
        var configuration = TestServer.patientConfiguration
        configuration.limits.maxBodyBytes = 100
        configuration.limits.maxRequestLineBytes = 200
        let server = try TestServer(configuration: configuration)
        defer { server.stop() }
        for (request, status) in [
            ("PUT / HTTP/1.1\r\nHost: h\r\nContent-Length: 101\r\n\r\n", "413"),
            ("GET /\(String(repeating: "u", count: 300)) HTTP/1.1\r\nHost: h\r\n\r\n", "414"),
            ("GET / HTTP/1.1\r\nHost: h\r\n\(String(repeating: "X-A: b\r\n", count: 150))\r\n", "431"),
        ] {
            let client = RawClient(port: server.port, loop: server.group.next())
            client.send(request)
            #expect(await eventually { client.closed })
            #expect(client.text.hasPrefix("HTTP/1.1 \(status) "))
        }
    }

    @Test func headRequestsGetNoBodyAndHTTP10Closes() async throws {
        let server = try TestServer()
        defer { server.stop() }
        let client = RawClient(port: server.port, loop: server.group.next())
        client.send("HEAD /x HTTP/1.1\r\nHost: h\r\n\r\nGET /y HTTP/1.0\r\n\r\n")
        #expect(await eventually { client.closed })
        let answers = responses(client.text)
        #expect(answers.count == 2)
        #expect(answers.first?.hasSuffix("\r\n\r\n") == true)
        #expect(answers.first?.contains("Content-Length: 9") == true)
        #expect(answers.last?.hasSuffix("GET /y 0") == true)
    }

    @Test func expectContinueGets100BeforeTheBody() async throws {
        let server = try TestServer()
        defer { server.stop() }
        let client = RawClient(port: server.port, loop: server.group.next())
        client.send("PUT /c HTTP/1.1\r\nHost: h\r\nExpect: 100-continue\r\nContent-Length: 4\r\n\r\n")
        #expect(await eventually { client.text == "HTTP/1.1 100 Continue\r\n\r\n" })
        client.send("data")
        #expect(await eventually { client.text.hasSuffix("PUT /c 4") })
        client.connection.abort()
    }

    @Test func streamedBodiesAreChunkedAndEndWhenTheClientLeaves() async throws {
        let left = Locked(false)
        let responderBox = Locked<HTTPResponder?>(nil)
        let server = try TestServer { request, responder in
            responder.startStream(headers: ["Content-Type": "text/event-stream"])
            responder.sendStreamChunk(Array("event: put\ndata: {}\n\n".utf8))
            responder.onClose { left.withLock { $0 = true } }
            responderBox.withLock { $0 = responder }
        }
        defer { server.stop() }
        let client = RawClient(port: server.port, loop: server.group.next())
        client.send("GET /s.json HTTP/1.1\r\nHost: h\r\nAccept: text/event-stream\r\n\r\n")
        #expect(await eventually { client.text.hasSuffix("15\r\nevent: put\ndata: {}\n\n\r\n") })
        #expect(client.text.contains("Transfer-Encoding: chunked\r\n"))
        responderBox.value?.sendStreamChunk(Array("event: keep-alive\ndata: null\n\n".utf8))
        #expect(await eventually { client.text.hasSuffix("event: keep-alive\ndata: null\n\n\r\n") })
        client.connection.abort()
        #expect(await eventually { left.value })
    }

    @Test func idleKeepAliveConnectionsAreClosed() async throws {
        var configuration = HTTPServer.Configuration()
        configuration.idleTimeout = .milliseconds(200)
        let server = try TestServer(configuration: configuration)
        defer { server.stop() }
        let client = RawClient(port: server.port, loop: server.group.next())
        client.send("GET / HTTP/1.1\r\nHost: h\r\n\r\n")
        #expect(await eventually { client.closed })
        #expect(client.text.hasPrefix("HTTP/1.1 200 OK"))
        // A client that never finishes its head is closed too.
        let slow = RawClient(port: server.port, loop: server.group.next())
        slow.send("GET / HTTP/1.1\r\nHost:")
        #expect(await eventually { slow.closed })
    }

    @Test func garbageOnManyConnectionsNeverStopsTheServer() async throws {
        // Incomplete heads are closed by the idle timeout.
        var configuration = HTTPServer.Configuration()
        configuration.idleTimeout = .milliseconds(500)
        let server = try TestServer(configuration: configuration)
        defer { server.stop() }
        var random = FuzzTests.Generator(state: 42)
        var clients: [RawClient] = []
        for round in 0..<60 {
            let client = RawClient(port: server.port, loop: server.group.next())
            var bytes = Array("GET /\(round) HTTP/1.1\r\nHost: h\r\nUpgrade: websocket\r\n\r\n".utf8)
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
            bytes += (0..<Int.random(in: 0..<200, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            client.send(bytes)
            clients.append(client)
        }
        // Each got an answer or was closed; the server still answers a good request.
        #expect(await eventually { clients.allSatisfy { !$0.received.isEmpty || $0.closed } })
        for client in clients { client.connection.abort() }
        let good = RawClient(port: server.port, loop: server.group.next())
        good.send("GET /ok HTTP/1.1\r\nHost: h\r\n\r\n")
        #expect(await eventually { good.text.hasSuffix("GET /ok 0") })
        good.connection.abort()
    }
}
