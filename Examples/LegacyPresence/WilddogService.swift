import Foundation
import Wilddog

typealias AuthCompletion = (Result<WAuthData, Error>) -> Void
typealias LoginHandler = (WAuthData?, Error?) -> Void

enum ServiceError: Error {
    case missingAuthData
    case badSnapshot(String)
}

/// One place for every Wilddog reference the app uses, written by a team that likes singletons.
final class WilddogService {
    nonisolated(unsafe) static let shared = WilddogService()

    static let baseURL = "https://presence-demo.wilddogio.com"
    static let archiveURL = "https://presence-archive.wilddogio.com"

    lazy var root: Wilddog = Wilddog(url: WilddogService.baseURL)
    lazy var users: Wilddog = self.root.childByAppendingPath("users")
    lazy var rooms = root.childByAppendingPath("rooms")
    lazy var connected: Wilddog = {
        return self.root.childByAppendingPath(".info/connected")
    }()
    lazy var archive = Wilddog(url: WilddogService.archiveURL).childByAppendingPath("rooms")

    private(set) var authHandle: WilddogHandle = 0
    var currentUID: String? { return root.authData?.uid }

    private init() {
        Wilddog.setLoggingEnabled(false)
        Wilddog.defaultConfig().persistenceEnabled = true
    }

    func start(onChange: @escaping (WAuthData?) -> Void) {
        authHandle = root.observeAuthEventWithBlock { authData in
            DispatchQueue.main.async {
                onChange(authData)
            }
        }
        print("sdk \(Wilddog.sdkVersion()) at \(root.description)")
    }

    func stop() {
        root.removeAuthEventObserverWithHandle(authHandle)
        Wilddog.goOffline()
    }

    func signIn(email: String, password: String, completion: @escaping AuthCompletion) {
        root.authUser(email, password: password) { error, authData in
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
        root.authAnonymouslyWithCompletionBlock({ (error: Error?, authData: WAuthData?) in
            handler(authData, error)
        })
    }

    func signOut() {
        defer { print("signed out of \(root.key)") }
        if let uid = currentUID {
            users.childByAppendingPath(uid).childByAppendingPath("online").cancelDisconnectOperations()
        }
        root.unauth()
    }

    func changePassword(email: String, old: String, new: String, done: @escaping (Error?) -> Void) {
        root.changePasswordForUser(email, fromOld: old, toNew: new, withCompletionBlock: done)
    }

    func sendReset(to email: String) {
        root.resetPasswordForUser(email) { error in
            if let nsError = error as NSError?, nsError.domain == WAuthenticationErrorDomain {
                print("reset failed: \(nsError.code)")
            } else {
                print("reset mail sent to \(email)")
            }
        }
    }

    func goOnline() {
        Wilddog.goOnline()
        root.app.goOnline()
    }

    /// Marks the signed-in user online and removes the flag when the connection drops.
    func trackPresence() {
        guard let uid = currentUID else { return }
        let me = users.childByAppendingPath(uid)
        connected.observeEventType(.Value, withBlock: { snapshot in
            guard let isOn = snapshot.value as? Bool, isOn else { return }
            me.childByAppendingPath("online").onDisconnectRemoveValue()
            me.childByAppendingPath("lastSeen").onDisconnectSetValue(kWilddogServerValueTimestamp)
            me.updateChildValues(["online": true, "lastSeen": kWilddogServerValueTimestamp]) { error, ref in
                if error != nil { print("presence write failed at \(ref.key)") }
            }
        })
    }
}
