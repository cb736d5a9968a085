import Foundation
import Synchronization
import Testing
import WilddogTestSupport
import WilddogServer
import WilddogSync

/// The examples of the 2.x guide "保存数据" (seed 003), run against the embedded backend.
@Suite struct GuideExampleTests {
    @Test func setValueAddsUsersAndUpdatesAUsername() async {
        let t = SyncTestApp()
        let ref = t.root
        let uid = "u1"
        ref.child("users").child(uid).setValue(["username": "gracehop"])
        ref.child("users/\(uid)/username").setValue("alanisawesome")
        #expect(await t.value("users") == #"{"u1":{"username":"alanisawesome"}}"#)
        #expect(await eventually { t.serverValue("users") == #"{"u1":{"username":"alanisawesome"}}"# })
    }

    @Test func postsWithChildByAutoIdGetChronologicalKeys() async throws {
        let t = SyncTestApp()
        let ref = t.root
        let postRef = ref.child("posts")
        let post1 = ["author": "gracehop", "title": "Announcing COBOL, a New Programming Language"]
        let post1Ref = postRef.childByAutoId()
        post1Ref.setValue(post1)
        let post2 = ["author": "alanisawesome", "title": "The Turing Machine"]
        let post2Ref = postRef.childByAutoId()
        post2Ref.setValue(post2)
        #expect(await eventually { (t.server.data(at: "posts") as? [String: Any])?.count == 2 })
        let snapshot = try #require(await t.snapshot(postRef))
        var keys: [String] = []
        var authors: [String] = []
        for case let post as WDGDataSnapshot in snapshot.children {
            keys.append(post.key)
            authors.append(post.childSnapshot(forPath: "author").value as? String ?? "")
        }
        #expect(keys == [post1Ref.key, post2Ref.key])
        #expect(authors == ["gracehop", "alanisawesome"])
        #expect(post1Ref.key.hasPrefix("-") && post1Ref.key.count == 20)
    }

    /// The fan-out of a new post to `/posts/$postid` and `/user-posts/$userid/$postid`.
    private func fanOut(_ ref: WDGSyncReference, userID: String) -> (key: String, updates: [AnyHashable: Any]) {
        let key = ref.child("posts").childByAutoId().key
        let post = ["uid": userID, "author": "gracehop", "title": "Hello", "body": "World"]
        let childUpdates = ["/posts/\(key)": post, "/user-posts/\(userID)/\(key)/": post]
        return (key, childUpdates)
    }

    @Test func fanOutUpdateWritesBothLocations() async {
        let t = SyncTestApp()
        let (key, childUpdates) = fanOut(t.root, userID: "u7")
        t.root.updateChildValues(childUpdates)
        #expect(await eventually { t.serverValue("user-posts/u7/\(key)/title") == #""Hello""# })
        #expect(t.serverValue("posts/\(key)") == t.serverValue("user-posts/u7/\(key)"))
        #expect(t.serverValue("posts/\(key)/uid") == #""u7""#)
    }

    @Test func fanOutUpdateIsAtomicWhenARuleDeniesOneLocation() async throws {
        let t = SyncTestApp()
        try t.server.setRules(#"{"rules": {".read": true, "posts": {".write": true}, "user-posts": {".write": false}}}"#)
        t.record(t.ref("posts"), [.childAdded, .childRemoved])
        await t.settle()
        let (key, childUpdates) = fanOut(t.root, userID: "u8")
        let error = await t.write { t.root.updateChildValues(childUpdates, withCompletionBlock: $0) }
        #expect(error?.code == 26101)
        #expect(t.serverValue("posts") == "null")
        #expect(t.serverValue("user-posts") == "null")
        #expect(t.log.all.map { $0.components(separatedBy: " ").prefix(2).joined(separator: " ") } ==
            ["childAdded \(key)", "childRemoved \(key)"])
        #expect(await t.value("posts") == "null")
    }

    /// The upvotes counter, written as the guide's Swift example, incremented concurrently by
    /// two apps on the same database: no increment is lost.
    @Test func upvotesTransactionUnderContentionFromASecondApp() async throws {
        let a = SyncTestApp(), b = SyncTestApp(appId: a.appId)
        let url = "https://\(a.appId).wilddogio.com/web/saving-data/wildblog/posts/-JRHTHaIs-jNPLXOQivY/upvotes"
        let runs = Atomic<Int>(0)
        let committed = Atomic<Int>(0)
        let perApp = 10
        for app in [a, b] {
            let upvotesRef = app.sync.reference(fromURL: url)
            for _ in 0..<perApp {
                upvotesRef.runTransactionBlock({ (currentData: WDGMutableData) in
                    runs.add(1, ordering: .relaxed)
                    var value = currentData.value as? Int
                    if value == nil {
                        value = 0
                    }
                    currentData.value = value! + 1
                    return WDGTransactionResult.success(withValue: currentData)
                }, andCompletionBlock: { error, didCommit, _ in
                    if error == nil && didCommit { committed.add(1, ordering: .relaxed) }
                })
            }
        }
        #expect(await eventually(timeout: 10) { committed.load(ordering: .relaxed) == 2 * perApp })
        #expect(a.serverValue("web/saving-data/wildblog/posts/-JRHTHaIs-jNPLXOQivY/upvotes") == "\(2 * perApp)")
        // Both apps started on data they had not loaded yet, so the server rejected stale runs.
        #expect(runs.load(ordering: .relaxed) > 2 * perApp)
    }
}
