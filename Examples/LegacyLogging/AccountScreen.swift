import Foundation
import Wilddog

/// An account screen: shows who is signed in, signs in and out, and explains errors.
final class AccountScreen {
    let ref: Wilddog
    var authHandle: WilddogHandle = 0
    var status = ""

    init(ref: Wilddog) { self.ref = ref }

    func showStatus() {
        authHandle = ref.observeAuthEventWithBlock { authData in
            self.status = authData == nil ? "signed out" : "signed in with \(authData!.provider) as \(authData!.uid)"
            print("auth state: \(self.status); current \(self.ref.authData?.uid ?? "nobody")")
        }
        print("initially \(ref.authData == nil ? "anonymous visitor" : "user \(ref.authData!.uid) via \(ref.authData!.provider)")")
    }

    func signIn(email: String, password: String) {
        ref.authUser(email, password: password) { error, authData in
            if let error = error as NSError? {
                let reason = WAuthenticationError(rawValue: error.code)
                print("sign-in failed: \(error.code) \(reason.map { "\($0)" } ?? "unknown") — \(error.localizedDescription)")
                if reason == .InvalidPassword { print("wrong password for \(email)") }
                return
            }
            print("welcome \(authData?.uid ?? "?") (\(authData?.provider ?? "?")), token starts \(authData?.uid.prefix(4) ?? "")")
        }
    }

    func signInAnonymously() {
        ref.authAnonymouslyWithCompletionBlock { error, authData in
            print("anonymous sign-in: \(error == nil ? "ok" : "failed"), provider \(authData?.provider ?? "none")")
        }
    }

    func signOut() {
        print("signing out \(ref.authData?.uid ?? "nobody")")
        ref.unauth()
        ref.removeAuthEventObserverWithHandle(authHandle)
    }

    func explain(_ error: Error) -> String {
        let code = (error as NSError).code
        if let known = WilddogError(rawValue: code) { return "sync error \(known) (\(code))" }
        return "error \(code) in \((error as NSError).domain == WAuthenticationErrorDomain ? "auth" : "sync")"
    }
}
