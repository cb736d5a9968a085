import Foundation
import WilddogSync
import WilddogAuth

/// Keeps `presence/<uid>` true while connected and records the last time seen.
final class PresenceTracker {
    private let root: WDGSyncReference
    private var connectedHandle: WDGSyncHandle = 0
    private weak var lastRef: WDGSyncReference?

    init(root: WDGSyncReference) { self.root = root }

    func goOnline(as uid: String) {
        let me = root.child("presence/\(uid)")
        lastRef = me
        me.onDisconnectSetValue(["online": false, "lastSeen": WDGServerValue.timestamp()], withCompletionBlock: { error, ref in
            print("presence for \(ref.key) armed: \(error == nil)")
        })
        me.child("connections").onDisconnectUpdateChildValues(["count": 0])
        me.onDisconnectSetValue("away", andPriority: 0)
        connectedHandle = root.child(".info/connected").observe(.value) { [weak self] snapshot in
            guard let connected = snapshot.value as? Bool, connected else { return }
            me.setValue(["online": true, "since": WDGServerValue.timestamp()])
            print("\(uid) online under \((me.parent ?? me.root).key); tracker alive \(self != nil)")
        }
    }

    func goOffline() {
        root.child(".info/connected").removeObserver(withHandle: connectedHandle)
        lastRef?.cancelDisconnectOperations { error, ref in
            print("cancelled disconnect ops at \(ref.description): \(error.map { "\($0)" } ?? "ok")")
        }
    }
}

/// Signs in anonymously and keeps the current auth data.
final class ChatSession {
    let root: WDGSyncReference
    var authData: WDGUser?
    var uid: String? { return authData?.uid }
    private var authHandles: [WDGAuthStateDidChangeListenerHandle] = []

    init(root: WDGSyncReference) { self.root = root }

    func start() {
        let handle: WDGAuthStateDidChangeListenerHandle! = WDGAuth.auth()?.addStateDidChangeListener { [weak self] auth, authData in
            self?.authData = authData
            if let authData = authData {
                print("auth: \(authData.uid) via \(authData.providerID)")
            } else {
                print("auth: signed out")
            }
        }
        authHandles.append(handle)
        authHandles.append((WDGAuth.auth()?.addStateDidChangeListener { print("provider now \($1?.providerID ?? "none")") })!)
        if WDGAuth.auth()?.currentUser == nil {
            WDGAuth.auth()?.signInAnonymously { authData, error in
                guard error == nil, let authData = authData else {
                    print("anonymous sign-in failed: \(error!)")
                    return
                }
                print("anonymous uid \(authData.uid), provider \(authData.providerID)")
            }
        }
    }

    /// Calls `onChange` with the uid at every sign-in and sign-out; stop it with `unwatch(_:)`.
    func watch(_ onChange: @escaping (String?) -> Void) -> WDGAuthStateDidChangeListenerHandle! {
        return WDGAuth.auth()?.addStateDidChangeListener { auth, authData in onChange(authData?.uid) }
    }

    func unwatch(_ handle: WDGAuthStateDidChangeListenerHandle!) {
        WDGAuth.auth()?.removeStateDidChangeListener(handle)
    }

    func stop() {
        for handle in authHandles { WDGAuth.auth()?.removeStateDidChangeListener(handle) }
        authHandles = []
        try? WDGAuth.auth()?.signOut()
    }
}
