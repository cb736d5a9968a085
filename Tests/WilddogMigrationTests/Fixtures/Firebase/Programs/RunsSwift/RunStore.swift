import Foundation
import WilddogSync

/// A 2.x data layer written for the Firebase loop: a generic store with closures kept in properties,
/// extensions on the reference and query types, an event-type switch, children through an enumerator,
/// a transaction and onDisconnect writes, error codes compared through `wdgSync_errorCode()`.
typealias Decode<T> = (WDGDataSnapshot) -> T?

final class LiveList<T> {
    let ref: WDGSyncReference
    let decode: Decode<T>
    var changed: ((WDGDataEventType, T) -> Void)?
    var failed: ((Error) -> Void)?
    private var handles: [WDGSyncHandle] = []

    init(ref: WDGSyncReference, decode: @escaping Decode<T>) {
        self.ref = ref
        self.decode = decode
    }

    func listen(_ query: WDGSyncQuery) {
        for type: WDGDataEventType in [.childAdded, .childChanged, .childRemoved] {
            let handle = query.observe(type, with: { [weak self] snapshot in
                guard let self = self, let item = self.decode(snapshot) else { return }
                self.changed?(type, item)
            }, withCancel: { [weak self] error in
                self?.failed?(error)
            })
            handles.append(handle)
        }
    }

    func describe(_ type: WDGDataEventType) -> String {
        switch type {
        case .childAdded: return "added"
        case .childRemoved: return "removed"
        case .childChanged: return "changed"
        case .childMoved: return "moved"
        case .value: return "value"
        }
    }

    func stop() {
        handles.forEach { ref.removeObserver(withHandle: $0) }
        handles = []
    }

    func snapshotOnce(_ done: @escaping ([T]) -> Void) {
        ref.observeSingleEvent(of: .value, with: { snapshot in
            var items: [T] = []
            let children: NSEnumerator = snapshot.children
            while let child = children.nextObject() as? WDGDataSnapshot {
                if let item = self.decode(child) { items.append(item) }
            }
            done(items)
        }, withCancel: nil)
    }
}

extension WDGSyncReference {
    func at(_ parts: String...) -> WDGSyncReference {
        return parts.reduce(self) { $0.child($1) }
    }
}

extension WDGSyncQuery {
    func latest(_ n: UInt) -> WDGSyncQuery {
        return queryOrdered(byChild: "startedAt").queryLimited(toLast: n)
    }
}

struct RunEntry {
    let key: String
    let meters: Int

    init?(snapshot: WDGDataSnapshot) {
        guard let meters = snapshot.childSnapshot(forPath: "meters").value as? Int else { return nil }
        key = snapshot.key
        self.meters = meters
    }
}

final class RunStore {
    let root = WDGSync.sync().reference()
    lazy var runs = LiveList<RunEntry>(ref: root.at("runs"), decode: RunEntry.init(snapshot:))

    func addToTotal(_ meters: Int, uid: String) {
        root.at("totals", uid).runTransactionBlock({ data in
            let current = data.childData(byAppendingPath: "meters")
            if let value = current.value as? Int {
                if value < 0 { return WDGTransactionResult.abort() }
                current.value = value + meters
            } else {
                current.value = meters
            }
            return WDGTransactionResult.success(withValue: data)
        }, andCompletionBlock: { error, committed, snapshot in
            if let error = error as NSError? {
                if error.wdgSync_errorCode() == .transactionMaxRetries || error.code == WDGSyncErrorCode.transactionOverridden.rawValue {
                    print("retry later")
                }
            } else if committed {
                print("total \(snapshot?.value ?? 0)")
            }
        }, withLocalEvents: false)
    }

    func markActive(uid: String) {
        let status = root.at("active", uid)
        status.setValue(true)
        status.onDisconnectRemoveValue()
        root.child("lastSeen").child(uid).onDisconnectSetValue(WDGServerValue.timestamp())
        status.parent?.child("count").onDisconnectSetValue(0, withCompletionBlock: { error, ref in
            if error != nil { print("not queued at \(ref.key)") }
        })
    }

    func clearActive(uid: String) {
        root.at("active", uid).cancelDisconnectOperations(completionBlock: { error, ref in
            ref.removeValue()
        })
    }

    func remove(_ key: String) {
        root.at("runs", key).removeValue(completionBlock: { error, _ in
            if let error = error as NSError?, error.code == WDGSyncErrorCode.permissionDenied.rawValue {
                print("denied")
            }
        })
    }
}
