import Dispatch
import Foundation
import WilddogNetworkServer
#if canImport(Glibc)
import Glibc
#endif

/// `wilddog-bench network-server [wilddog-server options]`: the server the network suite
/// measures, in a process of its own (its memory is read from /proc), as `wilddog-server` runs
/// it: the banner on standard output, SIGTERM stops it (sockets closed, stores flushed).
enum NetworkServerChild {
    static func run(_ arguments: [String]) -> Never {
        guard case .success(.run(let configuration)) = ServerOptions.parse(arguments) else {
            FileHandle.standardError.write(Data("network-server: bad options \(arguments)\n".utf8))
            exit(2)
        }
        let server: NetworkServer
        do {
            server = try NetworkServer(configuration: configuration)
        } catch {
            FileHandle.standardError.write(Data("network-server: \(error.message)\n".utf8))
            exit(1)
        }
        FileHandle.standardOutput.write(Data((server.summary.joined(separator: "\n") + "\n").utf8))
        signal(SIGTERM, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGTERM, queue: .main)
        source.setEventHandler {
            server.stop()
            exit(0)
        }
        source.resume()
        dispatchMain()
    }
}
