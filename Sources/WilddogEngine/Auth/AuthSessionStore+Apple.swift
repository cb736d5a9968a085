#if canImport(Security)
import Foundation
import Security

/// The session kept in the keychain, as the SDKs keep theirs: one generic-password item per
/// app (service `wilddog_auth_<appId>`), readable after the device's first unlock, never
/// synced or restored to another device.
extension AuthSessionStore {
    var keychainService: String { "wilddog_auth_\(appId)" }

    var location: String { "the keychain (service \(keychainService))" }

    /// What names the item.
    private var itemQuery: [String: Any] {
        [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: keychainService,
         kSecAttrAccount as String: "session"]
    }

    func readRecord() -> Data? {
        var query = itemQuery
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var result: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        if status != errSecSuccess, status != errSecItemNotFound {
            EngineLog.warn("auth: cannot read the session from \(location) (OSStatus \(status))")
        }
        return status == errSecSuccess ? result as? Data : nil
    }

    func writeRecord(_ record: Data?) throws {
        guard let record else {
            let status = SecItemDelete(itemQuery as CFDictionary)
            guard status == errSecSuccess || status == errSecItemNotFound else { throw Self.keychainError(status) }
            return
        }
        var status = SecItemUpdate(itemQuery as CFDictionary, [kSecValueData as String: record] as CFDictionary)
        if status == errSecItemNotFound {
            var item = itemQuery
            item[kSecValueData as String] = record
            item[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
            status = SecItemAdd(item as CFDictionary, nil)
        }
        guard status == errSecSuccess else { throw Self.keychainError(status) }
    }

    private static func keychainError(_ status: OSStatus) -> NSError {
        NSError(domain: NSOSStatusErrorDomain, code: Int(status))
    }
}
#endif
