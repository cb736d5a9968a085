import Foundation
import Wilddog

struct Run {
    var id: String
    var meters: Int
    var startedAt: Double

    init?(_ snapshot: WDataSnapshot) {
        guard let meters = snapshot.childSnapshotForPath("meters").value as? Int else { return nil }
        id = snapshot.key
        self.meters = meters
        startedAt = snapshot.childSnapshotForPath("startedAt").value as? Double ?? 0
    }
}

/// Records runs for the signed-in user and keeps their totals.
final class RunTracker {
    let root = Wilddog(url: "https://runlog.wilddogio.com")
    let runs: Repository<Run>
    private var authHandle: WilddogHandle = 0
    private(set) var user: WAuthData?
    var statusChanged: (WAuthData?) -> Void = { _ in }

    init() {
        runs = Repository(base: root.at("runs"), decode: Run.init)
    }

    func watchAuth() {
        authHandle = root.observeAuthEventWithBlock { [weak self] authData in
            self?.user = authData
            self?.statusChanged(authData)
            if let authData = authData {
                print("signed in via \(authData.provider) as \(authData.uid)")
            }
        }
    }

    func unwatchAuth() {
        root.removeAuthEventObserverWithHandle(authHandle)
    }

    func signIn(email: String, password: String, done: @escaping (Bool) -> Void) {
        root.authUser(email, password: password) { error, authData in
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
        root.unauth()
    }

    /// Adds the run's distance to the user's total, atomically.
    func addToTotal(_ meters: Int, uid: String) {
        let total = root.at("totals", uid, "meters")
        total.runTransactionBlock({ current in
            if current.value is NSNull {
                current.value = meters
            } else if let value = current.value as? Int {
                if value < 0 { return WTransactionResult.abort() }
                current.value = value + meters
            }
            return WTransactionResult.successWithValue(current)
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
        let status = root.childByAppendingPath("active").childByAppendingPath(uid)
        status.setValue(true)
        status.onDisconnectRemoveValue()
        status.parent.childByAppendingPath("lastSeen").childByAppendingPath(uid).onDisconnectSetValue(kWilddogServerValueTimestamp)
    }

    func markInactive(uid: String) {
        let status = root.at("active", uid)
        status.cancelDisconnectOperationsWithCompletionBlock { error, ref in
            ref.removeValue()
        }
    }

    func recentRuns(_ handler: @escaping ([String]) -> Void) {
        runs.base.newest(5).observeSingleEventOfType(.Value) { snapshot in
            var keys: [String] = []
            for case let child as WDataSnapshot in snapshot.children { keys.append(child.key) }
            handler(keys.reversed())
        }
    }
}
