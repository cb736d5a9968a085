import WilddogEngine

/// The claims of an ID token whose signature and times were checked outside the store's lock,
/// with the issuer that checked them (the account is checked under the lock).
struct VerifiedClaims: Sendable {
    let claims: [String: AuthJSON]
    let issuer: AuthTokenIssuer
    let token: String
}
