import Foundation

/// One client's state across its connections to a server (WIRE-PROTOCOL.md §1.3, §1.7): the
/// request counter, the last session id (sent back as `ls`), the host the server moved it to,
/// the reconnect back-off, and whether the server shut it out for good. Thread-safe.
final class NetworkSession: Sendable {
    let server: ServerURL
    let namespace: String
    let configuration: NetworkConfiguration

    private struct State {
        var nextRequestNumber = 0
        var lastSessionID: String?
        /// The host a hello named, used for later connections when followed.
        var helloHost: String?
        /// The host a reset (`r`) named: used for the following connections.
        var redirectHost: String?
        var backoff = ReconnectBackoff.State()
        var shutdownReason: String?
        /// Credentials refused in a row (`invalid_token`, `permission_denied` on auth).
        var authFailures = 0
    }

    private let state = Lock(State())

    init(server: ServerURL, appId: String, configuration: NetworkConfiguration) {
        self.server = server
        self.namespace = server.namespace(forApp: appId)
        self.configuration = configuration
    }

    /// Whether a hello's host is used for later connections.
    private var followsHelloHost: Bool { configuration.followsHelloHost ?? !server.isLocal }

    // MARK: Attempts

    /// The wait before the next connection attempt.
    func nextDelay() -> Double {
        let random = Double.random(in: 0..<1)
        return state.withLock { configuration.backoff.nextDelay(&$0.backoff, random: random) }
    }

    /// The URL of the next connection (§1.1, iOS order): the host a reset or hello named, else
    /// the configured one; always `ns`, and `ls` once a hello gave a session id.
    func connectURL() -> (url: String, usesRememberedHost: Bool) {
        state.withLock { s in
            let remembered = s.redirectHost ?? s.helloHost
            let authority = remembered ?? server.authority
            var url = "\(server.secure ? "wss" : "ws")://\(authority)/.ws?v=\(ServerHello.protocolVersion)&ns=\(namespace)"
            if let session = s.lastSessionID { url += "&ls=" + NetworkSession.queryValue(session) }
            return (url, remembered != nil)
        }
    }

    /// A request number: one counter per client, continued across reconnects (iOS starts at 0).
    func nextRequestNumber() -> Int {
        state.withLock { s in
            defer { s.nextRequestNumber += 1 }
            return s.nextRequestNumber
        }
    }

    /// Why the server shut this client out (`s`), if it did: it never connects again.
    var shutdownReason: String? { state.withLock { $0.shutdownReason } }

    // MARK: Outcomes

    /// A hello arrived: its session id is sent back on the next connection; its host is kept.
    func connected(_ hello: ServerHello) {
        state.withLock { s in
            if let session = hello.sessionID, !session.isEmpty { s.lastSessionID = session }
            if followsHelloHost, let host = hello.host, NetworkSession.isAuthority(host), s.redirectHost == nil {
                s.helloHost = host.lowercased()
            }
        }
    }

    /// A connection ended. One that lasted resets the back-off; an attempt that never got a hello
    /// from a remembered host forgets that host (a wrong `h` must not break every reconnect).
    func disconnected(connectedSeconds: Double?, usedRememberedHost: Bool) {
        state.withLock { s in
            if let seconds = connectedSeconds, seconds >= configuration.backoff.stableAfter {
                configuration.backoff.succeeded(&s.backoff)
            }
            if connectedSeconds == nil, usedRememberedHost {
                s.redirectHost = nil
                s.helloHost = nil
            }
        }
    }

    /// A reset (`r`): the next connection goes to `host` at once.
    func redirected(to host: String) {
        state.withLock { s in
            if NetworkSession.isAuthority(host) { s.redirectHost = host.lowercased() }
            configuration.backoff.succeeded(&s.backoff)
        }
    }

    /// A shutdown (`s`): no connection is attempted again.
    func shutDown(_ reason: String) {
        state.withLock { $0.shutdownReason = $0.shutdownReason ?? reason }
    }

    /// The server refused the credentials; from the third time in a row attempts wait the longest.
    func authFailed() {
        state.withLock { s in
            s.authFailures += 1
            if s.authFailures >= 3 { configuration.backoff.saturate(&s.backoff) }
        }
    }

    func authSucceeded() {
        state.withLock { $0.authFailures = 0 }
    }

    // MARK: Helpers

    /// Whether `text` is a plausible `host[:port]` (hello `h`, reset `r`): nothing a URL could
    /// be broken by.
    static func isAuthority(_ text: String) -> Bool {
        guard !text.isEmpty, text.utf8.count <= 255 else { return false }
        return text.unicodeScalars.allSatisfy {
            $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-.:[]_".unicodeScalars.contains($0))
        }
    }

    /// A query value: sent raw when URL-safe (session ids are), else percent-encoded.
    static func queryValue(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
}
