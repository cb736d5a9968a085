import Foundation
import Testing
import WilddogBackend
import WilddogEngine
import WilddogNetworkServer
import WilddogServer
import WilddogTestSupport

/// A clock the tests move by hand (the server's accounts clock).
final class TestClock: Sendable {
    private let current = Lock(Date(timeIntervalSince1970: 1_900_000_000))

    func now() -> Date { current.withLock { $0 } }
    func advance(by seconds: TimeInterval) { current.withLock { $0 = $0.addingTimeInterval(seconds) } }
}

/// A `wilddog-server` in this process on a free loopback port, serving namespace `demo`
/// (data and accounts) with fast password hashing; apps are routed to it by id. Always `stop()`.
final class AccountsServer: @unchecked Sendable {
    // @unchecked: `server` is replaced only by `restart`, which the test calls between steps.
    static let secret = "test-secret-0123456789"
    static let namespace = "demo"
    /// Users read and write their own node; `shared` needs any signed-in user.
    static let rules = """
        {"rules": {"users": {"$uid": {".read": "auth != null && auth.uid == $uid", ".write": "auth != null && auth.uid == $uid"}},
                   "shared": {".read": "auth != null", ".write": "auth != null"}}}
        """
    private(set) var server: NetworkServer
    let clock: TestClock?
    private let configuration: NetworkServerConfiguration
    private var routed: [String] = []

    /// - Parameters:
    ///   - clock: the accounts clock; nil: the real one.
    ///   - idTokenLifetime: how long ID tokens last.
    init(clock: TestClock? = TestClock(), dataDirectory: String? = nil, idTokenLifetime: TimeInterval = 3600,
         enumerationProtection: Bool = true) throws {
        var configuration = NetworkServerConfiguration()
        configuration.port = 0
        configuration.secret = Self.secret
        configuration.dataDirectory = dataDirectory
        configuration.rules = Self.rules
        configuration.auth.defaultNamespace = Self.namespace
        configuration.auth.passwordScheme = .scrypt(logN: 10, r: 8, p: 1)
        configuration.auth.idTokenLifetime = idTokenLifetime
        configuration.auth.emailEnumerationProtection = enumerationProtection
        if let clock { configuration.auth.clock = { clock.now() } }
        configuration.logLevel = .error
        server = try NetworkServer(configuration: configuration)
        self.clock = clock
        self.configuration = configuration
    }

    var port: Int { server.port }
    var url: String { "http://127.0.0.1:\(port)?ns=\(Self.namespace)" }

    /// Routes the app `appId` (its URL `https://<appId>.wilddogio.com`) to this server.
    func route(_ appId: String) throws {
        try WilddogServer.route(appId: appId, to: url)
        routed.append(appId)
    }

    /// Stops the server and starts it again on the same port and data directory.
    func restart() throws {
        let port = server.port
        server.stop()
        var configuration = self.configuration
        configuration.port = port
        server = try NetworkServer(configuration: configuration)
    }

    /// The server's accounts of `demo` (for admin steps: codes, minting).
    func accounts() throws -> AuthService {
        try server.context.namespaces.namespace(Self.namespace).backend.auth
    }

    func stop() {
        server.stop()
        for appId in routed { WilddogServer.removeRoute(appId: appId) }
    }
}

/// A fresh app id per test.
func uniqueAppId(_ name: String = #function) -> String {
    let cleaned = name.lowercased().filter { ($0.isLetter || $0.isNumber) && $0.isASCII }
    return "n\(cleaned.prefix(14))\(UUID().uuidString.prefix(8).lowercased())"
}

func uniqueEmail() -> String { "u\(UUID().uuidString.prefix(12).lowercased())@example.com" }

/// A fresh directory, removed by the caller.
func temporaryDirectory() throws -> String {
    let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("wilddog-authnet-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Waits for one callback value (an issue when none came within `timeout` seconds).
func awaitCallback<T>(timeout: Double = 20, sourceLocation: SourceLocation = #_sourceLocation,
                      _ start: (@escaping (T) -> Void) -> Void) async -> T? {
    let done = Expectation<T>()
    start { done.fulfill($0) }
    let value = await done.first(within: timeout)
    if value == nil { Issue.record("callback not called within \(timeout) s", sourceLocation: sourceLocation) }
    return value
}
