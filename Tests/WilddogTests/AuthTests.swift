import Foundation
import Testing
import Wilddog
import WilddogServer

extension LegacyTests {
    /// The 1.x auth methods of `Wilddog`: accounts, logins, the auth observer and their errors.
    @Suite struct AuthTests {
        /// An app whose backend hashes passwords quickly.
        static func authApp(_ name: String = #function) -> TestApp {
            let app = TestApp(name)
            app.server.passwordHashIterations = 1000
            return app
        }

        /// The outcome of a login block.
        struct Login {
            let error: NSError?
            let authData: WAuthData?
        }

        static func login(_ start: (@escaping (Error?, WAuthData?) -> Void) -> Void) -> Login? {
            waitFor { done in start { done(Login(error: $0 as NSError?, authData: $1)) } }
        }

        /// Runs an account operation with an `(Error?)` block; returns its error.
        static func account(_ start: (@escaping (Error?) -> Void) -> Void) -> NSError?? {
            let result: Error?? = waitFor { done in start { done($0) } }
            return result.map { $0 as NSError? }
        }

        static func createUser(_ ref: Wilddog, _ email: String, _ password: String) {
            let result = account { ref.createUser(email, password: password, withCompletionBlock: $0) }
            precondition(result != nil && result! == nil, "createUser failed: \(String(describing: result))")
        }

        static func expectAuthError(_ error: NSError?, _ code: WAuthenticationError, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(error?.domain == WAuthenticationErrorDomain, sourceLocation: sourceLocation)
            #expect(error?.code == code.rawValue, sourceLocation: sourceLocation)
            #expect(error?.localizedDescription.isEmpty == false, sourceLocation: sourceLocation)
        }

        @Test func createUserDoesNotLogIn() throws {
            let app = Self.authApp()
            let result = try #require(Self.account { app.root.createUser("fred@example.com", password: "secret1", withCompletionBlock: $0) })
            #expect(result == nil)
            #expect(app.root.authData == nil)
            #expect(app.server.userIDs.count == 1)
        }

        @Test func createUserWithValueBlockReturnsTheUid() throws {
            let app = Self.authApp()
            let outcome: (Error?, [AnyHashable: Any]?)? = waitFor { done in
                app.root.createUser("fred@example.com", password: "secret1", withValueCompletionBlock: { done(($0, $1)) })
            }
            let (error, result) = try #require(outcome)
            #expect(error == nil)
            let uid = try #require(result?["uid"] as? String)
            #expect(app.server.userIDs == [uid])
            #expect(app.root.authData == nil)
        }

        @Test func createUserErrors() throws {
            let app = Self.authApp()
            Self.createUser(app.root, "fred@example.com", "secret1")
            Self.expectAuthError(try #require(Self.account { app.root.createUser("fred@example.com", password: "secret2", withCompletionBlock: $0) }),
                                 .EmailTaken)
            Self.expectAuthError(try #require(Self.account { app.root.createUser("not-an-email", password: "secret2", withCompletionBlock: $0) }),
                                 .InvalidEmail)
            let valueForm: (Error?, [AnyHashable: Any]?)? = waitFor { done in
                app.root.createUser("fred@example.com", password: "secret1", withValueCompletionBlock: { done(($0, $1)) })
            }
            Self.expectAuthError(valueForm?.0 as NSError?, .EmailTaken)
            #expect(valueForm?.1 == nil)
        }

        @Test func authUserLogsInWithPasswordData() throws {
            let app = Self.authApp()
            Self.createUser(app.root, "fred@example.com", "secret1")
            let login = try #require(Self.login { app.root.authUser("fred@example.com", password: "secret1", withCompletionBlock: $0) })
            #expect(login.error == nil)
            let data = try #require(login.authData)
            #expect(data.provider == "password")
            #expect(app.server.userIDs == [data.uid])
            #expect(!data.token.isEmpty)
            #expect(data.auth["uid"] as? String == data.uid)
            #expect(data.providerData.isEmpty)
            let now = Date().timeIntervalSince1970
            #expect(data.expires.doubleValue > now + 3000 && data.expires.doubleValue < now + 4000)
            #expect(app.root.authData?.uid == data.uid)
            #expect(app.ref("any/where").authData?.token == data.token)
        }

        @Test func authUserErrors() throws {
            let app = Self.authApp()
            Self.createUser(app.root, "fred@example.com", "secret1")
            let wrong = try #require(Self.login { app.root.authUser("fred@example.com", password: "wrong11", withCompletionBlock: $0) })
            Self.expectAuthError(wrong.error, .InvalidPassword)
            #expect(wrong.authData == nil)
            let unknown = try #require(Self.login { app.root.authUser("nobody@example.com", password: "secret1", withCompletionBlock: $0) })
            Self.expectAuthError(unknown.error, .UserDoesNotExist)
            #expect(app.root.authData == nil)
        }

