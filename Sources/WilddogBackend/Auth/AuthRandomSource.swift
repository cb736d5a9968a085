import WilddogEngine

/// Where the auth service takes salts, uids, refresh tokens and codes from.
///
/// Injected so that tests are deterministic; production uses `AuthSystemRandomSource`.
package protocol AuthRandomSource: Sendable {
    /// `count` random bytes.
    /// - Throws: `failure` when the underlying generator fails.
    func bytes(_ count: Int) throws(AuthServiceError) -> [UInt8]
}

extension AuthRandomSource {
    /// A string of `length` characters drawn uniformly from `alphabet` (at most 256 symbols).
    /// Programmer error (trap): an empty alphabet or one of more than 256 symbols; every
    /// caller passes a fixed literal.
    package func string(length: Int, alphabet: String) throws(AuthServiceError) -> String {
        let symbols = Array(alphabet)
        precondition(!symbols.isEmpty && symbols.count <= 256, "alphabet needs 1…256 symbols")
        // Rejection sampling keeps the draw uniform: bytes past the last full multiple are skipped.
        let limit = 256 - 256 % symbols.count
        var out = ""
        while out.count < length {
            for byte in try bytes(length - out.count) where Int(byte) < limit {
                out.append(symbols[Int(byte) % symbols.count])
            }
        }
        return out
    }

    /// A string of `length` ASCII letters and digits (the shape of user ids).
    package func alphanumeric(length: Int) throws(AuthServiceError) -> String {
        try string(length: length, alphabet: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
    }

    /// A string of `length` decimal digits (the shape of SMS codes).
    package func digits(length: Int) throws(AuthServiceError) -> String {
        try string(length: length, alphabet: "0123456789")
    }

    /// `byteCount` random bytes as base64url (the shape of refresh tokens and oob codes).
    package func token(byteCount: Int) throws(AuthServiceError) -> String {
        Crypto.base64URLEncode(try bytes(byteCount))
    }
}
