import Foundation
import Testing
import WilddogTestSupport
import Wilddog
import WilddogSync

/// Round trips through either API, each waiting for its callback.
extension HalfMigratedApp {
    /// The JSON of the value at `path` as legacy code reads it (one value event).
    func legacyValue(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) async -> String {
        let got = Expectation<String>()
        legacy(path).observeSingleEventOfType(.Value, withBlock: { got.fulfill(json($0.value)) })
        return await got.value(sourceLocation: sourceLocation) ?? "<none>"
    }

    /// The JSON of the value at `path` as migrated code reads it (one value event).
    func migratedValue(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) async -> String {
        let got = Expectation<String>()
        migrated(path).observeSingleEvent(of: .value) { got.fulfill(json($0.value)) }
        return await got.value(sourceLocation: sourceLocation) ?? "<none>"
    }

    /// Sets `value` through the legacy API; the completion's error code (nil for success).
    func legacySet(_ path: String, _ value: Any, sourceLocation: SourceLocation = #_sourceLocation) async -> Int? {
        let done = Expectation<Int?>()
        legacy(path).setValue(value) { error, _ in done.fulfill((error as NSError?)?.code) }
        return (await done.value(sourceLocation: sourceLocation)) ?? -999
    }

    /// Sets `value` through the 2.x API; the completion's error code (nil for success).
    func migratedSet(_ path: String, _ value: Any, sourceLocation: SourceLocation = #_sourceLocation) async -> Int? {
        let done = Expectation<Int?>()
        migrated(path).setValue(value) { error, _ in done.fulfill((error as NSError?)?.code) }
        return (await done.value(sourceLocation: sourceLocation)) ?? -999
    }

    /// `.info/connected` as each API reads it: (legacy, migrated).
    func connected(sourceLocation: SourceLocation = #_sourceLocation) async -> (String, String) {
        (await legacyValue(".info/connected", sourceLocation: sourceLocation),
         await migratedValue(".info/connected", sourceLocation: sourceLocation))
    }

    /// `.info/connected` as the 2.x API last reported it (observed from the first call on).
    var isConnectedNow: Bool? {
        if connectedLog == nil {
            let log = Log()
            migrated(".info/connected").observe(.value) { log.record(json($0.value)) }
            connectedLog = log
        }
        return connectedLog?.all.last.map { $0 == "true" }
    }

    /// Waits until both APIs read `.info/connected` as `expected`.
    func waitConnected(_ expected: Bool, sourceLocation: SourceLocation = #_sourceLocation) async {
        let want = expected ? "true" : "false"
        let log = Log()
        let legacyHandle = legacy(".info/connected").observeEventType(.Value) { log.record("1.x \(json($0.value))") }
        let migratedHandle = migrated(".info/connected").observe(.value) { log.record("2.x \(json($0.value))") }
        await expectEventually("both APIs see .info/connected = \(want)", sourceLocation: sourceLocation) {
            log.all.last(where: { $0.hasPrefix("1.x") }) == "1.x \(want)"
                && log.all.last(where: { $0.hasPrefix("2.x") }) == "2.x \(want)"
        }
        legacy(".info/connected").removeObserverWithHandle(legacyHandle)
        migrated(".info/connected").removeObserver(withHandle: migratedHandle)
    }
}
