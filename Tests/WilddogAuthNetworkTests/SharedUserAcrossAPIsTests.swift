import Foundation
import Testing
import Wilddog
import WilddogAuth
import WilddogEngine

/// A legacy app and a migrated app routed to one `wilddog-server` sign the same user in and
/// read only what the rules allow that user.
@Suite(.serialized) struct SharedUserAcrossAPIsTests {
    @Test func aLegacyAndAMigratedAppSignTheSameUserInAndReadOnlyWhatRulesAllow() async throws {
        let server = try AccountsServer()
        defer { server.stop() }
        let modern = try ModernApp(server)
        let legacy = try LegacyApp(server)
        let email = uniqueEmail()
        let created = await modern.result { modern.auth.createUser(withEmail: email, password: "secret1", completion: $0) }
        let uid = try #require(created.user?.uid)
        #expect(await modern.write("users/\(uid)/note", "written by the migrated app") == nil)

        // The legacy app has no user yet: the rules refuse it.
        #expect(await legacy.read("users/\(uid)/note").error?.code == WilddogError.PermissionDenied.rawValue)
        let login = await legacy.login { legacy.root.authUser(email, password: "secret1", withCompletionBlock: $0) }
        #expect(login.data?.uid == uid)
        #expect(await legacy.read("users/\(uid)/note").value as? String == "written by the migrated app")
        #expect(await legacy.write("users/\(uid)/reply", "written by the legacy app") == nil)
        #expect(await modern.read("users/\(uid)/reply").value as? String == "written by the legacy app")

        // Another user's data stays closed to both.
        let other = try LegacyApp(server)
        let otherEmail = uniqueEmail()
        #expect(await other.outcome { done in other.root.createUser(otherEmail, password: "secret1") { done($0) } } == nil)
        let otherLogin = await other.login { other.root.authUser(otherEmail, password: "secret1", withCompletionBlock: $0) }
        let otherUID = try #require(otherLogin.data?.uid)
        #expect(await other.write("users/\(otherUID)/secret", "mine") == nil)
        #expect(await legacy.read("users/\(otherUID)/secret").error?.code == WilddogError.PermissionDenied.rawValue)
        #expect(await modern.read("users/\(otherUID)/secret").error != nil)
    }
}
