import Dispatch
import Foundation
import Synchronization
import Wilddog
import WilddogAuth
import WilddogCore
internal import WilddogEngine
import WilddogServer
import WilddogSync

/// A fresh embedded backend for one test: a unique app id, optional seed data and rules, the
/// 1.x root reference and a configured 2.x app for it, and a recording of everything the SDK
/// does for that app id, whichever API drives it. Safe when tests run in parallel (nothing is
/// shared between two backends). Call `tearDown()` at the end (also done on deinit).
///
/// ```swift
/// let backend = try WilddogTestBackend(data: ["rooms": ["a": ["name": "A"]]])
/// backend.legacyRoot.childByAppendingPath("rooms/b").setValue(["name": "B"])
/// try backend.waitForPendingWrites()
/// print(backend.trace())
/// ```
public final class WilddogTestBackend: @unchecked Sendable {
    // @unchecked: every stored property is immutable after init, or a Sendable lock.
    /// The backend's app id (unique per instance).
    public let appId: String
    /// `https://<appId>.wilddogio.com`: the URL both APIs use.
    public let url: String
    /// Configuration and admin access to the backend (rules, users, clock, seed data).
    public let server: WilddogServer
    /// The name of the 2.x app configured for `url`.
    public let appName: String
    private let recording: BehaviourRecording
    private let tornDown = Atomic<Bool>(false)

    /// A new backend seeded with `data` (Foundation JSON values) and `rules` (the rules JSON
    /// text; nil allows everything). Recording starts at once.
    public init(data: Any? = nil, rules: String? = nil) throws {
        let id = "wdgtest-" + UUID().uuidString.prefix(13).lowercased().replacingOccurrences(of: "-", with: "")
        appId = id
        url = "https://\(id).wilddogio.com"
        server = WilddogServer(appId: id)
        // Cheap password hashes: `settle` waits for a quiet period, which a sign-in spending
        // scrypt's full cost (tens of milliseconds) would outlast.
        server.passwordHashIterations = 1000
        appName = "wilddogtesting_\(id.replacingOccurrences(of: "-", with: "_"))"
        do {
            if let rules { try server.setRules(rules) }
            if let data { try server.setData(data) }
        } catch {
            throw WilddogTestingError.setup("\(error)")
        }
        recording = BehaviourRecording(appId: id)
        WDGApp.configure(withName: appName, options: WDGOptions(syncURL: url))
    }

    deinit { tearDown() }

    /// The 1.x root reference of this backend (`Wilddog(url: url)`).
    public var legacyRoot: Wilddog { Wilddog(url: url) }

    /// The 2.x app configured for this backend.
    public var app: WDGApp {
        guard let app = WDGApp(named: appName) else {
            // Deleted by the test itself: configure it again, so later calls still work.
            WDGApp.configure(withName: appName, options: WDGOptions(syncURL: url))
            return WDGApp(named: appName)!
        }
        return app
    }

    /// `WDGSync.sync(app: app)`.
    public var sync: WDGSync { WDGSync.sync(app: app) }

    /// `WDGAuth(app: app)`.
    public var auth: WDGAuth { WDGAuth(app: app)! }

    /// The backend's data now, exported (priorities included) as canonical JSON.
    public var finalData: String { canonicalJSON(server.exportedData()) }

    /// What has been recorded so far, normalised (see `BehaviourTrace`).
    public func trace() -> BehaviourTrace { recording.trace() }

    /// The number of steps recorded so far.
    public var recordedCount: Int { recording.count }

    // MARK: Waiting

    /// Waits until at least `count` steps (events, completions, auth changes) were recorded.
    public func waitForSteps(_ count: Int, timeout: TimeInterval = 10) throws {
        try Waiting.until(timeout, "for \(count) recorded steps") { recording.count >= count ? nil : "\(recording.count) so far" }
    }

    /// Waits until every write, transaction and onDisconnect request of this app id has been
    /// answered by the backend and its callbacks have run.
    public func waitForPendingWrites(timeout: TimeInterval = 10) throws {
        try Waiting.until(timeout, "for pending writes to be acknowledged") {
            let busy = repos().filter { !$0.hasNoOutstandingRequests }.count
            return busy == 0 ? nil : "\(busy) app(s) still waiting for the server"
        }
        try Waiting.drainCallbackQueues(repos().flatMap(\.callbackQueues) + [.main], timeout: timeout)
    }

    /// Waits until the app id is quiet: no request outstanding, callback queues drained, and
    /// no new step recorded for `quietPeriod` seconds (auth operations and events included).
    public func settle(quietPeriod: TimeInterval = 0.05, timeout: TimeInterval = 10) throws {
        let deadline = Date().addingTimeInterval(timeout)
        var last = -1
        var quietSince = Date()
        while true {
            try waitForPendingWrites(timeout: max(0.1, deadline.timeIntervalSinceNow))
            let now = recording.count
            if now != last { last = now; quietSince = Date() }
            if Date().timeIntervalSince(quietSince) >= quietPeriod { return }
            guard Date() < deadline else { throw WilddogTestingError.timedOut("for the app to settle (\(now) steps, still changing)") }
            Waiting.pause(0.01)
        }
    }

    /// The repos (1.x and 2.x apps) of this backend's app id.
    private func repos() -> [Repo] { RepoRegistry.shared.all.filter { $0.appId == appId } }

    /// Stops recording, deletes the 2.x app and closes every connection of the app id.
    public func tearDown() {
        guard !tornDown.exchange(true, ordering: .relaxed) else { return }
        recording.stop()
        WDGApp(named: appName)?.delete { _ in }
        for repo in repos() { repo.close() }
    }
}
