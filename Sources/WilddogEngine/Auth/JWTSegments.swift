/// The three dot-separated segments of a compact JWT (RFC 7515), not yet decoded nor checked:
/// what verifying, reading and recognizing a token all start from.
package struct JWTSegments: Sendable {
    package let header: Substring
    package let payload: Substring
    package let signature: Substring

    /// nil unless `token` has exactly three segments (each may be empty).
    package init?(_ token: String) {
        let segments = token.split(separator: ".", omittingEmptySubsequences: false)
        guard segments.count == 3 else { return nil }
        (header, payload, signature) = (segments[0], segments[1], segments[2])
    }

    /// `header.payload`, the text the signature signs.
    package var signingInput: String { "\(header).\(payload)" }

    /// The header's bytes; nil when it is not base64url.
    package var headerBytes: [UInt8]? { Crypto.base64URLDecode(String(header)) }

    /// The payload's bytes; nil when it is not base64url.
    package var payloadBytes: [UInt8]? { Crypto.base64URLDecode(String(payload)) }

    /// The signature's bytes; nil when it is not base64url.
    package var signatureBytes: [UInt8]? { Crypto.base64URLDecode(String(signature)) }
}
