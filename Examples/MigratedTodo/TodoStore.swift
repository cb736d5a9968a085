import Foundation
import WilddogSync
import WilddogAuth

/// Items per list, with a counter kept by a transaction and a feed of changes.
final class TodoStore {
    let lists: WDGSyncReference
    var pending = 0
    let labels: [WDGDataEventType: String] = [.childAdded: "new", .childChanged: "edited", .childRemoved: "done"]

    init(lists: WDGSyncReference) { self.lists = lists }

    func add(_ title: String, to list: String) {
        let item = lists.child(list).childByAutoId()
        pending += 1
        item.setValue(["title": title, "created": WDGServerValue.timestamp()], withCompletionBlock: { error, ref in
            self.pending -= 1
            print("added \(ref.key) to \((ref.parent ?? ref.root).key) (\(error.map { "failed: \(($0 as NSError).code)" } ?? "ok"))")
        })
        lists.child("\(list)/count").runTransactionBlock({ current in
            let n = (current.value as? Int) ?? 0
            current.value = n + 1
            return WDGTransactionResult.success(withValue: current)
        }, andCompletionBlock: { error, committed, snapshot in
            print("count of \(snapshot?.ref.parent.key ?? list) is \(snapshot?.value ?? 0), committed \(committed), error \(error == nil ? "none" : "\(error!)")")
        })
    }

    func watch(_ list: String) {
        let items = lists.child(list).queryOrdered(byChild: "created")
        for type in [WDGDataEventType.childAdded, .childChanged, .childRemoved] {
            items.observe(type) { snapshot in
                let title = snapshot.childSnapshot(forPath: "title").value as? String ?? "?"
                print("\(self.labels[type] ?? "?") \(title) [\(snapshot.key)] in \((snapshot.ref.parent ?? snapshot.ref.root).key); \(type == .childRemoved ? "gone" : "present")")
            }
        }
        lists.child(list).observeSingleEvent(of: .value, with: { snapshot in
            print("\(list): \(snapshot.childrenCount) items, keys \(snapshot.children.compactMap { ($0 as? WDGDataSnapshot)?.key }.joined(separator: ","))")
        }, withCancel: { error in
            print("cannot read \(list): \((error as NSError).domain == WilddogErrorDomain ? "permission" : "other")")
        })
    }

    func signIn(token: String) {
        WDGAuth.auth()?.signIn(withCustomToken: token) { authData, error in
            guard let authData = authData else { return print("sign-in failed: \(error.map { "\($0)" } ?? "unknown")") }
            print("signed in \(authData.uid) with \(authData.providerID), parent of lists \((self.lists.parent ?? self.lists.root).key)")
        }
    }
}
