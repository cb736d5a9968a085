// Legacy-style call sites that must compile unchanged against the `Wilddog` module, in Swift 6
// language mode: the seed examples (Swift 2 spellings, trailing closures, non-Sendable captures,
// `[unowned self]`, NSEnumerator loops, Foundation casts) and every member group at least once.
// Most of these functions only have to compile; `LegacyCallSiteTests` runs the pure ones.
import Dispatch
import Foundation
import Wilddog

/// Non-Sendable local state captured by the blocks below.
final class PostList {
    var titles: [String] = []
    var count = 0
}

/// A view controller of the kind legacy apps are made of.
final class BlogViewController {
    var ref = Wilddog(url: "https://docs-examples.wilddogio.com/web/saving-data/wildblog")
    var handle: WilddogHandle = 0
    var authHandle: WilddogHandle = 0
    var posts = PostList()
    var lastError: Error?

    func saveUsers() {
        let alanisawesome = ["full_name": "Alan Turing", "date_of_birth": "June 23, 1912"]
        let gracehop = ["full_name": "Grace Hopper", "date_of_birth": "December 9, 1906"]
        let usersRef = ref.childByAppendingPath("users")
        let users = ["alanisawesome": alanisawesome, "gracehop": gracehop]
        usersRef.setValue(users)
        usersRef.childByAppendingPath("alanisawesome").setValue(alanisawesome)
        usersRef.childByAppendingPath("gracehop").setValue(gracehop)
        let hopperRef = usersRef.childByAppendingPath("gracehop")
        let nickname = ["nickname": "Amazing Grace"]
        hopperRef.updateChildValues(nickname)
    }

    func savePosts() -> String {
        let postRef = ref.childByAppendingPath("posts")
        let post1 = ["author": "gracehop", "title": "Announcing COBOL, a New Programming Language"]
        let post1Ref = postRef.childByAutoId()
        post1Ref.setValue(post1)
        let post2 = ["author": "alanisawesome", "title": "The Turing Machine"]
        let post2Ref = postRef.childByAutoId()
        post2Ref.setValue(post2)
        let postId = post1Ref.key
        return postId
    }

    func writesWithCompletions() {
        ref.setValue("hello") { error, ref in
            if error != nil { print("failed at \(ref)") }
        }
        ref.setValue(["a": 1], andPriority: 1)
        ref.setValue(["a": 1], andPriority: "p") { [unowned self] error, _ in
            self.lastError = error
        }
        ref.setValue(nil)
        ref.setValue(NSNull())
        ref.removeValue()
        ref.removeValueWithCompletionBlock { error, _ in print(error as Any) }
        ref.setPriority(3)
        ref.setPriority(nil) { error, _ in
            let nsError = error as NSError?
            print(nsError?.code == WilddogError.OperationFailed.rawValue, nsError?.domain == WilddogErrorDomain)
        }
        ref.updateChildValues(["l1": "off", "l2": "on"]) { error, _ in print(error as Any) }
        ref.setValue(kWilddogServerValueTimestamp)
        ref.setValue([".sv": "timestamp"])
    }

    func observe() {
        let list = posts
        handle = ref.observeEventType(.ChildAdded, withBlock: { snapshot in
            if let title = (snapshot.value as? [String: Any])?["title"] as? String {
                list.titles.append(title)
            }
            print((snapshot.value as? NSDictionary)?.object(forKey: "author") as Any)
        })
        ref.observeEventType(.ChildChanged, withBlock: { snapshot in
            let title = (snapshot.value as? [String: Any])?["title"] as? String
            print("The updated post title is \(String(describing: title))")
        })
        ref.observeEventType(.ChildRemoved) { snapshot in
            print("The blog post titled \(snapshot.key)")
        }
        ref.observeEventType(.Value, withBlock: { snapshot in
            print(snapshot.value as Any)
        }, withCancelBlock: { error in
            print((error as NSError).description)
        })
        ref.observeEventType(WEventType.Value, andPreviousSiblingKeyWithBlock: { [unowned self] snapshot, prevKey in
            self.posts.count += 1
            print(snapshot.key, prevKey ?? "first")
        })
        ref.observeEventType(.ChildMoved, andPreviousSiblingKeyWithBlock: { _, _ in }, withCancelBlock: nil)
        ref.observeEventType(.ChildAdded, withBlock: { _ in }, withCancelBlock: nil)
        ref.observeSingleEventOfType(.Value, withBlock: { snapshot in
            for child in snapshot.children {
                let c = child as! WDataSnapshot
                print(c.key, c.priority as Any, c.childrenCount, c.hasChildren(), c.exists())
            }
            print(snapshot.valueInExportFormat() as Any, snapshot.ref.description)
        })
        ref.observeSingleEventOfType(.ChildAdded, andPreviousSiblingKeyWithBlock: { _, prev in print(prev as Any) })
        ref.observeSingleEventOfType(.Value, withBlock: { _ in }, withCancelBlock: { error in list.titles.append("\(error)") })
        ref.observeSingleEventOfType(.Value, andPreviousSiblingKeyWithBlock: { _, _ in }, withCancelBlock: { _ in })
        ref.removeObserverWithHandle(handle)
        ref.removeAllObservers()
        ref.keepSynced(true)
    }

