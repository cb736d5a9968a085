import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WilddogTestSupport

/// An HTTP server on a free loopback port that takes one request and holds its answer until
/// the test releases it: a slow accounts server. Always `stop()` (it then closes everything).
final class HeldAnswerServer: @unchecked Sendable {
    // @unchecked: `listener` is set in `init` and closed once, by `stop`; the rest is in `state`.
    struct State {
        var requestArrived = false
        var answer: String?
        var answered = false
        var stopped = false
    }

    let port: Int
    let state = Locked(State())
    private let listener: Int32
    private let done = DispatchSemaphore(value: 0)

    init() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw CocoaError(.fileReadUnknown) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard bound == 0, named == 0, listen(fd, 4) == 0 else {
            close(fd)
            throw CocoaError(.fileReadUnknown)
        }
        listener = fd
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread.detachNewThread { [self] in serve() }
    }

    /// Answers the held request with `body` (a JSON text, HTTP 200).
    func release(answering body: String) {
        state.withLock { $0.answer = body }
    }

    /// Stops serving (a held request is dropped) and waits for the serving thread.
    func stop() {
        let first = state.withLock { state -> Bool in
            defer { state.stopped = true }
            return !state.stopped
        }
        guard first else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        done.wait()
        close(listener)
    }

    private func serve() {
        defer { done.signal() }
        let connection = accept(listener, nil, nil)
        guard connection >= 0 else { return }
        defer { close(connection) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        guard read(connection, &buffer, buffer.count) > 0 else { return }
        state.withLock { $0.requestArrived = true }
        while true {
            let (answer, stopped) = state.withLock { ($0.answer, $0.stopped) }
            if stopped { return }
            if let answer {
                let bytes = Array(answer.utf8)
                let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(bytes.count)\r\nConnection: close\r\n\r\n"
                let whole = Array(head.utf8) + bytes
                _ = whole.withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
                state.withLock { $0.answered = true }
                return
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
    }
}
