import Foundation
import Testing
import Wilddog
import WilddogAuth
import WilddogCore
import WilddogEngine
import WilddogServer

/// Errors read back from the server's REST answers carry the codes the same failures report
/// in process, in both APIs (the server with email enumeration protection off, as in process).
@Suite(.serialized) struct AuthErrorParityTests {
    /// A failing call of the 2.x API against `app`; its error code.
    typealias ModernCase = (name: String, run: @Sendable (ModernApp, String) async -> Int?)
    /// A failing call of the 1.x API against `app`; its error code.
    typealias LegacyCase = (name: String, run: @Sendable (LegacyApp, String) async -> Int?)

    static let modernCases: [ModernCase] = [
        ("wrong password", { app, email in await app.result { app.auth.signIn(withEmail: email, password: "wrong-one", completion: $0) }.error?.code }),
        ("unknown email", { app, _ in await app.result { app.auth.signIn(withEmail: uniqueEmail(), password: "secret1", completion: $0) }.error?.code }),
        ("email taken", { app, email in await app.result { app.auth.createUser(withEmail: email, password: "secret1", completion: $0) }.error?.code }),
        ("invalid email", { app, _ in await app.result { app.auth.createUser(withEmail: "not an email", password: "secret1", completion: $0) }.error?.code }),
        ("weak password", { app, _ in await app.result { app.auth.createUser(withEmail: uniqueEmail(), password: "123", completion: $0) }.error?.code }),
        ("garbage custom token", { app, _ in await app.result { app.auth.signIn(withCustomToken: "a.b.c", completion: $0) }.error?.code }),
        ("reset of an unknown email", { app, _ in await app.outcome { done in app.auth.sendPasswordReset(withEmail: uniqueEmail()) { done($0) } }?.code }),
        ("phone taken", { app, _ in await app.result { app.auth.createUser(withPhone: "13900139000", password: "secret1", completion: $0) }.error?.code }),
        ("link a provider twice", { app, email in
            _ = await app.result { app.auth.signIn(withEmail: email, password: "secret1", completion: $0) }
            let code = await app.result {
                app.auth.currentUser!.link(with: WDGWilddogAuthProvider.credential(withEmail: uniqueEmail(), password: "secret1"), completion: $0)
            }.error?.code
            try? app.auth.signOut()
            return code
        }),
    ]

    static let legacyCases: [LegacyCase] = [
        ("wrong password", { app, email in await app.login { app.root.authUser(email, password: "wrong-one", withCompletionBlock: $0) }.error?.code }),
        ("unknown user", { app, _ in await app.login { app.root.authUser(uniqueEmail(), password: "secret1", withCompletionBlock: $0) }.error?.code }),
        ("email taken", { app, email in await app.outcome { done in app.root.createUser(email, password: "secret1") { done($0) } }?.code }),
        ("invalid email", { app, _ in await app.outcome { done in app.root.createUser("nope", password: "secret1") { done($0) } }?.code }),
        ("garbage custom token", { app, _ in await app.login { app.root.authWithCustomToken("a.b.c", withCompletionBlock: $0) }.error?.code }),
        ("change with a wrong password", { app, email in
            await app.outcome { done in app.root.changePasswordForUser(email, fromOld: "wrong-one", toNew: "secret9") { done($0) } }?.code }),
        ("remove an unknown user", { app, _ in await app.outcome { done in app.root.removeUser(uniqueEmail(), password: "secret1") { done($0) } }?.code }),
        ("reset an unknown user", { app, _ in await app.outcome { done in app.root.resetPasswordForUser(uniqueEmail()) { done($0) } }?.code }),
    ]

    @Test func modernErrorCodesMatchInProcess() async throws {
        let server = try AccountsServer(enumerationProtection: false)
        defer { server.stop() }
        let routed = try ModernApp(server)
        let local = try ModernApp(inProcess: ())
        let email = uniqueEmail()
        for app in [routed, local] {
            #expect(await app.result { app.auth.createUser(withPhone: "13900139000", password: "secret1", completion: $0) }.error == nil)
            #expect(await app.result { app.auth.createUser(withEmail: email, password: "secret1", completion: $0) }.error == nil)
            try app.auth.signOut()
        }
        for (name, run) in Self.modernCases {
            let expected = await run(local, email)
            #expect(expected != nil, "\(name) does not fail in process")
            #expect(await run(routed, email) == expected, "\(name)")
        }
    }

    @Test func legacyErrorCodesMatchInProcess() async throws {
        let server = try AccountsServer(enumerationProtection: false)
        defer { server.stop() }
        let routed = try LegacyApp(server)
        let local = LegacyApp(inProcess: ())
        let email = uniqueEmail()
        for app in [routed, local] {
            #expect(await app.outcome { done in app.root.createUser(email, password: "secret1") { done($0) } } == nil)
        }
        for (name, run) in Self.legacyCases {
            let expected = await run(local, email)
            #expect(expected != nil, "\(name) does not fail in process")
            #expect(await run(routed, email) == expected, "\(name)")
        }
    }
}

extension ModernApp {
    /// An app on the in-process backend (not routed).
    convenience init(inProcess: Void) throws {
        let appId = uniqueAppId()
        let local = WilddogServer(appId: appId)
        local.passwordHashIterations = 1000
        try self.init(unroutedAppId: appId)
        retained.append(local)
    }
}

extension LegacyApp {
    /// An app on the in-process backend (not routed).
    convenience init(inProcess: Void) {
        let appId = uniqueAppId()
        let local = WilddogServer(appId: appId)
        local.passwordHashIterations = 1000
        self.init(unroutedAppId: appId)
        retained.append(local)
    }
}
