import Testing
import WilddogEngine
@testable import WilddogNetworkServer

@Suite struct ServerOptionsTests {
    private let files: [String: String] = [
        "open.json": #"{"rules":{".read":true,".write":true}}"#,
        "closed.json": #"{"rules":{".read":false}}"#,
        "bad-rules.json": #"{"rules":{".read":"auth.uid ==="}}"#,
        "data.json": #"{"a":{".value":1,".priority":2},"b":[1,2]}"#,
        "bad-data.json": #"{"a.b":1}"#,
    ]

    private func parse(_ arguments: [String]) -> Result<ServerOptions.Command, ServerOptions.UsageError> {
        ServerOptions.parse(arguments) { path in
            guard let text = files[path] else { throw ServerOptions.UsageError(message: "cannot read \(path)") }
            return text
        }
    }

    private func configuration(_ arguments: [String]) throws -> NetworkServerConfiguration {
        guard case .success(.run(let configuration)) = parse(arguments) else {
            Issue.record("\(arguments) did not parse: \(parse(arguments))")
            throw CancellationError()
        }
        return configuration
    }

    private func error(_ arguments: [String]) -> String? {
        guard case .failure(let error) = parse(arguments) else { return nil }
        return error.message
    }

    @Test func noOptionsServeTheEmulatorsAddressInMemoryWithOpenRules() throws {
        let configuration = try configuration([])
        #expect(configuration.host == "127.0.0.1")
        #expect(configuration.port == 9000)
        #expect(configuration.rules == nil)
        #expect(configuration.dataDirectory == nil)
        #expect(configuration.secret == nil)
        #expect(!configuration.testMode)
        #expect(configuration.idleTimeout == .seconds(90))
    }

    @Test func everyOptionIsRead() throws {
        let configuration = try configuration([
            "--host", "0.0.0.0", "--port=0", "--rules", "open.json", "--rules", "locked=closed.json", "--data", "data.json",
            "--data=other=data.json", "--data-dir", "/tmp/x", "--secret", "s3cret", "--log-level", "debug", "--test-mode",
            "--idle-timeout", "1.5", "--threads", "2",
        ])
        #expect(configuration.host == "0.0.0.0")
        #expect(configuration.port == 0)
        #expect(configuration.rules == files["open.json"])
        #expect(configuration.rules(for: "locked") == files["closed.json"])
        #expect(configuration.rules(for: "any") == files["open.json"])
        #expect(configuration.data?.child(Path("a")) == .leaf(.integer(exactly: 1), priority: .integer(exactly: 2)))
        #expect(configuration.namespaceData["other"]?.child(Path("b/1")) == .leaf(.integer(exactly: 2)))
        #expect(configuration.dataDirectory == "/tmp/x")
        #expect(configuration.secret == "s3cret")
        #expect(configuration.logLevel == .debug)
        #expect(configuration.testMode)
        #expect(configuration.idleTimeout == .milliseconds(1500))
        #expect(configuration.loopThreads == 2)
    }

    @Test func helpIsACommand() {
        guard case .success(.help) = parse(["--port", "1", "--help"]) else {
            Issue.record("--help not recognized")
            return
        }
        #expect(ServerOptions.usage.contains("--data-dir"))
    }

    @Test func badOptionsAreErrorsNamingTheOption() {
        #expect(error(["--port", "70000"])?.contains("--port") == true)
        #expect(error(["--port"])?.contains("needs a value") == true)
        #expect(error(["--bogus"])?.contains("unknown option") == true)
        #expect(error(["--rules", "missing.json"])?.contains("cannot read missing.json") == true)
        #expect(error(["--rules", "bad-rules.json"])?.contains("do not parse") == true)
        #expect(error(["--data", "bad-data.json"])?.contains("not valid data") == true)
        #expect(error(["--data", "ns="])?.contains("needs a file") == true)
        #expect(error(["--log-level", "loud"])?.contains("--log-level") == true)
        #expect(error(["--secret", ""]) != nil)
        #expect(error(["--test-mode=yes"]) != nil)
        #expect(error(["--idle-timeout", "-1"]) != nil)
        #expect(error(["--threads", "0"]) != nil)
    }
}
