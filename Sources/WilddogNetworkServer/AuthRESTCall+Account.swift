import WilddogBackend
import WilddogEngine

/// The signed-in account: look it up, change it, delete it.
extension AuthRESTCall {
    /// `accounts:lookup` with the account's `idToken`.
    func lookup() throws(AuthRESTFailure) -> AuthJSON {
        let idToken = try idToken()
        let user = try call { () throws(AuthServiceError) in try service.reload(idToken: idToken) }
        return .object(["kind": .string("identitytoolkit#GetAccountInfoResponse"), "users": .array([Self.userAnswer(user)])])
    }

    /// `accounts:update`: with an `oobCode` alone, applies an email verification; else, with
    /// the `idToken`, sets `email`, `password` (both on an account without a password: links
    /// them), `phoneNumber` (Wilddog), `displayName`, `photoUrl`, removes `deleteAttribute`
    /// (`DISPLAY_NAME`, `PHOTO_URL`) and `deleteProvider` (`password`, `qq`, …), and checks a
    /// phone verification `smsCode` (Wilddog). Changes apply in that order, each with the
    /// session the previous one answered; new tokens come back when a change made them, unless
    /// `returnSecureToken` is false: then the session the changes made is not kept.
    func update() throws(AuthRESTFailure) -> AuthJSON {
        if request.string("idToken") == nil, let oobCode = request.string("oobCode") {
            let user = try call { () throws(AuthServiceError) in try service.applyEmailVerification(oobCode: oobCode) }
            var answer = Self.userAnswer(user).objectValue ?? [:]
            answer["kind"] = .string("identitytoolkit#SetAccountInfoResponse")
            return .object(answer)
        }
        var token = try idToken()
        var session: AuthSession?
        func adopt(_ newSession: AuthSession) {
            session = newSession
            token = newSession.idToken
        }
        var user = try call { () throws(AuthServiceError) in try service.reload(idToken: token) }
        let email = request.string("email"), password = request.string("password")
        if let email, let password, !user.hasPassword {
            adopt(try call { () throws(AuthServiceError) in
                try service.link(idToken: token, credential: .emailPassword(email: email, password: password))
            })
        } else {
            if let email {
                adopt(try call { () throws(AuthServiceError) in try service.updateEmail(idToken: token, email: email) })
            }
            if let password {
                adopt(try call { () throws(AuthServiceError) in try service.updatePassword(idToken: token, password: password) })
            }
        }
        if let phone = request.string("phoneNumber") {
            adopt(try call { () throws(AuthServiceError) in try service.updatePhone(idToken: token, phone: phone) })
        }
        let deleted = Set(request.strings("deleteAttribute").map { $0.uppercased() })
        var profile = AuthProfileUpdate()
        if deleted.contains("DISPLAY_NAME") { profile.displayName = .cleared }
        else if let name = request.fields["displayName"]?.stringValue { profile.displayName = .set(name) }
        if deleted.contains("PHOTO_URL") { profile.photoURL = .cleared }
        else if let photo = request.fields["photoUrl"]?.stringValue { profile.photoURL = .set(photo) }
        if profile != AuthProfileUpdate() {
            let update = profile
            user = try call { () throws(AuthServiceError) in try service.updateProfile(idToken: token, update) }
        }
        for provider in request.strings("deleteProvider") {
            user = try call { () throws(AuthServiceError) in try service.unlink(idToken: token, providerID: provider) }
        }
        if let code = request.string("smsCode") {
            user = try call { () throws(AuthServiceError) in try service.verifyPhone(idToken: token, code: code) }
        }
        user = try call { () throws(AuthServiceError) in try service.reload(idToken: token) }
        var answer = Self.userAnswer(user).objectValue ?? [:]
        answer["kind"] = .string("identitytoolkit#SetAccountInfoResponse")
        if let made = session, request.fields["returnSecureToken"] == .bool(false) {
            _ = try withoutSession(made)
        } else if let session {
            var current = session
            current.user = user
            for (key, value) in sessionAnswer(current, kind: "SetAccountInfoResponse").objectValue ?? [:] where answer[key] == nil || key == "wilddog" {
                answer[key] = value
            }
        }
        return .object(answer)
    }

    /// `accounts:delete` with the account's `idToken`.
    func delete() throws(AuthRESTFailure) -> AuthJSON {
        let idToken = try idToken()
        try call { () throws(AuthServiceError) in try service.deleteUser(idToken: idToken) }
        return .object(["kind": .string("identitytoolkit#DeleteAccountResponse")])
    }
}
