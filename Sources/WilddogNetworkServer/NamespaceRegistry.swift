import Foundation
import WilddogBackend
import WilddogEngine

/// The namespaces of a server, each created on first use (as the emulator creates an instance
/// for any `ns`) with the configured secret, rules and data, and its store when data is kept.
package final class NamespaceRegistry: Sendable {
    private let namespaces = Lock<[String: Namespace]>([:])
    /// Serializes creation (opening a store can take a while; two opens of one file must not race).
    private let creation = Lock<Void>(())
    private let configuration: NetworkServerConfiguration
    /// The secret of every namespace.
    package let secret: String
    private let log: ServerLog
    /// The accounts side: each namespace's auth service is set up by it.
    let auth: AuthServerState

    init(configuration: NetworkServerConfiguration, secret: String, log: ServerLog, auth: AuthServerState) {
        self.configuration = configuration
        self.secret = secret
        self.log = log
        self.auth = auth
    }

    /// The namespace `name`, created (and its stored data loaded) when new.
    package func namespace(_ name: String) throws(NetworkServerError) -> Namespace {
        if let existing = namespaces.withLock({ $0[name] }) { return existing }
        return try creation.withLock { _ throws(NetworkServerError) -> Namespace in
            if let existing = namespaces.withLock({ $0[name] }) { return existing }
            let namespace = try open(name)
            namespaces.withLock { $0[name] = namespace }
            return namespace
        }
    }

    /// Every namespace opened so far, by name.
    package var all: [Namespace] {
        namespaces.withLock { $0.values.sorted { $0.name < $1.name } }
    }

    /// The namespaces stored in the data directory (opened at start).
    func storedNames() -> [String] {
        guard let directory = configuration.dataDirectory,
              let files = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return files.compactMap { file -> String? in
            guard file.hasSuffix(".sqlite3") else { return nil }
            let name = String(file.dropLast(".sqlite3".count))
            return NamespaceName.isValid(name) ? name : nil
        }.sorted()
    }

    private func open(_ name: String) throws(NetworkServerError) -> Namespace {
        let backend = EmbeddedServer(appId: name)
        let secret = self.secret
        backend.auth.updateConfiguration { $0.appSecret = secret }
        var store: DurableStore?
        var stored: (data: Node, rules: String?) = (.empty, nil)
        if let directory = configuration.dataDirectory {
            do {
                let opened = try DurableStore(directory: directory, namespace: name)
                stored = try opened.load()
                store = opened
            } catch {
                throw NetworkServerError("Cannot open the data of namespace \(name) in \(directory): \(error)")
            }
        }
        // Rules given at start win over stored ones; stored ones over the open default.
        let rulesText = configuration.rules(for: name) ?? stored.rules
        var rules = SecurityRules.allowAll
        if let rulesText {
            do {
                rules = try SecurityRules(json: rulesText)
            } catch {
                store?.close()
                throw NetworkServerError("The rules of namespace \(name) do not parse: \(error)")
            }
        }
        let namespace = Namespace(name: name, backend: backend, store: store, log: log)
        let imported = configuration.namespaceData[name] ?? configuration.data
        let configuration = self.configuration
        do {
            try namespace.performAndWait { () throws -> Void in
                backend.configureSessions(acceptsEmulatorCredentials: configuration.testMode,
                                          maxReadBytes: configuration.maxReadBytes)
                backend.replaceRules(rules, text: rulesText)
                backend.restore(stored.data)
                if let store {
                    store.currentData = { backend.data }
                    if store.hasLog { try store.writeSnapshot(stored.data) }
                    if configuration.rules(for: name) != nil { try store.saveRules(rulesText) }
                }
                backend.observeWrites { [weak namespace] write in namespace?.recordWrite(write) }
                if let imported { backend.write(.root, imported) }
            }
        } catch {
            store?.close()
            throw NetworkServerError("Cannot set up namespace \(name): \(error)")
        }
        do {
            try auth.install(on: backend.auth, namespace: name)
        } catch {
            store?.close()
            throw error
        }
        log.debug("namespace \(name) opened\(store.map { " (\($0.path))" } ?? "")")
        return namespace
    }
}
