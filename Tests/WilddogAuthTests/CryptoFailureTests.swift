import Foundation
import Testing
import WilddogAuth
import WilddogBackend
import WilddogEngine
import WilddogServer

/// A crypto primitive that fails makes the auth operation fail with its SDK error; nothing
/// traps (issue 18). A hash count of 0 makes PBKDF2 fail in the library layer; the public
/// `WilddogServer` setting refuses it, so the engine's configuration is set directly.
@Suite struct CryptoFailureTests {
    @Test func aFailingPasswordHashFailsCreateUserWith22001() async throws {
        let t = AuthTestApp()
        EmbeddedServerRegistry.shared.server(for: t.appId).auth.updateConfiguration { $0.passwordHashIterations = 0 }
        let (user, error) = await t.result { t.auth.createUser(withEmail: uniqueEmail(), password: "secret1", completion: $0) }
        #expect(user == nil)
        #expect(error?.code == 22001)
    }
}
