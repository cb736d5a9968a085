import Foundation
import WilddogNetwork

/// Timers and limits of the network transport; the defaults are the SDKs' (WIRE-PROTOCOL.md §1.6,
/// §1.7, §2). Tests shorten them.
package struct NetworkConfiguration: Sendable {
    /// Waits between connection attempts.
    package var backoff = ReconnectBackoff()
    /// An attempt that has not received the server's hello after this long fails (TCP, TLS, the
    /// upgrade and the hello together).
    package var connectTimeout: Duration = .seconds(30)
    /// The keepalive frame `0` goes out after this long without a frame in either direction.
    package var keepaliveInterval: Duration = .seconds(45)
    /// Outgoing messages are cut into pieces of at most this many UTF-16 units.
    package var pieceLength = WireFraming.maxPieceLength
    /// The largest message accepted from a server (joined pieces).
    package var maxMessageBytes = WireFraming.defaultMaxMessageBytes
    /// Certificates trusted besides the system's (a test server's self-signed one).
    package var tls = TLSClientConfiguration()
    /// Whether the host a hello names is used for later connections: nil follows the SDKs'
    /// advice — yes for Firebase and other remote hosts, never for a local one (`ServerURL.isLocal`).
    package var followsHelloHost: Bool?
    /// How long a call to the server's accounts API may take (the SDKs' HTTP timeout).
    package var accountsTimeout: TimeInterval = 60
    /// Whether the apps routed here keep the in-process accounts instead of the server's: the
    /// test suites' loopback bridge, whose server is the process's own backend, sets it.
    package var accountsInProcess = false

    package init() {}
}
