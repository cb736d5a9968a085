import Dispatch
import Foundation
import WilddogBackend
import WilddogEngine

/// What the accounts side of a server keeps: the ID token keys, each namespace's account
/// store and work queue, and the per-address throttle of failed sign-ins.
package final class AuthServerState: Sendable {
    package let configuration: AuthServerConfiguration
    package let keys: AuthKeyRing
    private let dataDirectory: String?
    private let stores = Lock<[String: AuthAccountStore]>([:])
    private let queues = Lock<[String: DispatchQueue]>([:])
    private let addressFailures: Lock<AuthAttemptThrottle>

    init(configuration: NetworkServerConfiguration) throws(NetworkServerError) {
        self.configuration = configuration.auth
        dataDirectory = configuration.dataDirectory
        keys = try AuthKeyRing(directory: configuration.dataDirectory)
        addressFailures = Lock(AuthAttemptThrottle(policy: configuration.auth.addressThrottle))
    }

    /// Sets up the auth service of a namespace being opened: token keys, verifier, throttle,
    /// hashing, clock, lifetime; with a data directory, its stored accounts, sessions, codes and
    /// service account, kept from now on.
    func install(on service: AuthService, namespace: String) throws(NetworkServerError) {
        let settings = configuration
        let idTokenKeys = keys.idTokenKeys
        var account: AuthServiceAccount?
        var store: AuthAccountStore?
        if let dataDirectory {
            do {
                let opened = try AuthAccountStore(dataDirectory: dataDirectory, namespace: namespace)
                store = opened
                account = try opened.setting(Self.serviceAccountSetting).flatMap(Self.serviceAccount(from:))
            } catch {
                store?.close()
                throw NetworkServerError("Cannot open the accounts of namespace \(namespace) in \(dataDirectory): \(error)")
            }
        }
        service.updateConfiguration { auth in
            auth.idTokenKeys = idTokenKeys
            auth.serviceAccount = account
            auth.oauthVerifier = settings.oauthVerifier
            auth.signInThrottle = settings.accountThrottle
            auth.passwordScheme = settings.passwordScheme
            auth.idTokenLifetime = settings.idTokenLifetime
            auth.clock = settings.clock
        }
        if let store {
            do {
                try service.setPersistence(store, restoring: try store.load())
            } catch {
                store.close()
                throw NetworkServerError("Cannot read the accounts of namespace \(namespace) in \(store.path): \(error)")
            }
            stores.withLock { $0[namespace] = store }
        }
    }

    /// The namespaces whose accounts are stored (opened at start with the others).
    func storedNames() -> [String] {
        dataDirectory.map { AuthAccountStore.storedNames(dataDirectory: $0) } ?? []
    }

    /// The serial queue a namespace's auth requests run on, off the event loops (a password
    /// hash takes tens of milliseconds).
    func queue(for namespace: String) -> DispatchQueue {
        queues.withLock { queues in
            if let queue = queues[namespace] { return queue }
            let queue = DispatchQueue(label: "wilddog.server.auth.\(namespace)")
            queues[namespace] = queue
            return queue
        }
    }

    /// The namespace's service account, made (and kept) at the first call.
    /// - Throws: when the key cannot be made or kept.
    func serviceAccount(of namespace: String, service: AuthService) throws -> AuthServiceAccount {
        if let existing = service.configuration.serviceAccount { return existing }
        let account = try AuthServiceAccount.generate(appID: namespace)
        if let store = stores.withLock({ $0[namespace] }) {
            try store.setSetting(Self.serviceAccountSetting, Self.text(of: account))
        }
        service.updateConfiguration { $0.serviceAccount = account }
        return account
    }

    // MARK: Failed sign-ins by client address

    /// - Throws: `tooManyAttempts` while `address` is over the limit.
    func checkAddress(_ address: String) throws(AuthServiceError) {
        let now = configuration.clock()
        try addressFailures.withLock { throttle throws(AuthServiceError) in try throttle.check(address, now: now) }
    }

    func recordAddressFailure(_ address: String) {
        let now = configuration.clock()
        addressFailures.withLock { $0.recordFailure(address, now: now) }
    }

    /// Closes the account stores (the server stops).
    func close() {
        for store in stores.withLock({ Array($0.values) }) { store.close() }
    }

    // MARK: The stored service account

    private static let serviceAccountSetting = "serviceAccount"

    private static func text(of account: AuthServiceAccount) -> String {
        let json = AuthJSON.object([
            "clientEmail": .string(account.clientEmail), "keyID": .string(account.keyID),
            "privateKey": .string(RSAKeyEncoding.pkcs8PEM(privateKey: account.privateKey)),
        ])
        return String(decoding: json.jsonBytes(), as: UTF8.self)
    }

    private static func serviceAccount(from text: String) -> AuthServiceAccount? {
        guard let json = AuthJSON.parse(Array(text.utf8)), let email = json["clientEmail"]?.stringValue,
              let keyID = json["keyID"]?.stringValue,
              let privateKey = json["privateKey"]?.stringValue.flatMap(RSAKeyEncoding.privateKey(fromPEM:)),
              let publicKey = try? Crypto.rsaPublicKey(privateKey: privateKey) else { return nil }
        return AuthServiceAccount(clientEmail: email, keyID: keyID, privateKey: privateKey, publicKey: publicKey)
    }
}
