import Foundation
import Wilddog

/// Items per list, with a counter kept by a transaction and a feed of changes.
final class TodoStore {
    let lists: Wilddog
    var pending = 0
    let labels: [WEventType: String] = [.ChildAdded: "new", .ChildChanged: "edited", .ChildRemoved: "done"]

    init(lists: Wilddog) { self.lists = lists }

    func add(_ title: String, to list: String) {
        let item = lists.childByAppendingPath(list).childByAutoId()
        pending += 1
        item.setValue(["title": title, "created": kWilddogServerValueTimestamp]) { error, ref in
            self.pending -= 1
            print("added \(ref.key) to \(ref.parent.key) (\(error.map { "failed: \(($0 as NSError).code)" } ?? "ok"))")
        }
        lists.childByAppendingPath("\(list)/count").runTransactionBlock({ current in
            let n = (current.value as? Int) ?? 0
            current.value = n + 1
            return WTransactionResult.successWithValue(current)
        }, andCompletionBlock: { error, committed, snapshot in
            print("count of \(snapshot?.ref.parent.key ?? list) is \(snapshot?.value ?? 0), committed \(committed), error \(error == nil ? "none" : "\(error!)")")
        })
    }

    func watch(_ list: String) {
        let items = lists.childByAppendingPath(list).queryOrderedByChild("created")
        for type in [WEventType.ChildAdded, .ChildChanged, .ChildRemoved] {
            items.observeEventType(type) { snapshot in
                let title = snapshot.childSnapshotForPath("title").value as? String ?? "?"
                print("\(self.labels[type] ?? "?") \(title) [\(snapshot.key)] in \(snapshot.ref.parent.key); \(type == .ChildRemoved ? "gone" : "present")")
            }
        }
        lists.childByAppendingPath(list).observeSingleEventOfType(.Value, withBlock: { snapshot in
            print("\(list): \(snapshot.childrenCount) items, keys \(snapshot.children.compactMap { ($0 as? WDataSnapshot)?.key }.joined(separator: ","))")
        }, withCancelBlock: { error in
            print("cannot read \(list): \((error as NSError).domain == WilddogErrorDomain ? "permission" : "other")")
        })
    }

    func signIn(token: String) {
        lists.authWithCustomToken(token) { error, authData in
            guard let authData = authData else { return print("sign-in failed: \(error.map { "\($0)" } ?? "unknown")") }
            print("signed in \(authData.uid) with \(authData.provider), parent of lists \(self.lists.parent.key)")
        }
    }
}
