import Foundation
import WilddogEngine

/// The stored (JSON) forms of accounts, password hashes, sessions and codes; `decode…`
/// functions return nil for a form they cannot read.
enum AuthStoredCoding {
    static func encode(_ record: AuthUserRecord, hash: AuthPasswordHash?) -> AuthJSON {
        var object = record.json.objectValue ?? [:]
        object["passwordHash"] = hash.map(encode)
        return .object(object)
    }

    static func decodeUser(_ json: AuthJSON) -> (AuthUserRecord, AuthPasswordHash?)? {
        guard var record = AuthUserRecord(json: json) else { return nil }
        var hash: AuthPasswordHash?
        if let stored = json["passwordHash"] {
            guard let decoded = decodeHash(stored) else { return nil }
            hash = decoded
        }
        record.hasPassword = hash != nil
        return (record, hash)
    }

    static func encode(_ hash: AuthPasswordHash) -> AuthJSON {
        switch hash {
        case .pbkdf2(let iterations, let salt, let key):
            .object(["scheme": .string("pbkdf2-sha256"), "iterations": .int(Int64(iterations)),
                     "salt": .string(Crypto.base64URLEncode(salt)), "key": .string(Crypto.base64URLEncode(key))])
        case .scrypt(let logN, let r, let p, let salt, let key):
            .object(["scheme": .string("scrypt"), "logN": .int(Int64(logN)), "r": .int(Int64(r)), "p": .int(Int64(p)),
                     "salt": .string(Crypto.base64URLEncode(salt)), "key": .string(Crypto.base64URLEncode(key))])
        }
    }

    static func decodeHash(_ json: AuthJSON) -> AuthPasswordHash? {
        guard let salt = json["salt"]?.stringValue.flatMap(Crypto.base64URLDecode),
              let key = json["key"]?.stringValue.flatMap(Crypto.base64URLDecode), !key.isEmpty else { return nil }
        func int(_ name: String) -> Int? { json[name]?.int64Value.flatMap { Int(exactly: $0) } }
        switch json["scheme"]?.stringValue {
        case "pbkdf2-sha256":
            guard let iterations = int("iterations") else { return nil }
            return .pbkdf2(iterations: iterations, salt: salt, derivedKey: key)
        case "scrypt":
            guard let logN = int("logN"), let r = int("r"), let p = int("p") else { return nil }
            return .scrypt(logN: logN, r: r, p: p, salt: salt, derivedKey: key)
        default:
            return nil
        }
    }

    static func encode(_ entry: AuthRefreshEntry) -> AuthJSON {
        var object: [String: AuthJSON] = [
            "uid": .string(entry.uid), "provider": .string(entry.provider),
            "authTime": .double(entry.authTime.timeIntervalSince1970), "admin": .bool(entry.admin),
            "debug": .bool(entry.debug), "claims": .object(entry.developerClaims),
        ]
        object["endedAt"] = entry.endedAt.map { .double($0.timeIntervalSince1970) }
        return .object(object)
    }

    static func decodeSession(_ json: AuthJSON) -> AuthRefreshEntry? {
        guard let uid = json["uid"]?.stringValue, let provider = json["provider"]?.stringValue,
              let authTime = json["authTime"]?.doubleValue else { return nil }
        return AuthRefreshEntry(
            uid: uid, provider: provider, authTime: Date(timeIntervalSince1970: authTime),
            admin: json["admin"]?.boolValue ?? false, debug: json["debug"]?.boolValue ?? false,
            developerClaims: json["claims"]?.objectValue ?? [:],
            endedAt: json["endedAt"]?.doubleValue.map { Date(timeIntervalSince1970: $0) })
    }

    static func encode(_ code: AuthPendingCode) -> AuthJSON {
        .object([
            "kind": .string(code.kind.rawValue), "code": .string(code.code), "uid": .string(code.uid),
            "recipient": .string(code.recipient), "expiresAt": .double(code.expiresAt.timeIntervalSince1970),
        ])
    }

    static func decodeCode(_ json: AuthJSON) -> AuthPendingCode? {
        guard let kind = json["kind"]?.stringValue.flatMap(AuthOutboxMessage.Kind.init(rawValue:)),
              let code = json["code"]?.stringValue, let uid = json["uid"]?.stringValue,
              let recipient = json["recipient"]?.stringValue, let expiresAt = json["expiresAt"]?.doubleValue
        else { return nil }
        return AuthPendingCode(kind: kind, code: code, uid: uid, recipient: recipient,
                               expiresAt: Date(timeIntervalSince1970: expiresAt))
    }
}