        @Test func authEventsReportTheCurrentStateThenEveryChange() {
            let app = Self.authApp()
            let log = Recorder()
            let handle = app.root.observeAuthEventWithBlock { authData in log.record(authData?.provider ?? "nil") }
            #expect(waitUntil { log.log == ["nil"] })
            _ = Self.login { app.root.authAnonymouslyWithCompletionBlock($0) }
            #expect(waitUntil { log.log == ["nil", "anonymous"] })
            app.root.unauth()
            #expect(waitUntil { log.log == ["nil", "anonymous", "nil"] })
            #expect(app.root.authData == nil)
            app.root.removeAuthEventObserverWithHandle(handle)
            _ = Self.login { app.root.authAnonymouslyWithCompletionBlock($0) }
            #expect(app.root.authData != nil)
            #expect(outcome { app.ref("sync").setValue(1, withCompletionBlock: $0) }.finished)
            #expect(log.log == ["nil", "anonymous", "nil"])
        }

        @Test func authHandlesNeverEqualDataHandles() {
            let ref = Self.authApp().root
            let dataHandles = (0..<3).map { _ in ref.observeEventType(.Value, withBlock: { _ in }) }
            let authHandles = (0..<3).map { _ in ref.observeAuthEventWithBlock { _ in } }
            #expect(Set(dataHandles + authHandles).count == 6)
            authHandles.forEach(ref.removeAuthEventObserverWithHandle)
            ref.removeAuthEventObserverWithHandle(dataHandles[0])
        }

        @Test func anonymousLogin() throws {
            let app = Self.authApp()
            let login = try #require(Self.login { app.root.authAnonymouslyWithCompletionBlock($0) })
            #expect(login.error == nil)
            #expect(login.authData?.provider == "anonymous")
            #expect(login.authData?.uid.isEmpty == false)
        }

        @Test func disabledProviderFailsWithProviderDisabled() throws {
            let app = Self.authApp()
            app.server.enabledSignInMethods = [.emailPassword]
            let login = try #require(Self.login { app.root.authAnonymouslyWithCompletionBlock($0) })
            Self.expectAuthError(login.error, .ProviderDisabled)
        }

        @Test func customTokenLogin() throws {
            let app = Self.authApp()
            let token = app.server.createCustomToken(uid: "user-7", claims: ["premium": true])
            let login = try #require(Self.login { app.root.authWithCustomToken(token, withCompletionBlock: $0) })
            #expect(login.error == nil)
            #expect(login.authData?.uid == "user-7")
            #expect(login.authData?.provider == "custom")
            let bad = try #require(Self.login { app.root.authWithCustomToken("not-a-token", withCompletionBlock: $0) })
            Self.expectAuthError(bad.error, .InvalidToken)
        }

