import Foundation
import WilddogSync

/// The blog of the seed examples: writes, observers with handles, event types held in variables,
/// transactions and onDisconnect, each step traced.
final class Blog {
    let root: WDGSyncReference
    let trace: Trace
    var posts: WDGSyncReference
    var handle: WDGSyncHandle = 0
    var lastEvent: WDGDataEventType = .value
    var eventsSeen = 0

    init(root: WDGSyncReference, trace: Trace) {
        self.root = root
        self.trace = trace
        posts = root.child("posts")
    }

    func describe(_ type: WDGDataEventType) -> String {
        switch type {
        case .childAdded: return "added"
        case .childRemoved: return "removed"
        case .childChanged: return "changed"
        case .childMoved: return "moved"
        case .value: return "value"
        }
    }

    func watch(_ type: WDGDataEventType, on query: WDGSyncQuery) -> WDGSyncHandle {
        query.observe(type, andPreviousSiblingKeyWith: { snapshot, previous in
            self.lastEvent = type
            self.eventsSeen += 1
            self.trace.log("\(self.describe(type)) \(Trace.key(snapshot.key)) after \(previous.map(Trace.key) ?? "nothing")")
        }, withCancel: { error in
            self.trace.log("cancelled: \(error.localizedDescription)")
        })
    }

    func run() {
        let users = root.child("users")
        users.setValue(["alanisawesome": ["full_name": "Alan Turing", "date_of_birth": "June 23, 1912"],
                        "gracehop": ["full_name": "Grace Hopper", "date_of_birth": "December 9, 1906"]])
        users.child("gracehop").updateChildValues(["nickname": "Amazing Grace"]) { error, ref in
            let parent: WDGSyncReference = (ref.parent ?? ref.root)
            self.trace.log("nickname saved: \(error == nil) under \(parent.key)")
        }
        trace.wait(for: "nickname saved")

        handle = watch(.childAdded, on: posts.queryOrdered(byChild: "stars"))
        let changed: WDGDataEventType = .childChanged
        let changes = watch(changed, on: posts)
        let first = posts.childByAutoId()
        first.setValue(["author": "gracehop", "title": "Announcing COBOL", "stars": 2], andPriority: 1) { error, _ in
            self.trace.log("post 1 written: \(error == nil)")
        }
        trace.wait(for: "post 1 written")
        posts.child("turing").setValue(["author": "alanisawesome", "title": "The Turing Machine", "stars": 1])
        posts.child("turing").child("stars").setValue(5, withCompletionBlock: { error, _ in
            let changedLast = self.lastEvent == .childChanged
            self.trace.log("stars set: \(error == nil), last event was a change: \(changedLast)")
        })
        trace.wait(for: "stars set")
        posts.removeObserver(withHandle: handle)
        posts.queryOrdered(byChild: "stars").removeAllObservers()
        posts.removeObserver(withHandle: changes)

        posts.queryOrdered(byChild: "stars").queryLimited(toLast: 1).observeSingleEvent(of: .value, with: { snapshot in
            for child in snapshot.children {
                let post = child as! WDGDataSnapshot
                let stars = post.childSnapshot(forPath: "stars").value
                self.trace.log("most stars: \(post.key) with \(stars ?? "none")")
            }
        })
        trace.wait(for: "most stars")

        let likes = posts.child("turing").child("likes")
        for n in 1...3 {
            likes.runTransactionBlock({ (current: WDGMutableData!) in
                current.value = (current.value as? Int ?? 0) + 1
                return WDGTransactionResult.success(withValue: current)
            }, andCompletionBlock: { error, committed, snapshot in
                self.trace.log("like committed: \(committed), likes: \(snapshot?.value ?? "none")")
            })
            trace.wait(for: "like committed", count: n)
        }
        (likes.parent ?? likes.root).runTransactionBlock({ current in
            if current.hasChild(atPath: "likes") { current.childData(byAppendingPath: "flag").value = "popular" }
            return WDGTransactionResult.success(withValue: current)
        }, andCompletionBlock: { error, committed, snapshot in
            let flag = snapshot?.childSnapshot(forPath: "flag").value
            self.trace.log("flagged: \(committed), flag: \(flag ?? "none")")
        })
        trace.wait(for: "flagged")

        let presence = root.child("presence/me")
        presence.onDisconnectSetValue("offline", withCompletionBlock: { error, _ in
            self.trace.log("onDisconnect set: \(error == nil)")
        })
        trace.wait(for: "onDisconnect set")
        let app: WDGSync = presence.sync
        app.goOffline()
        presence.sync.goOnline()
        presence.observe(.value) { snapshot in
            if snapshot.value as? String == "offline" { self.trace.log("presence after reconnect: offline") }
        }
        trace.wait(for: "presence after reconnect")
        presence.removeAllObservers()
        presence.removeValue { error, _ in
            self.trace.log("presence removed: \(error == nil), events seen: \(self.eventsSeen)")
        }
        trace.wait(for: "presence removed")
    }
}
