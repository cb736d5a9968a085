import Testing
import Wilddog

/// Runs the call sites that need no server round trip, so the target is a real test target.
@Test func navigationCallSitesBehaveAsDocumented() {
    let ref = Wilddog(url: "https://docs-examples.wilddogio.com/web/saving-data/wildblog")
    let users = ref.childByAppendingPath("users")
    #expect(users.key == "users")
    #expect(users.parent.description == ref.description)
    #expect(ref.root.parent.key == "")
    let query: WQuery = users.queryOrderedByChild("height").queryLimitedToFirst(2)
    #expect(query.ref.description == "https://docs-examples.wilddogio.com/web/saving-data/wildblog/users")
}
