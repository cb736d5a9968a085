import Foundation

/// Numbered steps of the trace: callbacks print on the SDK's callback queue while the main thread
/// waits, at most 10 s, for the line that ends the step.
final class Steps {
    private let condition = NSCondition()
    private var lines: [String] = []
    private var number = 0

    /// Prints a line of the trace (from any thread).
    func log(_ line: String) {
        condition.lock()
        lines.append(line)
        print(line)
        condition.broadcast()
        condition.unlock()
    }

    /// Prints the step's title, starts it, and waits until a line starting with `endsWith` is logged.
    func run(_ title: String, endsWith prefix: String, _ start: () -> Void) {
        condition.lock()
        number += 1
        print("step \(number): \(title)")
        let seen = lines.count(where: { $0.hasPrefix(prefix) })
        condition.unlock()
        start()
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date().addingTimeInterval(10)
        while lines.count(where: { $0.hasPrefix(prefix) }) == seen {
            if !condition.wait(until: deadline) {
                print("timeout: \(title)")
                return
            }
        }
    }

    /// A key as the trace shows it: push ids are random, so they read `<push id>`.
    static func key(_ key: String) -> String { key.hasPrefix("-") && key.count == 20 ? "<push id>" : key }
}
