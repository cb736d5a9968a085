import Foundation
import WilddogSync
import WilddogAuth

/// Sign-up, sign-in and sign-out with an auth observer whose handle is kept in a property.
final class Accounts {
    let ref: WDGSyncReference
    let trace: Trace
    var authHandle: WDGAuthStateDidChangeListenerHandle!
    var user: WDGUser?
    var states: [Bool] = []

    init(ref: WDGSyncReference, trace: Trace) {
        self.ref = ref
        self.trace = trace
    }

    func run() {
        authHandle = WDGAuth.auth()?.addStateDidChangeListener { auth, authData in
            self.user = authData
            self.states.append(authData != nil)
        }
        trace.wait("first auth state") { !states.isEmpty }
        trace.log("first auth state: signed in \(states[0])")

        WDGAuth.auth()?.createUser(withEmail: "ada@example.com", password: "lovelace1") { user, error in
            let signedIn = WDGAuth.auth()?.currentUser != nil
            self.trace.log("account created: \(error == nil), signed in: \(signedIn)")
        }
        trace.wait(for: "account created")
        try? WDGAuth.auth()?.signOut()
        WDGAuth.auth()?.signIn(withEmail: "ada@example.com", password: "lovelace1") { authData, error in
            let provider = authData?.providerID ?? "none"
            let same = authData?.uid == WDGAuth.auth()?.currentUser?.uid
            self.trace.log("signed in: \(error == nil), provider: \(provider), uid matches: \(same)")
        }
        trace.wait(for: "signed in:")
        WDGAuth.auth()?.signIn(withEmail: "ada@example.com", password: "wrong-password") { authData, error in
            self.trace.log("wrong password refused: \(error != nil && authData == nil)")
        }
        trace.wait(for: "wrong password refused")
        ref.child("profiles").child(WDGAuth.auth()?.currentUser?.uid ?? "nobody").setValue(["name": "Ada"], withCompletionBlock: { error, _ in
            self.trace.log("profile saved: \(error == nil)")
        })
        trace.wait(for: "profile saved")
        try? WDGAuth.auth()?.signOut()
        trace.wait("signed out") { self.user == nil }
        let now = WDGAuth.auth()?.currentUser == nil ? "nobody" : "someone"
        trace.log("signed out, listener saw a sign-in: \(states.contains(true)), now: \(now)")
        WDGAuth.auth()?.removeStateDidChangeListener(authHandle)
        WDGAuth.auth()?.signInAnonymously { authData, error in
            let provider = authData?.providerID ?? "none"
            self.trace.log("anonymous: \(error == nil), provider: \(provider)")
        }
        trace.wait(for: "anonymous")
        try? WDGAuth.auth()?.signOut()
    }
}
