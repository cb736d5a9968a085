import Foundation
import Testing
import WilddogNetwork
import WilddogTestSupport

/// A WebSocket client written by hand over TCP: any upgrade request (Host, target), any bytes
/// afterwards (broken frames too), and the server's frames as decoded.
final class RawWebSocket: TCPConnectionHandler, @unchecked Sendable {
    // @unchecked: `state` is behind its lock; `connection` is set once in init.
    struct State {
        var received: [UInt8] = []
        var closed = false
    }

    let state = Locked(State())
    private var connection: TCPConnection!
    private var consumedFrames = 0

    /// Connects and sends the upgrade request for `target` with `host` (nil: no Host header).
    init(port: Int, target: String, host: String?, extraHeaders: String = "") throws {
        let group = try EventLoopGroup.shared()
        connection = TCPConnection.connect(host: "127.0.0.1", port: port, on: group.next(), handler: self)
        let hostLine = host.map { "Host: \($0)\r\n" } ?? ""
        send(Array("GET \(target) HTTP/1.1\r\n\(hostLine)Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\(extraHeaders)\r\n".utf8))
    }

    func send(_ bytes: [UInt8]) { connection.write(bytes) }

    /// A masked text frame.
    func sendText(_ text: String) {
        send(WebSocketFrame.encode(opcode: .text, payload: Array(text.utf8), maskKey: (9, 8, 7, 6)))
    }

    func close() { connection.close() }

    /// Stops reading from the socket (the server's output then piles up).
    func pauseReading() {
        let connection = connection!
        connection.eventLoop.execute { connection.pauseReading() }
    }

    func resumeReading() {
        let connection = connection!
        connection.eventLoop.execute { connection.resumeReading() }
    }

    var isClosed: Bool { state.value.closed }

    /// The HTTP head of the answer, once complete.
    var head: String? {
        let bytes = state.value.received
        guard let end = Self.headEnd(bytes) else { return nil }
        return String(decoding: bytes[..<end], as: UTF8.self)
    }

    /// Every frame after the head, decoded.
    func frames() throws -> [WebSocketFrame] {
        let bytes = state.value.received
        guard let end = Self.headEnd(bytes) else { return [] }
        var decoder = WebSocketFrameDecoder(role: .client, maxFrameSize: 64 << 20)
        decoder.append(Array(bytes[(end + 4)...]))
        var frames: [WebSocketFrame] = []
        while let frame = try decoder.nextFrame() { frames.append(frame) }
        return frames
    }

    /// The next text frame not read yet.
    func nextText(timeout: Duration = .seconds(10)) async -> String? {
        var result: String?
        _ = await eventually(timeout: timeout) {
            guard let frames = try? frames().filter({ $0.opcode == .text }), frames.count > consumedFrames else { return false }
            result = String(decoding: frames[consumedFrames].payload, as: UTF8.self)
            return true
        }
        if result != nil { consumedFrames += 1 }
        return result
    }

    /// The code of the server's close frame, once it came.
    func closeCode(timeout: Duration = .seconds(10)) async -> UInt16? {
        var code: UInt16?
        _ = await eventually(timeout: timeout) {
            guard let close = try? frames().first(where: { $0.opcode == .close }) else { return false }
            code = close.payload.count >= 2 ? UInt16(close.payload[0]) << 8 | UInt16(close.payload[1]) : 1005
            return true
        }
        return code
    }

    private static func headEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4) where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }

    func connectionDidOpen(_ connection: TCPConnection) {}
    func connection(_ connection: TCPConnection, didRead bytes: UnsafeRawBufferPointer) {
        state.withLock { $0.received.append(contentsOf: bytes) }
    }
    func connectionDidReadEOF(_ connection: TCPConnection) { connection.close() }
    func connection(_ connection: TCPConnection, didCloseWith error: NetworkError?) {
        state.withLock { $0.closed = true }
    }
}
