import Foundation
import Testing
import WilddogAuth

/// Every member of NEW-API.md's WilddogAuth bound to its exact contract type.
@Suite struct AuthContractSignatureTests {
    @Test func globalsHaveTheContractValues() {
        #expect(WDGAuthStateDidChangeNotification == "WDGAuthStateDidChangeNotification")
        #expect(WDGAuthErrorDomain == "com.wilddog.auth")
        #expect(WDGAuthErrorNameKey == "error_name")
        #expect(WDGWilddogAuthProviderID == "password")
        #expect(WDGEmailPasswordAuthProviderID == "password")
        #expect(WDGQQAuthProviderID == "qq")
        #expect(WDGWeiXinAuthProviderID == "weixin")
        #expect(WDGSinaAuthProviderID == "weibo")
        let _: WDGAuthResultCallback = { (_: WDGUser?, _: Error?) in }
        let _: WDGProviderQueryCallback = { (_: [String]?, _: Error?) in }
        let _: WDGSendSmsResultCallback = { (_: Error?) in }
        let _: WDGSendPasswordResetCallback = { (_: Error?) in }
        let _: WDGAuthStateDidChangeListenerBlock = { (_: WDGAuth, _: WDGUser?) in }
        let _: WDGAuthTokenCallback = { (_: String?, _: Error?) in }
        let _: WDGUserProfileChangeCallback = { (_: Error?) in }
        let _: WDGSendEmailVerificationCallback = { (_: Error?) in }
        let _: WDGSendPhoneVerificationCallback = { (_: Error?) in }
        let _: WDGVerifyPhoneCallback = { (_: Error?) in }
        let _: WDGAuthStateDidChangeListenerHandle.Type = (any NSObjectProtocol).self
        let _: WDGSinaAuthProvider.Type = WDGWeiboAuthProvider.self
    }

    @Test func authMembersHaveTheContractTypes() {
        let _: () -> WDGAuth? = WDGAuth.auth
        let _: (WDGApp) -> WDGAuth? = WDGAuth.init(app:)
        let _: KeyPath<WDGAuth, WDGApp?> = \WDGAuth.app
        let _: KeyPath<WDGAuth, WDGUser?> = \WDGAuth.currentUser
        let _: (WDGAuth) -> (String, WDGProviderQueryCallback?) -> Void = WDGAuth.fetchProviders(forEmail:completion:)
        let _: (WDGAuth) -> (String, String, WDGAuthResultCallback?) -> Void = WDGAuth.signIn(withEmail:password:completion:)
        let _: (WDGAuth) -> (String, String, WDGAuthResultCallback?) -> Void = WDGAuth.signIn(withPhone:password:completion:)
        let _: (WDGAuth) -> (WDGAuthCredential, WDGAuthResultCallback?) -> Void = WDGAuth.signIn(with:completion:)
        let _: (WDGAuth) -> (WDGAuthResultCallback?) -> Void = WDGAuth.signInAnonymously(completion:)
        let _: (WDGAuth) -> (String, WDGAuthResultCallback?) -> Void = WDGAuth.signIn(withCustomToken:completion:)
        let _: (WDGAuth) -> (String, String, WDGAuthResultCallback?) -> Void = WDGAuth.createUser(withEmail:password:completion:)
        let _: (WDGAuth) -> (String, String, WDGAuthResultCallback?) -> Void = WDGAuth.createUser(withPhone:password:completion:)
        let _: (WDGAuth) -> (String, WDGSendSmsResultCallback?) -> Void = WDGAuth.sendPasswordResetSms(withPhone:completion:)
        let _: (WDGAuth) -> (String, WDGSendPasswordResetCallback?) -> Void = WDGAuth.sendPasswordReset(withEmail:completion:)
        let _: (WDGAuth) -> (String, String, String, WDGSendPasswordResetCallback?) -> Void
            = WDGAuth.confirmPasswordResetSms(withPhone:smsCode:newPassword:completion:)
        let _: (WDGAuth) -> () throws -> Void = WDGAuth.signOut
        let _: (WDGAuth) -> (@escaping WDGAuthStateDidChangeListenerBlock) -> WDGAuthStateDidChangeListenerHandle
            = WDGAuth.addStateDidChangeListener(_:)
        let _: (WDGAuth) -> (WDGAuthStateDidChangeListenerHandle) -> Void = WDGAuth.removeStateDidChangeListener(_:)
    }

