import WilddogEngine

/// Operations of a signed-in user on its own account, authorized by its ID token.
extension AuthStore {
    /// The account of `idToken`, fresh from the store (2.x `reload`).
    func reload(idToken: String) throws(AuthServiceError) -> AuthUserRecord {
        try authenticate(idToken: idToken).record
    }

    /// Changes the email (unverified again); sensitive.
    mutating func updateEmail(idToken: String, email: String) throws(AuthServiceError) -> AuthSession {
        var (record, claims) = try authenticate(idToken: idToken)
        try requireRecentSignIn(claims)
        try assign(email: email, key: try AuthInputRules.emailKey(email), to: &record)
        save(record)
        return try continueSession(record, claims: claims)
    }

    /// Sets a new password and revokes the account's other sessions; sensitive.
    mutating func updatePassword(idToken: String, password: String) throws(AuthServiceError) -> AuthSession {
        var (record, claims) = try authenticate(idToken: idToken)
        try requirePasswordLogin(for: record)
        try requireRecentSignIn(claims)
        try AuthInputRules.checkPassword(password)
        try setPassword(password, of: &record)
        revokeTokens(of: &record)
        save(record)
        return try continueSession(record, claims: claims)
    }

    /// Changes the phone number (unverified again); sensitive.
    mutating func updatePhone(idToken: String, phone: String) throws(AuthServiceError) -> AuthSession {
        var (record, claims) = try authenticate(idToken: idToken)
        try requireRecentSignIn(claims)
        try assign(phone: try AuthInputRules.normalizedPhone(phone), to: &record)
        save(record)
        return try continueSession(record, claims: claims)
    }

    /// Changes display name and photo URL, both or neither.
    mutating func updateProfile(idToken: String, update: AuthProfileUpdate) throws(AuthServiceError) -> AuthUserRecord {
        var (record, _) = try authenticate(idToken: idToken)
        record.displayName = try Self.applying(update.displayName, to: record.displayName, check: AuthInputRules.checkDisplayName)
        record.photoURL = try Self.applying(update.photoURL, to: record.photoURL, check: AuthInputRules.checkPhotoURL)
        save(record)
        return record
    }

    /// A profile field after `change`; a new value passes `check` first, and setting "" clears.
    private static func applying(
        _ change: AuthProfileUpdate.Change, to value: String?, check: (String) throws(AuthServiceError) -> Void
    ) throws(AuthServiceError) -> String? {
        switch change {
        case .unchanged: return value
        case .cleared, .set(""): return nil
        case .set(let newValue):
            try check(newValue)
            return newValue
        }
    }

    /// Proves `credential` again for the account of `idToken` (which may be expired or
    /// revoked) and opens a session with a new auth time.
    mutating func reauthenticate(idToken: String, credential: AuthResolvedCredential) throws(AuthServiceError) -> AuthSession {
        let (record, claims) = try authenticate(idToken: idToken, allowStale: true)
        let proven: AuthUserRecord
        switch credential {
        case .emailPassword(let email, let password):
            proven = try passwordAccount(email: email, password: password)
        case .phonePassword(let phone, let password):
            proven = try passwordAccount(phone: phone, password: password)
        case .oauth(let identity):
            try requireOAuthProvider(identity.providerID)
            guard let owner = uid(of: identity).flatMap({ users[$0] }) else {
                throw .invalidCredentials(detail: "the \(identity.providerID) identity has no account")
            }
            proven = owner
        }
        guard proven.uid == record.uid else {
            throw .invalidCredentials(detail: "the credential belongs to another user")
        }
        return try signedIn(
            proven, provider: credential.providerID, admin: claims["admin"]?.boolValue ?? false,
            debug: claims["debug"]?.boolValue ?? false, developerClaims: AuthTokenIssuer.developerClaims(of: claims))
    }

    /// Adds a login method to the account of `idToken`.
    mutating func link(idToken: String, credential: AuthResolvedCredential) throws(AuthServiceError) -> AuthSession {
        var (record, claims) = try authenticate(idToken: idToken)
        switch credential {
        case .emailPassword(let email, let password):
            try requireEnabled(.email)
            let key = try AuthInputRules.emailKey(email)
            try AuthInputRules.checkPassword(password)
            guard !record.hasPassword else { throw .providerAlreadyLinked(providerID: AuthProviderID.password) }
            try assign(email: email, key: key, to: &record)
            try setPassword(password, of: &record)
        case .phonePassword(let phone, let password):
            try requireEnabled(.phone)
            try AuthInputRules.checkPassword(password)
            let normalized = try AuthInputRules.normalizedPhone(phone)
            guard !record.hasPassword else { throw .providerAlreadyLinked(providerID: AuthProviderID.password) }
            try assign(phone: normalized, to: &record)
            try setPassword(password, of: &record)
        case .oauth(let identity):
            try requireOAuthProvider(identity.providerID)
            if let owner = uid(of: identity), owner != record.uid {
                throw .credentialAlreadyInUse(detail: "\(identity.providerID) identity of uid \(owner)")
            }
            guard record.oauthProvider(identity.providerID) == nil else {
                throw .providerAlreadyLinked(providerID: identity.providerID)
            }
            record.oauthProviders.append(identity.linkedProvider)
        }
        save(record)
        return try continueSession(record, claims: claims)
    }

    /// Removes a login method ("password", "qq", "weixin", "weibo"); sensitive.
    mutating func unlink(idToken: String, providerID: String) throws(AuthServiceError) -> AuthUserRecord {
        var (record, claims) = try authenticate(idToken: idToken)
        try requireRecentSignIn(claims)
        if providerID == AuthProviderID.password, record.hasPassword {
            clearPassword(of: &record)
        } else if record.oauthProvider(providerID) != nil {
            record.oauthProviders.removeAll { $0.providerID == providerID }
        } else {
            throw .providerNotLinked(detail: "the account has no \(providerID) login")
        }
        save(record)
        return record
    }

    /// Deletes the account of `idToken`; sensitive.
    mutating func deleteUser(idToken: String) throws(AuthServiceError) {
        let (record, claims) = try authenticate(idToken: idToken)
        try requireRecentSignIn(claims)
        remove(uid: record.uid)
    }

    /// - Throws: `noPasswordProvider` when the account has neither email nor phone;
    ///   `operationNotAllowed` when its password method (email or phone) is disabled.
    func requirePasswordLogin(for record: AuthUserRecord) throws(AuthServiceError) {
        if record.email != nil {
            try requireEnabled(.email)
        } else if record.phone != nil {
            try requireEnabled(.phone)
        } else {
            throw .noPasswordProvider(detail: "uid \(record.uid) has neither email nor phone")
        }
    }
}
