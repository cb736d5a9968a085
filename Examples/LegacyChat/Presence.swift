import Foundation
import Wilddog

/// Keeps `presence/<uid>` true while connected and records the last time seen.
final class PresenceTracker {
    private let root: Wilddog
    private var connectedHandle: WilddogHandle = 0
    private weak var lastRef: Wilddog?

    init(root: Wilddog) { self.root = root }

    func goOnline(as uid: String) {
        let me = root.childByAppendingPath("presence/\(uid)")
        lastRef = me
        me.onDisconnectSetValue(["online": false, "lastSeen": kWilddogServerValueTimestamp]) { error, ref in
            print("presence for \(ref.key) armed: \(error == nil)")
        }
        me.childByAppendingPath("connections").onDisconnectUpdateChildValues(["count": 0])
        me.onDisconnectSetValue("away", andPriority: 0)
        connectedHandle = root.childByAppendingPath(".info/connected").observeEventType(.Value) { [weak self] snapshot in
            guard let connected = snapshot.value as? Bool, connected else { return }
            me.setValue(["online": true, "since": kWilddogServerValueTimestamp])
            print("\(uid) online under \(me.parent.key); tracker alive \(self != nil)")
        }
    }

    func goOffline() {
        root.childByAppendingPath(".info/connected").removeObserverWithHandle(connectedHandle)
        lastRef?.cancelDisconnectOperationsWithCompletionBlock { error, ref in
            print("cancelled disconnect ops at \(ref.description): \(error.map { "\($0)" } ?? "ok")")
        }
    }
}

/// Signs in anonymously and keeps the current auth data.
final class ChatSession {
    let root: Wilddog
    var authData: WAuthData?
    var uid: String? { return authData?.uid }
    private var authHandles: [WilddogHandle] = []

    init(root: Wilddog) { self.root = root }

    func start() {
        let handle = root.observeAuthEventWithBlock { [weak self] authData in
            self?.authData = authData
            if let authData = authData {
                print("auth: \(authData.uid) via \(authData.provider)")
            } else {
                print("auth: signed out")
            }
        }
        authHandles.append(handle)
        authHandles.append(root.observeAuthEventWithBlock { print("provider now \($0?.provider ?? "none")") })
        if root.authData == nil {
            root.authAnonymouslyWithCompletionBlock { error, authData in
                guard error == nil, let authData = authData else {
                    print("anonymous sign-in failed: \(error!)")
                    return
                }
                print("anonymous uid \(authData.uid), provider \(authData.provider)")
            }
        }
    }

    /// Calls `onChange` with the uid at every sign-in and sign-out; stop it with `unwatch(_:)`.
    func watch(_ onChange: @escaping (String?) -> Void) -> WilddogHandle {
        return root.observeAuthEventWithBlock { authData in onChange(authData?.uid) }
    }

    func unwatch(_ handle: WilddogHandle) {
        root.removeAuthEventObserverWithHandle(handle)
    }

    func stop() {
        for handle in authHandles { root.removeAuthEventObserverWithHandle(handle) }
        authHandles = []
        root.unauth()
    }
}
