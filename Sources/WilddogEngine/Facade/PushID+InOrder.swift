import Synchronization

extension PushID {
    private static let latestTime = Mutex<Double>(0)

    /// A `childByAutoId` key that sorts after every key this process made before.
    ///
    /// `next(now:)` takes the server-time estimate, which steps back by the measured latency
    /// when the connection reports its offset; a key made just before that step would sort
    /// after one made just after it. Never letting the time go back keeps creation order:
    /// within one millisecond `next(now:)` increments the random part.
    package static func nextInOrder(now: Double) -> String {
        let time = latestTime.withLock { latest in
            latest = max(latest, now)
            return latest
        }
        return next(now: time)
    }
}
