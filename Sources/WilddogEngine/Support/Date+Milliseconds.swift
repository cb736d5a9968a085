import Foundation

extension Date {
    /// Milliseconds since the Unix epoch, now.
    package static var nowMilliseconds: Double { Date().timeIntervalSince1970 * 1000 }
}