    func dinosaurs() {
        let ref = Wilddog(url: "https://dinosaur-facts.wilddogio.com/dinosaurs")
        ref.queryOrderedByChild("height").observeEventType(.ChildAdded, withBlock: { snapshot in
            if let height = (snapshot.value as? [String: Any])?["height"] as? Double {
                print("\(snapshot.key) was \(height) meters tall")
            }
        })
        ref.queryOrderedByChild("dimensions/height").observeEventType(.ChildAdded, withBlock: { snapshot in
            print(snapshot.childSnapshotForPath("dimensions/height").value as? Double as Any)
        })
        ref.queryOrderedByKey().observeEventType(.ChildAdded, withBlock: { snapshot in
            print(snapshot.hasChild("height"))
        })
        let scoresRef = Wilddog(url: "https://dinosaur-facts.wilddogio.com/scores")
        scoresRef.queryOrderedByValue().observeEventType(.ChildAdded, withBlock: { snapshot in
            if let score = snapshot.value as? Int {
                print("The \(snapshot.key) dinosaur's score is \(score)")
            }
        })
        ref.queryOrderedByChild("weight").queryLimitedToLast(2)
            .observeEventType(.ChildAdded, withBlock: { snapshot in print(snapshot.key) })
        ref.queryOrderedByChild("height").queryLimitedToFirst(2)
            .observeEventType(.ChildAdded, withBlock: { snapshot in print(snapshot.key) })
        scoresRef.queryOrderedByValue().queryLimitedToLast(3).observeEventType(.ChildAdded, withBlock: { snapshot in
            print("The \(snapshot.key) dinosaur's score is \(String(describing: snapshot.value))")
        })
        ref.queryOrderedByChild("height").queryStartingAtValue(3)
            .observeEventType(.ChildAdded, withBlock: { snapshot in print(snapshot.key) })
        ref.queryOrderedByKey().queryEndingAtValue("pterodactyl")
            .observeEventType(.ChildAdded, withBlock: { snapshot in print(snapshot.key) })
        ref.queryOrderedByKey().queryStartingAtValue("b").queryEndingAtValue("b\u{f8ff}")
            .observeEventType(.ChildAdded, withBlock: { snapshot in print(snapshot.key) })
        ref.queryOrderedByChild("height").queryEqualToValue(25)
            .observeEventType(.ChildAdded, withBlock: { snapshot in print(snapshot.key) })
        ref.queryOrderedByPriority().queryStartingAtValue(1, childKey: "a").queryEndingAtValue(9, childKey: "z")
            .observeEventType(.Value, withBlock: { _ in })
        ref.queryOrderedByChild("height").queryEqualToValue(4, childKey: "stegosaurus").observeSingleEventOfType(.Value) { _ in }
        let query: WQuery = ref.queryOrderedByValue()
        print(query.ref.key)
        ref.childByAppendingPath("stegosaurus").childByAppendingPath("height")
            .observeEventType(.Value, withBlock: { stegosaurusHeightSnapshot in
                if let favoriteDinoHeight = stegosaurusHeightSnapshot.value as? Double {
                    let queryRef = ref.queryOrderedByChild("height").queryEndingAtValue(favoriteDinoHeight).queryLimitedToLast(2)
                    queryRef.observeSingleEventOfType(.Value, withBlock: { querySnapshot in
                        if querySnapshot.childrenCount == 2 {
                            let child: WDataSnapshot = querySnapshot.children.nextObject() as! WDataSnapshot
                            print("The dinosaur just shorter than the stegasaurus is \(child.key)")
                        } else {
                            print("The stegosaurus is the shortest dino")
                        }
                    })
                }
            })
    }

