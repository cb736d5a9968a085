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

    private let recorder: TraceRecorder
    private let base: String
    private let root: Wilddog
    private let secondRoot: Wilddog
    private var observers: [String: [(query: WQuery, handle: WilddogHandle)]] = [:]
    private var authObservers: [String: WilddogHandle] = [:]

    init(appId: String, recorder: TraceRecorder) {
        self.recorder = recorder
        base = "https://\(appId).wilddogio.com"
        root = Wilddog(url: base)
        secondRoot = Wilddog(url: "https://\(appId).wilddog.com")
    }

    var serverTimestamp: Any { kWilddogServerValueTimestamp }

    private func ref(_ path: String, _ client: Client = .main) -> Wilddog {
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

    // MARK: Writing

    private func completion(_ name: String, _ client: Client, _ done: @escaping @Sendable () -> Void) -> (Error?, Wilddog) -> Void {
        let recorder = recorder
        return { error, _ in
            recorder.record(.data(client), .completion(operation: name, outcome: Outcome(error, Self.generation)))
            done()
        }
    }

    func write(_ operation: WriteOperation, client: Client, done: @escaping @Sendable () -> Void) {
        let block = completion(operation.name, client, done)
        switch operation {
        case .set(let path, let value, nil): ref(path, client).setValue(value, withCompletionBlock: block)
        case .set(let path, let value, let priority): ref(path, client).setValue(value, andPriority: priority, withCompletionBlock: block)
        case .update(let path, let values): ref(path, client).updateChildValues(values, withCompletionBlock: block)
        case .remove(let path): ref(path, client).removeValueWithCompletionBlock(block)
        case .setPriority(let path, let priority): ref(path, client).setPriority(priority, withCompletionBlock: block)
        case .onDisconnectSet(let path, let value, nil): ref(path, client).onDisconnectSetValue(value, withCompletionBlock: block)
        case .onDisconnectSet(let path, let value, let priority):
            ref(path, client).onDisconnectSetValue(value, andPriority: priority, withCompletionBlock: block)
        case .onDisconnectUpdate(let path, let values): ref(path, client).onDisconnectUpdateChildValues(values, withCompletionBlock: block)
        case .onDisconnectRemove(let path): ref(path, client).onDisconnectRemoveValueWithCompletionBlock(block)
        case .cancelOnDisconnect(let path): ref(path, client).cancelDisconnectOperationsWithCompletionBlock(block)
        }
    }

    func push(_ path: String, value: Any?, done: @escaping @Sendable () -> Void) -> String {
        let child = ref(path).childByAutoId()
        child.setValue(value, withCompletionBlock: completion("childByAutoId+setValue", .main, done))
        return child.key
    }

    func transaction(_ path: String, plan: TransactionPlan, localEvents: Bool, done: @escaping @Sendable () -> Void) {
        let recorder = recorder
        let contender = ref(path, .second)
        var runs = 0
        ref(path).runTransactionBlock({ data in
            runs += 1
            recorder.record(.transactionBlock, .transactionRun(run: runs, input: transactionInput(data.value, data.priority)))
            if let value = plan.contenderValue(onRun: runs) {
                // Blocks this run until the second app's write is on the server, so the
                // commit of this run is stale.
                let written = DispatchSemaphore(value: 0)
                contender.setValue(value) { error, _ in
                    recorder.record(.second, .completion(operation: "second setValue", outcome: Outcome(error, Self.generation)))
                    written.signal()
                }
                _ = written.wait(timeout: .now() + Callback.patience)
            }
            if plan.action == .setInvalidValue {
                data.value = ["a.b": 1]
                return WTransactionResult.successWithValue(data)
            }
            guard let next = plan.output(for: integer(data.value)) else { return WTransactionResult.abort() }
            data.value = next
            return WTransactionResult.successWithValue(data)
        }, andCompletionBlock: { error, committed, snapshot in
            recorder.record(.main, .transactionDone(committed: committed, outcome: Outcome(error, Self.generation),
                                                    snapshot: snapshot.map { CanonicalJSON.text($0.valueInExportFormat()) } ?? "nil"))
            done()
        }, withLocalEvents: localEvents)
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

    // MARK: Authentication

    func authenticate(_ request: AuthRequest, done: @escaping @Sendable () -> Void) {
        let recorder = recorder, name = request.name
        let login: (Error?, WAuthData?) -> Void = { error, authData in
            if let authData { recorder.noteUser(authData.uid) }
            recorder.record(.auth, .authResult(operation: name, arguments: [AuthArgument(error: error, Self.generation),
                                                                           AuthArgument(authData)]))
            done()
        }
        switch request {
        case .createUser(let email, let password, let alias):
            root.createUser(email, password: password, withValueCompletionBlock: { error, result in
                let uid = result?["uid"] as? String
                if let uid { recorder.noteUser(uid, alias: alias) }
                recorder.record(.auth, .authResult(operation: name, arguments: [AuthArgument(error: error, Self.generation),
                                                                               uid.map { .account(uid: $0) } ?? .none]))
                done()
            })
        case .signIn(let email, let password): root.authUser(email, password: password, withCompletionBlock: login)
        case .anonymous: root.authAnonymouslyWithCompletionBlock(login)
        case .customToken(let token): root.authWithCustomToken(token, withCompletionBlock: login)
        case .oauth(let provider, let token, let userID):
            let parameters: [AnyHashable: Any]
            switch provider {
            case "qq": parameters = ["access_token": token, "openId": userID]
            case "weibo": parameters = ["access_token": token, "userID": userID]
            default: parameters = ["code": token]
            }
            root.authWithOAuthProvider(provider, parameters: parameters, withCompletionBlock: login)
        case .passwordReset(let email):
            root.resetPasswordForUser(email) { error in
                recorder.record(.auth, .authResult(operation: name, arguments: [AuthArgument(error: error, Self.generation)]))
                done()
            }
        }
    }

    func signOut() -> Outcome {
        root.unauth()
        return .ok
    }

    func observeAuth(_ label: String) {
        let recorder = recorder
        let handle = root.observeAuthEventWithBlock { authData in
            recorder.record(.auth, .authState(label: label, arguments: [AuthArgument(authData)]))
        }
        recorder.record(.direct, .handle(label: label, type: declaredType(of: [handle])))
        authObservers[label] = handle
    }

    func stopObservingAuth(_ label: String) {
        if let handle = authObservers.removeValue(forKey: label) { root.removeAuthEventObserverWithHandle(handle) }
    }

    func currentUser() -> AuthArgument { AuthArgument(root.authData) }

    func authRoundTrip(_ done: @escaping @Sendable () -> Void) {
        // The listener's first call is queued behind every auth callback queued before it.
        let handle = root.observeAuthEventWithBlock { _ in done() }
        root.removeAuthEventObserverWithHandle(handle)
    }

    func tearDown() {
        for label in Array(observers.keys) { stopObserving(label) }
        for label in Array(authObservers.keys) { stopObservingAuth(label) }
        root.app.goOffline()
        secondRoot.app.goOffline()
    }
}

private extension AuthArgument {
    /// A 1.x login result or auth-state argument.
    init(_ authData: WAuthData?) {
        self = authData.map { .user(uid: $0.uid, provider: $0.provider) } ?? .none
    }
}

