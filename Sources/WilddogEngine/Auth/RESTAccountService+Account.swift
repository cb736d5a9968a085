/// The signed-in account, its recovery and verification flows, and the 1.x account calls.
extension RESTAccountService {
    // MARK: The signed-in account

    package func reload(idToken: String) throws(AuthServiceError) -> AuthUserRecord {
        try AuthUserRecord(restAnswer: http.accounts("lookup", ["idToken": .string(idToken)]))
    }

    package func updateEmail(idToken: String, email: String) throws(AuthServiceError) -> AuthSession {
        try updated(http.accounts("update", ["idToken": .string(idToken), "email": .string(email),
                                             "returnSecureToken": .bool(true)]))
    }

    package func updatePassword(idToken: String, password: String) throws(AuthServiceError) -> AuthSession {
        try updated(http.accounts("update", ["idToken": .string(idToken), "password": .string(password),
                                             "returnSecureToken": .bool(true)]))
    }

    package func updatePhone(idToken: String, phone: String) throws(AuthServiceError) -> AuthSession {
        try updated(http.accounts("update", ["idToken": .string(idToken), "phoneNumber": .string(phone),
                                             "returnSecureToken": .bool(true)]))
    }

    package func updateProfile(idToken: String, _ update: AuthProfileUpdate) throws(AuthServiceError) -> AuthUserRecord {
        var fields: [String: AuthJSON] = ["idToken": .string(idToken)]
        var deleted: [AuthJSON] = []
        switch update.displayName {
        case .unchanged: break
        case .cleared: deleted.append("DISPLAY_NAME")
        case .set(let name): fields["displayName"] = .string(name)
        }
        switch update.photoURL {
        case .unchanged: break
        case .cleared: deleted.append("PHOTO_URL")
        case .set(let url): fields["photoUrl"] = .string(url)
        }
        if !deleted.isEmpty { fields["deleteAttribute"] = .array(deleted) }
        return try AuthUserRecord(restAnswer: http.accounts("update", fields))
    }

    package func reauthenticate(idToken: String, credential: AuthCredential) throws(AuthServiceError) -> AuthSession {
        var fields = Self.fields(of: credential)
        fields["idToken"] = .string(idToken)
        return try session(http.accounts("reauthenticate", fields))
    }

    /// A password credential is linked by `signUp` with the account's token, an OAuth one by
    /// `signInWithIdp` with it, as Firebase's clients do.
    package func link(idToken: String, credential: AuthCredential) throws(AuthServiceError) -> AuthSession {
        var fields = Self.fields(of: credential)
        fields["idToken"] = .string(idToken)
        switch credential {
        case .emailPassword, .phonePassword: return try session(http.accounts("signUp", fields))
        case .oauth: return try session(http.accounts("signInWithIdp", fields))
        }
    }

    package func unlink(idToken: String, providerID: String) throws(AuthServiceError) -> AuthUserRecord {
        try AuthUserRecord(restAnswer: http.accounts("update", ["idToken": .string(idToken),
                                                                "deleteProvider": .array([.string(providerID)])]))
    }

    package func deleteUser(idToken: String) throws(AuthServiceError) {
        _ = try http.accounts("delete", ["idToken": .string(idToken)])
    }

    /// The session an `update` answer holds (an email, password or phone change makes one).
    private func updated(_ answer: [String: AuthJSON]) throws(AuthServiceError) -> AuthSession {
        if answer["idToken"]?.stringValue != nil { return try session(answer) }
        throw .networkError(detail: "the update answer holds no session")
    }

    // MARK: Recovery and verification

    package func sendPasswordResetEmail(email: String) throws(AuthServiceError) {
        _ = try http.accounts("sendOobCode", ["requestType": "PASSWORD_RESET", "email": .string(email)])
    }

    package func verifyPasswordResetCode(_ oobCode: String) throws(AuthServiceError) -> String {
        try http.accounts("resetPassword", ["oobCode": .string(oobCode)])["email"]?.stringValue ?? ""
    }

    package func confirmPasswordReset(oobCode: String, newPassword: String) throws(AuthServiceError) {
        _ = try http.accounts("resetPassword", ["oobCode": .string(oobCode), "newPassword": .string(newPassword)])
    }

    package func sendPasswordResetSMS(phone: String) throws(AuthServiceError) {
        _ = try http.accounts("sendOobCode", ["requestType": "PASSWORD_RESET", "phoneNumber": .string(phone)])
    }

    package func confirmPasswordResetSMS(phone: String, code: String, newPassword: String) throws(AuthServiceError) {
        _ = try http.accounts("resetPassword", ["phoneNumber": .string(phone), "smsCode": .string(code),
                                                "newPassword": .string(newPassword)])
    }

    package func sendEmailVerification(idToken: String) throws(AuthServiceError) {
        _ = try http.accounts("sendOobCode", ["requestType": "VERIFY_EMAIL", "idToken": .string(idToken)])
    }

    package func applyEmailVerification(oobCode: String) throws(AuthServiceError) -> AuthUserRecord {
        try AuthUserRecord(restAnswer: http.accounts("update", ["oobCode": .string(oobCode)]))
    }

    package func sendPhoneVerification(idToken: String) throws(AuthServiceError) {
        _ = try http.accounts("sendOobCode", ["requestType": "VERIFY_PHONE_NUMBER", "idToken": .string(idToken)])
    }

    package func verifyPhone(idToken: String, code: String) throws(AuthServiceError) -> AuthUserRecord {
        try AuthUserRecord(restAnswer: http.accounts("update", ["idToken": .string(idToken), "smsCode": .string(code)]))
    }

    // MARK: 1.x account calls

    /// The accounts API has no call authorized by email and password: each 1.x call first
    /// proves the password (`signInWithPassword`), then works with that ID token. Both steps
    /// ask for no refresh token (`returnSecureToken: false`), so `wilddog-server` keeps no
    /// session for them; Firebase documents the field as "should always be true", and may.
    package func legacyRemoveUser(email: String, password: String) throws(AuthServiceError) {
        try deleteUser(idToken: proofToken(email: email, password: password))
    }

    package func legacyChangePassword(email: String, oldPassword: String, newPassword: String) throws(AuthServiceError) {
        let proof = try proofToken(email: email, password: oldPassword)
        _ = try http.accounts("update", ["idToken": .string(proof), "password": .string(newPassword),
                                         "returnSecureToken": .bool(false)])
    }

    package func legacyChangeEmail(email: String, password: String, newEmail: String) throws(AuthServiceError) {
        let proof = try proofToken(email: email, password: password)
        _ = try http.accounts("update", ["idToken": .string(proof), "email": .string(newEmail),
                                         "returnSecureToken": .bool(false)])
    }

    /// An ID token proving `email`'s password, with no session kept for it.
    private func proofToken(email: String, password: String) throws(AuthServiceError) -> String {
        var fields = Self.fields(of: .emailPassword(email: email, password: password))
        fields["returnSecureToken"] = .bool(false)
        guard let idToken = try http.accounts("signInWithPassword", fields)["idToken"]?.stringValue, !idToken.isEmpty else {
            throw .networkError(detail: "the sign-in answer holds no ID token")
        }
        return idToken
    }
}
