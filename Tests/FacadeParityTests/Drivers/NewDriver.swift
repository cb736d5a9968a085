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

    private let recorder: TraceRecorder
    private let base: String
    private let app: WDGApp
    private let secondApp: WDGApp
    private let sync: WDGSync
    private let secondSync: WDGSync
    private let auth: WDGAuth
    private var observers: [String: [(query: WDGSyncQuery, handle: WDGSyncHandle)]] = [:]
    private var authObservers: [String: WDGAuthStateDidChangeListenerHandle] = [:]

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

    private func ref(_ path: String, _ client: Client = .main) -> WDGSyncReference {
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

    // MARK: Writing

    private func completion(_ name: String, _ client: Client,
                            _ done: @escaping @Sendable () -> Void) -> (Error?, WDGSyncReference) -> Void {
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
        case .remove(let path): ref(path, client).removeValue(completionBlock: block)
        case .setPriority(let path, let priority): ref(path, client).setPriority(priority, withCompletionBlock: block)
        case .onDisconnectSet(let path, let value, nil): ref(path, client).onDisconnectSetValue(value, withCompletionBlock: block)
        case .onDisconnectSet(let path, let value, let priority):
            ref(path, client).onDisconnectSetValue(value, andPriority: priority, withCompletionBlock: block)
        case .onDisconnectUpdate(let path, let values): ref(path, client).onDisconnectUpdateChildValues(values, withCompletionBlock: block)
        case .onDisconnectRemove(let path): ref(path, client).onDisconnectRemoveValue(completionBlock: block)
        case .cancelOnDisconnect(let path): ref(path, client).cancelDisconnectOperations(completionBlock: block)
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
                return WDGTransactionResult.success(withValue: data)
            }
            guard let next = plan.output(for: integer(data.value)) else { return WDGTransactionResult.abort() }
            data.value = next
            return WDGTransactionResult.success(withValue: data)
        }, andCompletionBlock: { error, committed, snapshot in
            recorder.record(.main, .transactionDone(committed: committed, outcome: Outcome(error, Self.generation),
                                                    snapshot: snapshot.map { CanonicalJSON.text($0.valueInExportFormat()) } ?? "nil"))
            done()
        }, withLocalEvents: localEvents)
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

    // MARK: Authentication

    func authenticate(_ request: AuthRequest, done: @escaping @Sendable () -> Void) {
        let recorder = recorder, name = request.name
        var alias: String?
        if case .createUser(_, _, let name) = request { alias = name }
        let result: WDGAuthResultCallback = { [alias] user, error in
            if let user { recorder.noteUser(user.uid, alias: alias) }
            recorder.record(.auth, .authResult(operation: name, arguments: [AuthArgument(user), AuthArgument(error: error, Self.generation)]))
            done()
        }
        switch request {
        case .createUser(let email, let password, _): auth.createUser(withEmail: email, password: password, completion: result)
        case .signIn(let email, let password): auth.signIn(withEmail: email, password: password, completion: result)
        case .anonymous: auth.signInAnonymously(completion: result)
        case .customToken(let token): auth.signIn(withCustomToken: token, completion: result)
        case .oauth(let provider, let token, let userID):
            let credential: WDGAuthCredential
            switch provider {
            case "qq": credential = WDGQQAuthProvider.credential(withAccessToken: token)
            case "weibo": credential = WDGWeiboAuthProvider.credential(withAccessToken: token, userID: userID)
            default: credential = WDGWeiXinAuthProvider.credential(withCode: token)
            }
            auth.signIn(with: credential, completion: result)
        case .passwordReset(let email):
            auth.sendPasswordReset(withEmail: email) { error in
                recorder.record(.auth, .authResult(operation: name, arguments: [AuthArgument(error: error, Self.generation)]))
                done()
            }
        }
    }

    func signOut() -> Outcome {
        do {
            try auth.signOut()
            return .ok
        } catch {
            return Outcome(error, Self.generation)
        }
    }

    func observeAuth(_ label: String) {
        let recorder = recorder
        let registered = auth
        let handle = auth.addStateDidChangeListener { auth, user in
            // The listener's first argument must be the WDGAuth it was registered on.
            let first: AuthArgument = auth === registered ? .auth : .error(.unknown)
            recorder.record(.auth, .authState(label: label, arguments: [first, AuthArgument(user)]))
        }
        recorder.record(.direct, .handle(label: label, type: declaredType(of: [handle])))
        authObservers[label] = handle
    }

    func stopObservingAuth(_ label: String) {
        if let handle = authObservers.removeValue(forKey: label) { auth.removeStateDidChangeListener(handle) }
    }

    func currentUser() -> AuthArgument { AuthArgument(auth.currentUser) }

    func authRoundTrip(_ done: @escaping @Sendable () -> Void) {
        // The listener's first call is queued behind every auth callback queued before it.
        let handle = auth.addStateDidChangeListener { _, _ in done() }
        auth.removeStateDidChangeListener(handle)
    }

    func tearDown() {
        for label in Array(observers.keys) { stopObserving(label) }
        for label in Array(authObservers.keys) { stopObservingAuth(label) }
        app.delete { _ in }
        secondApp.delete { _ in }
    }
}

private extension AuthArgument {
    /// A 2.x result or listener user.
    init(_ user: WDGUser?) {
        self = user.map { .user(uid: $0.uid, provider: $0.providerID) } ?? .none
    }
}
