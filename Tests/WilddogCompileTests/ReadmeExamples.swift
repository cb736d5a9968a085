// The README's usage examples, kept here so they keep compiling.
import Foundation
import Wilddog

func readmeLegacyExample() {
    let ref = Wilddog(url: "https://myapp.wilddogio.com/users")
    ref.childByAppendingPath("fred").setValue(["name": "Fred", "age": 31])
    ref.queryOrderedByChild("age").queryLimitedToFirst(10).observeEventType(.ChildAdded) { snapshot in
        print(snapshot.key, snapshot.value ?? NSNull())
    }
    ref.authUser("fred@example.com", password: "secret") { error, authData in print(authData?.uid ?? "\(error!)") }
}

func readmeNewExample() {
    WDGApp.configure(with: WDGOptions(syncURL: "https://myapp.wilddogio.com"))
    let users = WDGSync.sync().reference(withPath: "users")
    users.child("fred").setValue(["name": "Fred", "age": 31])
    users.queryOrdered(byChild: "age").queryLimited(toFirst: 10).observe(.childAdded) { snapshot in
        print(snapshot.key, snapshot.value ?? NSNull())
    }
    WDGAuth.auth()?.signIn(withEmail: "fred@example.com", password: "secret") { user, error in print(user?.uid ?? "") }
}
