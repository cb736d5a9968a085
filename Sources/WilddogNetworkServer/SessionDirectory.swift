import WilddogEngine

/// The open sessions of the server by session id, so that a new connection with `ls=<id>`
/// finds the one it replaces (WIRE-PROTOCOL.md §1.1, §9.2).
final class SessionDirectory: Sendable {
    private let sessions = Lock<[String: SessionChannel]>([:])

    func insert(_ channel: SessionChannel) {
        sessions.withLock { $0[channel.sessionId] = channel }
    }

    /// Removes and returns the session `id`.
    func remove(_ id: String) -> SessionChannel? {
        sessions.withLock { $0.removeValue(forKey: id) }
    }

    /// Removes session `id` if it is still `channel`.
    func remove(_ id: String, ifSame channel: SessionChannel) {
        sessions.withLock { sessions in
            if sessions[id] === channel { sessions[id] = nil }
        }
    }
}
