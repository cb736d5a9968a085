import Foundation
import WilddogEngine

/// Everything a `NetworkServer` is started with: where it listens, what each namespace starts
/// with (rules, data), where data is kept, credentials, limits and timeouts.
package struct NetworkServerConfiguration: Sendable {
    /// The address to listen on (`0.0.0.0` for every interface).
    package var host = "127.0.0.1"
    /// The port (0: any free port, see `NetworkServer.port`). 9000 is the emulator's.
    package var port = 9000
    /// Security rules (JSON text) of every namespace; nil leaves them open, as the embedded
    /// backend's default is.
    package var rules: String?
    /// Rules of single namespaces, over `rules`.
    package var namespaceRules: [String: String] = [:]
    /// Data (export-form JSON, parsed) every namespace gets when it is first opened in a run.
    package var data: Node?
    /// Data of single namespaces, imported at start (over `data`).
    package var namespaceData: [String: Node] = [:]
    /// With a directory, each namespace's data lives in an SQLite file there and an
    /// acknowledged write survives a crash; without, data is in memory only.
    package var dataDirectory: String?
    /// The secret of every namespace (admin credential, key of custom tokens); nil: the one
    /// kept in `dataDirectory`, else a new random one.
    package var secret: String?
    /// Accept the emulator's test credentials: `owner` (admin) and unsigned mock tokens.
    package var testMode = false
    package var logLevel: ServerLogLevel = .info
    /// Event-loop threads for the sockets (no thread per connection): one per core, up to 4,
    /// so that a write fanned out to many sockets is sent from every core.
    package var loopThreads = min(4, max(1, ProcessInfo.processInfo.activeProcessorCount))
    /// A WebSocket that sends nothing for this long is dropped (clients send `0` every 45 s).
    package var idleTimeout: Duration = .seconds(90)
    /// The largest message a client may send, after frames are joined.
    package var maxMessageBytes = 16 << 20
    /// The largest result a listen or get may send; larger ones are refused with `too_big`.
    package var maxReadBytes = 16 << 20
    /// What a socket's output queue may hold before the client counts as not reading and is
    /// dropped; above `maxReadBytes`, so that the largest answer fits.
    package var maxQueuedOutputBytes = 48 << 20
    /// How often an idle REST stream gets a `keep-alive` event (Firebase: about 30 s).
    package var streamKeepAliveInterval: Duration = .seconds(30)
    /// How accounts are served (`/identitytoolkit.googleapis.com/…`).
    package var auth = AuthServerConfiguration()
    /// How long `stop()` lets connections flush and close.
    package var stopTimeout: Duration = .seconds(3)

    package init() {}

    /// The rules text a namespace starts with, nil for open rules.
    package func rules(for namespace: String) -> String? {
        namespaceRules[namespace] ?? rules
    }
}
