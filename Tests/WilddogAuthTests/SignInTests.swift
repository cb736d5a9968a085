import Foundation
import Testing
import WilddogTestSupport
import WilddogAuth
import WilddogServer

@Suite struct SignInTests {
    @Test func createUserWithEmailSignsTheNewUserIn() async throws {
        let t = AuthTestApp()
        #expect(t.auth.currentUser == nil)
        let email = uniqueEmail()
        let (user, error) = await t.result { t.auth.createUser(withEmail: email, password: "secret1", completion: $0) }
        #expect(error == nil)
        let created = try #require(user)
        #expect(created.email == email)
        #expect(created.providerID == "password")
        #expect(!created.isAnonymous)
        #expect(!created.isEmailVerified)
        #expect(t.auth.currentUser === created)
        #expect(t.server.userIDs.contains(created.uid))
        #expect(created.providerData.map(\.providerID) == ["password"])
        #expect(created.providerData.first?.email == email)
    }

    @Test func signInWithEmailAndPassword() async throws {
        let t = AuthTestApp()
        let email = uniqueEmail()
        let created = try #require(await t.createUser(email))
        try t.auth.signOut()
        #expect(t.auth.currentUser == nil)
        let (user, error) = await t.result { t.auth.signIn(withEmail: email, password: "secret1", completion: $0) }
        #expect(error == nil)
        #expect(user?.uid == created.uid)
        #expect(t.auth.currentUser?.uid == created.uid)
        let viaCredential = await t.result {
            t.auth.signIn(with: WDGWilddogAuthProvider.credential(withEmail: email, password: "secret1"), completion: $0)
        }
        #expect(viaCredential.user?.uid == created.uid)
    }

    @Test func phoneUsersCreateAndSignIn() async throws {
        let t = AuthTestApp()
        let (user, error) = await t.result { t.auth.createUser(withPhone: "13800138000", password: "secret1", completion: $0) }
        #expect(error == nil)
        let created = try #require(user)
        #expect(created.phone == "13800138000")
        #expect(!created.isPhoneVerified)
        try t.auth.signOut()
        let again = await t.result { t.auth.signIn(withPhone: "+8613800138000", password: "secret1", completion: $0) }
        #expect(again.user?.uid == created.uid)
        let credential = await t.result {
            t.auth.signIn(with: WDGWilddogAuthProvider.credential(withPhone: "13800138000", password: "secret1"), completion: $0)
        }
        #expect(credential.user?.uid == created.uid)
        let taken = await t.result { t.auth.createUser(withPhone: "13800138000", password: "secret1", completion: $0) }
        #expect(taken.error?.code == 22224)
        let invalid = await t.result { t.auth.createUser(withPhone: "12", password: "secret1", completion: $0) }
        #expect(invalid.error?.code == 22219)
    }

    @Test func anonymousSignInReplacesAnAnonymousUser() async throws {
        let t = AuthTestApp()
        let first = try #require(await t.result { t.auth.signInAnonymously(completion: $0) }.user)
        #expect(first.isAnonymous)
        #expect(first.providerID == "anonymous")
        let second = try #require(await t.result { t.auth.signInAnonymously(completion: $0) }.user)
        #expect(second.isAnonymous)
        #expect(second.uid != first.uid)
        #expect(t.auth.currentUser?.uid == second.uid)
    }

    @Test func anonymousSignInSignsOutAnotherUserFirst() async throws {
        let t = AuthTestApp()
        let user = try #require(await t.createUser())
        let states = Log()
        let seenUser = Expectation<Bool>()
        t.auth.addStateDidChangeListener { _, current in
            states.record(current.map { $0.isAnonymous ? "anonymous" : $0.uid } ?? "nil")
            if current?.isAnonymous == true { seenUser.fulfill(true) }
        }
        #expect(await eventually { states.all == [user.uid] })
        let anonymous = try #require(await t.result { t.auth.signInAnonymously(completion: $0) }.user)
        #expect(anonymous.isAnonymous)
        _ = await seenUser.value()
        #expect(states.all == [user.uid, "nil", "anonymous"])
    }

