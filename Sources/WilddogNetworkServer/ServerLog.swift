import Foundation

/// How much the server logs (`--log-level`).
package enum ServerLogLevel: Int, Sendable, Comparable, CaseIterable {
    case error, warning, info, debug

    package init?(name: String) {
        switch name.lowercased() {
        case "error": self = .error
        case "warn", "warning": self = .warning
        case "info": self = .info
        case "debug": self = .debug
        default: return nil
        }
    }

    package var name: String {
        switch self {
        case .error: "error"
        case .warning: "warning"
        case .info: "info"
        case .debug: "debug"
        }
    }

    package static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// The server's log: lines at or above the level go to the sink (standard error by default),
/// each with a UTC timestamp and its level.
package struct ServerLog: Sendable {
    package let level: ServerLogLevel
    private let sink: @Sendable (String) -> Void

    package init(level: ServerLogLevel = .info, sink: @escaping @Sendable (String) -> Void = ServerLog.standardError) {
        self.level = level
        self.sink = sink
    }

    /// Writes a line to standard error.
    package static let standardError: @Sendable (String) -> Void = { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    package func error(_ message: @autoclosure () -> String) { write(.error, message) }
    package func warning(_ message: @autoclosure () -> String) { write(.warning, message) }
    package func info(_ message: @autoclosure () -> String) { write(.info, message) }
    package func debug(_ message: @autoclosure () -> String) { write(.debug, message) }

    package func enabled(_ level: ServerLogLevel) -> Bool { level <= self.level }

    private func write(_ level: ServerLogLevel, _ message: () -> String) {
        guard enabled(level) else { return }
        let stamp = Date().formatted(.iso8601.year().month().day().time(includingFractionalSeconds: true))
        sink("\(stamp) \(level.name.uppercased()) \(message())")
    }
}
