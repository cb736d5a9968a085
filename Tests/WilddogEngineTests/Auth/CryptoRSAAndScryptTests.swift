import Foundation
import Testing
@testable import WilddogEngine

@Suite struct CryptoRSAAndScryptTests {
    @Test func scryptMatchesTheRFC7914Vector() throws {
        try #require(Crypto.hasScrypt)
        let key = try Crypto.scrypt(password: Array("password".utf8), salt: Array("NaCl".utf8), n: 1024, r: 8, p: 16, length: 64)
        #expect(Crypto.hex(key) == "fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b3731622eaf30d92e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640")
        #expect(throws: CryptoFailure.self) { try Crypto.scrypt(password: [], salt: [], n: 1000, r: 8, p: 1, length: 32) }
    }

    @Test func rs256SignaturesVerifyUnderTheirKeyOnly() throws {
        let privateKey = try Crypto.rsaGeneratePrivateKey(bits: 2048)
        let publicKey = try Crypto.rsaPublicKey(privateKey: privateKey)
        let message = Array("header.payload".utf8)
        let signature = try Crypto.rsaSHA256Sign(privateKey: privateKey, message: message)
        #expect(signature.count == 256)
        #expect(try Crypto.rsaSHA256Verify(publicKey: publicKey, message: message, signature: signature))
        #expect(try !Crypto.rsaSHA256Verify(publicKey: publicKey, message: Array("header.payloaD".utf8), signature: signature))
        var flipped = signature
        flipped[10] ^= 1
        #expect(try !Crypto.rsaSHA256Verify(publicKey: publicKey, message: message, signature: flipped))
        #expect(try !Crypto.rsaSHA256Verify(publicKey: publicKey, message: message, signature: [1, 2, 3]))
        let other = try Crypto.rsaPublicKey(privateKey: try Crypto.rsaGeneratePrivateKey(bits: 2048))
        #expect(try !Crypto.rsaSHA256Verify(publicKey: other, message: message, signature: signature))
        #expect(throws: CryptoFailure.self) { try Crypto.rsaSHA256Sign(privateKey: [0x30, 0x00], message: message) }
    }

    @Test func privateKeysSurvivePKCS8PEMAndPublicKeysGiveTheirJWKParts() throws {
        let privateKey = try Crypto.rsaGeneratePrivateKey(bits: 2048)
        let pem = RSAKeyEncoding.pkcs8PEM(privateKey: privateKey)
        #expect(pem.hasPrefix("-----BEGIN PRIVATE KEY-----\n") && pem.hasSuffix("-----END PRIVATE KEY-----\n"))
        #expect(RSAKeyEncoding.privateKey(fromPEM: pem) == privateKey)
        #expect(RSAKeyEncoding.privateKey(fromPEM: RSAKeyEncoding.pem(label: "RSA PRIVATE KEY", der: privateKey)) == privateKey)
        #expect(RSAKeyEncoding.privateKey(fromPEM: "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----") == nil)
        let parts = try #require(RSAKeyEncoding.publicComponents(publicKey: try Crypto.rsaPublicKey(privateKey: privateKey)))
        #expect(parts.modulus.count == 256 && parts.modulus[0] != 0)
        #expect(parts.exponent == [0x01, 0x00, 0x01])
    }

    @Test func certificatesNameTheKeyAccount() throws {
        try #require(Crypto.canMakeCertificates)
        let pem = try Crypto.selfSignedCertificatePEM(
            privateKey: try Crypto.rsaGeneratePrivateKey(bits: 2048), commonName: "securetoken@system.gserviceaccount.com",
            serial: 1, notBefore: Date(), lifetime: 86_400)
        #expect(pem.hasPrefix("-----BEGIN CERTIFICATE-----"))
    }
}
