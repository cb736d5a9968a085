/// The body of `auth` and `gauth` (WIRE-PROTOCOL.md §8).
package struct AuthRequest: Sendable, Equatable {
    /// Which action carries the credential.
    package enum Kind: String, Sendable {
        /// A Firebase JWT, a custom or legacy token, a database secret (what iOS always sends).
        case auth
        /// A Google OAuth2 access token or the emulator's `owner` (JS Admin SDK).
        case gauth
    }

    package var kind: Kind
    /// `cred`: the token.
    package var credential: String
    /// `authvar`: the `auth` object the rules see instead of the admin identity.
    package var authVariable: WireJSON?
    /// `noauth: true`: act as unauthenticated.
    package var unauthenticated: Bool

    package init(kind: Kind = .auth, credential: String, authVariable: WireJSON? = nil, unauthenticated: Bool = false) {
        self.kind = kind
        self.credential = credential
        self.authVariable = authVariable
        self.unauthenticated = unauthenticated
    }
}
