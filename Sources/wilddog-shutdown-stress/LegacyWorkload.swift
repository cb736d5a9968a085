import Dispatch
import Foundation
import Wilddog
import WilddogEngine
import WilddogServer

/// The 1.x API: `Wilddog` references, one app per URL host.
final class LegacyWorkload: Workload, @unchecked Sendable {
    // @unchecked: the facade objects are thread-safe; they are only read after init.
    private let root: Wilddog
    private let server: WilddogServer

    init(appId: String, server: WilddogServer, callbackQueue: DispatchQueue?) {
        if let callbackQueue { Wilddog.defaultConfig().callbackQueue = callbackQueue }
        root = Wilddog(url: "https://\(appId).wilddogio.com")
        self.server = server
        root.observeAuthEventWithBlock { authData in _ = authData?.uid }
    }

    func step(_ random: inout SplitMix64) {
        let key = "k\(random.below(40))"
        let items = root.childByAppendingPath("items")
        switch random.below(11) {
        case 0, 1:
            items.childByAppendingPath(key).setValue(["n": random.below(1000), "at": kWilddogServerValueTimestamp]) { _, _ in }
        case 2:
            items.updateChildValues(["\(key)/n": random.below(1000), "count": random.below(9)]) { _, _ in }
        case 3:
            items.childByAppendingPath("counter").runTransactionBlock({ data in
                data.value = ((data.value as? Int) ?? 0) + 1
                return WTransactionResult.successWithValue(data)
            }, andCompletionBlock: { _, _, _ in })
        case 4:
            items.childByAppendingPath(key).observeEventType(.Value) { snapshot in _ = snapshot.value }
        case 5:
            items.queryOrderedByChild("n").queryLimitedToLast(5).observeEventType(.ChildAdded) { snapshot in _ = snapshot.key }
        case 6:
            let email = "u\(random.below(1_000_000))@example.com"
            root.createUser(email, password: "secret1") { [root] error in
                if error == nil { root.authUser(email, password: "secret1") { _, _ in } }
            }
        case 7:
            root.authWithCustomToken(server.createCustomToken(uid: "u\(random.below(100))")) { _, _ in }
        case 8:
            root.authAnonymouslyWithCompletionBlock { _, _ in }
        case 9:
            root.childByAppendingPath("presence/\(key)").onDisconnectSetValue("offline") { _, _ in }
        default:
            if random.chance(50) { items.childByAppendingPath(key).removeAllObservers() } else { Wilddog.goOffline(); Wilddog.goOnline() }
        }
    }

    func writeThenExit() {
        root.childByAppendingPath("last").setValue(true) { _, _ in exit(0) }
    }

    func end() {
        Wilddog.goOffline()
    }
}
