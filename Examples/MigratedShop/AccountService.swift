import Foundation
import WilddogSync
import WilddogAuth

typealias SignInCompletion = (Error?, WDGUser?) -> Void

final class AccountService {
    let ref: WDGSyncReference
    private var listeners: [WDGAuthStateDidChangeListenerHandle] = []
    private(set) var current: WDGUser?
    private(set) var history: [WDGUser] = []

    init(ref: WDGSyncReference) {
        self.ref = ref
        listeners.append((WDGAuth.auth()?.addStateDidChangeListener { [weak self] auth, authData in
            self?.current = authData
            if let authData = authData { self?.history.append(authData) }
            print("state: \(authData?.providerID ?? "signed out")")
        })!)
    }

    var summary: String {
        guard let data = WDGAuth.auth()?.currentUser else { return "nobody signed in" }
        return "\(data.uid) (\(data.providerID)) token ends \(data.expires)"
    }

    var providersUsed: String { return history.map { $0.provider }.joined(separator: ", ") }

    func signIn(email: String, password: String) {
        WDGAuth.auth()?.signIn(withEmail: email, password: password) { [weak self] authData, error in
            if let error = error as NSError? {
                switch WAuthenticationError(rawValue: error.code) {
                case .some(.InvalidPassword): print("wrong password for \(email)")
                case .some(.UserDoesNotExist): self?.register(email: email, password: password)
                default: print("sign-in failed \(error.code)")
                }
                return
            }
            guard let authData = authData else { return }
            print("signed in \(authData.uid), payload \(authData.auth["uid"] ?? "-"), extra \(authData.providerData.count)")
        }
    }

    func register(email: String, password: String) {
        WDGAuth.auth()?.createUser(withEmail: email, password: password, completion: { result, error in
            guard error == nil else { return print("cannot register \(email): \(error!)") }
            let uid = result?.uid as? String ?? "?"
            self.ref.child("users/\(uid)").setValue(["email": email, "joined": WDGServerValue.timestamp()])
        })
    }

    func signIn(token: String, completion: @escaping SignInCompletion) {
        WDGAuth.auth()?.signIn(withCustomToken: token, completion: completion)
    }

    func signInWithQQ(accessToken: String, openID: String) {
        WDGAuth.auth()?.signIn(with: WDGQQAuthProvider.credential(withAccessToken: accessToken)) { authData, error in
            print("qq: \(authData?.uid ?? "failed") \(error.map { ($0 as NSError).code } ?? 0)")
        }
    }

    func signInWithWeibo(token: String) {
        ref.authWithOAuthProvider("weibo", token: token) { error, authData in
            guard let data = authData else { return }
            print("weibo user \(data.uid) expires \(data.expires.doubleValue)")
        }
    }

    func resetPassword(email: String) {
        WDGAuth.auth()?.sendPasswordReset(withEmail: email) { error in
            print("reset mail for \(email): \(error == nil ? "sent" : "failed")")
        }
    }

    func signOut() {
        listeners.forEach { WDGAuth.auth()?.removeStateDidChangeListener($0) }
        listeners.removeAll()
        try? WDGAuth.auth()?.signOut()
    }
}
