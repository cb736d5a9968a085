import Foundation
import Testing
import WilddogAuth
import WilddogServer

@Suite struct AuthEntryTests {
    @Test func handlesOfOneAppShareTheAuthState() async throws {
        let t = AuthTestApp()
        let again = try #require(WDGAuth(app: t.app))
        let user = try #require(await t.createUser())
        #expect(again.currentUser === user)
        #expect(again.app?.name == t.appName)
        #expect(WDGAuth(app: try #require(WDGApp(named: t.appName)))?.currentUser?.uid == user.uid)
    }

    @Test func appsAreIndependent() async throws {
        let a = AuthTestApp(), b = AuthTestApp(appId: uniqueAppId("sameBackend"))
        _ = await a.createUser()
        #expect(a.auth.currentUser != nil)
        #expect(b.auth.currentUser == nil)
    }

    @Test func deletedAppHasNoAuthAndOldHandlesFail() async throws {
        let t = AuthTestApp()
        t.app.delete { _ in }
        #expect(WDGAuth(app: t.app) == nil)
        #expect(t.auth.app == nil)
        let (user, error) = await t.result { t.auth.signInAnonymously(completion: $0) }
        #expect(user == nil)
        #expect(error?.code == WDGAuthErrorCode.failure.rawValue)
        #expect(error?.localizedDescription.contains("has been deleted") == true)
        #expect(await t.outcome { t.auth.sendPasswordReset(withEmail: uniqueEmail(), completion: $0) }?.code == 22001)
    }

    /// The default app is process-global: configured here only when nobody did, never deleted,
    /// and nobody is signed in through it.
    @Test func defaultAuthIsOneInstance() throws {
        if WDGApp.defaultApp() == nil {
            WDGApp.configure(with: WDGOptions(syncURL: "https://\(uniqueAppId()).wilddogio.com"))
        }
        let auth = try #require(WDGAuth.auth())
        #expect(WDGAuth.auth() === auth)
        #expect(auth.app === WDGApp.defaultApp())
    }
}
