import Foundation

/// The text forms of the PKCS#1 DER RSA keys `Crypto` works with: PKCS#8 PEM for private keys
/// (what a Google service-account file holds) and the modulus and exponent of public keys
/// (a JWK's `n` and `e`). Only the fixed ASN.1 wrappers of these forms are read and written
/// here; every cryptographic operation stays in the platform library.
package enum RSAKeyEncoding {
    /// The DER of AlgorithmIdentifier { rsaEncryption (1.2.840.113549.1.1.1), NULL }.
    private static let rsaAlgorithm: [UInt8] = [
        0x30, 0x0D, 0x06, 0x09, 0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x01, 0x01, 0x05, 0x00,
    ]

    /// `-----BEGIN PRIVATE KEY-----` (PKCS#8) text of a PKCS#1 private key.
    package static func pkcs8PEM(privateKey: [UInt8]) -> String {
        let info = element(0x30, [0x02, 0x01, 0x00] + rsaAlgorithm + element(0x04, privateKey))
        return pem(label: "PRIVATE KEY", der: info)
    }

    /// The PKCS#1 private key in a PEM text: PKCS#8 (`PRIVATE KEY`) or PKCS#1 (`RSA PRIVATE KEY`).
    /// Nil when the text is neither or the key is not RSA.
    package static func privateKey(fromPEM text: String) -> [UInt8]? {
        if let der = derOf(pem: text, label: "RSA PRIVATE KEY") { return der }
        guard let der = derOf(pem: text, label: "PRIVATE KEY") else { return nil }
        var reader = DERReader(der)
        guard var info = reader.read(tag: 0x30).map(DERReader.init), reader.isAtEnd,
              info.read(tag: 0x02) == [0x00],
              let algorithm = info.read(tag: 0x30), element(0x30, algorithm) == rsaAlgorithm,
              let key = info.read(tag: 0x04) else { return nil }
        return key
    }

    /// The modulus and public exponent of a PKCS#1 `RSAPublicKey`, big-endian without sign
    /// bytes (the base64url of each is a JWK's `n` and `e`); nil when malformed.
    package static func publicComponents(publicKey: [UInt8]) -> (modulus: [UInt8], exponent: [UInt8])? {
        var reader = DERReader(publicKey)
        guard var sequence = reader.read(tag: 0x30).map(DERReader.init), reader.isAtEnd,
              let modulus = sequence.read(tag: 0x02), let exponent = sequence.read(tag: 0x02), sequence.isAtEnd
        else { return nil }
        func unsigned(_ bytes: [UInt8]) -> [UInt8] { Array(bytes.drop { $0 == 0 }) }
        return (unsigned(modulus), unsigned(exponent))
    }

    /// PEM text: `label` armour around the base64 of `der`, 64 characters a line.
    package static func pem(label: String, der: [UInt8]) -> String {
        let base64 = Data(der).base64EncodedString()
        var lines = ["-----BEGIN \(label)-----"]
        var index = base64.startIndex
        while index < base64.endIndex {
            let end = base64.index(index, offsetBy: 64, limitedBy: base64.endIndex) ?? base64.endIndex
            lines.append(String(base64[index..<end]))
            index = end
        }
        lines.append("-----END \(label)-----")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The DER inside the first `label` block of a PEM text.
    private static func derOf(pem text: String, label: String) -> [UInt8]? {
        let begin = "-----BEGIN \(label)-----", end = "-----END \(label)-----"
        guard let start = text.range(of: begin), let stop = text.range(of: end, range: start.upperBound..<text.endIndex)
        else { return nil }
        let body = text[start.upperBound..<stop.lowerBound].filter { !$0.isWhitespace }
        return Data(base64Encoded: String(body)).map(Array.init)
    }

    /// A DER element: tag, definite length, contents.
    private static func element(_ tag: UInt8, _ contents: [UInt8]) -> [UInt8] {
        var length: [UInt8]
        if contents.count < 0x80 {
            length = [UInt8(contents.count)]
        } else {
            var bytes: [UInt8] = []
            var count = contents.count
            while count > 0 {
                bytes.insert(UInt8(count & 0xFF), at: 0)
                count >>= 8
            }
            length = [0x80 | UInt8(bytes.count)] + bytes
        }
        return [tag] + length + contents
    }
}

/// Reads DER elements one after another (definite lengths only, as DER has).
private struct DERReader {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { index == bytes.count }

    /// The contents of the next element when its tag is `tag`; nil (and nothing read) otherwise.
    mutating func read(tag: UInt8) -> [UInt8]? {
        var cursor = index
        guard cursor + 2 <= bytes.count, bytes[cursor] == tag else { return nil }
        cursor += 1
        var length = Int(bytes[cursor])
        cursor += 1
        if length & 0x80 != 0 {
            let count = length & 0x7F
            guard (1...4).contains(count), cursor + count <= bytes.count else { return nil }
            length = 0
            for _ in 0..<count {
                length = length << 8 | Int(bytes[cursor])
                cursor += 1
            }
        }
        guard length <= bytes.count - cursor else { return nil }
        index = cursor + length
        return Array(bytes[cursor..<index])
    }
}
