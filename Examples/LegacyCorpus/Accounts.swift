import Foundation
import Wilddog

/// Sign-up, sign-in and sign-out with an auth observer whose handle is kept in a property.
final class Accounts {
    let ref: Wilddog
    let trace: Trace
    var authHandle: WilddogHandle = 0
    var user: WAuthData?
    var states: [Bool] = []

    init(ref: Wilddog, trace: Trace) {
        self.ref = ref
        self.trace = trace
    }

    func run() {
        authHandle = ref.observeAuthEventWithBlock { authData in
            self.user = authData
            self.states.append(authData != nil)
        }
        trace.wait("first auth state") { !states.isEmpty }
        trace.log("first auth state: signed in \(states[0])")

        ref.createUser("ada@example.com", password: "lovelace1") { error in
            let signedIn = self.ref.authData != nil
            self.trace.log("account created: \(error == nil), signed in: \(signedIn)")
        }
        trace.wait(for: "account created")
        ref.unauth()
        ref.authUser("ada@example.com", password: "lovelace1") { error, authData in
            let provider = authData?.provider ?? "none"
            let same = authData?.uid == self.ref.authData?.uid
            self.trace.log("signed in: \(error == nil), provider: \(provider), uid matches: \(same)")
        }
        trace.wait(for: "signed in:")
        ref.authUser("ada@example.com", password: "wrong-password") { error, authData in
            self.trace.log("wrong password refused: \(error != nil && authData == nil)")
        }
        trace.wait(for: "wrong password refused")
        ref.childByAppendingPath("profiles").childByAppendingPath(ref.authData?.uid ?? "nobody").setValue(["name": "Ada"]) { error, _ in
            self.trace.log("profile saved: \(error == nil)")
        }
        trace.wait(for: "profile saved")
        ref.unauth()
        trace.wait("signed out") { self.user == nil }
        let now = ref.authData == nil ? "nobody" : "someone"
        trace.log("signed out, listener saw a sign-in: \(states.contains(true)), now: \(now)")
        ref.removeAuthEventObserverWithHandle(authHandle)
        ref.authAnonymouslyWithCompletionBlock { error, authData in
            let provider = authData?.provider ?? "none"
            self.trace.log("anonymous: \(error == nil), provider: \(provider)")
        }
        trace.wait(for: "anonymous")
        ref.unauth()
    }
}
