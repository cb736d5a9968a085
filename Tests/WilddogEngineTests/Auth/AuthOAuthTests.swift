import Foundation
import Testing
@testable import WilddogBackend
@testable import WilddogEngine

@Suite struct AuthOAuthEmulatorTests {
    @Test func qqSignInDerivesAStableUidFromProviderAndOpenID() throws {
        let service = makeAuthService()
        let credential = try OAuthCredential.legacy(provider: "qq", parameters: ["access_token": "tok-1", "openId": "open-7"])
        let session = try service.signIn(with: .oauth(credential))
        let expectedUID = String(Crypto.hex(try Crypto.sha256("qq:open-7")).prefix(28))
        #expect(session.uid == expectedUID)
        #expect(session.provider == "qq")
        #expect(session.user?.creationProviderID == "qq")
        #expect(session.providerData["id"] == .string("open-7"))
        #expect(session.user?.providerData.map(\.providerID) == ["qq"])
        #expect(session.user?.providerData.first?.uid == "open-7")
        // Another access token for the same openId is the same account, in another service too.
        let again = try service.signIn(with: .oauth(.init(providerID: "qq", parameters: ["access_token": "tok-2", "openId": "open-7"])))
        #expect(again.uid == session.uid)
        #expect(try makeAuthService(seed: "other").signIn(with: .oauth(credential)).uid == expectedUID)
        #expect(service.allUsers().count == 1)
    }

    @Test func weiboAndWeixinSignIn() throws {
        let service = makeAuthService()
        let weibo = try service.signIn(with: .oauth(.weibo(accessToken: "wb-token", userID: "wb-user")))
        #expect(try weibo.uid == OAuthIdentity(providerID: "weibo", subject: "wb-user").derivedUID)
        let weixin = try service.signIn(with: .oauth(.weixin(code: "wx-code")))
        #expect(weixin.provider == "weixin")
        #expect(weixin.uid != weibo.uid)
        let qq2x = try service.signIn(with: .oauth(.qq(accessToken: "qq-token")))
        #expect(try qq2x.uid == OAuthIdentity(providerID: "qq", subject: "qq-token").derivedUID)
    }

    @Test func legacyParameterFormChecksProviderAndKeys() throws {
        expectAuthError("invalidProvider", newAPI: 22008, legacy: -4) {
            try OAuthCredential.legacy(provider: "QQ", parameters: ["access_token": "t", "openId": "o"])
        }
        expectAuthError("invalidProvider", newAPI: 22008, legacy: -4) { try OAuthCredential.legacy(provider: "facebook", token: "t") }
        expectAuthError("invalidArguments", newAPI: 22015, legacy: -12) {
            try OAuthCredential.legacy(provider: "qq", parameters: ["access_token": "t"])
        }
        expectAuthError("invalidArguments", newAPI: 22015, legacy: -12) {
            try OAuthCredential.legacy(provider: "weibo", parameters: ["access_token": "t", "userID": ""])
        }
        expectAuthError("invalidArguments", newAPI: 22015, legacy: -12) { try OAuthCredential.legacy(provider: "weixin", parameters: [:]) }
        expectAuthError("invalidArguments", newAPI: 22015, legacy: -12) { try OAuthCredential.legacy(provider: "weixin", token: "") }
        #expect(try OAuthCredential.legacy(provider: "weixin", token: "c").parameters == ["code": "c"])
        #expect(try OAuthCredential.legacy(provider: "weibo", token: "t").parameters == ["access_token": "t"])
    }

    @Test func serviceRejectsUnknownProvidersMissingParametersAndDisabledMethods() {
        let service = makeAuthService(methods: [.weibo, .weixin])
        expectAuthError("invalidProvider", newAPI: 22008, legacy: -4) {
            try service.signIn(with: .oauth(.init(providerID: "github", parameters: ["access_token": "t"])))
        }
        expectAuthError("invalidArguments", newAPI: 22015, legacy: -12) {
            try service.signIn(with: .oauth(.init(providerID: "weibo", parameters: ["userID": "u"])))
        }
        expectAuthError("operationNotAllowed", newAPI: 22006, legacy: -1) { try service.signIn(with: .oauth(.qq(accessToken: "t"))) }
    }

    @Test func disabledAccountCannotSignInWithItsIdentity() throws {
        let service = makeAuthService()
        let session = try service.signIn(with: .oauth(.weixin(code: "c")))
        try service.setDisabled(uid: session.uid, true)
        expectAuthError("userDisabled", newAPI: 22001, legacy: -9999) { try service.signIn(with: .oauth(.weixin(code: "c"))) }
    }
}

@Suite struct AuthCustomOAuthVerifierTests {
    let verifier = AuthTableVerifier(identities: [
        "good-qq": OAuthIdentity(
            providerID: "qq", subject: "qq-42", displayName: "小明", photoURL: "https://q.example/42.png",
            profile: ["nickname": .string("小明")]),
        "bad-provider": OAuthIdentity(providerID: "weibo", subject: "w"),
    ])

    @Test func usesTheIdentityTheVerifierReturns() throws {
        let service = makeAuthService(verifier: verifier)
        let session = try service.signIn(with: .oauth(.qq(accessToken: "good-qq")))
        #expect(try session.uid == OAuthIdentity(providerID: "qq", subject: "qq-42").derivedUID)
        #expect(session.user?.displayName == "小明")
        #expect(session.user?.photoURL == "https://q.example/42.png")
        #expect(session.providerData == ["nickname": .string("小明")])
    }

    @Test func verifierErrorsAndMisbehaviourAreReported() {
        let service = makeAuthService(verifier: verifier)
        expectAuthError("invalidCredentials", newAPI: 22014, legacy: -11) { try service.signIn(with: .oauth(.qq(accessToken: "forged"))) }
        expectAuthError("providerError", newAPI: 22016, legacy: -13) { try service.signIn(with: .oauth(.qq(accessToken: "bad-provider"))) }
    }

    @Test func verifierRunsOutsideTheServiceLock() throws {
        final class ServiceBox: Sendable {
            let service = Lock<AuthService?>(nil)
        }
        /// A verifier that reads the service while verifying; it would deadlock under the lock.
        struct ReentrantVerifier: OAuthVerifier {
            let box: ServiceBox
            func verify(_ credential: OAuthCredential) throws(AuthServiceError) -> OAuthIdentity {
                let count = box.service.withLock { $0?.allUsers().count ?? -1 }
                return OAuthIdentity(providerID: credential.providerID, subject: "s\(count)")
            }
        }
        let box = ServiceBox()
        let service = makeAuthService()
        service.updateConfiguration { $0.oauthVerifier = ReentrantVerifier(box: box) }
        box.service.withLock { $0 = service }
        let session = try service.signIn(with: .oauth(.weixin(code: "c")))
        #expect(session.user?.oauthProviders.first?.uid == "s0")
    }
}
