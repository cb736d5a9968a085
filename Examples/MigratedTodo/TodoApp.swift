// A second legacy (1.x) program, independent of LegacyLogging: a to-do list with a `@main` entry
// point that reports everything it does in multi-line, raw and nested string interpolations.
import Foundation
import WilddogSync
import WilddogAuth
import WilddogCore

@main
struct TodoApp {
    static func main() {
        WDGApp.configure(with: WDGOptions(syncURL: "https://todo-demo.wilddogio.com"))
        WDGSync.sync().persistenceEnabled = true
        let lists = WDGSync.sync().reference(withPath: "lists")
        let store = TodoStore(lists: lists)
        print("""
            Todo \(WDGSync.sdkVersion())
              lists at \(lists.key), root \(lists.root.key.isEmpty ? "/" : lists.root.key)
              parent of lists: \((lists.parent ?? lists.root).key)
              signed in: \(WDGAuth.auth()?.currentUser != nil)
            """)
        store.add("buy milk", to: "home")
        store.watch("home")
        print(#"raw: \#(lists.child("home").key) stays "\(not code)" "#)
        WDGSyncReference.goOffline()
        print("queued while offline: \(store.pending), event \(WDGDataEventType.childMoved)")
        WDGSyncReference.goOnline()
    }
}
