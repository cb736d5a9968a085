import WilddogEngine

/// Creating accounts and signing in.
extension AuthStore {
    /// Creates an email/password account without signing in (1.x `createUser`).
    mutating func createUser(email: String, password: String) throws(AuthServiceError) -> AuthUserRecord {
        try requireEnabled(.email)
        let key = try AuthInputRules.emailKey(email)
        try AuthInputRules.checkPassword(password)
        guard uidByEmail[key] == nil else { throw .emailAlreadyInUse(detail: email) }
        return try insertPasswordAccount(password: password) { $0.email = email }
    }

    /// Creates a phone/password account without signing in.
    mutating func createUser(phone: String, password: String) throws(AuthServiceError) -> AuthUserRecord {
        try requireEnabled(.phone)
        try AuthInputRules.checkPassword(password)
        let normalized = try AuthInputRules.normalizedPhone(phone)
        guard uidByPhone[normalized] == nil else { throw .phoneAlreadyInUse(detail: normalized) }
        return try insertPasswordAccount(password: password) { $0.phone = normalized }
    }

    private mutating func insertPasswordAccount(password: String, identify: (inout AuthUserRecord) -> Void) throws(AuthServiceError) -> AuthUserRecord {
        var record = AuthUserRecord(uid: try newUID(), creationProviderID: AuthProviderID.password, createdAt: now)
        identify(&record)
        try setPassword(password, of: &record)
        save(record)
        return record
    }

    /// Signs in with a password credential or a verified OAuth identity.
    mutating func signIn(_ credential: AuthResolvedCredential) throws(AuthServiceError) -> AuthSession {
        switch credential {
        case .emailPassword(let email, let password):
            return try signedIn(try passwordAccount(email: email, password: password), provider: AuthProviderID.password)
        case .phonePassword(let phone, let password):
            return try signedIn(try passwordAccount(phone: phone, password: password), provider: AuthProviderID.password)
        case .oauth(let identity):
            try requireOAuthProvider(identity.providerID)
            var record: AuthUserRecord
            if let uid = uid(of: identity), let existing = users[uid] {
                record = existing
                record.oauthProviders.removeAll { $0.providerID == identity.providerID }
            } else {
                let derived = try identity.derivedUID
                record = AuthUserRecord(
                    uid: users[derived] == nil ? derived : try newUID(), creationProviderID: identity.providerID,
                    createdAt: now)
                record.displayName = identity.displayName
                record.photoURL = identity.photoURL
            }
            guard !record.disabled else { throw .userDisabled(detail: "uid \(record.uid) is disabled") }
            record.oauthProviders.append(identity.linkedProvider)
            return try signedIn(record, provider: identity.providerID)
        }
    }

    /// The account a password credential opens, after checking method, format, throttle,
    /// password and state; a hash of an older scheme is replaced now that the password is known.
    ///
    /// - Throws: `operationNotAllowed`, `invalidEmail` / `invalidPhone`, `tooManyAttempts`,
    ///   `invalidUser`, `wrongPassword`, `userDisabled`.
    mutating func passwordAccount(email: String, password: String) throws(AuthServiceError) -> AuthUserRecord {
        try requireEnabled(.email)
        let key = try AuthInputRules.emailKey(email)
        return try checkPassword(password, of: user(emailKey: key), throttleKey: "email:" + key)
    }

    /// As `passwordAccount(email:password:)`, for a phone number.
    mutating func passwordAccount(phone: String, password: String) throws(AuthServiceError) -> AuthUserRecord {
        try requireEnabled(.phone)
        let normalized = try AuthInputRules.normalizedPhone(phone)
        return try checkPassword(password, of: user(phone: normalized), throttleKey: "phone:" + normalized)
    }

    private mutating func checkPassword(_ password: String, of found: AuthUserRecord?,
                                        throttleKey: String) throws(AuthServiceError) -> AuthUserRecord {
        try signInFailures.check(throttleKey, now: now)
        guard let found, let hash = passwordHashes[found.uid] else {
            // As long as checking a real password, so that timing does not tell whether the account exists.
            _ = try AuthPasswordHasher.verify(password, against: hasher.placeholderHash)
            signInFailures.recordFailure(throttleKey, now: now)
            if let found { throw .wrongPassword(detail: "uid \(found.uid) has no password") }
            throw .invalidUser(detail: "no account has this email or phone")
        }
        guard try AuthPasswordHasher.verify(password, against: hash) else {
            signInFailures.recordFailure(throttleKey, now: now)
            throw .wrongPassword(detail: "uid \(found.uid)")
        }
        signInFailures.recordSuccess(throttleKey)
        // Checked after the password, so that a wrong password reveals nothing about the account.
        guard !found.disabled else { throw .userDisabled(detail: "uid \(found.uid) is disabled") }
        var record = found
        if hasher.needsRehash(hash) {
            try setPassword(password, of: &record)
            save(record)
        }
        return record
    }

    /// Creates a new anonymous account and signs it in.
    mutating func signInAnonymously() throws(AuthServiceError) -> AuthSession {
        try requireEnabled(.anonymous)
        let record = AuthUserRecord(uid: try newUID(), creationProviderID: AuthProviderID.anonymous, createdAt: now)
        return try signedIn(record, provider: AuthProviderID.anonymous)
    }

    /// Signs in with the app secret (admin), a custom token, or an ID token of this app (resumes it).
    mutating func signIn(customToken token: String) throws(AuthServiceError) -> AuthSession {
        if issuer.isAppSecret(token) { return secretSession() }
        try requireEnabled(.customToken)
        let claims: AuthCustomTokenClaims
        do throws(AuthServiceError) {
            claims = try issuer.readCustomToken(token, now: now)
        } catch .invalidToken {
            // 1.x apps stored `WAuthData.token` and handed it back here to resume a session.
            return try resume(idToken: token)
        }
        let uid = claims.uid
        let record = users[uid] ?? AuthUserRecord(uid: uid, creationProviderID: AuthProviderID.custom, createdAt: now)
        guard !record.disabled else { throw .userDisabled(detail: "uid \(uid) is disabled") }
        return try signedIn(
            record, provider: AuthProviderID.custom, admin: claims.admin, debug: claims.debug,
            developerClaims: claims.developerClaims)
    }

    private mutating func resume(idToken: String) throws(AuthServiceError) -> AuthSession {
        do throws(AuthServiceError) {
            let (record, claims) = try authenticate(idToken: idToken)
            return try continueSession(record, claims: claims)
        } catch .invalidToken {
            // Not an ID token either: report why it failed as a custom token.
            throw .invalidToken(detail: "not a custom token of this app")
        }
    }

    /// The provider ids of the account with `email`; empty when there is none.
    func fetchProviders(email: String) throws(AuthServiceError) -> [String] {
        let key = try AuthInputRules.emailKey(email)
        return user(emailKey: key)?.providerIDs ?? []
    }

    /// The verifier for `providerID`, after checking the provider exists and is enabled.
    func oauthVerifier(for providerID: String) throws(AuthServiceError) -> any OAuthVerifier {
        try requireOAuthProvider(providerID)
        return configuration.oauthVerifier
    }

    /// - Throws: `invalidProvider` for an unknown OAuth provider, `operationNotAllowed` for a disabled one.
    func requireOAuthProvider(_ providerID: String) throws(AuthServiceError) {
        guard let method = AuthSignInMethod(oauthProviderID: providerID) else {
            throw .invalidProvider(detail: "unknown OAuth provider \"\(providerID)\"")
        }
        try requireEnabled(method)
    }
}
