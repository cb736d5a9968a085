import Foundation
import Wilddog

/// The blog of the seed examples: writes, observers with handles, event types held in variables,
/// transactions and onDisconnect, each step traced.
final class Blog {
    let root: Wilddog
    let trace: Trace
    var posts: Wilddog
    var handle: WilddogHandle = 0
    var lastEvent: WEventType = .Value
    var eventsSeen = 0

    init(root: Wilddog, trace: Trace) {
        self.root = root
        self.trace = trace
        posts = root.childByAppendingPath("posts")
    }

    func describe(_ type: WEventType) -> String {
        switch type {
        case .ChildAdded: return "added"
        case .ChildRemoved: return "removed"
        case .ChildChanged: return "changed"
        case .ChildMoved: return "moved"
        case .Value: return "value"
        }
    }

    func watch(_ type: WEventType, on query: WQuery) -> WilddogHandle {
        query.observeEventType(type, andPreviousSiblingKeyWithBlock: { snapshot, previous in
            self.lastEvent = type
            self.eventsSeen += 1
            self.trace.log("\(self.describe(type)) \(Trace.key(snapshot.key)) after \(previous.map(Trace.key) ?? "nothing")")
        }, withCancelBlock: { error in
            self.trace.log("cancelled: \(error.localizedDescription)")
        })
    }

    func run() {
        let users = root.childByAppendingPath("users")
        users.setValue(["alanisawesome": ["full_name": "Alan Turing", "date_of_birth": "June 23, 1912"],
                        "gracehop": ["full_name": "Grace Hopper", "date_of_birth": "December 9, 1906"]])
        users.childByAppendingPath("gracehop").updateChildValues(["nickname": "Amazing Grace"]) { error, ref in
            let parent: Wilddog = ref.parent
            self.trace.log("nickname saved: \(error == nil) under \(parent.key)")
        }
        trace.wait(for: "nickname saved")

        handle = watch(.ChildAdded, on: posts.queryOrderedByChild("stars"))
        let changed: WEventType = .ChildChanged
        let changes = watch(changed, on: posts)
        let first = posts.childByAutoId()
        first.setValue(["author": "gracehop", "title": "Announcing COBOL", "stars": 2], andPriority: 1) { error, _ in
            self.trace.log("post 1 written: \(error == nil)")
        }
        trace.wait(for: "post 1 written")
        posts.childByAppendingPath("turing").setValue(["author": "alanisawesome", "title": "The Turing Machine", "stars": 1])
        posts.childByAppendingPath("turing").childByAppendingPath("stars").setValue(5) { error, _ in
            let changedLast = self.lastEvent == .ChildChanged
            self.trace.log("stars set: \(error == nil), last event was a change: \(changedLast)")
        }
        trace.wait(for: "stars set")
        posts.removeObserverWithHandle(handle)
        posts.queryOrderedByChild("stars").removeAllObservers()
        posts.removeObserverWithHandle(changes)

        posts.queryOrderedByChild("stars").queryLimitedToLast(1).observeSingleEventOfType(.Value, withBlock: { snapshot in
            for child in snapshot.children {
                let post = child as! WDataSnapshot
                let stars = post.childSnapshotForPath("stars").value
                self.trace.log("most stars: \(post.key) with \(stars ?? "none")")
            }
        })
        trace.wait(for: "most stars")

        let likes = posts.childByAppendingPath("turing").childByAppendingPath("likes")
        for n in 1...3 {
            likes.runTransactionBlock({ (current: WMutableData!) in
                current.value = (current.value as? Int ?? 0) + 1
                return WTransactionResult.successWithValue(current)
            }, andCompletionBlock: { error, committed, snapshot in
                self.trace.log("like committed: \(committed), likes: \(snapshot?.value ?? "none")")
            })
            trace.wait(for: "like committed", count: n)
        }
        likes.parent.runTransactionBlock({ current in
            if current.hasChildAtPath("likes") { current.childDataByAppendingPath("flag").value = "popular" }
            return WTransactionResult.successWithValue(current)
        }, andCompletionBlock: { error, committed, snapshot in
            let flag = snapshot?.childSnapshotForPath("flag").value
            self.trace.log("flagged: \(committed), flag: \(flag ?? "none")")
        })
        trace.wait(for: "flagged")

        let presence = root.childByAppendingPath("presence/me")
        presence.onDisconnectSetValue("offline") { error, _ in
            self.trace.log("onDisconnect set: \(error == nil)")
        }
        trace.wait(for: "onDisconnect set")
        let app: WilddogApp = presence.app
        app.goOffline()
        presence.app.goOnline()
        presence.observeEventType(.Value) { snapshot in
            if snapshot.value as? String == "offline" { self.trace.log("presence after reconnect: offline") }
        }
        trace.wait(for: "presence after reconnect")
        presence.removeAllObservers()
        presence.removeValueWithCompletionBlock { error, _ in
            self.trace.log("presence removed: \(error == nil), events seen: \(self.eventsSeen)")
        }
        trace.wait(for: "presence removed")
    }
}
