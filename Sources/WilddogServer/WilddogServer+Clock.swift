import Foundation
import WilddogEngine

extension WilddogServer {
    /// Replaces the backend's clock (server timestamps, token expiry, code expiry, `now` in rules).
    public func setClock(_ clock: @escaping @Sendable () -> Date) {
        server.setClock { clock().timeIntervalSince1970 * 1000 }
        server.auth.updateConfiguration { $0.clock = clock }
    }

    /// The backend's current time.
    public var now: Date { Date(timeIntervalSince1970: server.serverTime / 1000) }
}
