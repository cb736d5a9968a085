import Dispatch
import Foundation
@testable import WilddogEngine
import WilddogTestSupport

extension NetworkConfiguration {
    /// Short waits, so reconnect tests take milliseconds; the keepalive and the connect timeout stay
    /// out of the way (a test starved of threads by the suites around it may answer late).
    static var quick: NetworkConfiguration {
        var configuration = NetworkConfiguration()
        configuration.backoff = ReconnectBackoff(initial: 0.05, factor: 1.3, maximum: 0.2, jitter: 0, stableAfter: 30)
        configuration.connectTimeout = .seconds(300)
        return configuration
    }
}

extension TestApp {
    /// A repo whose transport speaks the protocol to `url` (a mock server's).
    convenience init(networkTo url: String, appId: String = uniqueAppId(#function),
                     configuration: NetworkConfiguration = .quick, persistence: PersistenceManager? = nil,
                     queue: DispatchQueue? = nil) {
        let transport = NetworkTransport(server: try! ServerURL(url), configuration: configuration)
        self.init(appId: appId) { callbacks in
            Repo(appId: appId, baseURL: "https://\(appId).wilddogio.com", transport: transport, callbackQueue: callbacks,
                 queue: queue, persistence: persistence)
        }
    }

    /// Records what completions report: `"<label> ok"` or `"<label> <code>"`.
    func completion(_ label: String) -> Repo.Completion {
        { [self] error in record("\(label) \(error?.code.rawValue ?? "ok")") }
    }

    /// Waits until the log holds `entry`.
    func waitFor(_ entry: String, timeout: Double = 10) async -> Bool {
        await eventually(timeout: timeout) { self.log.contains(entry) }
    }

    /// `.info/connected` as the repo holds it.
    var isConnected: Bool {
        repo.queue.sync { repo.infoData.child(Path(".info/connected")).exportValue as? Bool ?? false }
    }
}
