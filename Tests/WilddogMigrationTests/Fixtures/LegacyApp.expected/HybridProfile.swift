import WilddogSync
import WilddogAuth

/// Written for SDK 2.0.0: the data reference is still `Wilddog`, auth is already `WDGAuth`;
/// the 2.x calls use their Swift 2 spellings.
class HybridProfile {
    let auth = WDGAuth.auth()
    let profiles = WDGSync.sync().reference(withPath: "profiles")

    func load() {
        auth?.signInAnonymously(completion: { (user, error) -> Void in
            guard let user = user else { return }
            self.profiles.child(user.uid).observe(.value, with: { snapshot in
                print(snapshot.value ?? "")
            })
        })
    }

    func link(sync: WDGSync, reference: WDGSyncReference) {
        let byURL = sync.reference(fromURL: "https://swift-chat.wilddogio.com/profiles/x")
        reference.observe(WDGDataEventType.childAdded, with: { snapshot in })
        byURL.child("name").setValue("x")
        auth?.signIn(withEmail: "a@example.com", password: "secret", completion: { user, error in })
        let credential = WDGQQAuthProvider.credential(withAccessToken: "token")
        auth?.signIn(with: credential, completion: nil)
    }
}
