import WilddogEngine

/// The Firebase emulator's test credentials, accepted only by a server started in test mode:
/// `owner` (admin, rules bypassed) and the unsigned mock tokens `connectDatabaseEmulator`'s
/// `mockUserToken` makes (`{"alg":"none"}` header, empty signature; WIRE-PROTOCOL.md §8).
enum EmulatorCredential {
    /// The rules' `auth` for a test credential; nil when `token` is not one.
    /// - Throws: `invalidToken` for an unsigned token without a usable uid.
    static func rulesAuth(for token: String) throws(AuthServiceError) -> AuthRulesAuth? {
        if token == "owner" {
            return AuthRulesAuth(uid: "owner", provider: AuthProviderID.custom, token: ["admin": .bool(true)], isAdmin: true)
        }
        guard token.utf8.count <= JWTCodec.maxTokenLength else { return nil }
        guard let segments = JWTSegments(token), segments.signature.isEmpty,
              let header = segments.headerBytes.flatMap({ JWTCodec.parseBounded($0)?.objectValue }),
              header["alg"]?.stringValue?.lowercased() == "none",
              var claims = segments.payloadBytes.flatMap({ JWTCodec.parseBounded($0)?.objectValue })
        else { return nil }
        guard let uid = (claims["user_id"] ?? claims["sub"] ?? claims["uid"])?.stringValue, !uid.isEmpty,
              uid.count <= AuthCustomTokenClaims.maxUIDLength
        else { throw .invalidToken(detail: "a mock token needs a sub or user_id of 1…128 characters") }
        // The emulator does not check times (a mock token's default exp is 3600, in 1970).
        claims["exp"] = nil
        claims["uid"] = .string(uid)
        let provider = claims["firebase"]?.objectValue?["sign_in_provider"]?.stringValue ?? AuthProviderID.custom
        return AuthRulesAuth(uid: uid, provider: provider, token: claims, isAdmin: false)
    }
}
