import Foundation
import Testing
import WilddogEngine
import WilddogTestSupport
import WilddogAuth
import WilddogServer

@Suite struct UserTests {
    @Test func profileChangesAreCommittedAllOrNothing() async throws {
        let t = AuthTestApp()
        let user = try #require(await t.createUser())
        let request = user.profileChangeRequest()
        request.displayName = "Jane Q. User"
        request.photoURL = URL(string: "https://example.com/jane/profile.jpg")
        #expect(await t.outcome { request.commitChanges(completion: $0) } == nil)
        #expect(user.displayName == "Jane Q. User")
        #expect(user.photoURL?.absoluteString == "https://example.com/jane/profile.jpg")
        #expect(t.auth.currentUser?.displayName == "Jane Q. User")
        let tooLong = user.profileChangeRequest()
        tooLong.displayName = String(repeating: "n", count: 21)
        tooLong.photoURL = URL(string: "https://example.com/other.jpg")
        let error = await t.outcome { tooLong.commitChanges(completion: $0) }
        #expect(error?.code == WDGAuthErrorCode.displayNameLengthError.rawValue)
        #expect(user.photoURL?.absoluteString == "https://example.com/jane/profile.jpg")
        let clear = user.profileChangeRequest()
        clear.displayName = nil
        #expect(await t.outcome { clear.commitChanges(completion: $0) } == nil)
        #expect(user.displayName == nil)
        #expect(user.photoURL != nil)
    }

    @Test func updateEmailPasswordAndPhone() async throws {
        let t = AuthTestApp()
        let other = uniqueEmail()
        try #require(await t.createUser(other) != nil)
        try t.auth.signOut()
        let user = try #require(await t.createUser())
        let newEmail = uniqueEmail()
        #expect(await t.outcome { user.updateEmail(newEmail, completion: $0) } == nil)
        #expect(user.email == newEmail)
        #expect(t.auth.currentUser?.email == newEmail)
        #expect(await t.outcome { user.updateEmail(other, completion: $0) }?.code == 22203)
        #expect(await t.outcome { user.updateEmail("bad", completion: $0) }?.code == 22009)
        #expect(await t.outcome { user.updatePassword("abc", completion: $0) }?.code == 22211)
        #expect(await t.outcome { user.updatePassword("another1", completion: $0) } == nil)
        #expect(await t.outcome { user.updatePhone("13900139000", completion: $0) } == nil)
        #expect(user.phone == "13900139000")
        try t.auth.signOut()
        #expect(await t.result { t.auth.signIn(withEmail: newEmail, password: "another1", completion: $0) }.user?.uid == user.uid)
        #expect(await t.result { t.auth.signIn(withPhone: "13900139000", password: "another1", completion: $0) }.user?.uid == user.uid)
    }

    @Test func getTokenWithCompletionGivesTheIdToken() async throws {
        let t = AuthTestApp()
        let user = try #require(await t.createUser())
        let done = Expectation<(String?, NSError?)>()
        user.getTokenWithCompletion { done.fulfill(($0, $1 as NSError?)) }
        let (token, error) = try #require(await done.value())
        #expect(error == nil)
        #expect(token?.split(separator: ".").count == 3)
    }

    @Test func getTokenOfEarlierToolkitVersionsGivesTheIdToken() async throws {
        let t = AuthTestApp()
        let user = try #require(await t.createUser())
        let done = Expectation<String?>()
        // Called through a protocol so the deprecation warning stays out of the build log.
        (user as any EarlierTokenName).getToken { token, _ in done.fulfill(token) }
        #expect(try #require(await done.value())?.split(separator: ".").count == 3)
    }

    @Test func expiredTokensAreRefreshedByGetToken() async throws {
        let t = AuthTestApp()
        let start = Date()
        let offset = Lock(0.0)
        t.server.setClock { start.addingTimeInterval(offset.withLock { $0 }) }
        let user = try #require(await t.createUser())
        let first = Expectation<String?>()
        user.getTokenWithCompletion { token, _ in first.fulfill(token) }
        let before = try #require(await first.value())
        offset.withLock { $0 = 7200 }
        let second = Expectation<String?>()
        user.getTokenWithCompletion { token, _ in second.fulfill(token) }
        let after = try #require(await second.value())
        #expect(after != nil && after != before)
    }

    @Test func reloadReadsTheServerState() async throws {
        let t = AuthTestApp()
        let other = AuthTestApp(appId: t.appId)
        let email = uniqueEmail()
        let user = try #require(await t.createUser(email))
        let sameAccount = try #require(await other.result { other.auth.signIn(withEmail: email, password: "secret1", completion: $0) }.user)
        let request = sameAccount.profileChangeRequest()
        request.displayName = "Renamed"
        #expect(await other.outcome { request.commitChanges(completion: $0) } == nil)
        #expect(user.displayName == nil)
        #expect(await t.outcome { user.reload(completion: $0) } == nil)
        #expect(user.displayName == "Renamed")
        #expect(t.auth.currentUser?.displayName == "Renamed")
    }

