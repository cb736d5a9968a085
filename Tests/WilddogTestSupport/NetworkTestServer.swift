import Foundation
import WilddogBackend
import WilddogEngine
import WilddogNetworkServer

/// The server of the test suites' network mode (`WILDDOG_SERVER_PROVIDER=WilddogTestSupport.NetworkTestServer`,
/// set by `.ci/run` for its second pass): a `wilddog-server` (the same `NetworkServer` the executable
/// runs) on a free loopback port of the test process, to which every app is routed over WebSocket.
///
/// Its namespaces are the process's embedded backends (`EmbeddedServerRegistry`), so the suites'
/// admin calls (`WilddogServer`: seeding, rules, clock, `dropConnections`, accounts) act on the data
/// the clients reach over the network. It runs until the test process exits.
package final class NetworkTestServer: ServerProvider {
    private init() {}

    private static let running: NetworkServer? = {
        var configuration = NetworkServerConfiguration()
        configuration.port = 0
        configuration.logLevel = .error
        // The namespaces are the suites' in-process backends: they keep the in-process account
        // settings (the emulator's OAuth verifier the suites' credentials pass, PBKDF2 hashes).
        configuration.auth.oauthVerifier = OAuthEmulatorVerifier()
        configuration.auth.passwordScheme = .inProcessDefault
        do {
            let server = try NetworkServer(configuration: configuration)
            EmbeddedServerRegistry.shared.provideServers { appId in
                try? server.context.namespaces.namespace(appId).backend
            }
            return server
        } catch {
            FileHandle.standardError.write(Data("network test server: \(error)\n".utf8))
            return nil
        }
    }()

    package static func startServer() -> String? { running.map { "http://127.0.0.1:\($0.port)" } }

    /// Reconnects as quick as the in-process default (`WilddogServer.reconnectDelay`), so tests
    /// that drop connections wait as long over the network.
    package static var clientConfiguration: NetworkConfiguration {
        var configuration = NetworkConfiguration()
        configuration.backoff = ReconnectBackoff(initial: 0.05, factor: 1.3, maximum: 0.5, jitter: 0.5, stableAfter: 30)
        // The suites administer accounts through their process's backends (`WilddogServer`): their
        // auth clients stay in process; accounts over HTTP are WilddogAuthNetworkTests' subject.
        configuration.accountsInProcess = true
        return configuration
    }

    /// Whether this process runs its suites in network mode.
    package static var isActive: Bool {
        ProcessInfo.processInfo.environment["WILDDOG_SERVER_PROVIDER"] == "WilddogTestSupport.NetworkTestServer"
    }
}
