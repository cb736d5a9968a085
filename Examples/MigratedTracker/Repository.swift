import Foundation
import WilddogSync

/// Decodes one snapshot into a model; nil skips the child.
typealias SnapshotDecoder<Model> = (WDGDataSnapshot) -> Model?

/// A typed list under one location, with closures the owner stores.
final class Repository<Model> {
    let base: WDGSyncReference
    private let decode: SnapshotDecoder<Model>
    var onInsert: ((Model, String?) -> Void)?
    var onRemove: ((String) -> Void)?
    var onFailure: ((Error) -> Void)? = nil
    private var handles: [WDGDataEventType: WDGSyncHandle] = [:]
    private(set) var lastSnapshot: WDGDataSnapshot?

    init(base: WDGSyncReference, decode: @escaping SnapshotDecoder<Model>) {
        self.base = base
        self.decode = decode
    }

    func start(ordered query: WDGSyncQuery? = nil) {
        let source: WDGSyncQuery = query ?? base.queryOrderedByKey()
        for type in [WDGDataEventType.childAdded, .childRemoved, .childChanged] {
            handles[type] = source.observe(type, andPreviousSiblingKeyWith: { [weak self] snapshot, previous in
                self?.deliver(type, snapshot, previous)
            }, withCancel: { [weak self] error in
                self?.onFailure?(error)
            })
        }
    }

    private func deliver(_ type: WDGDataEventType, _ snapshot: WDGDataSnapshot, _ previous: String?) {
        lastSnapshot = snapshot
        switch type {
        case .childAdded, .childChanged:
            if let model = decode(snapshot) { onInsert?(model, previous) }
        case .childRemoved:
            onRemove?(snapshot.key)
        case .childMoved, .value:
            break
        }
    }

    func stop() {
        for (_, handle) in handles { base.removeObserver(withHandle: handle) }
        handles.removeAll()
    }

    /// Every child, read once, in key order.
    func loadAll(_ done: @escaping ([Model]) -> Void) {
        base.observeSingleEvent(of: .value, with: { snapshot in
            var models: [Model] = []
            let enumerator: NSEnumerator = snapshot.children
            while let child = enumerator.nextObject() as? WDGDataSnapshot {
                if let model = self.decode(child) { models.append(model) }
            }
            done(models)
        })
    }

    func add(_ fields: [String: Any], completion: @escaping (Error?) -> Void) -> String {
        let node = base.childByAutoId()
        node.setValue(fields, withCompletionBlock: { error, ref in
            completion(error)
        })
        return node.key
    }

    func remove(_ key: String) {
        base.child(key).removeValue { error, _ in
            if let error = error as NSError?, error.code == WilddogError.PermissionDenied.rawValue {
                print("not allowed to remove \(key)")
            }
        }
    }
}

extension WDGSyncReference {
    /// A reference below this one, one component per argument.
    func at(_ components: String...) -> WDGSyncReference {
        return components.reduce(self) { $0.child($1) }
    }
}

extension WDGSyncQuery {
    /// The newest `count` children by their `startedAt` field.
    func newest(_ count: UInt) -> WDGSyncQuery {
        return queryOrdered(byChild: "startedAt").queryLimited(toLast: count)
    }
}
