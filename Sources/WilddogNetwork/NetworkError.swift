#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a network operation failed or a connection closed.
package enum NetworkError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A system call failed with `errno`.
    case system(call: String, errno: Int32)
    /// The host name could not be resolved.
    case resolve(host: String, message: String)
    /// Connecting (TCP, TLS and any handshake on top) took longer than allowed.
    case timedOut
    /// The peer closed the connection, or it was reset.
    case connectionReset
    /// The peer did not read and the output queue passed its byte bound.
    case outputBoundExceeded(bytes: Int)
    /// TLS failed (handshake, certificate verification or a corrupt record).
    case tls(String)
    /// The connection was closed by a shutdown of its event loop group.
    case shutdown
    /// The URL cannot be used (scheme, host or port).
    case invalidURL(String)
    /// The server refused the WebSocket upgrade or answered it wrongly.
    case handshakeFailed(status: Int, message: String)
    /// The peer broke HTTP or WebSocket framing.
    case protocolViolation(String)

    package var description: String {
        switch self {
        case let .system(call, code): "\(call) failed: \(String(cString: strerror(code))) (errno \(code))"
        case let .resolve(host, message): "cannot resolve \(host): \(message)"
        case .timedOut: "timed out"
        case .connectionReset: "connection reset by peer"
        case let .outputBoundExceeded(bytes): "peer not reading: \(bytes) bytes queued, over the output bound"
        case let .tls(message): "TLS: \(message)"
        case .shutdown: "shut down"
        case let .invalidURL(message): "invalid URL: \(message)"
        case let .handshakeFailed(status, message): "WebSocket handshake failed (HTTP \(status)): \(message)"
        case let .protocolViolation(message): "protocol violation: \(message)"
        }
    }
}
