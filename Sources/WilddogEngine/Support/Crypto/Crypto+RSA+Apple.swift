#if canImport(CryptoKit) && canImport(Security)
import Foundation
import Security

/// RSA keys and RS256 signatures through the Security framework (`SecKey`), whose external
/// representation of RSA keys is PKCS#1 DER, as on the libcrypto side.
extension Crypto {
    /// A new RSA private key of `bits` bits (PKCS#1 DER).
    package static func rsaGeneratePrivateKey(bits: Int = 2048) throws(CryptoFailure) -> [UInt8] {
        let attributes: [CFString: Any] = [kSecAttrKeyType: kSecAttrKeyTypeRSA, kSecAttrKeySizeInBits: bits]
        guard (1024...8192).contains(bits),
              let key = SecKeyCreateRandomKey(attributes as CFDictionary, nil),
              let data = SecKeyCopyExternalRepresentation(key, nil) as Data? else {
            throw CryptoFailure(operation: "RSA key generation")
        }
        return Array(data)
    }

    /// The public half of a private key (PKCS#1 DER in, PKCS#1 `RSAPublicKey` DER out).
    package static func rsaPublicKey(privateKey: [UInt8]) throws(CryptoFailure) -> [UInt8] {
        guard let key = secKey(privateKey, isPrivate: true), let publicKey = SecKeyCopyPublicKey(key),
              let data = SecKeyCopyExternalRepresentation(publicKey, nil) as Data? else {
            throw CryptoFailure(operation: "RSA public key export")
        }
        return Array(data)
    }

    /// The RS256 signature of `message` (RSASSA-PKCS1-v1_5 over SHA-256).
    package static func rsaSHA256Sign(privateKey: [UInt8], message: [UInt8]) throws(CryptoFailure) -> [UInt8] {
        guard let key = secKey(privateKey, isPrivate: true),
              let signature = SecKeyCreateSignature(key, .rsaSignatureMessagePKCS1v15SHA256, Data(message) as CFData, nil) as Data?
        else { throw CryptoFailure(operation: "RS256 signature") }
        return Array(signature)
    }

    /// Whether `signature` is the RS256 signature of `message` under `publicKey` (PKCS#1 DER).
    package static func rsaSHA256Verify(publicKey: [UInt8], message: [UInt8], signature: [UInt8]) throws(CryptoFailure) -> Bool {
        guard let key = secKey(publicKey, isPrivate: false) else { throw CryptoFailure(operation: "RSA public key import") }
        return SecKeyVerifySignature(key, .rsaSignatureMessagePKCS1v15SHA256, Data(message) as CFData,
                                     Data(signature) as CFData, nil)
    }

    private static func secKey(_ der: [UInt8], isPrivate: Bool) -> SecKey? {
        let attributes: [CFString: Any] = [
            kSecAttrKeyType: kSecAttrKeyTypeRSA,
            kSecAttrKeyClass: isPrivate ? kSecAttrKeyClassPrivate : kSecAttrKeyClassPublic,
        ]
        return SecKeyCreateWithData(Data(der) as CFData, attributes as CFDictionary, nil)
    }
}
#endif
