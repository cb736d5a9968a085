import Foundation
import WilddogSync

enum SyncSetup {
    static let baseURL = "https://notes-demo.wilddogio.com"

    /// Configures the SDK before the first reference, then opens the user's notes.
    static func open(uid: String) -> NotesStore {
        let config = WDGSync.sync()
        config.persistenceEnabled = true
        let base = WDGSync.sync().reference(fromURL: baseURL)
        let store = NotesStore(base: base, uid: uid)
        store.archive = Wilddog(url: "https://notes-archive.wilddogio.com/archive/\(uid)")
        store.repository.start()
        print("notes for \(uid) at \(store.user.description) (SDK \(WDGSync.sdkVersion()))")
        return store
    }

    static func wordCount(in ref: WDGSyncReference) {
        ref.runTransactionBlock({ data in
            var words = 0
            for child in data.children {
                let note = child as! WDGMutableData
                let body = note.childData(byAppendingPath: "body").value as? String ?? ""
                words += body.split(separator: " ").count
                if note.hasChild(atPath: "words") { note.childData(byAppendingPath: "words").value = nil }
            }
            data.childData(byAppendingPath: "stats/words").value = words
            return WDGTransactionResult.success(withValue: data)
        }, andCompletionBlock: { error, committed, snapshot in
            guard committed, let snapshot = snapshot else { return print("word count failed \(String(describing: error))") }
            print("\(snapshot.childSnapshot(forPath: "stats/words").value ?? 0) words in \(snapshot.key)")
        })
    }

    static func lastEdited(_ ref: WDGSyncReference, count: UInt, handler: @escaping ([String]) -> Void) {
        ref.queryOrdered(byChild: "edited").queryLimited(toLast: count).observeSingleEvent(of: .value) { snapshot in
            var keys = [String]()
            let enumerator = snapshot.children
            while let child = enumerator.nextObject() as? WDGDataSnapshot { keys.insert(child.key, at: 0) }
            handler(keys)
        }
    }
}
