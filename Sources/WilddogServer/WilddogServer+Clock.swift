import Foundation
import WilddogBackend
import WilddogEngine

extension WilddogServer {
    /// Replaces the backend's clock (server timestamps, token expiry, code expiry, `now` in rules).
    /// A clock whose first reading is out of range is ignored (and logged); use
    /// `trySetClock(_:)` to get an error instead.
    public func setClock(_ clock: @escaping @Sendable () -> Date) {
        Self.warnIfRejected { try trySetClock(clock) }
    }

    /// Replaces the backend's clock, reading it once: a reading that is not a finite date
    /// between 1970 and the end of year 9999 is rejected and the current clock is kept. A later
    /// reading out of that range is replaced by the last good one (and logged), so a misbehaving
    /// clock never breaks tokens or timestamps.
    /// - Throws: `invalidSetting` when the clock's first reading is out of range.
    public func trySetClock(_ clock: @escaping @Sendable () -> Date) throws {
        let first = clock()
        guard Self.isValidReading(first) else {
            throw WilddogServerError.invalidSetting("the clock read \(first.timeIntervalSince1970) s since 1970")
        }
        let lastGood = Lock(first)
        let checked: @Sendable () -> Date = {
            let reading = clock()
            guard Self.isValidReading(reading) else {
                EngineLog.warn("the backend clock read \(reading.timeIntervalSince1970) s since 1970; using its last good reading")
                return lastGood.withLock { $0 }
            }
            lastGood.withLock { $0 = reading }
            return reading
        }
        server.setClock { checked().timeIntervalSince1970 * 1000 }
        server.auth.updateConfiguration { $0.clock = checked }
    }

    /// The backend's current time.
    public var now: Date { Date(timeIntervalSince1970: server.serverTime / 1000) }

    private static func isValidReading(_ date: Date) -> Bool {
        AuthServiceConfiguration.validClockReadings.contains(date.timeIntervalSince1970)
    }
}
