import Foundation

/// Prints the program's trace, one line per event, and runs the main queue until a step is done
/// (the SDK runs its callbacks on the main queue).
final class Trace {
    private(set) var lines: [String] = []

    func log(_ line: String) {
        lines.append(line)
        print(line)
    }

    /// Runs the main run loop until `done()` holds (10 s at most, then says so in the trace).
    func wait(_ what: String, until done: () -> Bool) {
        let deadline = Date().addingTimeInterval(10)
        while !done() {
            if Date() > deadline {
                log("timeout: \(what)")
                return
            }
            RunLoop.main.run(until: Date().addingTimeInterval(0.002))
        }
    }

    /// Runs the main run loop until `count` lines starting with `prefix` have been logged.
    func wait(for prefix: String, count: Int = 1) {
        wait(prefix) { lines.count { $0.hasPrefix(prefix) } >= count }
    }

    /// A key as the trace shows it: push ids are random, so they read `<push id>`.
    static func key(_ key: String) -> String { key.hasPrefix("-") && key.count == 20 ? "<push id>" : key }
}
