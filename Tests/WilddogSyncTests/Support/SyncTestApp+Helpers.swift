import Foundation
import Testing
import WilddogTestSupport
import WilddogSync

/// Round trips through the facade, each waiting for its callback.
extension SyncTestApp {
    /// Starts a write and waits for its completion block; the error as an `NSError`.
    @discardableResult
    func write(sourceLocation: SourceLocation = #_sourceLocation,
               _ start: (@escaping (Error?, WDGSyncReference) -> Void) -> Void) async -> NSError? {
        let done = Expectation<NSError?>()
        start { error, _ in done.fulfill(error as NSError?) }
        return (await done.value(sourceLocation: sourceLocation)) ?? nil
    }

    /// Sets `value` at `path` and waits for the server.
    @discardableResult
    func set(_ path: String, _ value: Any?, sourceLocation: SourceLocation = #_sourceLocation) async -> NSError? {
        await write(sourceLocation: sourceLocation) { ref(path).setValue(value, withCompletionBlock: $0) }
    }

    /// The current data of `query` (one value event).
    func snapshot(_ query: WDGSyncQuery, sourceLocation: SourceLocation = #_sourceLocation) async -> WDGDataSnapshot? {
        let got = Expectation<WDGDataSnapshot>()
        query.observeSingleEvent(of: .value) { got.fulfill($0) }
        return await got.value(sourceLocation: sourceLocation)
    }

    /// The JSON of the current value at `path`, as this app reads it.
    func value(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) async -> String {
        json(await snapshot(ref(path), sourceLocation: sourceLocation)?.value)
    }

    /// The JSON of the backend's data at `path` (what the server stored).
    func serverValue(_ path: String = "/") -> String {
        json(server.data(at: path))
    }

    /// Observes `types` on `query`, logging `"<label><type> <key> <prevKey> <value json>"`.
    @discardableResult
    func record(_ query: WDGSyncQuery, _ types: [WDGDataEventType], label: String = "") -> [WDGSyncHandle] {
        types.map { type in
            query.observe(type, andPreviousSiblingKeyWith: { [log] snapshot, prev in
                log.record("\(label)\(type) \(snapshot.key) \(prev ?? "nil") \(json(snapshot.value))")
            }, withCancel: { [log] error in
                log.record("\(label)cancel \((error as NSError).code)")
            })
        }
    }

    /// Waits until the log contains `entry`.
    func waitFor(_ entry: String, timeout: Double = 20, sourceLocation: SourceLocation = #_sourceLocation) async {
        let found = await eventually(timeout: timeout) { log.contains(entry) }
        if !found { Issue.record("\"\(entry)\" not logged; log: \(log.all)", sourceLocation: sourceLocation) }
    }
}

/// The Sync error code of an error (nil for no error).
func code(_ error: Error?) -> Int? {
    (error as NSError?)?.code
}