        @Test func appSecretLogsInAsAdminAndBypassesRules() throws {
            let app = Self.authApp()
            try app.server.setRules(#"{"rules": {".read": false, ".write": false}}"#)
            #expect(outcome { app.ref("a").setValue(1, withCompletionBlock: $0) }.error?.code == WilddogError.PermissionDenied.rawValue)
            let login = try #require(Self.login { app.root.authWithCustomToken(app.server.appSecret, withCompletionBlock: $0) })
            #expect(login.error == nil)
            #expect(login.authData?.uid == "admin")
            #expect(waitUntil { outcome { app.ref("a").setValue(2, withCompletionBlock: $0) }.error == nil })
            #expect(app.serverJSON("a") == "2")
        }

        @Test func loginStateReachesTheRules() throws {
            let app = Self.authApp()
            try app.server.setRules(#"{"rules": {"users": {"$uid": {".write": "auth != null && auth.uid == $uid"}}}}"#)
            let before = outcome { app.ref("users/someone").setValue(1, withCompletionBlock: $0) }
            #expect(before.error?.code == WilddogError.PermissionDenied.rawValue)
            let uid = try #require(Self.login { app.root.authAnonymouslyWithCompletionBlock($0) }?.authData?.uid)
            #expect(waitUntil { outcome { app.ref("users/\(uid)").setValue(1, withCompletionBlock: $0) }.error == nil })
        }

        @Test func oauthWithQQParameters() throws {
            let app = Self.authApp()
            let login = try #require(Self.login {
                app.root.authWithOAuthProvider("qq", parameters: ["access_token": "qq-token", "openId": "qq-open-id"], withCompletionBlock: $0)
            })
            #expect(login.error == nil)
            #expect(login.authData?.provider == "qq")
            #expect(login.authData?.providerData.isEmpty == false)
            let again = try #require(Self.login {
                app.root.authWithOAuthProvider("qq", parameters: ["access_token": "other-token", "openId": "qq-open-id"], withCompletionBlock: $0)
            })
            #expect(again.authData?.uid == login.authData?.uid)
        }

        @Test func oauthWithWeiboParametersAndWeiXinToken() throws {
            let app = Self.authApp()
            let weibo = try #require(Self.login {
                app.root.authWithOAuthProvider("weibo", parameters: ["access_token": "wb-token", "userID": "12345"], withCompletionBlock: $0)
            })
            #expect(weibo.error == nil)
            #expect(weibo.authData?.provider == "weibo")
            let weixin = try #require(Self.login { app.root.authWithOAuthProvider("weixin", token: "wx-code", withCompletionBlock: $0) })
            #expect(weixin.error == nil)
            #expect(weixin.authData?.provider == "weixin")
            #expect(weixin.authData?.uid != weibo.authData?.uid)
        }

        @Test func oauthErrors() throws {
            let app = Self.authApp()
            let missing = try #require(Self.login {
                app.root.authWithOAuthProvider("qq", parameters: ["access_token": "qq-token"], withCompletionBlock: $0)
            })
            Self.expectAuthError(missing.error, .InvalidArguments)
            let unknown = try #require(Self.login { app.root.authWithOAuthProvider("QQ", token: "t", withCompletionBlock: $0) })
            Self.expectAuthError(unknown.error, .InvalidProvider)
            app.server.setOAuthVerifier { _, _ in throw CancellationError() }
            let rejected = try #require(Self.login { app.root.authWithOAuthProvider("weixin", token: "code", withCompletionBlock: $0) })
            Self.expectAuthError(rejected.error, .InvalidCredentials)
        }

        @Test func removeUserDeletesTheAccount() throws {
            let app = Self.authApp()
            Self.createUser(app.root, "fred@example.com", "secret1")
            Self.expectAuthError(try #require(Self.account { app.root.removeUser("fred@example.com", password: "wrong11", withCompletionBlock: $0) }),
                                 .InvalidPassword)
            #expect(try #require(Self.account { app.root.removeUser("fred@example.com", password: "secret1", withCompletionBlock: $0) }) == nil)
            #expect(app.server.userIDs.isEmpty)
            let login = try #require(Self.login { app.root.authUser("fred@example.com", password: "secret1", withCompletionBlock: $0) })
            Self.expectAuthError(login.error, .UserDoesNotExist)
        }

        @Test func changePasswordForUser() throws {
            let app = Self.authApp()
            Self.createUser(app.root, "fred@example.com", "secret1")
            let changed = try #require(Self.account {
                app.root.changePasswordForUser("fred@example.com", fromOld: "secret1", toNew: "secret2", withCompletionBlock: $0)
            })
            #expect(changed == nil)
            Self.expectAuthError(try #require(Self.login { app.root.authUser("fred@example.com", password: "secret1", withCompletionBlock: $0) }).error,
                                 .InvalidPassword)
            #expect(try #require(Self.login { app.root.authUser("fred@example.com", password: "secret2", withCompletionBlock: $0) }).error == nil)
            Self.expectAuthError(try #require(Self.account {
                app.root.changePasswordForUser("fred@example.com", fromOld: "bad-old", toNew: "secret3", withCompletionBlock: $0)
            }), .InvalidPassword)
        }

        @Test func changeEmailForUser() throws {
            let app = Self.authApp()
            Self.createUser(app.root, "fred@example.com", "secret1")
            Self.createUser(app.root, "taken@example.com", "secret1")
            #expect(try #require(Self.account {
                app.root.changeEmailForUser("fred@example.com", password: "secret1", toNewEmail: "fred@new.com", withCompletionBlock: $0)
            }) == nil)
            #expect(try #require(Self.login { app.root.authUser("fred@new.com", password: "secret1", withCompletionBlock: $0) }).error == nil)
            Self.expectAuthError(try #require(Self.account {
                app.root.changeEmailForUser("fred@new.com", password: "secret1", toNewEmail: "taken@example.com", withCompletionBlock: $0)
            }), .EmailTaken)
        }

        @Test func resetPasswordSendsAnEmail() throws {
            let app = Self.authApp()
            Self.createUser(app.root, "fred@example.com", "secret1")
            #expect(try #require(Self.account { app.root.resetPasswordForUser("fred@example.com", withCompletionBlock: $0) }) == nil)
            #expect(app.server.lastMessage(.passwordResetEmail, to: "fred@example.com") != nil)
            // The password is not reset yet.
            #expect(try #require(Self.login { app.root.authUser("fred@example.com", password: "secret1", withCompletionBlock: $0) }).error == nil)
            Self.expectAuthError(try #require(Self.account { app.root.resetPasswordForUser("nobody@example.com", withCompletionBlock: $0) }),
                                 .UserDoesNotExist)
        }

        @Test func authIsSharedByReferencesToTheSameHostOnly() throws {
            let app = Self.authApp()
            let login = try #require(Self.login { app.root.authAnonymouslyWithCompletionBlock($0) })
            #expect(Wilddog(url: "\(app.url)/deep/path").authData?.uid == login.authData?.uid)
            #expect(TestApp().root.authData == nil)
        }
    }
}
