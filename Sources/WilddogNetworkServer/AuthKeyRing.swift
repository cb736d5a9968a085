import Foundation
import WilddogBackend
import WilddogEngine

/// The RSA keys every namespace's ID tokens are signed with (RS256), as Google's
/// `securetoken@system.gserviceaccount.com` keys are shared by all projects: made at the first
/// start and kept in `<data-dir>/auth/id-token-keys.json` (mode 0600), in memory without a
/// data directory. The newest key signs; all are published (JWK and X.509) for verifiers.
package final class AuthKeyRing: Sendable {
    package static let fileName = "id-token-keys.json"
    /// The account Google names its token keys after (the public-key endpoints' paths).
    package static let keyAccount = "securetoken@system.gserviceaccount.com"

    /// One key: its id, when it was made, its PKCS#1 DER private and public halves.
    package struct Key: Sendable {
        package let id: String
        package let createdAt: Date
        package let privateKey: [UInt8]
        package let publicKey: [UInt8]
    }

    package let keys: [Key]

    /// The keys kept in `directory/auth` (made there when there are none), else new ones in memory.
    package init(directory: String?) throws(NetworkServerError) {
        let file = directory.map { AuthKeyRing.authDirectory($0) + "/" + AuthKeyRing.fileName }
        if let file, let data = FileManager.default.contents(atPath: file) {
            keys = try Self.read(data, file: file)
            return
        }
        let key: Key
        do throws(CryptoFailure) {
            let privateKey = try Crypto.rsaGeneratePrivateKey(bits: 2048)
            key = Key(id: Crypto.hex(Crypto.randomBytes(count: 20)), createdAt: Date(), privateKey: privateKey,
                      publicKey: try Crypto.rsaPublicKey(privateKey: privateKey))
        } catch {
            throw NetworkServerError("Cannot make the ID token key: \(error)")
        }
        keys = [key]
        if let directory, let file { try Self.write(keys, directory: directory, file: file) }
    }

    /// `<data-dir>/auth`, where every file of the accounts lives.
    package static func authDirectory(_ dataDirectory: String) -> String {
        (dataDirectory as NSString).appendingPathComponent("auth")
    }

    /// The keys as the auth service uses them: the newest signs.
    package var idTokenKeys: AuthIDTokenKeys {
        let newest = keys.max { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) } ?? keys[0]
        var publicKeys: [String: [UInt8]] = [:]
        for key in keys { publicKeys[key.id] = key.publicKey }
        return AuthIDTokenKeys(signingKeyID: newest.id, signingKey: newest.privateKey, publicKeys: publicKeys)
    }

    /// `{"keys":[{"kty":"RSA","alg":"RS256","use":"sig","kid":…,"n":…,"e":…}]}`, as Google's
    /// JWK endpoint answers.
    package var jwkSet: AuthJSON {
        .object(["keys": .array(keys.compactMap { key in
            guard let (modulus, exponent) = RSAKeyEncoding.publicComponents(publicKey: key.publicKey) else { return nil }
            return .object([
                "kty": .string("RSA"), "alg": .string("RS256"), "use": .string("sig"), "kid": .string(key.id),
                "n": .string(Crypto.base64URLEncode(modulus)), "e": .string(Crypto.base64URLEncode(exponent)),
            ])
        })])
    }

    /// `{kid: PEM certificate}`, as Google's X.509 endpoint answers (certificates made now,
    /// valid for a day either side); nil where the platform cannot make certificates.
    package func x509Map(now: Date) throws(CryptoFailure) -> AuthJSON? {
        guard Crypto.canMakeCertificates else { return nil }
        var map: [String: AuthJSON] = [:]
        for (index, key) in keys.enumerated() {
            map[key.id] = .string(try Crypto.selfSignedCertificatePEM(
                privateKey: key.privateKey, commonName: Self.keyAccount, serial: index + 1,
                notBefore: now.addingTimeInterval(-86_400), lifetime: 2 * 86_400))
        }
        return .object(map)
    }

    private static func read(_ data: Data, file: String) throws(NetworkServerError) -> [Key] {
        guard case .array(let entries)? = AuthJSON.parse(Array(data))?["keys"], !entries.isEmpty else {
            throw NetworkServerError("\(file) holds no keys; remove it to make new ones")
        }
        var keys: [Key] = []
        for entry in entries {
            guard let id = entry["kid"]?.stringValue, let created = entry["createdAt"]?.doubleValue,
                  let pem = entry["privateKey"]?.stringValue, let privateKey = RSAKeyEncoding.privateKey(fromPEM: pem),
                  let publicKey = try? Crypto.rsaPublicKey(privateKey: privateKey)
            else { throw NetworkServerError("\(file) has a key that cannot be read") }
            keys.append(Key(id: id, createdAt: Date(timeIntervalSince1970: created), privateKey: privateKey, publicKey: publicKey))
        }
        return keys
    }

    private static func write(_ keys: [Key], directory: String, file: String) throws(NetworkServerError) {
        let json = AuthJSON.object(["keys": .array(keys.map { key in
            .object(["kid": .string(key.id), "createdAt": .double(key.createdAt.timeIntervalSince1970),
                     "privateKey": .string(RSAKeyEncoding.pkcs8PEM(privateKey: key.privateKey))])
        })])
        do {
            try FileManager.default.createDirectory(atPath: authDirectory(directory), withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw NetworkServerError("Cannot create \(authDirectory(directory)): \(error.localizedDescription)")
        }
        guard FileManager.default.createFile(atPath: file, contents: Data(json.jsonBytes()),
                                             attributes: [.posixPermissions: 0o600]) else {
            throw NetworkServerError("Cannot write the ID token keys to \(file)")
        }
    }
}
