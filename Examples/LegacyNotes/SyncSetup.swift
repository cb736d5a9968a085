import Foundation
import Wilddog

enum SyncSetup {
    static let baseURL = "https://notes-demo.wilddogio.com"

    /// Configures the SDK before the first reference, then opens the user's notes.
    static func open(uid: String) -> NotesStore {
        let config = Wilddog.defaultConfig()
        config.persistenceEnabled = true
        let base = Wilddog(url: baseURL)
        let store = NotesStore(base: base, uid: uid)
        store.archive = Wilddog(url: "https://notes-archive.wilddogio.com/archive/\(uid)")
        store.repository.start()
        print("notes for \(uid) at \(store.user.description) (SDK \(Wilddog.sdkVersion()))")
        return store
    }

    static func wordCount(in ref: Wilddog) {
        ref.runTransactionBlock({ data in
            var words = 0
            for child in data.children {
                let note = child as! WMutableData
                let body = note.childDataByAppendingPath("body").value as? String ?? ""
                words += body.split(separator: " ").count
                if note.hasChildAtPath("words") { note.childDataByAppendingPath("words").value = nil }
            }
            data.childDataByAppendingPath("stats/words").value = words
            return WTransactionResult.successWithValue(data)
        }, andCompletionBlock: { error, committed, snapshot in
            guard committed, let snapshot = snapshot else { return print("word count failed \(String(describing: error))") }
            print("\(snapshot.childSnapshotForPath("stats/words").value ?? 0) words in \(snapshot.key)")
        })
    }

    static func lastEdited(_ ref: Wilddog, count: UInt, handler: @escaping ([String]) -> Void) {
        ref.queryOrderedByChild("edited").queryLimitedToLast(count).observeSingleEventOfType(.Value) { snapshot in
            var keys = [String]()
            let enumerator = snapshot.children
            while let child = enumerator.nextObject() as? WDataSnapshot { keys.insert(child.key, at: 0) }
            handler(keys)
        }
    }
}
