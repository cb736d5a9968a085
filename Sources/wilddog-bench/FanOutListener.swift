import Dispatch
import Synchronization
import WilddogNetwork

/// One listening socket of the fan-out benchmark: listens on `/room` after its hello, then
/// counts every push; the push that completes a round (all listeners have it) stamps the time.
///
/// Loop-confined (its delegate calls run on the socket's loop); the counters are shared atomics.
final class FanOutListener: @unchecked Sendable {
    // @unchecked: `listening` is touched only on the socket's loop thread.
    /// What the listeners share.
    final class Progress: Sendable {
        let listeners: Int
        /// Left by each listener at its listen's `ok`.
        let registered = DispatchGroup()
        /// Pushes received by all listeners.
        let received = Atomic<Int>(0)
        /// When the last push of the latest round arrived (monotonic nanoseconds).
        let lastArrival = Atomic<UInt64>(0)
        /// Signalled when every listener has a round's push.
        let roundDone = DispatchSemaphore(value: 0)

        init(listeners: Int) { self.listeners = listeners }
    }

    private let progress: Progress
    private var listening = false

    init(_ progress: Progress) {
        self.progress = progress
        progress.registered.enter()
    }

    func receive(_ text: String, on webSocket: WebSocketConnection) {
        switch BenchMessage(text) {
        case .hello:
            webSocket.send(text: #"{"t":"d","d":{"r":1,"a":"q","b":{"p":"/room","h":""}}}"#)
        case .ok where !listening:
            listening = true
            progress.registered.leave()
        case .push where listening:
            let count = progress.received.add(1, ordering: .relaxed).newValue
            if count % progress.listeners == 0 {
                progress.lastArrival.store(DispatchTime.now().uptimeNanoseconds, ordering: .releasing)
                progress.roundDone.signal()
            }
        default:
            break
        }
    }
}