    func transactions() {
        let counter = PostList()
        ref.childByAppendingPath("followNumber").runTransactionBlock { currentData in
            if let value = currentData.value as? Int {
                currentData.value = value + 1
            } else {
                currentData.value = 1
            }
            counter.count += 1
            return WTransactionResult.successWithValue(currentData)
        }
        ref.runTransactionBlock({ currentData in
            for child in currentData.children {
                let data = child as! WMutableData
                print(data.key as Any, data.childrenCount, data.hasChildren())
            }
            if currentData.hasChildAtPath("a/b") {
                currentData.childDataByAppendingPath("a/b").value = NSNull()
            }
            currentData.priority = 5
            return WTransactionResult.abort()
        }, andCompletionBlock: { error, committed, snapshot in
            print(error as Any, committed, snapshot?.value as Any)
        })
        ref.runTransactionBlock({ WTransactionResult.successWithValue($0) }, andCompletionBlock: nil, withLocalEvents: false)
    }

    func presence() {
        let userLastOnlineRef = Wilddog(url: "https://docs-examples.wilddogio.com/users/joe/lastOnline")
        userLastOnlineRef.onDisconnectSetValue(kWilddogServerValueTimestamp)
        ref.onDisconnectSetValue("offline") { error, _ in print(error as Any) }
        ref.onDisconnectSetValue("offline", andPriority: 1)
        ref.onDisconnectSetValue("offline", andPriority: nil) { _, _ in }
        ref.onDisconnectRemoveValue()
        ref.onDisconnectRemoveValueWithCompletionBlock { _, _ in }
        ref.onDisconnectUpdateChildValues(["status": "away"])
        ref.onDisconnectUpdateChildValues(["status": "away"]) { _, _ in }
        ref.cancelDisconnectOperations()
        ref.cancelDisconnectOperationsWithCompletionBlock { error, _ in print(error as Any) }
        ref.cancelDisconnectOperationsWithCompletionBlock(nil)
    }

    func authentication() {
        ref.createUser("a@b.com", password: "secret1") { error in
            if let error = error as NSError?, error.code == WAuthenticationError.EmailTaken.rawValue {
                print("taken")
            }
        }
        ref.createUser("a@b.com", password: "secret1", withValueCompletionBlock: { error, result in
            print(result?["uid"] as? String as Any, error as Any)
        })
        ref.removeUser("a@b.com", password: "secret1") { _ in }
        ref.changePasswordForUser("a@b.com", fromOld: "secret1", toNew: "secret2") { _ in }
        ref.changeEmailForUser("a@b.com", password: "secret2", toNewEmail: "c@d.com") { _ in }
        ref.resetPasswordForUser("c@d.com") { error in print((error as NSError?)?.domain == WAuthenticationErrorDomain) }
        authHandle = ref.observeAuthEventWithBlock { [unowned self] authData in
            if let authData = authData {
                print(authData.uid, authData.provider, authData.token, authData.expires, authData.auth, authData.providerData)
            } else {
                self.lastError = nil
            }
        }
        ref.removeAuthEventObserverWithHandle(authHandle)
        ref.authAnonymouslyWithCompletionBlock { error, authData in print(error as Any, authData?.uid as Any) }
        ref.authUser("a@b.com", password: "secret1") { error, authData in print(error as Any, authData as Any) }
        ref.authWithCustomToken("token") { _, _ in }
        ref.authWithOAuthProvider("weixin", token: "code") { _, _ in }
        ref.authWithOAuthProvider("qq", parameters: ["access_token": "token", "openId": "openid"]) { error, authData in
            print(error as Any, authData as Any)
        }
        ref.authWithOAuthProvider("weibo", parameters: ["access_token": "token", "userID": "1"], withCompletionBlock: { _, _ in })
        print(ref.authData?.uid as Any)
        ref.unauth()
    }

    func navigationAndConfig() {
        let parent: Wilddog = ref.parent
        let root: Wilddog = ref.root
        print(parent.key, root.description, ref.app)
        ref.app.goOffline()
        ref.app.goOnline()
        Wilddog.goOffline()
        Wilddog.goOnline()
        Wilddog.setLoggingEnabled(true)
        print(Wilddog.sdkVersion())
        let config = Wilddog.defaultConfig()
        config.persistenceEnabled = true
        config.persistenceCacheSizeBytes = 20 * 1024 * 1024
        config.callbackQueue = DispatchQueue.main
        let event: WEventType = .ChildAdded
        print(event.rawValue, WEventType.Value.rawValue)
    }

    // The call is legacy-style; the attribute only silences the deprecation warning it must raise.
    @available(*, deprecated)
    func deprecatedQueueSetting() {
        Wilddog.setDispatchQueue(DispatchQueue.main)
    }
}
