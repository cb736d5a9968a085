import Foundation
import Testing
import WilddogTestSupport

extension WilddogTestSupport.Expectation {
    /// The first delivered value, waiting up to `timeout` seconds (an issue when none came).
    func value(timeout: Double = 20, sourceLocation: SourceLocation = #_sourceLocation) async -> Value? {
        let value = await first(within: timeout)
        if value == nil { Issue.record("callback not called within \(timeout) s", sourceLocation: sourceLocation) }
        return value
    }
}

/// Waits until `log` holds `entry`, recording an issue (with the log) if it never does.
func waitFor(_ entry: String, in log: Log, timeout: Double = 20, sourceLocation: SourceLocation = #_sourceLocation) async {
    let found = await eventually(timeout: timeout) { log.contains(entry) }
    if !found { Issue.record("\"\(entry)\" not logged; log: \(log.all)", sourceLocation: sourceLocation) }
}

/// Waits until `condition` holds, recording `what` as an issue if it never does.
func expectEventually(_ what: String, timeout: Double = 20, sourceLocation: SourceLocation = #_sourceLocation,
                      _ condition: () -> Bool) async {
    if !(await eventually(timeout: timeout, condition)) {
        Issue.record("never happened: \(what)", sourceLocation: sourceLocation)
    }
}
