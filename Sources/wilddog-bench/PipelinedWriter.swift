import Dispatch
import Synchronization
import WilddogNetwork

/// One client of the write benchmark: puts `quota` values, keeping up to `window` unanswered,
/// and leaves `done` at its last ack.
///
/// Loop-confined: everything but `init` runs on the socket's loop thread.
final class PipelinedWriter: @unchecked Sendable {
    // @unchecked: the `var`s are touched only on the socket's loop (the delegate calls and
    // `start`, which hops there).
    /// What the writers of one run share.
    final class Progress: Sendable {
        /// Left by each writer at its hello.
        let ready = DispatchGroup()
        /// Left by each writer at its last ack.
        let done = DispatchGroup()
        /// Writes answered with a failure.
        let failures = Atomic<Int>(0)

        init() {}
    }

    private let client: Int
    private let quota: Int
    private let window: Int
    private let progress: Progress
    private var webSocket: WebSocketConnection?
    private var sent = 0
    private var acked = 0
    private var greeted = false

    init(client: Int, quota: Int, window: Int, progress: Progress) {
        self.client = client
        self.quota = quota
        self.window = window
        self.progress = progress
        progress.ready.enter()
        progress.done.enter()
    }

    /// Sends the first window (after the hello: `ready` tells when).
    func start(on loop: EventLoop) {
        loop.execute { [self] in fill() }
    }

    func receive(_ text: String, on webSocket: WebSocketConnection) {
        switch BenchMessage(text) {
        case .hello where !greeted:
            greeted = true
            self.webSocket = webSocket
            progress.ready.leave()
        case .ok, .failure:
            if BenchMessage(text) == .failure { progress.failures.add(1, ordering: .relaxed) }
            acked += 1
            if acked == quota {
                progress.done.leave()
            } else if sent - acked <= window / 2 {
                fill()
            }
        default:
            break
        }
    }

    private func fill() {
        guard let webSocket else { return }
        var batch: [[UInt8]] = []
        while sent < quota, sent - acked < window {
            sent += 1
            batch.append(Array(#"{"t":"d","d":{"r":\#(sent),"a":"p","b":{"p":"/bench/c\#(client)/k\#(sent % 1_000)","d":{"n":\#(sent),"text":"hello world","user":"u\#(client)"}}}}"#.utf8))
        }
        if !batch.isEmpty { webSocket.send(textMessages: batch) }
    }
}
