import Foundation
import Wilddog

protocol Repository {
    associatedtype Model
    var collection: Wilddog { get }
    func decode(_ snapshot: WDataSnapshot) -> Model?
}

extension Repository {
    func fetch(_ id: String, completion: @escaping (Result<Model, Error>) -> Void) {
        collection.childByAppendingPath(id).observeSingleEventOfType(.Value, withBlock: { snapshot in
            if let model = self.decode(snapshot) {
                completion(.success(model))
            } else {
                completion(.failure(ServiceError.badSnapshot(snapshot.key)))
            }
        }, withCancelBlock: { error in
            completion(.failure(error))
        })
    }
}

extension WDataSnapshot {
    var dictionary: [String: Any] { return value as? [String: Any] ?? [:] }
    var title: String? { return (value as? [String: Any])?["title"] as? String }
    var memberCount: Int {
        return Int(childSnapshotForPath("members").childrenCount)
    }
    var childSnapshots: [WDataSnapshot] {
        return children.allObjects.compactMap { $0 as? WDataSnapshot }
    }
}

extension Wilddog {
    var isSignedIn: Bool { return authData != nil }
    var containerKey: String { parent.key }
    func child(_ path: String) -> Wilddog { return childByAppendingPath(path) }
}

struct Room {
    let id: String
    let title: String
    let members: Int
    let path: String
}

enum RoomEvent {
    case added(Room)
    case removed(String)
}

final class RoomRepository: Repository {
    typealias Model = Room

    let collection: Wilddog
    private var handles: [WilddogHandle] = []

    init(service: WilddogService = .shared) {
        collection = service.rooms
    }

    func decode(_ snapshot: WDataSnapshot) -> Room? {
        guard snapshot.exists(), let title = snapshot.title else { return nil }
        return Room(id: snapshot.key, title: title, members: snapshot.memberCount, path: snapshot.ref.parent.key)
    }

    func watch(_ onEvent: @escaping (RoomEvent) -> Void) {
        let query = collection.queryOrderedByChild("title").queryLimitedToLast(50)
        handles.append(query.observeEventType(.ChildAdded) { [weak self] snapshot in
            guard let room = self?.decode(snapshot) else { return }
            DispatchQueue.main.async { onEvent(.added(room)) }
        })
        handles.append(query.observeEventType(.ChildRemoved, withBlock: { snapshot in
            onEvent(.removed(snapshot.key))
        }))
    }

    func unwatch() {
        defer { handles.removeAll() }
        for handle in handles {
            collection.removeObserverWithHandle(handle)
        }
    }

    func room(titled title: String, id: String, completion: @escaping (Room?) -> Void) {
        collection.queryOrderedByChild("title").queryEqualToValue(title, childKey: id)
            .observeSingleEventOfType(.Value, withBlock: { snapshot in
                let first = snapshot.childSnapshots.first
                completion(first.flatMap { self.decode($0) })
            }, withCancelBlock: nil)
    }

    func create(title: String, completion: @escaping (Result<String, Error>) -> Void) {
        let ref = collection.childByAutoId()
        ref.setValue(["title": title, "createdAt": kWilddogServerValueTimestamp], andPriority: title.lowercased()) { error, written in
            if case let error? = error {
                completion(.failure(error))
            } else {
                completion(.success(written.key))
            }
        }
    }

    func pin(_ id: String, first: Bool) {
        collection.childByAppendingPath(id).setPriority(first ? 0 : nil)
    }

    func join(_ id: String, uid: String, done: @escaping (Bool) -> Void) {
        let counter = collection.childByAppendingPath(id).childByAppendingPath("memberCount")
        counter.runTransactionBlock({ (current: WMutableData) -> WTransactionResult in
            let n = current.value as? Int ?? 0
            current.value = n + 1
            return WTransactionResult.successWithValue(current)
        }, andCompletionBlock: { error, committed, snapshot in
            if let error = error as NSError?, error.code == WilddogError.OverriddenBySet.rawValue {
                print("join raced at \(counter.parent.key)")
            }
            let count = snapshot?.value as? Int ?? -1
            print("members of \(id): \(count) in \(counter.containerKey), signed in: \(counter.isSignedIn)")
            done(committed)
        }, withLocalEvents: false)
        collection.childByAppendingPath(id).childByAppendingPath("members").childByAppendingPath(uid).setValue(true)
    }

    func archive(_ id: String) {
        let source = collection.childByAppendingPath(id)
        source.observeSingleEventOfType(.Value) { snapshot in
            WilddogService.shared.archive.childByAppendingPath(snapshot.key).setValue(snapshot.value) { error, _ in
                guard error == nil else { return }
                source.removeValue()
            }
        }
    }

    func describe(_ event: WEventType) -> String {
        switch event {
        case .ChildAdded: return "added"
        case .ChildRemoved: return "removed"
        default: return "event \(event.rawValue)"
        }
    }
}
