import Foundation
import WilddogSync
import WilddogAuth

typealias AuthCompletion = (Result<WDGUser, Error>) -> Void
typealias LoginHandler = (WDGUser?, Error?) -> Void

enum ServiceError: Error {
    case missingAuthData
    case badSnapshot(String)
}

/// One place for every Wilddog reference the app uses, written by a team that likes singletons.
final class WilddogService {
    nonisolated(unsafe) static let shared = WilddogService()

    static let baseURL = "https://presence-demo.wilddogio.com"
    static let archiveURL = "https://presence-archive.wilddogio.com"

    lazy var root: WDGSyncReference = WDGSync.sync().reference(fromURL: WilddogService.baseURL)
    lazy var users: WDGSyncReference = self.root.child("users")
    lazy var rooms = root.child("rooms")
    lazy var connected: WDGSyncReference = {
        return self.root.child(".info/connected")
    }()
    lazy var archive = Wilddog(url: WilddogService.archiveURL).child("rooms")

    private(set) var authHandle: WDGAuthStateDidChangeListenerHandle!
    var currentUID: String? { return WDGAuth.auth()?.currentUser?.uid }

    private init() {
        WDGSync.setLoggingEnabled(false)
        WDGSync.sync().persistenceEnabled = true
    }

    func start(onChange: @escaping (WDGUser?) -> Void) {
        authHandle = WDGAuth.auth()?.addStateDidChangeListener { auth, authData in
            DispatchQueue.main.async {
                onChange(authData)
            }
        }
        print("sdk \(WDGSync.sdkVersion()) at \(root.description)")
    }

    func stop() {
        WDGAuth.auth()?.removeStateDidChangeListener(authHandle)
        WDGSyncReference.goOffline()
    }

    func signIn(email: String, password: String, completion: @escaping AuthCompletion) {
        WDGAuth.auth()?.signIn(withEmail: email, password: password) { authData, error in
            if let error = error {
                completion(.failure(error))
                return
            }
            guard let authData = authData else {
                completion(.failure(ServiceError.missingAuthData))
                return
            }
            completion(.success(authData))
        }
    }

    func signInAnonymously(_ handler: @escaping LoginHandler) {
        WDGAuth.auth()?.signInAnonymously(completion: { (authData: WDGUser?, error: Error?) in
            handler(authData, error)
        })
    }

    func signOut() {
        defer { print("signed out of \(root.key)") }
        if let uid = currentUID {
            users.child(uid).child("online").cancelDisconnectOperations()
        }
        try? WDGAuth.auth()?.signOut()
    }

    func changePassword(email: String, old: String, new: String, done: @escaping (Error?) -> Void) {
        root.changePasswordForUser(email, fromOld: old, toNew: new, withCompletionBlock: done)
    }

    func sendReset(to email: String) {
        WDGAuth.auth()?.sendPasswordReset(withEmail: email) { error in
            if let nsError = error as NSError?, nsError.domain == WAuthenticationErrorDomain {
                print("reset failed: \(nsError.code)")
            } else {
                print("reset mail sent to \(email)")
            }
        }
    }

    func goOnline() {
        WDGSyncReference.goOnline()
        root.sync.goOnline()
    }

    /// Marks the signed-in user online and removes the flag when the connection drops.
    func trackPresence() {
        guard let uid = currentUID else { return }
        let me = users.child(uid)
        connected.observe(.value, with: { snapshot in
            guard let isOn = snapshot.value as? Bool, isOn else { return }
            me.child("online").onDisconnectRemoveValue()
            me.child("lastSeen").onDisconnectSetValue(WDGServerValue.timestamp())
            me.updateChildValues(["online": true, "lastSeen": WDGServerValue.timestamp()]) { error, ref in
                if error != nil { print("presence write failed at \(ref.key)") }
            }
        })
    }
}
