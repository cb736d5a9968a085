import Foundation
import WilddogSync
import WilddogAuth

protocol Repository {
    associatedtype Model
    var collection: WDGSyncReference { get }
    func decode(_ snapshot: WDGDataSnapshot) -> Model?
}

extension Repository {
    func fetch(_ id: String, completion: @escaping (Result<Model, Error>) -> Void) {
        collection.child(id).observeSingleEvent(of: .value, with: { snapshot in
            if let model = self.decode(snapshot) {
                completion(.success(model))
            } else {
                completion(.failure(ServiceError.badSnapshot(snapshot.key)))
            }
        }, withCancel: { error in
            completion(.failure(error))
        })
    }
}

extension WDGDataSnapshot {
    var dictionary: [String: Any] { return value as? [String: Any] ?? [:] }
    var title: String? { return (value as? [String: Any])?["title"] as? String }
    var memberCount: Int {
        return Int(childSnapshot(forPath: "members").childrenCount)
    }
    var childSnapshots: [WDGDataSnapshot] {
        return children.allObjects.compactMap { $0 as? WDGDataSnapshot }
    }
}

extension WDGSyncReference {
    var isSignedIn: Bool { return WDGAuth.auth()?.currentUser != nil }
    var containerKey: String { (self.parent ?? self.root).key }
    func child(_ path: String) -> WDGSyncReference { return child(path) }
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

    let collection: WDGSyncReference
    private var handles: [WDGSyncHandle] = []

    init(service: WilddogService = .shared) {
        collection = service.rooms
    }

    func decode(_ snapshot: WDGDataSnapshot) -> Room? {
        guard snapshot.exists(), let title = snapshot.title else { return nil }
        return Room(id: snapshot.key, title: title, members: snapshot.memberCount, path: (snapshot.ref.parent ?? snapshot.ref.root).key)
    }

    func watch(_ onEvent: @escaping (RoomEvent) -> Void) {
        let query = collection.queryOrdered(byChild: "title").queryLimited(toLast: 50)
        handles.append(query.observe(.childAdded) { [weak self] snapshot in
            guard let room = self?.decode(snapshot) else { return }
            DispatchQueue.main.async { onEvent(.added(room)) }
        })
        handles.append(query.observe(.childRemoved, with: { snapshot in
            onEvent(.removed(snapshot.key))
        }))
    }

    func unwatch() {
        defer { handles.removeAll() }
        for handle in handles {
            collection.removeObserver(withHandle: handle)
        }
    }

    func room(titled title: String, id: String, completion: @escaping (Room?) -> Void) {
        collection.queryOrdered(byChild: "title").queryEqual(toValue: title, childKey: id)
            .observeSingleEvent(of: .value, with: { snapshot in
                let first = snapshot.childSnapshots.first
                completion(first.flatMap { self.decode($0) })
            }, withCancel: nil)
    }

    func create(title: String, completion: @escaping (Result<String, Error>) -> Void) {
        let ref = collection.childByAutoId()
        ref.setValue(["title": title, "createdAt": WDGServerValue.timestamp()], andPriority: title.lowercased()) { error, written in
            if case let error? = error {
                completion(.failure(error))
            } else {
                completion(.success(written.key))
            }
        }
    }

    func pin(_ id: String, first: Bool) {
        collection.child(id).setPriority(first ? 0 : nil)
    }

    func join(_ id: String, uid: String, done: @escaping (Bool) -> Void) {
        let counter = collection.child(id).child("memberCount")
        counter.runTransactionBlock({ (current: WDGMutableData) -> WDGTransactionResult in
            let n = current.value as? Int ?? 0
            current.value = n + 1
            return WDGTransactionResult.success(withValue: current)
        }, andCompletionBlock: { error, committed, snapshot in
            if let error = error as NSError?, error.code == WilddogError.OverriddenBySet.rawValue {
                print("join raced at \((counter.parent ?? counter.root).key)")
            }
            let count = snapshot?.value as? Int ?? -1
            print("members of \(id): \(count) in \(counter.containerKey), signed in: \(counter.isSignedIn)")
            done(committed)
        }, withLocalEvents: false)
        collection.child(id).child("members").child(uid).setValue(true)
    }

    func archive(_ id: String) {
        let source = collection.child(id)
        source.observeSingleEvent(of: .value) { snapshot in
            WilddogService.shared.archive.child(snapshot.key).setValue(snapshot.value, withCompletionBlock: { error, _ in
                guard error == nil else { return }
                source.removeValue()
            })
        }
    }

    func describe(_ event: WDGDataEventType) -> String {
        switch event {
        case .childAdded: return "added"
        case .childRemoved: return "removed"
        default: return "event \(event.rawValue)"
        }
    }
}
