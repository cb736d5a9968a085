import Foundation

/// Base64url without padding (RFC 4648 §5), the encoding of JWT segments.
extension Crypto {
    /// Encodes `bytes` as unpadded base64url.
    package static func base64URLEncode(_ bytes: [UInt8]) -> String {
        var text = Data(bytes).base64EncodedString()
        text = text.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
        while text.hasSuffix("=") { text.removeLast() }
        return text
    }

    /// Decodes unpadded (or padded) base64url; nil when `text` is not base64url.
    package static func base64URLDecode(_ text: String) -> [UInt8]? {
        guard !text.contains("+"), !text.contains("/") else { return nil }
        var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        guard standard.count % 4 != 1 else { return nil }
        while standard.count % 4 != 0 { standard.append("=") }
        guard let data = Data(base64Encoded: standard) else { return nil }
        return Array(data)
    }
}
