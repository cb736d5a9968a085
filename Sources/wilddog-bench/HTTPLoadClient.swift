import Foundation
import Synchronization
import WilddogNetwork

/// One keep-alive HTTP connection of the REST benchmark: sends `request`, reads the whole
/// answer (head and `Content-Length` body), sends it again, and counts the answers.
final class HTTPLoadClient: TCPConnectionHandler, @unchecked Sendable {
    // @unchecked: `buffer` and `connection` are touched only on the connection's loop thread
    // (`close` hops there); the counters are atomic or locked.
    private let request: [UInt8]
    private var buffer: [UInt8] = []
    private var connection: TCPConnection?
    private let count = Atomic<Int>(0)
    private let seen = Mutex<Set<Int>>([])
    private let loop: EventLoop

    init(port: Int, request: String, loop: EventLoop) {
        self.request = Array(request.utf8)
        self.loop = loop
        loop.execute { [self] in
            connection = TCPConnection.connect(host: "127.0.0.1", port: port, on: loop, handler: self)
        }
    }

    /// Answers read so far.
    var answered: Int { count.load(ordering: .relaxed) }
    /// The status codes seen.
    var statuses: Set<Int> { seen.withLock { $0 } }

    func close() { loop.execute { [self] in connection?.close() } }

    func connectionDidOpen(_ connection: TCPConnection) { connection.write(request) }

    func connection(_ connection: TCPConnection, didRead bytes: UnsafeRawBufferPointer) {
        buffer.append(contentsOf: bytes)
        while let (status, length) = Self.answer(in: buffer) {
            buffer.removeFirst(length)
            count.add(1, ordering: .relaxed)
            if !seen.withLock({ $0.contains(status) }) { seen.withLock { _ = $0.insert(status) } }
            connection.write(request)
        }
    }

    func connection(_ connection: TCPConnection, didCloseWith error: NetworkError?) {}

    /// The status and length of the first complete answer in `bytes`, nil while incomplete.
    private static func answer(in bytes: [UInt8]) -> (status: Int, length: Int)? {
        guard bytes.count >= 4 else { return nil }
        var end: Int?
        for index in 0...(bytes.count - 4) where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            end = index
            break
        }
        guard let end else { return nil }
        let head = String(decoding: bytes[..<end], as: UTF8.self)
        let lines = head.split(separator: "\r\n")
        guard let statusLine = lines.first, let status = Int(statusLine.split(separator: " ").dropFirst().first ?? "") else { return nil }
        let length = lines.dropFirst().first { $0.lowercased().hasPrefix("content-length:") }
            .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
        guard bytes.count >= end + 4 + length else { return nil }
        return (status, end + 4 + length)
    }
}
