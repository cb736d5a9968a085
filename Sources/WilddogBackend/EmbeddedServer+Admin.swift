import WilddogEngine

/// Administration of an embedded server (the `WilddogServer` module): data access that bypasses
/// rules, rules, clock and simulated network loss. Safe to call from any thread except the
/// server's own queue.
extension EmbeddedServer {
    /// The data at `path`.
    package func adminRead(_ path: Path) -> Node { queue.sync { root.child(path) } }

    /// Writes `data` at `path` (server values resolved), bypassing rules, and notifies listeners.
    package func adminWrite(_ path: Path, _ data: Node) {
        queue.assertNotOnQueue()
        queue.sync { _ = put(nil, path, data, hash: nil) }
    }

    /// Merges `children` at `path`, bypassing rules, and notifies listeners.
    package func adminUpdate(_ path: Path, _ children: [WireChild]) {
        queue.assertNotOnQueue()
        queue.sync { _ = merge(nil, path, children) }
    }

    /// Replaces the security rules; listens that lose read access are revoked.
    package func setRules(_ rules: SecurityRules, text: String?) {
        queue.assertNotOnQueue()
        queue.sync { replaceRules(rules, text: text) }
    }

    /// Parses and installs rules from JSON text; a rule that does not parse is reported with
    /// its position and leaves the current rules in place.
    package func setRules(json: String) throws(RulesParseError) {
        let parsed = try SecurityRules(json: json)
        setRules(parsed, text: json)
    }

    /// The server clock, in milliseconds since the Unix epoch.
    package func setClock(_ clock: @escaping @Sendable () -> Double) {
        queue.assertNotOnQueue()
        queue.sync { self.clock = clock }
    }

    package var serverTime: Double { queue.sync { now } }

    /// Seconds a client waits before reconnecting after a dropped connection.
    package var clientReconnectDelay: Double {
        get { queue.sync { reconnectDelay } }
        set { queue.sync { reconnectDelay = newValue } }
    }

    /// Drops every client connection, as a network loss would: onDisconnect writes run and the
    /// clients reconnect after `clientReconnectDelay`.
    package func dropConnections() {
        queue.assertNotOnQueue()
        queue.sync { for id in connections.keys.sorted() { closeConnection(id, notifyClient: true) } }
    }

    /// The number of open client connections.
    package var connectionCount: Int { queue.sync { connections.count } }
}
