// A second legacy (1.x) program, independent of LegacyLogging: a to-do list with a `@main` entry
// point that reports everything it does in multi-line, raw and nested string interpolations.
import Foundation
import Wilddog

@main
struct TodoApp {
    static func main() {
        Wilddog.defaultConfig().persistenceEnabled = true
        let lists = Wilddog(url: "https://todo-demo.wilddogio.com/lists")
        let store = TodoStore(lists: lists)
        print("""
            Todo \(Wilddog.sdkVersion())
              lists at \(lists.key), root \(lists.root.key.isEmpty ? "/" : lists.root.key)
              parent of lists: \(lists.parent.key)
              signed in: \(lists.authData != nil)
            """)
        store.add("buy milk", to: "home")
        store.watch("home")
        print(#"raw: \#(lists.childByAppendingPath("home").key) stays "\(not code)" "#)
        Wilddog.goOffline()
        print("queued while offline: \(store.pending), event \(WEventType.ChildMoved)")
        Wilddog.goOnline()
    }
}
