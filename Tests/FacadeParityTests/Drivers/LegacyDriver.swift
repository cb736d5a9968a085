import Dispatch
import Foundation
import Wilddog

/// Drives the 1.x facade (`Wilddog`, `WQuery`, `WAuthData`…): the app under test is the host
/// `<appId>.wilddogio.com`, the second app `<appId>.wilddog.com` (another host, same backend).
///
/// 1.x has only the process-wide callback queue (`Wilddog.defaultConfig()`), left at its
/// default, the main queue: every block of both apps runs there, in order.
final class LegacyDriver: FacadeDriver {
    static let generation = Generation.legacy

    let recorder: TraceRecorder
    private let base: String
    let root: Wilddog
    let secondRoot: Wilddog
    var observers: [String: [(query: WQuery, handle: WilddogHandle)]] = [:]
    var authObservers: [String: WilddogHandle] = [:]

    init(appId: String, recorder: TraceRecorder) {
        self.recorder = recorder
        base = "https://\(appId).wilddogio.com"
        root = Wilddog(url: base)
        secondRoot = Wilddog(url: "https://\(appId).wilddog.com")
    }

    var serverTimestamp: Any { kWilddogServerValueTimestamp }

    func ref(_ path: String, _ client: Client = .main) -> Wilddog {
        let top = client == .main ? root : secondRoot
        return path.isEmpty ? top : top.childByAppendingPath(path)
    }

    // MARK: Reading

    private func query(_ ref: Wilddog, _ shape: QueryShape) -> WQuery {
        var query: WQuery = ref
        switch shape.order {
        case .child(let path): query = query.queryOrderedByChild(path)
        case .key: query = query.queryOrderedByKey()
        case .value: query = query.queryOrderedByValue()
        case .priority: query = query.queryOrderedByPriority()
        case nil: break
        }
        if let bound = shape.start {
            let value = JSONValue.parse(bound.json).foundation(timestamp: serverTimestamp)
            query = bound.childKey.map { query.queryStartingAtValue(value, childKey: $0) } ?? query.queryStartingAtValue(value)
        }
        if let bound = shape.end {
            let value = JSONValue.parse(bound.json).foundation(timestamp: serverTimestamp)
            query = bound.childKey.map { query.queryEndingAtValue(value, childKey: $0) } ?? query.queryEndingAtValue(value)
        }
        if let bound = shape.equal {
            let value = JSONValue.parse(bound.json).foundation(timestamp: serverTimestamp)
            query = bound.childKey.map { query.queryEqualToValue(value, childKey: $0) } ?? query.queryEqualToValue(value)
        }
        switch shape.limit {
        case .first(let count): query = query.queryLimitedToFirst(count)
        case .last(let count): query = query.queryLimitedToLast(count)
        case nil: break
        }
        return query
    }

    private static func type(_ kind: EventKind) -> WEventType {
        switch kind {
        case .childAdded: return .ChildAdded
        case .childRemoved: return .ChildRemoved
        case .childChanged: return .ChildChanged
        case .childMoved: return .ChildMoved
        case .value: return .Value
        }
    }

    func observe(_ label: String, client: Client, path: String, query shape: QueryShape, events: [EventKind]) {
        let query = query(ref(path, client), shape)
        let recorder = recorder, channel = Channel.data(client)
        for kind in events {
            let handle = query.observeEventType(Self.type(kind), andPreviousSiblingKeyWithBlock: { snapshot, prev in
                recorder.record(channel, Self.event(label, kind, snapshot, prev))
            }, withCancelBlock: { error in
                recorder.record(channel, .cancelled(label: label, outcome: Outcome(error, Self.generation)))
            })
            if observers[label] == nil { recorder.record(.direct, .handle(label: label, type: declaredType(of: [handle]))) }
            observers[label, default: []].append((query, handle))
        }
    }

    func observeOnce(_ label: String, path: String, query shape: QueryShape, event kind: EventKind) {
        let recorder = recorder
        query(ref(path), shape).observeSingleEventOfType(Self.type(kind), andPreviousSiblingKeyWithBlock: { snapshot, prev in
            recorder.record(.main, Self.event(label, kind, snapshot, prev))
        }, withCancelBlock: { error in
            recorder.record(.main, .cancelled(label: label, outcome: Outcome(error, Self.generation)))
        })
    }

    /// The trace event of a snapshot delivered to an observer.
    private static func event(_ label: String, _ kind: EventKind, _ snapshot: WDataSnapshot, _ prev: String?) -> TraceEvent {
        let export = CanonicalJSON.text(snapshot.valueInExportFormat())
        let childKeys = snapshot.children.allObjects.compactMap { ($0 as? WDataSnapshot)?.key }
        return .event(label: label, type: kind, key: snapshot.key, prev: prev, value: export,
                      details: SnapshotDetails.text(export: export, value: CanonicalJSON.text(snapshot.value),
                                                    childKeys: childKeys, type: kind))
    }

    func stopObserving(_ label: String) {
        for (query, handle) in observers.removeValue(forKey: label) ?? [] { query.removeObserverWithHandle(handle) }
    }

    func removeAllObservers(_ path: String) {
        ref(path).removeAllObservers()
    }

    func keepSynced(_ path: String, _ on: Bool) {
        ref(path).keepSynced(on)
    }

    // MARK: Connection

    func goOffline() { root.app.goOffline() }

    func goOnline() { root.app.goOnline() }

    func readConnected(_ done: @escaping @Sendable (Bool) -> Void) {
        ref(".info/connected").observeSingleEventOfType(.Value) { snapshot in
            done((snapshot.value as? NSNumber)?.boolValue ?? (snapshot.value as? Bool) ?? false)
        }
    }

    func serverRoundTrip(_ client: Client, done: @escaping @Sendable () -> Void) {
        ref("__barrier", client).cancelDisconnectOperationsWithCompletionBlock { _, _ in done() }
    }

    // MARK: References

    func describe(_ path: String) -> TraceEvent {
        let reference = ref(path)
        return .reference(path: path, key: reference.key, parent: relative(reference.parent.description),
                          root: relative(reference.root.description))
    }

    private func relative(_ url: String) -> String {
        guard url.hasPrefix(base) else { return url }
        let path = String(url.dropFirst(base.count))
        return path.isEmpty ? "/" : path
    }

    func tearDown() {
        for label in Array(observers.keys) { stopObserving(label) }
        for label in Array(authObservers.keys) { stopObservingAuth(label) }
        root.app.goOffline()
        secondRoot.app.goOffline()
    }
}
