import Foundation
import Wilddog

protocol SnapshotDecodable {
    init?(snapshot: WDataSnapshot)
}

struct Note: SnapshotDecodable {
    var key: String
    var title: String
    var body: String
    var pinned: Bool

    init?(snapshot: WDataSnapshot) {
        guard let dict = snapshot.value as? [String: AnyObject] else { return nil }
        key = snapshot.key
        title = dict["title"] as? String ?? "untitled"
        body = dict["body"] as? String ?? ""
        pinned = snapshot.priority as? Int == 0
    }

    var asValue: [String: Any] { return ["title": title, "body": body, "edited": kWilddogServerValueTimestamp] }
}

/// Keeps a list of `Item`s in sync with the children of a location.
final class Repository<Item: SnapshotDecodable> {
    typealias Change = (WEventType, Item) -> Void
    let location: Wilddog
    var query: WQuery
    private var handles: [WilddogHandle] = []
    var onChange: Change?

    init(location: Wilddog, orderedBy child: String? = nil) {
        self.location = location
        if let child = child {
            query = location.queryOrderedByChild(child)
        } else {
            query = location.queryOrderedByPriority()
        }
    }

    func start(events: [WEventType] = [.ChildAdded, .ChildChanged, .ChildRemoved]) {
        for event in events {
            let handle = query.observeEventType(event, withBlock: { [weak self] snapshot in
                guard let item = Item(snapshot: snapshot) else {
                    print("skipping \(snapshot.key) at \(snapshot.ref.description): not a \(Item.self)")
                    return
                }
                self?.onChange?(event, item)
            })
            handles.append(handle)
        }
    }

    func stop() {
        handles.forEach(query.removeObserverWithHandle)
        handles = []
    }

    func page(after key: String?, size: UInt) -> WQuery {
        return location.queryOrderedByKey().queryStartingAtValue(key).queryLimitedToFirst(size)
    }
}

final class NotesStore {
    let user: Wilddog
    var archive: Wilddog?
    let repository: Repository<Note>
    private(set) var notes: [String: Note] = [:]

    init(base: Wilddog, uid: String) {
        user = base.childByAppendingPath("notes").childByAppendingPath(uid)
        repository = Repository<Note>(location: user)
        repository.onChange = { [weak self] event, note in
            switch event {
            case .ChildAdded, .ChildChanged:
                self?.notes[note.key] = note
            case .ChildRemoved:
                self?.notes[note.key] = nil
            default:
                break
            }
            print("note \(note.key) \(event == .ChildRemoved ? "deleted" : "saved"); \(self?.notes.count ?? 0) notes")
        }
    }

    func save(_ note: Note) {
        let ref = note.key.isEmpty ? user.childByAutoId() : user.childByAppendingPath(note.key)
        ref.setValue(note.asValue, andPriority: note.pinned ? 0 : 1, withCompletionBlock: { error, saved in
            print("saved \(saved.key) in \(saved.parent.key): \(error?.localizedDescription ?? "ok")")
        })
    }

    func delete(key: String) {
        user.childByAppendingPath(key).removeValueWithCompletionBlock { error, removed in
            guard error == nil else { return }
            print("removed \(removed.key)")
        }
    }

    func togglePin(key: String, pinned: Bool) {
        user.childByAppendingPath(key).setPriority(pinned ? 0 : 1) { error, _ in
            if let error = error as NSError?, error.code == WilddogError.OperationFailed.rawValue {
                print("note \(key) is gone")
            }
        }
    }

    func moveToArchive(key: String) {
        let source = user.childByAppendingPath(key)
        source.observeSingleEventOfType(.Value, withBlock: { [weak self] snapshot in
            guard let archive = self?.archive, snapshot.exists() else { return }
            archive.childByAppendingPath(snapshot.key).setValue(snapshot.valueInExportFormat())
            source.removeValue()
        })
    }
}
