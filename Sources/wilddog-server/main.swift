// `wilddog-server`: the options, the server, the signals. See `ServerOptions.usage`.
import Dispatch
import Foundation
import WilddogNetworkServer
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A line on standard output, written at once (a parent process reads it through a pipe).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

let configuration: NetworkServerConfiguration
switch ServerOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(.help):
    say(ServerOptions.usage)
    exit(0)
case .success(.run(let parsed)):
    configuration = parsed
case .failure(let error):
    FileHandle.standardError.write(Data("wilddog-server: \(error.message)\nTry 'wilddog-server --help'.\n".utf8))
    exit(2)
}

let server: NetworkServer
do {
    server = try NetworkServer(configuration: configuration)
} catch {
    FileHandle.standardError.write(Data("wilddog-server: \(error.message)\n".utf8))
    exit(1)
}
// SIGINT / SIGTERM: close the sockets, run the sessions' onDisconnect writes, flush the stores.
signal(SIGINT, SIG_IGN)
signal(SIGTERM, SIG_IGN)
// The handlers run on the main queue, which `dispatchMain` serves (top-level code is main-actor code).
var sources: [DispatchSourceSignal] = []
for number in [SIGINT, SIGTERM] {
    let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
    source.setEventHandler {
        say("wilddog-server: stopping (\(number == SIGINT ? "SIGINT" : "SIGTERM"))")
        server.stop()
        say("wilddog-server: stopped")
        exit(0)
    }
    source.resume()
    sources.append(source)
}
// The banner after the handlers: a parent may signal as soon as it reads it.
for line in server.summary { say(line) }
let parentWatch = ParentWatch.start(stopping: server)
dispatchMain()
