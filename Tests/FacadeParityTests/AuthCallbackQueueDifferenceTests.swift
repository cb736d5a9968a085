import WilddogTestSupport
import Dispatch
import Foundation
import Synchronization
import Testing
import Wilddog
import WilddogAuth
import WilddogCore
import WilddogSync

/// The documented difference MIGRATION.md calls "Auth callbacks run on the main queue": the
/// trace comparison of the parity scenarios keeps channels apart and cannot see queues, so this
/// test checks the difference directly, with a callback queue set in each generation.
@Suite struct AuthCallbackQueueDifferenceTests {
    /// A serial queue that runs after the main queue's pending work (so other tests' main-queue
    /// expectations still hold while it is the legacy default), tagged for identification.
    static func taggedQueue(_ key: DispatchSpecificKey<String>, _ tag: String) -> DispatchQueue {
        let queue = DispatchQueue(label: "parity.queue.\(tag)", target: .main)
        queue.setSpecific(key: key, value: tag)
        return queue
    }

    /// Where a callback ran: the tag of its queue, "main" on the main queue, else "other". (On
    /// Linux the main queue may be drained by a worker thread, so `Thread.isMainThread` cannot tell.)
    static func place(_ key: DispatchSpecificKey<String>) -> String {
        DispatchQueue.getSpecific(key: key) ?? (DispatchQueue.getSpecific(key: mainKey) ?? "other")
    }

    static let mainKey: DispatchSpecificKey<String> = {
        let key = DispatchSpecificKey<String>()
        DispatchQueue.main.setSpecific(key: key, value: "main")
        return key
    }()

    /// The first place the callback reports, waited for without holding a thread of the test pool.
    static func wait(_ body: (@escaping @Sendable (String) -> Void) -> Void) async -> String? {
        await Callback.wait(body)
    }

    @Test func legacyCallbackQueueRunsAuthBlocks() async {
        await LegacyCallbackQueueGate.withGate {
            let key = DispatchSpecificKey<String>()
            let config = Wilddog.defaultConfig()
            config.callbackQueue = Self.taggedQueue(key, "legacy")
            defer { config.callbackQueue = .main }
            let root = Wilddog(url: "https://queue-legacy-\(UUID().uuidString.prefix(8).lowercased()).wilddogio.com")
            let place = await Self.wait { done in root.authAnonymouslyWithCompletionBlock { _, _ in done(Self.place(key)) } }
            #expect(place == "legacy")
        }
    }

    @Test func newAuthCallbacksRunOnTheMainQueueWhateverTheSyncQueue() async {
        let key = DispatchSpecificKey<String>()
        let name = "queue_\(UUID().uuidString.prefix(8))"
        WDGApp.configure(withName: name, options: WDGOptions(syncURL: "https://queue-new-\(UUID().uuidString.prefix(8).lowercased()).wilddogio.com"))
        guard let app = WDGApp(named: name), let auth = WDGAuth(app: app) else {
            Issue.record("the app did not configure")
            return
        }
        let sync = WDGSync.sync(app: app)
        sync.callbackQueue = Self.taggedQueue(key, "sync")
        let dataPlace = await Self.wait { done in sync.reference(withPath: "a").setValue(1) { _, _ in done(Self.place(key)) } }
        #expect(dataPlace == "sync")
        let authPlace = await Self.wait { done in auth.signInAnonymously { _, _ in done(Self.place(key)) } }
        #expect(authPlace == "main")
    }
}
