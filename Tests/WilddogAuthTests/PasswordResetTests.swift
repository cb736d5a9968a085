import Foundation
import Testing
import WilddogAuth
import WilddogServer

@Suite struct PasswordResetTests {
    @Test func resetEmailGoesToTheOutbox() async throws {
        let t = AuthTestApp()
        let email = uniqueEmail()
        try #require(await t.createUser(email) != nil)
        #expect(await t.outcome { t.auth.sendPasswordReset(withEmail: email, completion: $0) } == nil)
        #expect(t.server.lastMessage(.passwordResetEmail, to: email) != nil)
        #expect(await t.outcome { t.auth.sendPasswordReset(withEmail: uniqueEmail(), completion: $0) }?.code == 22220)
        #expect(await t.outcome { t.auth.sendPasswordReset(withEmail: "bad", completion: $0) }?.code == 22009)
    }

    @Test func resetBySmsCode() async throws {
        let t = AuthTestApp()
        let phone = "13500135000"
        let created = try #require(await t.result { t.auth.createUser(withPhone: phone, password: "secret1", completion: $0) }.user)
        try t.auth.signOut()
        #expect(await t.outcome { t.auth.sendPasswordResetSms(withPhone: phone, completion: $0) } == nil)
        let code = try #require(t.server.lastMessage(.passwordResetSMS, to: phone)?.code)
        let wrong = code == "000000" ? "111111" : "000000"
        let mismatch = await t.outcome {
            t.auth.confirmPasswordResetSms(withPhone: phone, smsCode: wrong, newPassword: "renewed1", completion: $0)
        }
        #expect(mismatch?.code == 22226)
        #expect(await t.outcome {
            t.auth.confirmPasswordResetSms(withPhone: phone, smsCode: code, newPassword: "renewed1", completion: $0)
        } == nil)
        #expect(await t.result { t.auth.signIn(withPhone: phone, password: "renewed1", completion: $0) }.user?.uid == created.uid)
        #expect(await t.outcome { t.auth.sendPasswordResetSms(withPhone: "13400134000", completion: $0) }?.code == 22221)
    }

    @Test func confirmWithoutASentCodeFails() async throws {
        let t = AuthTestApp()
        _ = await t.result { t.auth.createUser(withPhone: "13300133000", password: "secret1", completion: $0) }
        let error = await t.outcome {
            t.auth.confirmPasswordResetSms(withPhone: "13300133000", smsCode: "123456", newPassword: "renewed1", completion: $0)
        }
        #expect(error?.code == 22222)
    }
}
