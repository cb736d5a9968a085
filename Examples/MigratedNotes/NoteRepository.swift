import Foundation
import WilddogSync

protocol SnapshotDecodable {
    init?(snapshot: WDGDataSnapshot)
}

struct Note: SnapshotDecodable {
    var key: String
    var title: String
    var body: String
    var pinned: Bool

    init?(snapshot: WDGDataSnapshot) {
        guard let dict = snapshot.value as? [String: AnyObject] else { return nil }
        key = snapshot.key
        title = dict["title"] as? String ?? "untitled"
        body = dict["body"] as? String ?? ""
        pinned = snapshot.priority as? Int == 0
    }

    var asValue: [String: Any] { return ["title": title, "body": body, "edited": WDGServerValue.timestamp()] }
}

/// Keeps a list of `Item`s in sync with the children of a location.
final class Repository<Item: SnapshotDecodable> {
    typealias Change = (WDGDataEventType, Item) -> Void
    let location: WDGSyncReference
    var query: WDGSyncQuery
    private var handles: [WDGSyncHandle] = []
    var onChange: Change?

    init(location: WDGSyncReference, orderedBy child: String? = nil) {
        self.location = location
        if let child = child {
            query = location.queryOrdered(byChild: child)
        } else {
            query = location.queryOrderedByPriority()
        }
    }

    func start(events: [WDGDataEventType] = [.childAdded, .childChanged, .childRemoved]) {
        for event in events {
            let handle = query.observe(event, with: { [weak self] snapshot in
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
        handles.forEach(query.removeObserver(withHandle:))
        handles = []
    }

    func page(after key: String?, size: UInt) -> WDGSyncQuery {
        return location.queryOrderedByKey().queryStarting(atValue: key).queryLimited(toFirst: size)
    }
}

final class NotesStore {
    let user: WDGSyncReference
    var archive: WDGSyncReference?
    let repository: Repository<Note>
    private(set) var notes: [String: Note] = [:]

    init(base: WDGSyncReference, uid: String) {
        user = base.child("notes").child(uid)
        repository = Repository<Note>(location: user)
        repository.onChange = { [weak self] event, note in
            switch event {
            case .childAdded, .childChanged:
                self?.notes[note.key] = note
            case .childRemoved:
                self?.notes[note.key] = nil
            default:
                break
            }
            print("note \(note.key) \(event == .childRemoved ? "deleted" : "saved"); \(self?.notes.count ?? 0) notes")
        }
    }

    func save(_ note: Note) {
        let ref = note.key.isEmpty ? user.childByAutoId() : user.child(note.key)
        ref.setValue(note.asValue, andPriority: note.pinned ? 0 : 1, withCompletionBlock: { error, saved in
            print("saved \(saved.key) in \((saved.parent ?? saved.root).key): \(error?.localizedDescription ?? "ok")")
        })
    }

    func delete(key: String) {
        user.child(key).removeValue { error, removed in
            guard error == nil else { return }
            print("removed \(removed.key)")
        }
    }

    func togglePin(key: String, pinned: Bool) {
        user.child(key).setPriority(pinned ? 0 : 1) { error, _ in
            if let error = error as NSError?, error.code == WilddogError.OperationFailed.rawValue {
                print("note \(key) is gone")
            }
        }
    }

    func moveToArchive(key: String) {
        let source = user.child(key)
        source.observeSingleEvent(of: .value, with: { [weak self] snapshot in
            guard let archive = self?.archive, snapshot.exists() else { return }
            archive.child(snapshot.key).setValue(snapshot.valueInExportFormat())
            source.removeValue()
        })
    }
}
