import Foundation
import WilddogAuth

typealias LoginCompletion = (WDGUser?, Error?) -> Void

/// Sign-in flows of a 2.x app: optional `WDGAuth.auth()`, completions with `(user, error)`, a completion
/// passed on as a variable, error codes compared by raw value.
final class SessionStore {
    private var authHandle: WDGAuthStateDidChangeListenerHandle?
    private(set) var current: User?
    var onLogin: LoginCompletion?

    func start() {
        authHandle = WDGAuth.auth()?.addStateDidChangeListener { auth, user in
            if let user = user {
                print("signed in with \(user.providerID), phone \(user.phone ?? "none")")
            }
        }
        if let auth = WDGAuth.auth() {
            print("current user \(auth.currentUser?.uid ?? "none")")
        }
    }

    func stop() {
        guard let auth = WDGAuth.auth() else { return }
        if let handle = authHandle { auth.removeStateDidChangeListener(handle) }
    }

    func signIn(email: String, password: String) {
        WDGAuth.auth()?.signIn(withEmail: email, password: password) { user, error in
            if let error = error as NSError? {
                if error.code == WDGAuthErrorCode.invalidPassword.rawValue {
                    print("wrong password")
                } else if error.code == WDGAuthErrorCode.emailAlreadyInUse.rawValue {
                    print("taken")
                }
                return
            }
            guard let user = user else { return }
            self.current = User(uid: user.uid, name: user.displayName ?? "")
            self.onLogin?(user, nil)
        }
    }

    func signInAnonymously() {
        WDGAuth.auth()?.signInAnonymously { user, _ in
            print("guest \(user?.uid ?? "?") anonymous \(user?.isAnonymous ?? false)")
        }
    }

    func signIn(token: String, completion: @escaping LoginCompletion) {
        WDGAuth.auth()?.signIn(withCustomToken: token, completion: completion)
    }

    func register(email: String, password: String) {
        WDGAuth.auth()?.createUser(withEmail: email, password: password) { (user: WDGUser?, error: Error?) in
            print("created \(user?.uid ?? "nobody")")
        }
    }

    func upgrade(email: String, password: String) {
        let credential = WDGWilddogAuthProvider.credential(withEmail: email, password: password)
        WDGAuth.auth()?.currentUser?.link(with: credential) { user, error in
            print("linked \(user?.uid ?? "") \(error.map { ($0 as NSError).code } ?? 0)")
        }
        WDGAuth.auth()?.currentUser?.reauthenticate(with: credential) { error in
            print("reauthenticated: \(error == nil)")
        }
    }

    func profile(name: String, email: String) {
        guard let user = WDGAuth.auth()?.currentUser else { return }
        let request = user.profileChangeRequest()
        request.displayName = name
        request.commitChanges { error in print("profile saved \(error == nil)") }
        user.updateEmail(email) { error in print("email changed \(error == nil)") }
        user.updatePassword("s3cret-pass") { _ in }
        user.getToken { token, error in print("token \(token ?? "")") }
        WDGAuth.auth()?.fetchProviders(forEmail: email) { providers, error in print(providers ?? []) }
        WDGAuth.auth()?.sendPasswordReset(withEmail: email) { _ in }
    }

    func signInWithPhone(phone: String, password: String) {
        WDGAuth.auth()?.signIn(withPhone: phone, password: password) { user, error in
            print("phone user \(user?.uid ?? "")")
        }
    }

    func signInWithQQ(token: String) {
        let credential = WDGQQAuthProvider.credential(withAccessToken: token)
        WDGAuth.auth()?.signIn(with: credential) { user, error in
            print("qq user \(user?.uid ?? "")")
        }
    }

    func signOut() {
        try? WDGAuth.auth()?.signOut()
    }
}
