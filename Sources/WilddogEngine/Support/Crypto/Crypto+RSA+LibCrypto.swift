#if canImport(CWilddogCrypto) && !canImport(CryptoKit)
import CWilddogCrypto

/// RSA keys and RS256 signatures (RSASSA-PKCS1-v1_5 with SHA-256) through libcrypto's EVP API.
/// Keys travel as PKCS#1 DER (`RSAPrivateKey`, `RSAPublicKey`); `RSAKeyEncoding` turns them
/// into PEM and JWK.
extension Crypto {
    /// A new RSA private key of `bits` bits (PKCS#1 DER).
    package static func rsaGeneratePrivateKey(bits: Int = 2048) throws(CryptoFailure) -> [UInt8] {
        try ready("RSA key generation")
        guard (1024...8192).contains(bits), let context = EVP_PKEY_CTX_new_id(EVP_PKEY_RSA, nil) else {
            throw CryptoFailure(operation: "RSA key generation")
        }
        defer { EVP_PKEY_CTX_free(context) }
        var key: OpaquePointer?
        guard EVP_PKEY_keygen_init(context) == 1, EVP_PKEY_CTX_set_rsa_keygen_bits(context, Int32(bits)) == 1,
              EVP_PKEY_keygen(context, &key) == 1, let key else {
            ERR_clear_error()
            throw CryptoFailure(operation: "RSA key generation")
        }
        defer { EVP_PKEY_free(key) }
        return try encoded("RSA private key export") { i2d_PrivateKey(key, $0) }
    }

    /// The public half of a private key (PKCS#1 DER in, PKCS#1 `RSAPublicKey` DER out).
    package static func rsaPublicKey(privateKey: [UInt8]) throws(CryptoFailure) -> [UInt8] {
        let key = try rsaKey(privateKey, isPrivate: true)
        defer { EVP_PKEY_free(key) }
        return try encoded("RSA public key export") { i2d_PublicKey(key, $0) }
    }

    /// The RS256 signature of `message` (RSASSA-PKCS1-v1_5 over SHA-256).
    package static func rsaSHA256Sign(privateKey: [UInt8], message: [UInt8]) throws(CryptoFailure) -> [UInt8] {
        let key = try rsaKey(privateKey, isPrivate: true)
        defer { EVP_PKEY_free(key) }
        guard let context = EVP_MD_CTX_new() else { throw CryptoFailure(operation: "RS256 signature") }
        defer { EVP_MD_CTX_free(context) }
        var length = 0
        guard EVP_DigestSignInit(context, nil, EVP_sha256(), nil, key) == 1,
              message.withUnsafeBufferPointer({ EVP_DigestSign(context, nil, &length, $0.baseAddress, $0.count) }) == 1,
              length > 0 else {
            ERR_clear_error()
            throw CryptoFailure(operation: "RS256 signature")
        }
        var signature = [UInt8](repeating: 0, count: length)
        let status = signature.withUnsafeMutableBufferPointer { out in
            message.withUnsafeBufferPointer { EVP_DigestSign(context, out.baseAddress, &length, $0.baseAddress, $0.count) }
        }
        guard status == 1 else {
            ERR_clear_error()
            throw CryptoFailure(operation: "RS256 signature")
        }
        return Array(signature.prefix(length))
    }

    /// Whether `signature` is the RS256 signature of `message` under `publicKey` (PKCS#1 DER).
    /// A malformed key throws; a malformed or wrong signature is simply not valid.
    package static func rsaSHA256Verify(publicKey: [UInt8], message: [UInt8], signature: [UInt8]) throws(CryptoFailure) -> Bool {
        let key = try rsaKey(publicKey, isPrivate: false)
        defer { EVP_PKEY_free(key) }
        guard let context = EVP_MD_CTX_new() else { throw CryptoFailure(operation: "RS256 verification") }
        defer { EVP_MD_CTX_free(context) }
        guard EVP_DigestVerifyInit(context, nil, EVP_sha256(), nil, key) == 1 else {
            ERR_clear_error()
            throw CryptoFailure(operation: "RS256 verification")
        }
        let status = signature.withUnsafeBufferPointer { sig in
            message.withUnsafeBufferPointer { EVP_DigestVerify(context, sig.baseAddress, sig.count, $0.baseAddress, $0.count) }
        }
        if status != 1 { ERR_clear_error() }
        return status == 1
    }

    /// Parses a PKCS#1 DER key; the caller frees it.
    static func rsaKey(_ der: [UInt8], isPrivate: Bool) throws(CryptoFailure) -> OpaquePointer {
        try ready("RSA key")
        let key: OpaquePointer? = der.withUnsafeBufferPointer { buffer in
            var cursor = buffer.baseAddress
            return isPrivate
                ? d2i_PrivateKey(EVP_PKEY_RSA, nil, &cursor, buffer.count)
                : d2i_PublicKey(EVP_PKEY_RSA, nil, &cursor, buffer.count)
        }
        guard let key else {
            ERR_clear_error()
            throw CryptoFailure(operation: isPrivate ? "RSA private key import" : "RSA public key import")
        }
        return key
    }

    /// The bytes an `i2d_…` function writes (called once for the length, once to write).
    private static func encoded(_ operation: String,
                                _ write: (UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?) -> Int32) throws(CryptoFailure) -> [UInt8] {
        let length = write(nil)
        guard length > 0 else { throw CryptoFailure(operation: operation) }
        var out = [UInt8](repeating: 0, count: Int(length))
        let written = out.withUnsafeMutableBufferPointer { buffer -> Int32 in
            var cursor = buffer.baseAddress
            return write(&cursor)
        }
        guard written == length else { throw CryptoFailure(operation: operation) }
        return out
    }
}
#endif
