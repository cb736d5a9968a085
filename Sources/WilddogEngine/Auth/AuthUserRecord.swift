import Foundation

/// One account of an app's user store.
package struct AuthUserRecord: Equatable, Sendable {
    package let uid: String
    /// The email as the user typed it; looked up case-insensitively.
    package var email: String?
    /// The phone number in its normalized form (the backend normalizes it, `AuthInputRules.normalizedPhone`).
    package var phone: String?
    /// Whether the account has a password (its hash stays in the backend's store).
    package var hasPassword = false
    package var displayName: String?
    package var photoURL: String?
    package var emailVerified = false
    package var phoneVerified = false
    /// A disabled account cannot sign in, refresh or use its tokens.
    package var disabled = false
    /// The provider the account was created with ("password", "anonymous", "custom", "qq", …).
    package let creationProviderID: String
    /// The linked third-party identities ("qq", "weixin", "weibo").
    package var oauthProviders: [AuthLinkedProvider] = []
    package let createdAt: Date
    package var lastSignInAt: Date?
    /// Bumped by every revocation (password change or reset, disabling, `revokeTokens`): ID
    /// tokens of an older generation are rejected (refresh tokens are dropped). A counter, not
    /// a time, so that revocation is exact even under a frozen test clock.
    package var tokenGeneration = 0
    /// When the tokens were last revoked, for diagnostics.
    package var tokensRevokedAt: Date?

    package init(uid: String, creationProviderID: String, createdAt: Date) {
        self.uid = uid
        self.creationProviderID = creationProviderID
        self.createdAt = createdAt
    }

    /// True while the account was created anonymously and no login method has been added.
    package var isAnonymous: Bool {
        creationProviderID == AuthProviderID.anonymous && !hasPassword && oauthProviders.isEmpty
    }

    /// The `WDGUser.providerData` entries: "password" when a password is set, then the OAuth identities.
    package var providerData: [AuthLinkedProvider] {
        var entries = [AuthLinkedProvider]()
        if hasPassword, let identifier = email ?? phone {
            entries.append(AuthLinkedProvider(
                providerID: AuthProviderID.password, uid: identifier, displayName: displayName,
                photoURL: photoURL, email: email, phone: phone))
        }
        return entries + oauthProviders
    }

    /// Every provider id that can sign in to this account, the creation provider first.
    package var providerIDs: [String] {
        var ids = [creationProviderID]
        for entry in providerData where !ids.contains(entry.providerID) {
            ids.append(entry.providerID)
        }
        return ids
    }

    /// The linked identity of `providerID`, if any.
    package func oauthProvider(_ providerID: String) -> AuthLinkedProvider? {
        oauthProviders.first { $0.providerID == providerID }
    }
}
