import Foundation
import Synchronization

/// A progress line on stderr, shown only when stderr is a terminal and the run takes more than a second.
final class Progress: Sendable {
    private let total: Int
    private let enabled: Bool
    private let started = Date()
    private let state = Mutex<(done: Int, printed: Date?)>((0, nil))

    init(total: Int) {
        self.total = total
        enabled = isatty(2) != 0
    }

    func advance(_ label: String) {
        guard enabled else { return }
        state.withLock { s in
            s.done += 1
            let now = Date()
            guard now.timeIntervalSince(started) > 1, s.printed.map({ now.timeIntervalSince($0) > 0.2 }) ?? true else { return }
            s.printed = now
            FileHandle.standardError.write(Data("\r\u{1B}[K[\(s.done)/\(total)] \(label)".utf8))
        }
    }

    func finish() {
        guard enabled else { return }
        state.withLock { s in
            if s.printed != nil { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        }
    }
}
