
/// Generates `childByAutoId` keys: 8 characters of timestamp and 12 of randomness from an
/// alphabet in ASCII order, so keys sort chronologically (SEMANTICS.md §1.10). Keys generated
/// in the same millisecond increment the random part, so they still sort in creation order.
package enum PushID {
    private static let alphabet = Array("-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz".utf8)

    private struct State {
        var lastTime: Int64 = 0
        var lastRandom = [Int](repeating: 0, count: 12)
    }

    private static let state = Lock(State())

    /// A new key for the time `now` (milliseconds since the epoch, server-time estimate).
    ///
    /// The time never goes back: the server-time estimate can step back when the connection
    /// reports its clock offset, and a later key must still sort after an earlier one.
    package static func next(now: Double) -> String {
        state.withLock { s in
            let time = max(Int64(now), s.lastTime)
            if time == s.lastTime {
                var i = 11
                while i >= 0 && s.lastRandom[i] == 63 {
                    s.lastRandom[i] = 0
                    i -= 1
                }
                if i >= 0 { s.lastRandom[i] += 1 }
            } else {
                s.lastTime = time
                var generator = SystemRandomNumberGenerator()
                for i in 0..<12 { s.lastRandom[i] = Int.random(in: 0..<64, using: &generator) }
            }
            var chars = [UInt8](repeating: 0, count: 20)
            var t = time
            for i in stride(from: 7, through: 0, by: -1) {
                chars[i] = alphabet[Int(t % 64)]
                t /= 64
            }
            for i in 0..<12 { chars[8 + i] = alphabet[s.lastRandom[i]] }
            return String(decoding: chars, as: UTF8.self)
        }
    }
}
