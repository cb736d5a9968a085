import Foundation
import WilddogSync
import WilddogAuth

/// Signs users in and keeps track of the current one.
class AuthManager {
    let ref = WDGSync.sync().reference()
    var authHandler: WDGAuthStateDidChangeListenerHandle!
    var user: WDGUser?

    func start() {
        authHandler = WDGAuth.auth()?.addStateDidChangeListener { auth, authData in
            self.user = authData
            if let authData = authData {
                print("signed in as \(authData.uid) with \(authData.providerID)")
            }
        }
        if let current = WDGAuth.auth()?.currentUser {
            print(current.uid)
        }
    }

    func signIn(email: String, password: String) {
        WDGAuth.auth()?.signIn(withEmail: email, password: password) { authData, error in
            if let error = error as NSError?, error.code == -6 {
                print("wrong password")
                return
            }
            print(authData!.uid, authData!.token, authData!.expires)
        }
    }

    func signInAnonymously() {
        WDGAuth.auth()?.signInAnonymously(completion: { (authData, error) -> Void in
            self.user = authData
        })
    }

    func signIn(token: String) {
        WDGAuth.auth()?.signIn(withCustomToken: token, completion: { (authData: WDGUser?, error: Error?) in
            print(authData?.uid ?? "")
        })
    }

    func signInWithQQ(accessToken: String, openId: String) {
        WDGAuth.auth()?.signIn(with: WDGQQAuthProvider.credential(withAccessToken: accessToken)) { authData, error in
            print(authData?.providerData ?? [:])
        }
    }

    func signInWithWeiXin(code: String) {
        WDGAuth.auth()?.signIn(with: WDGWeiXinAuthProvider.credential(withCode: code), completion: { authData, error in })
    }

    func register(email: String, password: String) {
        WDGAuth.auth()?.createUser(withEmail: email, password: password) { user, error in
            if error == nil { self.signIn(email: email, password: password) }
        }
        WDGAuth.auth()?.createUser(withEmail: email, password: password, completion: { result, error in
            print(result?.uid ?? "")
        })
    }

    func manage(email: String, old: String, new: String) {
        WDGAuth.auth()?.sendPasswordReset(withEmail: email) { error in }
        ref.changePasswordForUser(email, fromOld: old, toNew: new) { error in }
        ref.changeEmailForUser(email, password: old, toNewEmail: "new@example.com") { error in }
        ref.removeUser(email, password: old) { error in }
    }

    func signOut() {
        WDGAuth.auth()?.removeStateDidChangeListener(authHandler)
        try? WDGAuth.auth()?.signOut()
    }

    func describe(_ error: NSError) -> String {
        if error.domain == WAuthenticationErrorDomain && error.code == WAuthenticationError.InvalidEmail.rawValue {
            return "invalid email"
        }
        return error.domain == WilddogErrorDomain ? "data error \(error.code)" : "other"
    }
}
