import Foundation

/// A server a process starts for itself and routes every app to, named by the environment:
/// `WILDDOG_SERVER_PROVIDER=<Module>.<Type>`, a type linked into the process that conforms to
/// this protocol. The test suites use it to run every client test over the network, against a
/// server on a loopback port of the test process (whose data the in-process admin API sees).
package protocol ServerProvider {
    /// Starts the server; returns its URL (`http://127.0.0.1:<port>`), or nil when it cannot
    /// start (apps then keep their other routes).
    static func startServer() -> String?
    /// The timers of the clients routed to it (default: the SDKs').
    static var clientConfiguration: NetworkConfiguration { get }
}

extension ServerProvider {
    package static var clientConfiguration: NetworkConfiguration { NetworkConfiguration() }
}

extension BackendRouting {
    /// Starts the server `WILDDOG_SERVER_PROVIDER` names, once, and routes every app to it; does
    /// nothing without it. Called before the first app resolves and before the first embedded
    /// backend is made.
    package static func startProvidedServer() { providedServer }

    private static let providedServer: Void = {
        guard let name = ProcessInfo.processInfo.environment["WILDDOG_SERVER_PROVIDER"], !name.isEmpty else { return }
        guard let provider = _typeByName(name) as? any ServerProvider.Type else {
            EngineLog.warn("WILDDOG_SERVER_PROVIDER: \(name) is not a server provider linked into this process")
            return
        }
        guard let url = provider.startServer() else {
            EngineLog.warn("WILDDOG_SERVER_PROVIDER: \(name) did not start a server")
            return
        }
        do {
            setCatchAll(NetworkBackend(server: try ServerURL(url), configuration: provider.clientConfiguration))
            EngineLog.log("every app is routed to \(url) (\(name))")
        } catch {
            EngineLog.warn("WILDDOG_SERVER_PROVIDER: \(name) started a server at an unusable URL: \(error)")
        }
    }()
}
