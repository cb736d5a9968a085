import Dispatch
import Foundation
import WilddogAuth
import WilddogCore
import WilddogSync

/// Drives the 2.x facade (`WDGApp`, `WDGSync`, `WDGSyncReference`, `WDGAuth`…): two uniquely
/// named apps configured with the same sync URL, each delivering data callbacks on its own
/// serial queue (auth callbacks run on the main queue, as the SDK documents).
final class NewDriver: FacadeDriver {
    static let generation = Generation.new

    let recorder: TraceRecorder
    private let base: String
    private let app: WDGApp
    private let secondApp: WDGApp
    private let sync: WDGSync
    private let secondSync: WDGSync
    let auth: WDGAuth
    var observers: [String: [(query: WDGSyncQuery, handle: WDGSyncHandle)]] = [:]
    var authObservers: [String: WDGAuthStateDidChangeListenerHandle] = [:]

    init(appId: String, recorder: TraceRecorder) {
        self.recorder = recorder
        base = "https://\(appId).wilddogio.com"
        let suffix = UUID().uuidString.replacingOccurrences(of: "-", with: "_")
        let options = WDGOptions(syncURL: base)
        WDGApp.configure(withName: "parity_\(suffix)", options: options)
        WDGApp.configure(withName: "parity_second_\(suffix)", options: options)
        app = WDGApp(named: "parity_\(suffix)")!
        secondApp = WDGApp(named: "parity_second_\(suffix)")!
        sync = WDGSync.sync(app: app)
        secondSync = WDGSync.sync(app: secondApp)
        // Before the first reference: later changes are ignored.
        sync.callbackQueue = DispatchQueue(label: "parity.new.main.\(suffix)")
        secondSync.callbackQueue = DispatchQueue(label: "parity.new.second.\(suffix)")
        auth = WDGAuth(app: app)!
    }

    var serverTimestamp: Any { WDGServerValue.timestamp() }

    func ref(_ path: String, _ client: Client = .main) -> WDGSyncReference {
        let database = client == .main ? sync : secondSync
        return path.isEmpty ? database.reference() : database.reference(withPath: path)
    }

    // MARK: Reading

    private func query(_ ref: WDGSyncReference, _ shape: QueryShape) -> WDGSyncQuery {
        var query: WDGSyncQuery = ref
        switch shape.order {
        case .child(let path): query = query.queryOrdered(byChild: path)
        case .key: query = query.queryOrderedByKey()
        case .value: query = query.queryOrderedByValue()
        case .priority: query = query.queryOrderedByPriority()
        case nil: break
        }
        if let bound = shape.start {
            let value = JSONValue.parse(bound.json).foundation(timestamp: serverTimestamp)
            query = bound.childKey.map { query.queryStarting(atValue: value, childKey: $0) } ?? query.queryStarting(atValue: value)
        }
        if let bound = shape.end {
            let value = JSONValue.parse(bound.json).foundation(timestamp: serverTimestamp)
            query = bound.childKey.map { query.queryEnding(atValue: value, childKey: $0) } ?? query.queryEnding(atValue: value)
        }
        if let bound = shape.equal {
            let value = JSONValue.parse(bound.json).foundation(timestamp: serverTimestamp)
            query = bound.childKey.map { query.queryEqual(toValue: value, childKey: $0) } ?? query.queryEqual(toValue: value)
        }
        switch shape.limit {
        case .first(let count): query = query.queryLimited(toFirst: count)
        case .last(let count): query = query.queryLimited(toLast: count)
        case nil: break
        }
        return query
    }

    private static func type(_ kind: EventKind) -> WDGDataEventType {
        switch kind {
        case .childAdded: return .childAdded
        case .childRemoved: return .childRemoved
        case .childChanged: return .childChanged
        case .childMoved: return .childMoved
        case .value: return .value
        }
    }

    func observe(_ label: String, client: Client, path: String, query shape: QueryShape, events: [EventKind]) {
        let query = query(ref(path, client), shape)
        let recorder = recorder, channel = Channel.data(client)
        for kind in events {
            let handle = query.observe(Self.type(kind), andPreviousSiblingKeyWith: { snapshot, prev in
                recorder.record(channel, Self.event(label, kind, snapshot, prev))
            }, withCancel: { error in
                recorder.record(channel, .cancelled(label: label, outcome: Outcome(error, Self.generation)))
            })
            if observers[label] == nil { recorder.record(.direct, .handle(label: label, type: declaredType(of: [handle]))) }
            observers[label, default: []].append((query, handle))
        }
    }

    func observeOnce(_ label: String, path: String, query shape: QueryShape, event kind: EventKind) {
        let recorder = recorder
        query(ref(path), shape).observeSingleEvent(of: Self.type(kind), andPreviousSiblingKeyWith: { snapshot, prev in
            recorder.record(.main, Self.event(label, kind, snapshot, prev))
        }, withCancel: { error in
            recorder.record(.main, .cancelled(label: label, outcome: Outcome(error, Self.generation)))
        })
    }

    /// The trace event of a snapshot delivered to an observer.
    private static func event(_ label: String, _ kind: EventKind, _ snapshot: WDGDataSnapshot, _ prev: String?) -> TraceEvent {
        let export = CanonicalJSON.text(snapshot.valueInExportFormat())
        let childKeys = snapshot.children.allObjects.compactMap { ($0 as? WDGDataSnapshot)?.key }
        return .event(label: label, type: kind, key: snapshot.key, prev: prev, value: export,
                      details: SnapshotDetails.text(export: export, value: CanonicalJSON.text(snapshot.value),
                                                    childKeys: childKeys, type: kind))
    }

    func stopObserving(_ label: String) {
        for (query, handle) in observers.removeValue(forKey: label) ?? [] { query.removeObserver(withHandle: handle) }
    }

    func removeAllObservers(_ path: String) {
        ref(path).removeAllObservers()
    }

    func keepSynced(_ path: String, _ on: Bool) {
        ref(path).keepSynced(on)
    }

    // MARK: Connection

    func goOffline() { sync.goOffline() }

    func goOnline() { sync.goOnline() }

    func readConnected(_ done: @escaping @Sendable (Bool) -> Void) {
        ref(".info/connected").observeSingleEvent(of: .value) { snapshot in
            done((snapshot.value as? NSNumber)?.boolValue ?? (snapshot.value as? Bool) ?? false)
        }
    }

    func serverRoundTrip(_ client: Client, done: @escaping @Sendable () -> Void) {
        ref("__barrier", client).cancelDisconnectOperations { _, _ in done() }
    }

    // MARK: References

    func describe(_ path: String) -> TraceEvent {
        let reference = ref(path)
        return .reference(path: path, key: reference.key, parent: reference.parent.map { relative($0.url) },
                          root: relative(reference.root.url))
    }

    private func relative(_ url: String) -> String {
        guard url.hasPrefix(base) else { return url }
        let path = String(url.dropFirst(base.count))
        return path.isEmpty ? "/" : path
    }

    func tearDown() {
        for label in Array(observers.keys) { stopObserving(label) }
        for label in Array(authObservers.keys) { stopObservingAuth(label) }
        app.delete { _ in }
        secondApp.delete { _ in }
    }
}
