import Foundation
import Testing
@testable import WilddogBackend
@testable import WilddogEngine

@Suite struct AuthEmailSignInTests {
    @Test func createUserAndSignInReturnsASessionOfTheNewAccount() throws {
        let clock = AuthTestClock()
        let service = makeAuthService(clock: clock)
        let session = try service.createUserAndSignIn(email: "Ann@Example.com", password: "secret1")
        let user = try #require(session.user)
        #expect(user.uid.count == 28)
        #expect(user.email == "Ann@Example.com")
        #expect(!user.isAnonymous && !user.emailVerified)
        #expect(user.lastSignInAt == clock.now && user.createdAt == clock.now)
        #expect(session.provider == "password")
        #expect(session.claims["uid"] == .string(user.uid))
        #expect(session.claims["provider"] == .string("password"))
        #expect(session.claims["email"] == .string("Ann@Example.com"))
        #expect(session.claims["email_verified"] == .bool(false))
        #expect(user.providerData.map(\.providerID) == ["password"])
        #expect(service.user(uid: user.uid) == user)
    }

    @Test func passwordIsStoredOnlyAsASaltedHash() throws {
        let service = makeAuthService()
        let record = try service.createUser(email: "a@b.co", password: "plaintext-pw")
        #expect(record.hasPassword)
        let hash = try #require(service.passwordHash(uid: record.uid))
        #expect(!String(describing: record).contains("plaintext-pw"))
        guard case .pbkdf2(_, let salt, let derivedKey) = hash else {
            Issue.record("the tests' service hashes with PBKDF2: \(hash)")
            return
        }
        #expect(derivedKey != Array("plaintext-pw".utf8))
        #expect(salt.count == AuthPasswordHasher.saltLength)
    }

    @Test func legacyCreateUserDoesNotSignInButTheUserCanSignInAfterwards() throws {
        let service = makeAuthService()
        let record = try service.createUser(email: "a@b.co", password: "secret1")
        #expect(record.lastSignInAt == nil)
        let session = try service.signIn(email: "A@B.CO", password: "secret1")
        #expect(session.uid == record.uid)
        #expect(service.user(uid: record.uid)?.lastSignInAt != nil)
    }

    @Test func createUserErrors() throws {
        let service = makeAuthService()
        _ = try service.createUser(email: "taken@b.co", password: "secret1")
        expectAuthError("invalidEmail", newAPI: 22009, legacy: -5) { try service.createUser(email: "nope", password: "secret1") }
        expectAuthError("weakPassword", newAPI: 22211, legacy: -6) { try service.createUser(email: "a@b.co", password: "12345") }
        expectAuthError("weakPassword", newAPI: 22211, legacy: -6) {
            try service.createUserAndSignIn(email: "a@b.co", password: String(repeating: "p", count: 33))
        }
        expectAuthError("emailAlreadyInUse", newAPI: 22203, legacy: -9) {
            try service.createUserAndSignIn(email: "TAKEN@b.co", password: "secret1")
        }
        #expect(service.allUsers().count == 1)
    }

    @Test func disabledEmailMethodIsNotAllowed() throws {
        let service = makeAuthService(methods: [.anonymous])
        expectAuthError("operationNotAllowed", newAPI: 22006, legacy: -1) { try service.createUser(email: "a@b.co", password: "secret1") }
        expectAuthError("operationNotAllowed", newAPI: 22006, legacy: -1) { try service.signIn(email: "a@b.co", password: "secret1") }
        service.updateConfiguration { $0.enabledSignInMethods.insert(.email) }
        _ = try service.createUser(email: "a@b.co", password: "secret1")
    }

    @Test func signInErrors() throws {
        let service = makeAuthService()
        let record = try service.createUser(email: "a@b.co", password: "secret1")
        expectAuthError("wrongPassword", newAPI: 22010, legacy: -6) { try service.signIn(email: "a@b.co", password: "secret2") }
        expectAuthError("invalidUser", newAPI: 22011, legacy: -8) { try service.signIn(email: "x@b.co", password: "secret1") }
        expectAuthError("invalidEmail", newAPI: 22009, legacy: -5) { try service.signIn(email: "a@", password: "secret1") }
        try service.setDisabled(uid: record.uid, true)
        expectAuthError("userDisabled", newAPI: 22001, legacy: -9999) { try service.signIn(email: "a@b.co", password: "secret1") }
        // A wrong password does not reveal that the account is disabled.
        expectAuthError("wrongPassword", newAPI: 22010, legacy: -6) { try service.signIn(email: "a@b.co", password: "bad-pw") }
        try service.setDisabled(uid: record.uid, false)
        _ = try service.signIn(email: "a@b.co", password: "secret1")
    }

