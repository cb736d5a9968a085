import Synchronization

/// `childByAutoId` keys that never sort before a key generated earlier in this process.
///
/// `PushID.next(now:)` follows the time it is given, and the server-time estimate can move
/// backwards (the connection's clock offset arrives, slightly negative, just after the first
/// keys were made), which would make a later key sort first. Clamping the time to the latest
/// one used makes `PushID` increment instead, so keys keep their creation order.
package enum MonotonicPushID {
    private static let latestTime = Mutex<Double>(0)

    /// A new key for `now` (milliseconds since the epoch), never earlier than the previous key.
    package static func next(now: Double) -> String {
        latestTime.withLock { latest in
            latest = max(latest, now.rounded(.down))
            return PushID.next(now: latest)
        }
    }
}
