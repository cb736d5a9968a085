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
        let key = try AuthInputRules.emailKey(email)
        if let owner = uidByEmail[key], owner != record.uid { throw .emailAlreadyInUse(detail: email) }
        if record.email?.lowercased() != key { record.emailVerified = false }
        record.email = email
        save(record)
        return continueSession(record, claims: claims)
    }

    /// Sets a new password and revokes the account's other sessions; sensitive.
    mutating func updatePassword(idToken: String, password: String) throws(AuthServiceError) -> AuthSession {
        var (record, claims) = try authenticate(idToken: idToken)
        try requirePasswordLogin(for: record)
        try requireRecentSignIn(claims)
        try AuthInputRules.checkPassword(password)
        record.passwordHash = hasher.hash(password, random: random)
        revokeTokens(of: &record)
        save(record)
        return continueSession(record, claims: claims)
    }

    /// Changes the phone number (unverified again); sensitive.
    mutating func updatePhone(idToken: String, phone: String) throws(AuthServiceError) -> AuthSession {
        var (record, claims) = try authenticate(idToken: idToken)
        try requireRecentSignIn(claims)
        let normalized = try AuthInputRules.normalizedPhone(phone)
        if let owner = uidByPhone[normalized], owner != record.uid { throw .phoneAlreadyInUse(detail: normalized) }
        if record.phone != normalized { record.phoneVerified = false }
        record.phone = normalized
        save(record)
        return continueSession(record, claims: claims)
    }

    /// Changes display name and photo URL, both or neither.
    mutating func updateProfile(idToken: String, update: AuthProfileUpdate) throws(AuthServiceError) -> AuthUserRecord {
        var (record, _) = try authenticate(idToken: idToken)
        switch update.displayName {
        case .unchanged: break
        case .cleared, .set(""): record.displayName = nil
        case .set(let name):
            try AuthInputRules.checkDisplayName(name)
            record.displayName = name
        }
        switch update.photoURL {
        case .unchanged: break
        case .cleared, .set(""): record.photoURL = nil
        case .set(let url):
            try AuthInputRules.checkPhotoURL(url)
            record.photoURL = url
        }
        save(record)
        return record
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
            guard let uid = uidByIdentity[Self.identityKey(identity.providerID, identity.subject)],
                  let owner = users[uid]
            else { throw .invalidCredentials(detail: "the \(identity.providerID) identity has no account") }
            proven = owner
        }
        guard proven.uid == record.uid else {
            throw .invalidCredentials(detail: "the credential belongs to another user")
        }
        return signedIn(
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
            guard record.passwordHash == nil else { throw .providerAlreadyLinked(providerID: AuthProviderID.password) }
            if let owner = uidByEmail[key], owner != record.uid { throw .emailAlreadyInUse(detail: email) }
            if record.email?.lowercased() != key { record.emailVerified = false }
            record.email = email
            record.passwordHash = hasher.hash(password, random: random)
        case .phonePassword(let phone, let password):
            try requireEnabled(.phone)
            try AuthInputRules.checkPassword(password)
            let normalized = try AuthInputRules.normalizedPhone(phone)
            guard record.passwordHash == nil else { throw .providerAlreadyLinked(providerID: AuthProviderID.password) }
            if let owner = uidByPhone[normalized], owner != record.uid { throw .phoneAlreadyInUse(detail: normalized) }
            if record.phone != normalized { record.phoneVerified = false }
            record.phone = normalized
            record.passwordHash = hasher.hash(password, random: random)
        case .oauth(let identity):
            try requireOAuthProvider(identity.providerID)
            if let owner = uidByIdentity[Self.identityKey(identity.providerID, identity.subject)], owner != record.uid {
                throw .credentialAlreadyInUse(detail: "\(identity.providerID) identity of uid \(owner)")
            }
            guard record.oauthProvider(identity.providerID) == nil else {
                throw .providerAlreadyLinked(providerID: identity.providerID)
            }
            record.oauthProviders.append(identity.linkedProvider)
        }
        save(record)
        return continueSession(record, claims: claims)
    }

    /// Removes a login method ("password", "qq", "weixin", "weibo"); sensitive.
    mutating func unlink(idToken: String, providerID: String) throws(AuthServiceError) -> AuthUserRecord {
        var (record, claims) = try authenticate(idToken: idToken)
        try requireRecentSignIn(claims)
        if providerID == AuthProviderID.password, record.passwordHash != nil {
            record.passwordHash = nil
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