    @Test func fetchProvidersListsTheLoginMethodsOfAnEmail() throws {
        let service = makeAuthService()
        let session = try service.createUserAndSignIn(email: "a@b.co", password: "secret1")
        #expect(try service.fetchProviders(forEmail: "A@b.co") == ["password"])
        _ = try service.link(idToken: session.idToken, credential: .oauth(.qq(accessToken: "qq-token")))
        #expect(try service.fetchProviders(forEmail: "a@b.co") == ["password", "qq"])
        #expect(try service.fetchProviders(forEmail: "nobody@b.co") == [])
        expectAuthError("invalidEmail", newAPI: 22009, legacy: -5) { try service.fetchProviders(forEmail: "bad") }
    }
}

@Suite struct AuthPhoneSignInTests {
    @Test func createsAndSignsInWithAPhone() throws {
        let service = makeAuthService()
        let session = try service.createUserAndSignIn(phone: "+8613812345678", password: "secret1")
        #expect(session.user?.phone == "13812345678")
        #expect(session.provider == "password")
        #expect(session.claims["phone"] == .string("13812345678"))
        #expect(session.user?.providerData.first?.uid == "13812345678")
        let again = try service.signIn(phone: "13812345678", password: "secret1")
        #expect(again.uid == session.uid)
    }

    @Test func phoneErrors() throws {
        let service = makeAuthService()
        _ = try service.createUserAndSignIn(phone: "13812345678", password: "secret1")
        expectAuthError("weakPassword", newAPI: 22211, legacy: -6) { try service.createUserAndSignIn(phone: "13900000000", password: "123") }
        expectAuthError("invalidPhone", newAPI: 22219, legacy: -5) { try service.createUserAndSignIn(phone: "12345", password: "secret1") }
        expectAuthError("phoneAlreadyInUse", newAPI: 22224, legacy: -9) {
            try service.createUserAndSignIn(phone: "+8613812345678", password: "secret1")
        }
        expectAuthError("wrongPassword", newAPI: 22010, legacy: -6) { try service.signIn(phone: "13812345678", password: "secret2") }
        expectAuthError("invalidUser", newAPI: 22011, legacy: -8) { try service.signIn(phone: "13900000000", password: "secret1") }
        service.updateConfiguration { $0.enabledSignInMethods.remove(.phone) }
        expectAuthError("operationNotAllowed", newAPI: 22006, legacy: -1) { try service.signIn(phone: "13812345678", password: "secret1") }
        expectAuthError("operationNotAllowed", newAPI: 22006, legacy: -1) {
            try service.createUserAndSignIn(phone: "13900000000", password: "secret1")
        }
    }
}

@Suite struct AuthAnonymousSignInTests {
    @Test func eachAnonymousSignInIsANewAnonymousAccount() throws {
        let service = makeAuthService()
        let first = try service.signInAnonymously()
        let second = try service.signInAnonymously()
        #expect(first.uid != second.uid)
        #expect(first.user?.isAnonymous == true)
        #expect(first.provider == "anonymous" && first.claims["provider"] == .string("anonymous"))
        #expect(first.user?.providerData.isEmpty == true)
        #expect(service.allUsers().count == 2)
    }

    @Test func disabledAnonymousMethodIsNotAllowed() {
        let service = makeAuthService(methods: [.email])
        expectAuthError("operationNotAllowed", newAPI: 22006, legacy: -1) { try service.signInAnonymously() }
    }

    @Test func sameSeedGivesTheSameUids() throws {
        let a = try makeAuthService(seed: "x").signInAnonymously()
        let b = try makeAuthService(seed: "x").signInAnonymously()
        let c = try makeAuthService(seed: "y").signInAnonymously()
        #expect(a.uid == b.uid && a.refreshToken == b.refreshToken)
        #expect(a.uid != c.uid)
    }
}

@Suite struct AuthConcurrencyTests {
    @Test func concurrentSignUpsAreAllRecorded() async throws {
        let service = makeAuthService()
        let uids = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<16 {
                group.addTask {
                    let session = try service.createUserAndSignIn(email: "user\(index)@b.co", password: "secret1")
                    _ = try service.verifyIDToken(session.idToken)
                    return session.uid
                }
            }
            return try await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(uids.count == 16)
        #expect(service.allUsers().count == 16)
    }
}
