import Foundation
import Testing
import WilddogTestSupport
import WilddogAuth
import WilddogServer
import WilddogSync

/// Auth and Sync of one app share credentials: security rules see the signed-in user.
@Suite struct AuthSyncTests {
    private func write(_ ref: WDGSyncReference, _ value: Any) async -> NSError? {
        let done = Expectation<NSError?>()
        ref.setValue(value) { error, _ in done.fulfill(error as NSError?) }
        return (await done.value()) ?? nil
    }

    @Test func rulesSeeTheSignedInUser() async throws {
        let t = AuthTestApp()
        try t.server.setRules(#"""
        {"rules": {"users": {"$uid": {".read": "auth != null && auth.uid == $uid", ".write": "auth != null && auth.uid == $uid"}}}}
        """#)
        let sync = WDGSync.sync(app: t.app)
        sync.callbackQueue = DispatchQueue(label: "authsync")
        #expect(await write(sync.reference(withPath: "users/nobody"), 1)?.code == 26101)
        let user = try #require(await t.createUser())
        #expect(await write(sync.reference(withPath: "users/\(user.uid)"), ["name": "me"]) == nil)
        #expect(await write(sync.reference(withPath: "users/someone-else"), 1)?.code == 26101)
        try t.auth.signOut()
        // Signing out drops the repo's credentials before any later write is sent.
        #expect(await write(sync.reference(withPath: "users/\(user.uid)"), ["name": "again"])?.code == 26101)
        #expect(json(t.server.data(at: "users/\(user.uid)")) == #"{"name":"me"}"#)
    }
}

private func json(_ value: Any) -> String {
    guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]) else {
        return "\(value)"
    }
    return String(decoding: data, as: UTF8.self)
}
