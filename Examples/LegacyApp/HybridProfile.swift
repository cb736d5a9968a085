import Wilddog

/// Written for SDK 2.0.0: the data reference is still `Wilddog`, auth is already `WDGAuth`;
/// the 2.x calls use their Swift 2 spellings.
class HybridProfile {
    let auth = WDGAuth.auth(appID: "swift-chat")
    let profiles = Wilddog(url: "https://swift-chat.wilddogio.com/profiles")

    func load() {
        auth?.signInAnonymouslyWithCompletion({ (user, error) -> Void in
            guard let user = user else { return }
            self.profiles.childByAppendingPath(user.uid).observeEventType(.Value, withBlock: { snapshot in
                print(snapshot.value ?? "")
            })
        })
    }

    func link(sync: WDGSync, reference: WDGSyncReference) {
        let byURL = sync.referenceFromURL("https://swift-chat.wilddogio.com/profiles/x")
        reference.observeEventType(WDGDataEventType.ChildAdded, withBlock: { snapshot in })
        byURL.child(byAppendingPath: "name").setValue("x")
        auth?.signInWithEmail("a@example.com", password: "secret", completion: { user, error in })
        let credential = WDGQQAuthProvider.credentialWithAccessToken("token")
        auth?.signInWithCredential(credential, completion: nil)
    }
}
