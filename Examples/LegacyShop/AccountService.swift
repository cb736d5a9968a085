import Foundation
import Wilddog

typealias SignInCompletion = (Error?, WAuthData?) -> Void

final class AccountService {
    let ref: Wilddog
    private var listeners: [WilddogHandle] = []
    private(set) var current: WAuthData?
    private(set) var history: [WAuthData] = []

    init(ref: Wilddog) {
        self.ref = ref
        listeners.append(ref.observeAuthEventWithBlock { [weak self] authData in
            self?.current = authData
            if let authData = authData { self?.history.append(authData) }
            print("state: \(authData?.provider ?? "signed out")")
        })
    }

    var summary: String {
        guard let data = ref.authData else { return "nobody signed in" }
        return "\(data.uid) (\(data.provider)) token ends \(data.expires)"
    }

    var providersUsed: String { return history.map { $0.provider }.joined(separator: ", ") }

    func signIn(email: String, password: String) {
        ref.authUser(email, password: password) { [weak self] error, authData in
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
        ref.createUser(email, password: password, withValueCompletionBlock: { error, result in
            guard error == nil else { return print("cannot register \(email): \(error!)") }
            let uid = result?["uid"] as? String ?? "?"
            self.ref.childByAppendingPath("users/\(uid)").setValue(["email": email, "joined": kWilddogServerValueTimestamp])
        })
    }

    func signIn(token: String, completion: @escaping SignInCompletion) {
        ref.authWithCustomToken(token, withCompletionBlock: completion)
    }

    func signInWithQQ(accessToken: String, openID: String) {
        ref.authWithOAuthProvider("qq", parameters: ["access_token": accessToken, "openId": openID]) { error, authData in
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
        ref.resetPasswordForUser(email) { error in
            print("reset mail for \(email): \(error == nil ? "sent" : "failed")")
        }
    }

    func signOut() {
        listeners.forEach { ref.removeAuthEventObserverWithHandle($0) }
        listeners.removeAll()
        ref.unauth()
    }
}
