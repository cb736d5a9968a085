import Foundation
import WilddogBackend
import WilddogEngine

/// Configuration and administration of the embedded in-process backend of one app id.
///
/// Every app in the process whose URL is `https://<appId>.wilddogio.com` (1.x `Wilddog(url:)`,
/// 2.x `WDGOptions(syncURL:)`) talks to the same backend, so apps see each other's writes.
/// The backend starts empty, with rules that allow everything and every sign-in method
/// enabled. Use this type in tests and demos to seed data, install security rules, control
/// the clock, inspect auth messages and simulate network loss.
public final class WilddogServer: Sendable {
    /// The app id: the first label of the host of `https://<appId>.wilddogio.com`.
    public let appId: String

    var server: EmbeddedServer { EmbeddedServerRegistry.shared.server(for: appId) }

    /// The backend of `appId`.
    public init(appId: String) {
        self.appId = appId
    }

    /// The backend of the app a URL such as `https://<appId>.wilddogio.com/path` points to.
    public convenience init(url: String) throws {
        guard let host = URLComponents(string: url)?.host, let first = host.split(separator: ".").first, !first.isEmpty else {
            throw WilddogServerError.invalidURL(url)
        }
        self.init(appId: String(first))
    }
}