    @Test func userMembersHaveTheContractTypes() {
        let _: KeyPath<WDGUser, Bool> = \WDGUser.isAnonymous
        let _: KeyPath<WDGUser, Bool> = \WDGUser.isEmailVerified
        let _: KeyPath<WDGUser, Bool> = \WDGUser.isPhoneVerified
        let _: KeyPath<WDGUser, [any WDGUserInfo]> = \WDGUser.providerData
        let _: KeyPath<WDGUser, String> = \WDGUser.providerID
        let _: KeyPath<WDGUser, String> = \WDGUser.uid
        let _: KeyPath<WDGUser, String?> = \WDGUser.displayName
        let _: KeyPath<WDGUser, URL?> = \WDGUser.photoURL
        let _: KeyPath<WDGUser, String?> = \WDGUser.email
        let _: KeyPath<WDGUser, String?> = \WDGUser.phone
        let _: (WDGUser) -> (String, WDGUserProfileChangeCallback?) -> Void = WDGUser.updateEmail(_:completion:)
        let _: (WDGUser) -> (String, WDGUserProfileChangeCallback?) -> Void = WDGUser.updatePassword(_:completion:)
        let _: (WDGUser) -> (String, WDGUserProfileChangeCallback?) -> Void = WDGUser.updatePhone(_:completion:)
        let _: (WDGUser) -> () -> WDGUserProfileChangeRequest = WDGUser.profileChangeRequest
        let _: (WDGUser) -> (WDGUserProfileChangeCallback?) -> Void = WDGUser.reload(completion:)
        let _: (WDGUser) -> (WDGAuthCredential, WDGUserProfileChangeCallback?) -> Void = WDGUser.reauthenticate(with:completion:)
        let _: (WDGUser) -> (WDGAuthTokenCallback?) -> Void = WDGUser.getTokenWithCompletion(_:)
        let _: (WDGUser) -> (WDGAuthCredential, WDGAuthResultCallback?) -> Void = WDGUser.link(with:completion:)
        let _: (WDGUser) -> (String, WDGAuthResultCallback?) -> Void = WDGUser.unlink(fromProvider:completion:)
        let _: (WDGUser) -> (WDGSendEmailVerificationCallback?) -> Void = WDGUser.sendEmailVerification(completion:)
        let _: (WDGUser) -> (WDGSendPhoneVerificationCallback?) -> Void = WDGUser.sendPhoneVerification(completion:)
        let _: (WDGUser) -> (String, WDGVerifyPhoneCallback?) -> Void = WDGUser.verifyPhone(withSmsCode:completion:)
        let _: (WDGUser) -> (WDGUserProfileChangeCallback?) -> Void = WDGUser.delete(completion:)
        let _: (any WDGUserInfo).Type = (any WDGUserInfo).self
        func userInfo<T: WDGUserInfo>(_: T.Type) {}
        userInfo(WDGUser.self)
        let _: ReferenceWritableKeyPath<WDGUserProfileChangeRequest, String?> = \WDGUserProfileChangeRequest.displayName
        let _: ReferenceWritableKeyPath<WDGUserProfileChangeRequest, URL?> = \WDGUserProfileChangeRequest.photoURL
        let _: (WDGUserProfileChangeRequest) -> (WDGUserProfileChangeCallback?) -> Void
            = WDGUserProfileChangeRequest.commitChanges(completion:)
    }

    @Test func credentialFactoriesHaveTheContractTypes() {
        let _: KeyPath<WDGAuthCredential, String> = \WDGAuthCredential.provider
        let _: (String, String) -> WDGAuthCredential = WDGWilddogAuthProvider.credential(withEmail:password:)
        let _: (String, String) -> WDGAuthCredential = WDGWilddogAuthProvider.credential(withPhone:password:)
        let _: (String) -> WDGAuthCredential = WDGQQAuthProvider.credential(withAccessToken:)
        let _: (String, String) -> WDGAuthCredential = WDGWeiboAuthProvider.credential(withAccessToken:userID:)
        let _: (String, String) -> WDGAuthCredential = WDGSinaAuthProvider.credential(withAccessToken:userID:)
        let _: (String) -> WDGAuthCredential = WDGWeiXinAuthProvider.credential(withCode:)
        #expect(WDGWilddogAuthProvider.credential(withEmail: "a@b.cn", password: "x").provider == "password")
        #expect(WDGWilddogAuthProvider.credential(withPhone: "13800138000", password: "x").provider == "password")
        #expect(WDGQQAuthProvider.credential(withAccessToken: "t").provider == WDGQQAuthProviderID)
        #expect(WDGWeiboAuthProvider.credential(withAccessToken: "t", userID: "u").provider == WDGSinaAuthProviderID)
        #expect(WDGWeiXinAuthProvider.credential(withCode: "c").provider == WDGWeiXinAuthProviderID)
        #expect(deprecatedEmailCredential().provider == WDGEmailPasswordAuthProviderID)
    }

