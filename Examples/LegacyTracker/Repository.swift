import Foundation
import Wilddog

/// Decodes one snapshot into a model; nil skips the child.
typealias SnapshotDecoder<Model> = (WDataSnapshot) -> Model?

/// A typed list under one location, with closures the owner stores.
final class Repository<Model> {
    let base: Wilddog
    private let decode: SnapshotDecoder<Model>
    var onInsert: ((Model, String?) -> Void)?
    var onRemove: ((String) -> Void)?
    var onFailure: ((Error) -> Void)? = nil
    private var handles: [WEventType: WilddogHandle] = [:]
    private(set) var lastSnapshot: WDataSnapshot?

    init(base: Wilddog, decode: @escaping SnapshotDecoder<Model>) {
        self.base = base
        self.decode = decode
    }

    func start(ordered query: WQuery? = nil) {
        let source: WQuery = query ?? base.queryOrderedByKey()
        for type in [WEventType.ChildAdded, .ChildRemoved, .ChildChanged] {
            handles[type] = source.observeEventType(type, andPreviousSiblingKeyWithBlock: { [weak self] snapshot, previous in
                self?.deliver(type, snapshot, previous)
            }, withCancelBlock: { [weak self] error in
                self?.onFailure?(error)
            })
        }
    }

    private func deliver(_ type: WEventType, _ snapshot: WDataSnapshot, _ previous: String?) {
        lastSnapshot = snapshot
        switch type {
        case .ChildAdded, .ChildChanged:
            if let model = decode(snapshot) { onInsert?(model, previous) }
        case .ChildRemoved:
            onRemove?(snapshot.key)
        case .ChildMoved, .Value:
            break
        }
    }

    func stop() {
        for (_, handle) in handles { base.removeObserverWithHandle(handle) }
        handles.removeAll()
    }

    /// Every child, read once, in key order.
    func loadAll(_ done: @escaping ([Model]) -> Void) {
        base.observeSingleEventOfType(.Value, withBlock: { snapshot in
            var models: [Model] = []
            let enumerator: NSEnumerator = snapshot.children
            while let child = enumerator.nextObject() as? WDataSnapshot {
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
        base.childByAppendingPath(key).removeValueWithCompletionBlock { error, _ in
            if let error = error as NSError?, error.code == WilddogError.PermissionDenied.rawValue {
                print("not allowed to remove \(key)")
            }
        }
    }
}

extension Wilddog {
    /// A reference below this one, one component per argument.
    func at(_ components: String...) -> Wilddog {
        return components.reduce(self) { $0.childByAppendingPath($1) }
    }
}

extension WQuery {
    /// The newest `count` children by their `startedAt` field.
    func newest(_ count: UInt) -> WQuery {
        return queryOrderedByChild("startedAt").queryLimitedToLast(count)
    }
}
