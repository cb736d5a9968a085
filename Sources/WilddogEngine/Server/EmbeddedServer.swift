import Dispatch
import Foundation

/// The in-process backend of one app id: the authoritative data tree, security rules, the auth
/// service, and every client connection with its listens and onDisconnect writes.
///
/// Shared by all apps in the process that use the same app id, so they see each other's writes.
/// All mutable state is confined to `queue`.
package final class EmbeddedServer: @unchecked Sendable {
    // @unchecked: every stored `var` is read and written only on `queue`.
    package let appId: String
    let queue: DispatchQueue
    package let auth: AuthService
    var root: Node = .empty
    var rules: SecurityRules = .allowAll
    var rulesText: String?
    var connections: [Int: ServerSideConnection] = [:]
    private var nextConnectionId = 1
    /// The server's clock, in milliseconds since the Unix epoch.
    var clock: @Sendable () -> Double = { Date().timeIntervalSince1970 * 1000 }
    /// How long a dropped client waits before reconnecting, in seconds.
    var reconnectDelay: Double = 0.05

    package init(appId: String) {
        self.appId = appId
        self.queue = DispatchQueue(label: "wilddog.server.\(appId)")
        self.auth = AuthService(appID: appId)
    }

    /// The server time in whole milliseconds (timestamps, rules' `now`).
    var now: Double { clock().rounded(.down) }

    /// Opens a connection for a client; the client learns the server time first.
    func connect(delegate: any ServerConnectionDelegate, queue clientQueue: DispatchQueue) -> InProcessConnection {
        let id: Int = queue.sync {
            let id = nextConnectionId
            nextConnectionId += 1
            return id
        }
        let handle = InProcessConnection(server: self, id: id, clientQueue: clientQueue)
        queue.async { [self] in
            let connection = ServerSideConnection(id: id, delegate: delegate, clientQueue: clientQueue)
            connection.handle = handle
            connections[id] = connection
            connection.push([.connected(serverTime: now)])
        }
        return handle
    }

    /// Handles one request on the server queue; nil when the connection is closed.
    func handle(_ request: WireRequest, connection id: Int) -> WireResponse? {
        guard let connection = connections[id] else { return nil }
        if case .auth = request {} else { expireCredentialsIfNeeded(connection) }
        switch request {
        case .listen(let path, let query, let tag):
            return listen(connection, path, query, tag)
        case .unlisten(let path, let query, let tag):
            connection.listens[ListenKey(path, query, tag: tag)] = nil
            return .ok
        case .put(let path, let data, let hash):
            return put(connection, path, data, hash: hash)
        case .merge(let path, let children):
            return merge(connection, path, children)
        case .onDisconnectPut(let path, let data):
            return addOnDisconnect(connection, .put(path, data))
        case .onDisconnectMerge(let path, let children):
            return addOnDisconnect(connection, .merge(path, children))
        case .onDisconnectCancel(let path):
            connection.onDisconnect.removeAll { path.contains($0.path) }
            return .ok
        case .auth(let token):
            return authenticate(connection, token)
        }
    }

    /// Closes a connection: its onDisconnect writes run, its listens end.
    func closeConnection(_ id: Int, notifyClient: Bool) {
        guard let connection = connections.removeValue(forKey: id) else { return }
        runOnDisconnect(connection)
        if notifyClient, let handle = connection.handle {
            let delegate = connection.delegate
            connection.clientQueue.async { delegate.connectionDidClose(handle) }
        }
    }
}
