import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `wilddog-server` program: its options, the server, the signals that stop it and the
/// banner. `wilddog-bench network-server` runs the same, so the benchmark measures the server
/// as users start it.
package enum ServerMain {
    /// Runs the server `arguments` describe until SIGINT or SIGTERM (`program` names it in
    /// messages); exits 2 for bad options, 1 when the server cannot start.
    package static func run(_ arguments: [String], program: String = "wilddog-server") -> Never {
        let configuration: NetworkServerConfiguration
        switch ServerOptions.parse(arguments) {
        case .success(.help):
            say(ServerOptions.usage)
            exit(0)
        case .success(.run(let parsed)):
            configuration = parsed
        case .failure(let error):
            FileHandle.standardError.write(Data("\(program): \(error.message)\nTry '\(program) --help'.\n".utf8))
            exit(2)
        }
        let server: NetworkServer
        do {
            server = try NetworkServer(configuration: configuration)
        } catch {
            FileHandle.standardError.write(Data("\(program): \(error.message)\n".utf8))
            exit(1)
        }
        // SIGINT / SIGTERM: close the sockets, run the sessions' onDisconnect writes, flush the stores.
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        // The handlers run on the main queue, which `dispatchMain` serves.
        var sources: [DispatchSourceSignal] = []
        for number in [SIGINT, SIGTERM] {
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler {
                say("\(program): stopping (\(number == SIGINT ? "SIGINT" : "SIGTERM"))")
                server.stop()
                say("\(program): stopped")
                exit(0)
            }
            source.resume()
            sources.append(source)
        }
        // The banner after the handlers: a parent may signal as soon as it reads it.
        for line in server.summary { say(line) }
        let parentWatch = ParentWatch.start(stopping: server, program: program)
        withExtendedLifetime((sources, parentWatch)) { dispatchMain() }
    }

    /// A line on standard output, written at once (a parent process reads it through a pipe).
    static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
