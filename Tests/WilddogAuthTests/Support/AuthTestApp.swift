import Foundation
import Testing
import WilddogAuth
import WilddogServer
import WilddogTestSupport

/// A fresh app id per test, so parallel tests never share an embedded backend.
func uniqueAppId(_ name: String = #function) -> String {
    let cleaned = name.lowercased().filter { ($0.isLetter || $0.isNumber) && $0.isASCII }
    return "a\(cleaned.prefix(16))\(UUID().uuidString.prefix(8).lowercased())"
}

/// A unique email address.
func uniqueEmail() -> String { "u\(UUID().uuidString.prefix(12).lowercased())@example.com" }

/// A uniquely named `WDGApp` on a fresh backend with its `WDGAuth` (callbacks on the main queue).
final class AuthTestApp: @unchecked Sendable {
    // @unchecked: the objects are only read after init.
    let app: WDGApp
    let auth: WDGAuth
    let server: WilddogServer
    let appId: String
    let appName: String

    init(appId: String? = nil, name: String = #function) {
        let id = appId ?? uniqueAppId(name)
        self.appId = id
        server = WilddogServer(appId: id)
        server.passwordHashIterations = 1000
        appName = "auth_" + UUID().uuidString.replacingOccurrences(of: "-", with: "_")
        WDGApp.configure(withName: appName, options: WDGOptions(syncURL: "https://\(id).wilddogio.com"))
        app = WDGApp(named: appName)!
        auth = WDGAuth(app: app)!
    }

    deinit {
        if WDGApp(named: appName) != nil { app.delete { _ in } }
    }

    /// Runs an operation with a `(user, error)` completion and waits for it.
    func result(sourceLocation: SourceLocation = #_sourceLocation,
                _ start: (@escaping WDGAuthResultCallback) -> Void) async -> (user: WDGUser?, error: NSError?) {
        let done = Expectation<(WDGUser?, NSError?)>()
        start { user, error in done.fulfill((user, error as NSError?)) }
        guard let (user, error) = await done.value(sourceLocation: sourceLocation) else { return (nil, nil) }
        return (user, error)
    }

    /// Runs an operation with an `(error)` completion and waits for it.
    @discardableResult
    func outcome(sourceLocation: SourceLocation = #_sourceLocation,
                 _ start: (@escaping (Error?) -> Void) -> Void) async -> NSError? {
        let done = Expectation<NSError?>()
        start { error in done.fulfill(error as NSError?) }
        return (await done.value(sourceLocation: sourceLocation)) ?? nil
    }

    /// Creates (and so signs in) an email user.
    @discardableResult
    func createUser(_ email: String = uniqueEmail(), password: String = "secret1",
                    sourceLocation: SourceLocation = #_sourceLocation) async -> WDGUser? {
        let (user, error) = await result(sourceLocation: sourceLocation) {
            auth.createUser(withEmail: email, password: password, completion: $0)
        }
        if let error { Issue.record("createUser failed: \(error)", sourceLocation: sourceLocation) }
        return user
    }
}

extension WilddogTestSupport.Expectation {
    /// The first delivered value, waiting up to `timeout` seconds (an issue when none came).
    func value(timeout: Double = 20, sourceLocation: SourceLocation = #_sourceLocation) async -> Value? {
        let value = await first(within: timeout)
        if value == nil { Issue.record("callback not called within \(timeout) s", sourceLocation: sourceLocation) }
        return value
    }
}
