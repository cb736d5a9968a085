import Foundation
import Wilddog

/// Signs users in and keeps track of the current one.
class AuthManager {
    let ref = Wilddog(url: "https://swift-chat.wilddogio.com")
    var authHandler: Int64!
    var user: WAuthData?

    func start() {
        authHandler = ref.observeAuthEventWithBlock { authData in
            self.user = authData
            if let authData = authData {
                print("signed in as \(authData.uid) with \(authData.provider)")
            }
        }
        if let current = ref.authData {
            print(current.uid)
        }
    }

    func signIn(email: String, password: String) {
        ref.authUser(email, password: password) { error, authData in
            if let error = error as NSError?, error.code == -6 {
                print("wrong password")
                return
            }
            print(authData!.uid, authData!.token, authData!.expires)
        }
    }

    func signInAnonymously() {
        ref.authAnonymouslyWithCompletionBlock({ (error, authData) -> Void in
            self.user = authData
        })
    }

    func signIn(token: String) {
        ref.authWithCustomToken(token, withCompletionBlock: { (error: Error?, authData: WAuthData?) in
            print(authData?.uid ?? "")
        })
    }

    func signInWithQQ(accessToken: String, openId: String) {
        ref.authWithOAuthProvider("qq", parameters: ["access_token": accessToken, "openId": openId]) { error, authData in
            print(authData?.providerData ?? [:])
        }
    }

    func signInWithWeiXin(code: String) {
        ref.authWithOAuthProvider("weixin", parameters: ["code": code], withCompletionBlock: { error, authData in })
    }

    func register(email: String, password: String) {
        ref.createUser(email, password: password) { error in
            if error == nil { self.signIn(email: email, password: password) }
        }
        ref.createUser(email, password: password, withValueCompletionBlock: { error, result in
            print(result?["uid"] ?? "")
        })
    }

    func manage(email: String, old: String, new: String) {
        ref.resetPasswordForUser(email) { error in }
        ref.changePasswordForUser(email, fromOld: old, toNew: new) { error in }
        ref.changeEmailForUser(email, password: old, toNewEmail: "new@example.com") { error in }
        ref.removeUser(email, password: old) { error in }
    }

    func signOut() {
        ref.removeAuthEventObserverWithHandle(authHandler)
        ref.unauth()
    }

    func describe(_ error: NSError) -> String {
        if error.domain == WAuthenticationErrorDomain && error.code == WAuthenticationError.InvalidEmail.rawValue {
            return "invalid email"
        }
        return error.domain == WilddogErrorDomain ? "data error \(error.code)" : "other"
    }
}
