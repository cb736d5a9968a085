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

    private static let warningObservers = Lock<[Int: @Sendable (String) -> Void]>([:])
    private static let nextObserver = Atomic<Int>(0)

    /// Warnings are always written (a failed write with no completion block, for example).
    package static func warn(_ message: String) {
        FileHandle.standardError.write(Data("[Wilddog] WARNING: \(message)\n".utf8))
        for observer in warningObservers.withLock({ Array($0.values) }) { observer(message) }
    }

    /// Calls `observer` with every warning from now on (tests check what was reported);
    /// returns the id to remove it with.
    package static func addWarningObserver(_ observer: @escaping @Sendable (String) -> Void) -> Int {
        let id = nextObserver.add(1, ordering: .relaxed).oldValue
        warningObservers.withLock { $0[id] = observer }
        return id
    }

    package static func removeWarningObserver(_ id: Int) {
        warningObservers.withLock { $0[id] = nil }
    }

    /// Runs `body` while `observer` hears every warning of the process (tests); returns its result.
    package static func observingWarnings<R>(_ observer: @escaping @Sendable (String) -> Void, _ body: () throws -> R) rethrows -> R {
        let id = addWarningObserver(observer)
        defer { removeWarningObserver(id) }
        return try body()
    }
}
