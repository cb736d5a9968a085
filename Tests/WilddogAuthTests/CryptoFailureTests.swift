import Foundation
import Testing
import WilddogAuth
import WilddogServer

/// A crypto primitive that fails makes the auth operation fail with its SDK error; nothing
/// traps (issue 18). A hash count of 0 makes PBKDF2 fail in the library layer.
@Suite struct CryptoFailureTests {
    @Test func aFailingPasswordHashFailsCreateUserWith22001() async throws {
        let t = AuthTestApp()
        t.server.passwordHashIterations = 0
        let (user, error) = await t.result { t.auth.createUser(withEmail: uniqueEmail(), password: "secret1", completion: $0) }
        #expect(user == nil)
        #expect(error?.code == 22001)
    }
}