    @Test func linkingMakesAnAnonymousAccountPermanent() async throws {
        let t = AuthTestApp()
        let anonymous = try #require(await t.result { t.auth.signInAnonymously(completion: $0) }.user)
        let email = uniqueEmail()
        let credential = WDGWilddogAuthProvider.credential(withEmail: email, password: "secret1")
        let (linked, error) = await t.result { anonymous.link(with: credential, completion: $0) }
        #expect(error == nil)
        #expect(linked === anonymous)
        #expect(!anonymous.isAnonymous)
        #expect(anonymous.email == email)
        #expect(anonymous.providerData.map(\.providerID) == ["password"])
        let again = await t.result { anonymous.link(with: credential, completion: $0) }
        #expect(again.error?.code == WDGAuthErrorCode.providerAlreadyLinked.rawValue)
        try t.auth.signOut()
        #expect(await t.result { t.auth.signIn(withEmail: email, password: "secret1", completion: $0) }.user?.uid == anonymous.uid)
    }

    @Test func linkAndUnlinkAThirdPartyProvider() async throws {
        let t = AuthTestApp()
        let user = try #require(await t.createUser())
        let qq = WDGQQAuthProvider.credential(withAccessToken: "qq-\(UUID().uuidString)")
        #expect(await t.result { user.link(with: qq, completion: $0) }.error == nil)
        #expect(user.providerData.map(\.providerID) == ["password", "qq"])
        try t.auth.signOut()
        let viaQQ = try #require(await t.result { t.auth.signIn(with: qq, completion: $0) }.user)
        #expect(viaQQ.uid == user.uid)
        let (unlinked, error) = await t.result { viaQQ.unlink(fromProvider: "qq", completion: $0) }
        #expect(error == nil)
        #expect(unlinked?.providerData.map(\.providerID) == ["password"])
        #expect(await t.result { viaQQ.unlink(fromProvider: "weixin", completion: $0) }.error?.code == 22008)
    }

    @Test func emailVerificationIsSentToTheOutbox() async throws {
        let t = AuthTestApp()
        let email = uniqueEmail()
        let user = try #require(await t.createUser(email))
        #expect(await t.outcome { user.sendEmailVerification(completion: $0) } == nil)
        #expect(t.server.lastMessage(.emailVerification, to: email) != nil)
        let phoneOnly = try #require(await t.result { t.auth.createUser(withPhone: "13700137000", password: "secret1", completion: $0) }.user)
        #expect(await t.outcome { phoneOnly.sendEmailVerification(completion: $0) }?.code == 22205)
    }

    @Test func phoneVerificationWithTheSmsCode() async throws {
        let t = AuthTestApp()
        let user = try #require(await t.result { t.auth.createUser(withPhone: "13600136000", password: "secret1", completion: $0) }.user)
        #expect(await t.outcome { user.sendPhoneVerification(completion: $0) } == nil)
        let code = try #require(t.server.lastMessage(.phoneVerificationSMS, to: "13600136000")?.code)
        let wrong = code == "000000" ? "111111" : "000000"
        #expect(await t.outcome { user.verifyPhone(withSmsCode: wrong, completion: $0) }?.code == 22226)
        #expect(!user.isPhoneVerified)
        #expect(await t.outcome { user.verifyPhone(withSmsCode: code, completion: $0) } == nil)
        #expect(user.isPhoneVerified)
        let emailUser = try #require(await t.createUser())
        #expect(await t.outcome { emailUser.sendPhoneVerification(completion: $0) }?.code == 22221)
    }

    @Test func deleteSignsTheCurrentUserOut() async throws {
        let t = AuthTestApp()
        let user = try #require(await t.createUser())
        #expect(await t.outcome { user.delete(completion: $0) } == nil)
        #expect(t.auth.currentUser == nil)
        #expect(!t.server.userIDs.contains(user.uid))
    }

    @Test func aUserObjectKeptAfterSignOutStillActsForItsAccount() async throws {
        let t = AuthTestApp()
        let first = try #require(await t.createUser())
        try t.auth.signOut()
        let second = try #require(await t.createUser())
        #expect(await t.outcome { first.reload(completion: $0) } == nil)
        #expect(await t.outcome { first.delete(completion: $0) } == nil)
        #expect(t.auth.currentUser?.uid == second.uid)
        #expect(!t.server.userIDs.contains(first.uid))
    }

    @Test func currentUserIsTheSameObjectWhileSignedIn() async throws {
        let t = AuthTestApp()
        let user = try #require(await t.createUser())
        #expect(t.auth.currentUser === user)
        #expect(WDGAuth(app: t.app)?.currentUser === user)
        #expect(user.uid == t.auth.currentUser?.uid)
    }
}

/// The deprecated `getToken(completion:)`, reachable without a deprecation warning.
private protocol EarlierTokenName {
    func getToken(completion: WDGAuthTokenCallback?)
}

extension WDGUser: EarlierTokenName {}
