import Foundation
import Testing
import WilddogTestSupport
import Wilddog
import WilddogAuth
import WilddogSync

/// One signed-in user per app: sign-in and sign-out through either API change it for both,
/// and the one connection carries it to the rules.
@Suite struct SharedAuthTests {
    static let rules = """
    { "rules": { ".read": true, "users": { "$uid": { ".write": "auth != null && auth.uid === $uid" } } } }
    """

    /// A half-migrated app with user-owned data and an account for `email`; returns its uid.
    static func app(_ order: HalfMigratedApp.Order, email: String, name: String = #function) async
        -> (HalfMigratedApp, String) {
        let t = HalfMigratedApp(order, name: name)
        try? t.server.setRules(rules)
        let created = Expectation<String>()
        t.legacy("").createUser(email, password: "secret1", withValueCompletionBlock: { _, result in
            created.fulfill(result?["uid"] as? String ?? "")
        })
        return (t, await created.value() ?? "")
    }

    func legacySignIn(_ t: HalfMigratedApp, _ email: String) async -> String? {
        let done = Expectation<String?>()
        t.legacy("").authUser(email, password: "secret1") { _, authData in done.fulfill(authData?.uid) }
        return (await done.value()) ?? nil
    }

    func migratedSignIn(_ t: HalfMigratedApp, _ email: String) async -> String? {
        let done = Expectation<String?>()
        t.auth.signIn(withEmail: email, password: "secret1") { user, _ in done.fulfill(user?.uid) }
        return (await done.value()) ?? nil
    }

    @Test(arguments: [HalfMigratedApp.Order.legacyFirst, .migratedFirst])
    func legacySignInAuthorizesMigratedWrites(order: HalfMigratedApp.Order) async {
        let (t, uid) = await Self.app(order, email: "fred@example.com")
        #expect(await t.migratedSet("users/\(uid)/name", "Fred") != nil, "denied while signed out")
        #expect(await legacySignIn(t, "fred@example.com") == uid)
        #expect(t.auth.currentUser?.uid == uid)
        #expect(await t.migratedSet("users/\(uid)/name", "Fred") == nil)
        #expect(await t.migratedSet("users/someone-else/name", "X") != nil, "rules still apply")
        // Offline, then online: the write waits in the one queue and the server accepts it.
        t.sync.goOffline()
        let done = Expectation<Int?>()
        t.migrated("users/\(uid)/age").setValue(31) { error, _ in done.fulfill((error as NSError?)?.code) }
        #expect(await t.legacyValue("users/\(uid)/age") == "31")
        t.legacy("").app.goOnline()
        #expect(await done.value() == .some(nil))
        #expect(t.serverJSON("users/\(uid)") == "{\"age\":31,\"name\":\"Fred\"}")
    }

    @Test(arguments: [HalfMigratedApp.Order.legacyFirst, .migratedFirst])
    func migratedSignInAuthorizesLegacyWrites(order: HalfMigratedApp.Order) async {
        let (t, uid) = await Self.app(order, email: "ann@example.com")
        #expect(await t.legacySet("users/\(uid)/name", "Ann") != nil, "denied while signed out")
        #expect(await migratedSignIn(t, "ann@example.com") == uid)
        #expect(t.legacy("").authData?.uid == uid)
        #expect(await t.legacySet("users/\(uid)/name", "Ann") == nil)
        #expect(t.serverJSON("users/\(uid)/name") == "\"Ann\"")
    }

    @Test func legacyUnauthSignsOutBothAPIs() async {
        let (t, uid) = await Self.app(.legacyFirst, email: "bob@example.com")
        #expect(await migratedSignIn(t, "bob@example.com") == uid)
        t.legacy("").unauth()
        #expect(t.auth.currentUser == nil)
        #expect(t.legacy("").authData == nil)
        #expect(await t.migratedSet("users/\(uid)/name", "Bob") != nil)
        #expect(await t.legacySet("users/\(uid)/name", "Bob") != nil)
    }

    @Test func migratedSignOutSignsOutBothAPIs() async throws {
        let (t, uid) = await Self.app(.migratedFirst, email: "eve@example.com")
        #expect(await legacySignIn(t, "eve@example.com") == uid)
        try t.auth.signOut()
        #expect(t.legacy("").authData == nil)
        #expect(t.auth.currentUser == nil)
        #expect(await t.legacySet("users/\(uid)/name", "Eve") != nil)
        #expect(await t.migratedSet("users/\(uid)/name", "Eve") != nil)
    }

    /// Both kinds of listener hear every change, whichever API made it, each on its API's queue
    /// (1.x: `WConfig.callbackQueue`, here the main queue; 2.x auth: the main queue).
    @Test func authListenersOfBothAPIsHearChangesMadeThroughEither() async throws {
        let (t, uid) = await Self.app(.legacyFirst, email: "kim@example.com")
        let log = Log()
        let legacyHandle = t.legacy("").observeAuthEventWithBlock { authData in
            log.record("1.x \(authData?.uid ?? "nil") on \(CallbackQueueTests.place())")
        }
        let auth = t.auth
        let migratedHandle = auth.addStateDidChangeListener { _, user in
            log.record("2.x \(user?.uid ?? "nil") on \(CallbackQueueTests.place())")
        }
        await waitFor("1.x nil on main", in: log)
        await waitFor("2.x nil on main", in: log)
        #expect(await legacySignIn(t, "kim@example.com") == uid)
        await waitFor("1.x \(uid) on main", in: log)
        await waitFor("2.x \(uid) on main", in: log)
        try auth.signOut()
        await expectEventually("both hear the 2.x sign-out") {
            log.count(of: "1.x nil on main") == 2 && log.count(of: "2.x nil on main") == 2
        }
        #expect(await migratedSignIn(t, "kim@example.com") == uid)
        await expectEventually("both hear the 2.x sign-in") {
            log.count(of: "1.x \(uid) on main") == 2 && log.count(of: "2.x \(uid) on main") == 2
        }
        t.legacy("").unauth()
        await expectEventually("both hear the 1.x sign-out") {
            log.count(of: "1.x nil on main") == 3 && log.count(of: "2.x nil on main") == 3
        }
        t.legacy("").removeAuthEventObserverWithHandle(legacyHandle)
        auth.removeStateDidChangeListener(migratedHandle)
    }
}
