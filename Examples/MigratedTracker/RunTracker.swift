import Foundation
import WilddogSync
import WilddogAuth

struct Run {
    var id: String
    var meters: Int
    var startedAt: Double

    init?(_ snapshot: WDGDataSnapshot) {
        guard let meters = snapshot.childSnapshot(forPath: "meters").value as? Int else { return nil }
        id = snapshot.key
        self.meters = meters
        startedAt = snapshot.childSnapshot(forPath: "startedAt").value as? Double ?? 0
    }
}

/// Records runs for the signed-in user and keeps their totals.
final class RunTracker {
    let root = WDGSync.sync().reference()
    let runs: Repository<Run>
    private var authHandle: WDGAuthStateDidChangeListenerHandle!
    private(set) var user: WDGUser?
    var statusChanged: (WDGUser?) -> Void = { _ in }

    init() {
        runs = Repository(base: root.at("runs"), decode: Run.init)
    }

    func watchAuth() {
        authHandle = WDGAuth.auth()?.addStateDidChangeListener { [weak self] auth, authData in
            self?.user = authData
            self?.statusChanged(authData)
            if let authData = authData {
                print("signed in via \(authData.providerID) as \(authData.uid)")
            }
        }
    }

    func unwatchAuth() {
        WDGAuth.auth()?.removeStateDidChangeListener(authHandle)
    }

    func signIn(email: String, password: String, done: @escaping (Bool) -> Void) {
        WDGAuth.auth()?.signIn(withEmail: email, password: password) { authData, error in
            if let error = error as NSError? {
                switch WAuthenticationError(rawValue: error.code) {
                case .InvalidPassword?, .UserDoesNotExist?:
                    print("wrong email or password")
                case .NetworkError?:
                    print("offline")
                default:
                    print("sign-in failed: \(error.localizedDescription)")
                }
                done(false)
                return
            }
            done(authData != nil)
        }
    }

    func signOut() {
        try? WDGAuth.auth()?.signOut()
    }

    /// Adds the run's distance to the user's total, atomically.
    func addToTotal(_ meters: Int, uid: String) {
        let total = root.at("totals", uid, "meters")
        total.runTransactionBlock({ current in
            if current.value is NSNull {
                current.value = meters
            } else if let value = current.value as? Int {
                if value < 0 { return WDGTransactionResult.abort() }
                current.value = value + meters
            }
            return WDGTransactionResult.success(withValue: current)
        }, andCompletionBlock: { error, committed, snapshot in
            if let error = error as NSError? {
                if error.code == WilddogError.MaxRetries.rawValue || error.code == WilddogError.OverriddenBySet.rawValue {
                    print("total not updated, retry later")
                }
                return
            }
            if committed, let snapshot = snapshot {
                print("total now \(snapshot.value ?? 0)")
            }
        }, withLocalEvents: false)
    }

    /// Marks the user as running while connected.
    func markActive(uid: String) {
        let status = root.child("active").child(uid)
        status.setValue(true)
        status.onDisconnectRemoveValue()
        (status.parent ?? status.root).child("lastSeen").child(uid).onDisconnectSetValue(WDGServerValue.timestamp())
    }

    func markInactive(uid: String) {
        let status = root.at("active", uid)
        status.cancelDisconnectOperations { error, ref in
            ref.removeValue()
        }
    }

    func recentRuns(_ handler: @escaping ([String]) -> Void) {
        runs.base.newest(5).observeSingleEvent(of: .value) { snapshot in
            var keys: [String] = []
            for case let child as WDGDataSnapshot in snapshot.children { keys.append(child.key) }
            handler(keys.reversed())
        }
    }
}
