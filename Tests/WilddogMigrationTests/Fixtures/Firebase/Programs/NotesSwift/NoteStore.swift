import Foundation
import WilddogSync
import WilddogAuth

struct Note {
    let id: String
    let text: String
}

final class NoteStore {
    private var observers: [String: WDGSyncHandle] = [:]
    private var authListener: WDGAuthStateDidChangeListenerHandle!
    private lazy var notes: WDGSyncReference = WDGSync.sync().reference(withPath: "notes")
    private(set) var items: [Note] = []
    var onChange: (([Note]) -> Void)?

    func start() {
        authListener = WDGAuth.auth()!.addStateDidChangeListener { [weak self] _, user in
            guard let self = self, let uid = user?.uid else { return }
            self.observe(owner: uid)
        }
    }

    func stop() {
        for (path, handle) in observers { notes.child(path).removeObserver(withHandle: handle) }
        observers.removeAll()
        WDGAuth.auth()?.removeStateDidChangeListener(authListener)
    }

    private func observe(owner: String) {
        let mine = notes.child(owner)
        observers[owner] = mine.queryOrderedByKey().observe(.value, with: { [weak self] snapshot in
            var result: [Note] = []
            for case let child as WDGDataSnapshot in snapshot.children {
                result.append(Note(id: child.key, text: child.value as? String ?? ""))
            }
            self?.items = result
            self?.onChange?(result)
        }, withCancel: { error in
            let code = (error as NSError).code
            print(code == WDGSyncErrorCode.permissionDenied.rawValue ? "denied" : "cancelled \(code)")
        })
    }

    func add(_ text: String, done: ((Error?) -> Void)? = nil) {
        guard let uid = WDGAuth.auth()?.currentUser?.uid else { return }
        let note = notes.child(uid).childByAutoId()
        note.setValue(text) { error, _ in done?(error) }
        print("saving \(note.key) (parent \(note.parent?.key ?? "-"))")
    }

    func signIn(email: String, password: String, completion: ((WDGUser?, Error?) -> Void)? = nil) {
        guard let auth = WDGAuth.auth() else {
            completion?(nil, nil)
            return
        }
        auth.signIn(withEmail: email, password: password, completion: completion)
        auth.signIn(withEmail: email, password: password) {
            print("signed in: \($0?.uid ?? "-") error: \($1.map { ($0 as NSError).code } ?? 0)")
        }
    }

    func changeEmail(to email: String) {
        WDGAuth.auth()?.currentUser?.updateEmail(email) { [weak self] error in
            guard error == nil else { return }
            self?.items.removeAll()
        }
    }
}