    @Test func errorCodesHaveTheContractRawValues() {
        let codes: [(WDGAuthErrorCode, Int)] = [
            (.failure, 22001), (.expiredToken, 22002), (.expiredFetchToken, 22003), (.invalidToken, 22004),
            (.maxRetries, 22005), (.authenticationDisabled, 22006), (.invalidConfiguration, 22007),
            (.invalidProvider, 22008), (.invalidEmail, 22009), (.invalidPassword, 22010), (.invalidUser, 22011),
            (.invalidOrigin, 22012), (.emailTaken, 22013), (.invalidCredentials, 22014), (.invalidArguments, 22015),
            (.providerError, 22016), (.invalidSecret, 22017), (.invalidObbCode, 22018), (.appUserNotExist, 22101),
            (.notAdminToken, 22103), (.provideAlreadyLinked, 22201), (.tokenVersionError, 22202),
            (.emailAlreadyInUse, 22203), (.providerAlreadyLinkedAnotherAccount, 22204), (.emailMissing, 22205),
            (.userNotFound, 22206), (.tokenError, 22207), (.providerAlreadyLinked, 22208),
            (.credentialTooOldLoginAgain, 22209), (.noPasswordProvider, 22210), (.passwordLengthError, 22211),
            (.displayNameLengthError, 22212), (.photoUrlLengthError, 22213), (.tokenNotForThisApp, 22214),
            (.tokenTypeError, 22215), (.idTokenClaimsError, 22216), (.tokenUserIDNotValid, 22217),
            (.tokenWilddogError, 22218), (.invalidPhone, 22219), (.emailNotExist, 22220), (.phoneNotExist, 22221),
            (.smsCodeNotExist, 22222), (.smsSendError, 22223), (.phoneAlreadyInUse, 22224),
            (.photoUrlOrDisplayNameError, 22225), (.smsCodeError, 22226), (.smsServerError, 22227),
            (.smsForbiddenError, 22230), (.smsSignDenyError, 22231), (.invalidSmsTypeError, 22232),
            (.weappError, 22233), (.weappUserInfoSignCheckFailed, 22234), (.smsFrequencyError, 22235),
            (.smsPayLimitError, 22236), (.smsPayNoMoneyError, 22237), (.smsPayNoMoneyToPayError, 22238),
            (.smsAPICheckError, 22239), (.unknownError, 29999),
        ]
        for (code, raw) in codes { #expect(code.rawValue == raw) }
    }

    /// Guide-style call sites: trailing closures, optional completions, `try` on signOut.
    @Test func docStyleCallSitesCompile() {
        func compileOnly(_ auth: WDGAuth?) throws {
            auth?.signIn(withEmail: "a@b.cn", password: "123456") { user, error in _ = (user, error) }
            auth?.signInAnonymously { user, error in _ = (user?.uid, error) }
            auth?.createUser(withEmail: "a@b.cn", password: "123456")
            let handle = auth?.addStateDidChangeListener { auth, user in _ = (auth, user) }
            if let handle { auth?.removeStateDidChangeListener(handle) }
            try auth?.signOut()
            let user = auth?.currentUser
            let changeRequest = user?.profileChangeRequest()
            changeRequest?.displayName = "Jane Q. User"
            changeRequest?.commitChanges { error in _ = error }
            user?.getTokenWithCompletion { token, error in _ = (token, error) }
            for profile in user?.providerData ?? [] { _ = (profile.providerID, profile.uid, profile.email) }
        }
        _ = compileOnly
    }
}

/// The deprecated provider, reached through a protocol so no deprecation warning is logged.
private protocol DeprecatedEmailProvider {
    static func emailCredential() -> WDGAuthCredential
}

private enum DeprecatedShim: DeprecatedEmailProvider {}

extension DeprecatedShim {
    @available(*, deprecated)
    static func emailCredential() -> WDGAuthCredential {
        WDGEmailPasswordAuthProvider.credential(withEmail: "a@b.cn", password: "secret")
    }
}

private func deprecatedEmailCredential() -> WDGAuthCredential {
    (DeprecatedShim.self as any DeprecatedEmailProvider.Type).emailCredential()
}