    @Test func customTokensSignIn() async throws {
        let t = AuthTestApp()
        let token = t.server.createCustomToken(uid: "custom-user-1", claims: ["role": "editor"])
        let (user, error) = await t.result { t.auth.signIn(withCustomToken: token, completion: $0) }
        #expect(error == nil)
        #expect(user?.uid == "custom-user-1")
        #expect(user?.providerID == "custom")
        let bad = await t.result { t.auth.signIn(withCustomToken: "not-a-token", completion: $0) }
        #expect(bad.error?.code == 22004)
        #expect(t.auth.currentUser?.uid == "custom-user-1")
    }

    @Test func theRawAppSecretIsNotACustomToken() async {
        let t = AuthTestApp()
        let (user, error) = await t.result { t.auth.signIn(withCustomToken: t.server.appSecret, completion: $0) }
        #expect(user == nil)
        #expect(error?.code == 22004)
        #expect(t.auth.currentUser == nil)
    }

    @Test(arguments: ["qq", "weibo", "sina", "weixin"])
    func oauthCredentialsSignIn(provider: String) async throws {
        let t = AuthTestApp()
        let credential: WDGAuthCredential = switch provider {
        case "qq": WDGQQAuthProvider.credential(withAccessToken: "qq-token")
        case "weibo": WDGWeiboAuthProvider.credential(withAccessToken: "wb-token", userID: "wb-user")
        case "sina": WDGSinaAuthProvider.credential(withAccessToken: "wb-token", userID: "wb-user")
        default: WDGWeiXinAuthProvider.credential(withCode: "wx-code")
        }
        let (user, error) = await t.result { t.auth.signIn(with: credential, completion: $0) }
        #expect(error == nil)
        let signedIn = try #require(user)
        #expect(signedIn.providerID == credential.provider)
        #expect(signedIn.providerData.map(\.providerID) == [credential.provider])
        try t.auth.signOut()
        let again = await t.result { t.auth.signIn(with: credential, completion: $0) }
        #expect(again.user?.uid == signedIn.uid)
    }

    @Test func rejectedOAuthCredentialIsInvalidCredentials() async {
        let t = AuthTestApp()
        t.server.setOAuthVerifier { _, _ in throw CocoaError(.userCancelled) }
        let (user, error) = await t.result { t.auth.signIn(with: WDGQQAuthProvider.credential(withAccessToken: "x"), completion: $0) }
        #expect(user == nil)
        #expect(error?.code == 22014)
    }

    @Test func fetchProvidersListsTheLoginMethods() async throws {
        let t = AuthTestApp()
        let email = uniqueEmail()
        try #require(await t.createUser(email) != nil)
        let done = Expectation<([String]?, NSError?)>()
        t.auth.fetchProviders(forEmail: email) { done.fulfill(($0, $1 as NSError?)) }
        let (providers, error) = try #require(await done.value())
        #expect(error == nil)
        #expect(providers == ["password"])
        let invalid = Expectation<([String]?, NSError?)>()
        t.auth.fetchProviders(forEmail: "not an email") { invalid.fulfill(($0, $1 as NSError?)) }
        #expect(await invalid.value()?.1?.code == 22009)
        #expect(await invalid.value()?.0 == nil)
    }

    @Test func signOutSignsOut() async throws {
        let t = AuthTestApp()
        try #require(await t.createUser() != nil)
        try t.auth.signOut()
        #expect(t.auth.currentUser == nil)
        try t.auth.signOut()
    }

    @Test func completionsAreOptional() async {
        let t = AuthTestApp()
        t.auth.signInAnonymously()
        #expect(await eventually { t.auth.currentUser?.isAnonymous == true })
        t.auth.signIn(withEmail: "nobody@example.com", password: "secret1")
    }
}
