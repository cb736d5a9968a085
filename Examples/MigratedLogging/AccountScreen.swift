import Foundation
import WilddogSync
import WilddogAuth

/// An account screen: shows who is signed in, signs in and out, and explains errors.
final class AccountScreen {
    let ref: WDGSyncReference
    var authHandle: WDGAuthStateDidChangeListenerHandle!
    var status = ""

    init(ref: WDGSyncReference) { self.ref = ref }

    func showStatus() {
        authHandle = WDGAuth.auth()?.addStateDidChangeListener { auth, authData in
            self.status = authData == nil ? "signed out" : "signed in with \(authData!.providerID) as \(authData!.uid)"
            print("auth state: \(self.status); current \(WDGAuth.auth()?.currentUser?.uid ?? "nobody")")
        }
        print("initially \(WDGAuth.auth()?.currentUser == nil ? "anonymous visitor" : "user \(WDGAuth.auth()!.currentUser!.uid) via \(WDGAuth.auth()!.currentUser!.providerID)")")
    }

    func signIn(email: String, password: String) {
        WDGAuth.auth()?.signIn(withEmail: email, password: password) { authData, error in
            if let error = error as NSError? {
                let reason = WAuthenticationError(rawValue: error.code)
                print("sign-in failed: \(error.code) \(reason.map { "\($0)" } ?? "unknown") — \(error.localizedDescription)")
                if reason == .InvalidPassword { print("wrong password for \(email)") }
                return
            }
            print("welcome \(authData?.uid ?? "?") (\(authData?.providerID ?? "?")), token starts \(authData?.uid.prefix(4) ?? "")")
        }
    }

    func signInAnonymously() {
        WDGAuth.auth()?.signInAnonymously { authData, error in
            print("anonymous sign-in: \(error == nil ? "ok" : "failed"), provider \(authData?.providerID ?? "none")")
        }
    }

    func signOut() {
        print("signing out \(WDGAuth.auth()?.currentUser?.uid ?? "nobody")")
        try? WDGAuth.auth()?.signOut()
        WDGAuth.auth()?.removeStateDidChangeListener(authHandle)
    }

    func explain(_ error: Error) -> String {
        let code = (error as NSError).code
        if let known = WilddogError(rawValue: code) { return "sync error \(known) (\(code))" }
        return "error \(code) in \((error as NSError).domain == WAuthenticationErrorDomain ? "auth" : "sync")"
    }
}
