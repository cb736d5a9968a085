import Foundation
import WilddogCore
import WilddogSync
import WilddogAuth

final class RunsApp {
    let store: RunStore
    var authListener: WDGAuthStateDidChangeListenerHandle?
    var onUser: (WDGUser?) -> Void = { _ in }

    init() {
        WDGApp.configure(with: WDGOptions(syncURL: "https://runlog2.wilddogio.com"))
        WDGSync.sync().persistenceEnabled = true
        store = RunStore()
    }

    func start() {
        store.runs.changed = { type, run in
            print("\(self.store.runs.describe(type)) \(run.key): \(run.meters)")
        }
        store.runs.failed = { error in
            if (error as NSError).wdgSync_errorCode() == .permissionDenied { print("no access") }
        }
        store.runs.listen(store.runs.ref.latest(20))
        authListener = WDGAuth.auth()?.addStateDidChangeListener { auth, user in
            self.onUser(user)
            if let user = user { self.store.markActive(uid: user.uid) }
        }
        WDGAuth.auth()?.signIn(withEmail: "runner@example.com", password: "secret") { user, error in
            if let error = error as NSError? {
                if error.code == WDGAuthErrorCode.invalidPassword.rawValue {
                    print("wrong password")
                }
                return
            }
            guard let user = user else { return }
            print("signed in \(user.uid) \(user.email ?? "")")
            user.getTokenWithCompletion { token, _ in print("token \(token?.count ?? 0)") }
            self.store.addToTotal(5000, uid: user.uid)
        }
        let connected = WDGSync.sync().reference(withPath: ".info/connected")
        connected.observe(.value, with: { snapshot in
            print((snapshot.value as? Bool) == true ? "online" : "offline")
        })
    }

    func stop() {
        store.runs.stop()
        if let listener = authListener { WDGAuth.auth()?.removeStateDidChangeListener(listener) }
        try? WDGAuth.auth()?.signOut()
        WDGSync.sync().goOffline()
    }
}
