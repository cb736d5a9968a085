import Dispatch
import Foundation
import WilddogAuth
import WilddogCore
import WilddogEngine
import WilddogServer
import WilddogSync

/// The 2.x API: `WDGApp`, `WDGSync`, `WDGAuth`.
final class NewWorkload: Workload, @unchecked Sendable {
    // @unchecked: the facade objects are thread-safe; they are only read after init.
    private let app: WDGApp
    private let sync: WDGSync
    private let auth: WDGAuth?
    private let server: WilddogServer

    init?(appId: String, server: WilddogServer, callbackQueue: DispatchQueue?) {
        WDGApp.configure(withName: "stress", options: WDGOptions(syncURL: "https://\(appId).wilddogio.com"))
        guard let app = WDGApp(named: "stress") else { return nil }
        self.app = app
        self.server = server
        sync = WDGSync.sync(app: app)
        if let callbackQueue { sync.callbackQueue = callbackQueue }
        auth = WDGAuth(app: app)
        auth?.addStateDidChangeListener { _, user in _ = user?.uid }
    }

    func step(_ random: inout SplitMix64) {
        let key = "k\(random.below(40))"
        let items = sync.reference(withPath: "items")
        switch random.below(11) {
        case 0, 1:
            items.child(key).setValue(["n": random.below(1000), "at": WDGServerValue.timestamp()]) { _, _ in }
        case 2:
            items.updateChildValues(["\(key)/n": random.below(1000), "count": random.below(9)]) { _, _ in }
        case 3:
            items.child("counter").runTransactionBlock({ data in
                data.value = ((data.value as? Int) ?? 0) + 1
                return .success(withValue: data)
            }, andCompletionBlock: { _, _, _ in })
        case 4:
            items.child(key).observe(.value) { snapshot in _ = snapshot.value }
        case 5:
            items.queryOrdered(byChild: "n").queryLimited(toLast: 5).observe(.childAdded) { snapshot in _ = snapshot.key }
        case 6:
            auth?.createUser(withEmail: "u\(random.below(1_000_000))@example.com", password: "secret\(random.below(99))")
        case 7:
            auth?.signIn(withCustomToken: server.createCustomToken(uid: "u\(random.below(100))"))
        case 8:
            auth?.signInAnonymously()
        case 9:
            sync.reference(withPath: "presence/\(key)").onDisconnectSetValue("offline") { _, _ in }
        default:
            if random.chance(50) { items.child(key).removeAllObservers() } else { sync.goOffline(); sync.goOnline() }
        }
    }

    func writeThenExit() {
        sync.reference(withPath: "last").setValue(true) { _, _ in exit(0) }
    }

    func end() {
        app.delete { _ in }
    }
}
