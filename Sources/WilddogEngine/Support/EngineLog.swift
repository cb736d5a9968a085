import Foundation
import Synchronization

/// SDK debug logging to standard error, off by default (`setLoggingEnabled`).
package enum EngineLog {
    private static let enabled = Atomic<Bool>(false)

    package static var isEnabled: Bool {
        get { enabled.load(ordering: .relaxed) }
        set { enabled.store(newValue, ordering: .relaxed) }
    }

    package static func log(_ message: @autoclosure () -> String) {
        guard isEnabled else { return }
        FileHandle.standardError.write(Data("[Wilddog] \(message())\n".utf8))
    }

    /// Warnings are always written (a failed write with no completion block, for example).
    package static func warn(_ message: String) {
        FileHandle.standardError.write(Data("[Wilddog] WARNING: \(message)\n".utf8))
    }
}
