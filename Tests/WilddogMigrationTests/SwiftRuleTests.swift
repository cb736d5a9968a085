import Testing
@testable import WilddogMigration

/// Before/after examples of every rule on Swift code.
struct SwiftRuleTests {
    static let cases: [RuleCase] = [
        RuleCase("type rename", .swift, "var ref: Wilddog!\nvar q: WQuery?\nlet s: [WDataSnapshot] = []\nvar h: WilddogHandle = 0\n",
                 "var ref: WDGSyncReference!\nvar q: WDGSyncQuery?\nlet s: [WDGDataSnapshot] = []\nvar h: WDGSyncHandle = 0\n"),
        RuleCase("child and trailing closure observe", .swift, "ref.childByAppendingPath(\"a\").observeEventType(.Value) { snapshot in }\n",
                 "ref.child(\"a\").observe(.value) { snapshot in }\n"),
        RuleCase("observe with labels and cancel", .swift,
                 "ref.observeEventType(.ChildAdded, withBlock: { s in }, withCancelBlock: { e in })\n",
                 "ref.observe(.childAdded, with: { s in }, withCancel: { e in })\n"),
        RuleCase("multiple trailing closures", .swift,
                 "ref.observeEventType(.ChildMoved) { s in } withCancelBlock: { e in }\n",
                 "ref.observe(.childMoved) { s in } withCancel: { e in }\n"),
        RuleCase("previous sibling key", .swift,
                 "ref.observeEventType(.ChildChanged, andPreviousSiblingKeyWithBlock: { s, k in })\n",
                 "ref.observe(.childChanged, andPreviousSiblingKeyWith: { s, k in })\n"),
        RuleCase("single event with qualified case", .swift,
                 "ref.observeSingleEventOfType(WEventType.Value, withBlock: { s in })\n",
                 "ref.observeSingleEvent(of: WDGDataEventType.value, with: { s in })\n"),
        RuleCase("queries", .swift,
                 "ref.queryOrderedByChild(\"h\").queryStartingAtValue(3).queryEndingAtValue(9, childKey: \"k\").queryLimitedToFirst(2).queryLimitedToLast(1).queryEqualToValue(4)\n",
                 "ref.queryOrdered(byChild: \"h\").queryStarting(atValue: 3).queryEnding(atValue: 9, childKey: \"k\").queryLimited(toFirst: 2).queryLimited(toLast: 1).queryEqual(toValue: 4)\n"),
        RuleCase("remove value and observers", .swift,
                 "ref.removeValueWithCompletionBlock { e, r in }\nref.removeObserverWithHandle(h)\nref.onDisconnectRemoveValueWithCompletionBlock(b)\nref.cancelDisconnectOperationsWithCompletionBlock(nil)\n",
                 "ref.removeValue { e, r in }\nref.removeObserver(withHandle: h)\nref.onDisconnectRemoveValue(completionBlock: b)\nref.cancelDisconnectOperations(completionBlock: nil)\n"),
        RuleCase("snapshot and mutable data", .swift,
                 "s.childSnapshotForPath(\"a/b\")\nd.hasChildAtPath(\"x\")\nd.childDataByAppendingPath(\"y\")\nreturn WTransactionResult.successWithValue(d)\n",
                 "s.childSnapshot(forPath: \"a/b\")\nd.hasChild(atPath: \"x\")\nd.childData(byAppendingPath: \"y\")\nreturn WDGTransactionResult.success(withValue: d)\n"),
        RuleCase("constructor with path", .swift, "let ref = Wilddog(url: \"https://app.wilddogio.com/a/b\")\n",
                 "let ref = WDGSync.sync().reference(withPath: \"a/b\")\n"),
        RuleCase("constructor with root URL", .swift, "let ref = Wilddog.init(url: \"https://app.wilddogio.com/\")\n",
                 "let ref = WDGSync.sync().reference()\n"),
        RuleCase("constructor with a variable", .swift, "let ref = Wilddog(url: base + \"/x\")\n",
                 "let ref = WDGSync.sync().reference(fromURL: base + \"/x\")\n"),
        RuleCase("server timestamp", .swift, "ref.setValue([\".sv\": \"timestamp\"])\nref.onDisconnectSetValue(kWilddogServerValueTimestamp)\n",
                 "ref.setValue(WDGServerValue.timestamp())\nref.onDisconnectSetValue(WDGServerValue.timestamp())\n"),
        RuleCase("class-level calls", .swift,
                 "Wilddog.goOffline()\nWilddog.goOnline()\nWilddog.setLoggingEnabled(true)\nlet v = Wilddog.sdkVersion()\nWilddog.defaultConfig().persistenceEnabled = true\nWilddog.setDispatchQueue(q)\n",
                 "WDGSync.sync().goOffline()\nWDGSync.sync().goOnline()\nWDGSync.setLoggingEnabled(true)\nlet v = WDGSync.sdkVersion()\nWDGSync.sync().persistenceEnabled = true\nWDGSync.sync().callbackQueue = q\n"),
        RuleCase("app to sync", .swift, "ref.app.goOffline()\nlet a = ref.app\n", "ref.sync.goOffline()\nlet a = ref.app\n"),
        RuleCase("sign-in with closure reorder", .swift,
                 "ref.authUser(email, password: pw) { error, authData in print(authData) }\n",
                 "WDGAuth.auth()?.signIn(withEmail: email, password: pw) { authData, error in print(authData) }\n"),
        RuleCase("closure signature with types and Void", .swift,
                 "ref.authAnonymouslyWithCompletionBlock({ (error: Error?, authData: WAuthData?) -> Void in })\n",
                 "WDGAuth.auth()?.signInAnonymously(completion: { (authData: WDGUser?, error: Error?) -> Void in })\n"),
        RuleCase("shorthand arguments are renumbered", .swift,
                 "ref.authWithCustomToken(t) { print($0, $1) }\n",
                 "WDGAuth.auth()?.signIn(withCustomToken: t) { print($1, $0) }\n"),
        RuleCase("auth observer and handle", .swift,
                 "var handle: WilddogHandle?\nhandle = ref.observeAuthEventWithBlock { authData in }\nref.removeAuthEventObserverWithHandle(handle!)\n",
                 "var handle: WDGAuthStateDidChangeListenerHandle?\nhandle = WDGAuth.auth()?.addStateDidChangeListener { auth, authData in }\nWDGAuth.auth()?.removeStateDidChangeListener(handle!)\n"),
        RuleCase("inserted name avoids a clash", .swift,
                 "ref.observeAuthEventWithBlock { authData in print(auth) }\n",
                 "WDGAuth.auth()?.addStateDidChangeListener { wdgAuth, authData in print(auth) }\n"),
        RuleCase("unauth", .swift, "self.ref.unauth()\ntry? ref.unauth()\n", "try? WDGAuth.auth()?.signOut()\ntry? WDGAuth.auth()?.signOut()\n"),
        RuleCase("authData of a known reference", .swift, "let ref = Wilddog(url: u)\nif ref.authData != nil {}\n",
                 "let ref = WDGSync.sync().reference(fromURL: u)\nif WDGAuth.auth()?.currentUser != nil {}\n"),
        RuleCase("createUser gains a user parameter", .swift, "ref.createUser(e, password: p) { error in }\n",
                 "WDGAuth.auth()?.createUser(withEmail: e, password: p) { user, error in }\n"),
        RuleCase("reset password", .swift, "ref.resetPasswordForUser(e, withCompletionBlock: { error in })\n",
                 "WDGAuth.auth()?.sendPasswordReset(withEmail: e, completion: { error in })\n"),
        RuleCase("OAuth QQ", .swift,
                 "ref.authWithOAuthProvider(\"qq\", parameters: [\"access_token\": t, \"openId\": o]) { error, authData in }\n",
                 "WDGAuth.auth()?.signIn(with: WDGQQAuthProvider.credential(withAccessToken: t)) { authData, error in }\n"),
        RuleCase("OAuth Weibo", .swift,
                 "ref.authWithOAuthProvider(\"weibo\", parameters: [\"access_token\": t, \"userID\": u], withCompletionBlock: { e, a in })\n",
                 "WDGAuth.auth()?.signIn(with: WDGWeiboAuthProvider.credential(withAccessToken: t, userID: u), completion: { a, e in })\n"),
        RuleCase("hybrid 2.0.0 auth", .swift, "let auth = WDGAuth.auth(appID: \"app\")\nauth?.signInAnonymouslyWithCompletion { user, error in }\n",
                 "let auth = WDGAuth.auth()\nauth?.signInAnonymously { user, error in }\n"),
        RuleCase("Swift 2 spellings of the 2.x API", .swift,
                 "WDGApp.configureWithOptions(options)\nlet r = WDGSync.sync().referenceFromURL(u)\nr.observeEventType(.Value, withBlock: { s in })\nr.observe(WDGDataEventType.ChildAdded, with: { s in })\n",
                 "WDGApp.configure(with: options)\nlet r = WDGSync.sync().reference(fromURL: u)\nr.observe(.value, with: { s in })\nr.observe(WDGDataEventType.childAdded, with: { s in })\n"),
        RuleCase("ignore comment keeps the next statement", .swift,
                 "// wilddog-migrate:ignore\nref.childByAppendingPath(\"a\")\n    .observeEventType(.Value) { s in }\nref.childByAppendingPath(\"b\")\n",
                 "// wilddog-migrate:ignore\nref.childByAppendingPath(\"a\")\n    .observeEventType(.Value) { s in }\nref.child(\"b\")\n"),
        RuleCase("strings and comments are not rewritten", .swift,
                 "let s = \"ref.childByAppendingPath(x) Wilddog\" // Wilddog(url:) childByAppendingPath\n",
                 "let s = \"ref.childByAppendingPath(x) Wilddog\" // Wilddog(url:) childByAppendingPath\n"),
        RuleCase("manual items are left alone", .swift,
                 "ref.removeUser(e, password: p) { error in }\nif error.code == -3 {}\n",
                 "ref.removeUser(e, password: p) { error in }\nif error.code == -3 {}\n"),
    ]

    @Test(arguments: cases)
    func rewrites(_ c: RuleCase) {
        #expect(c.run() == c.after)
    }

    @Test(arguments: cases)
    func rewriteIsIdempotent(_ c: RuleCase) {
        let result = c.rewriteTwice()
        #expect(result.twice == result.once)
    }
}
