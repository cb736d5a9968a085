import Foundation
import Testing
import WilddogTestSupport
import WilddogAuth
import WilddogServer

@Suite struct ListenerTests {
    @Test func listenerFiresAtOnceAndOnEverySignInAndOut() async throws {
        let t = AuthTestApp()
        let states = Log()
        let handle = t.auth.addStateDidChangeListener { auth, user in
            states.record(user?.uid ?? "nil")
            #expect(auth.app?.name == t.appName)
        }
        #expect(await eventually { states.all == ["nil"] })
        let user = try #require(await t.createUser())
        #expect(await eventually { states.all == ["nil", user.uid] })
        try t.auth.signOut()
        #expect(await eventually { states.all == ["nil", user.uid, "nil"] })
        t.auth.removeStateDidChangeListener(handle)
        _ = await t.result { t.auth.signInAnonymously(completion: $0) }
        try await Task.sleep(for: .milliseconds(50))
        #expect(states.all == ["nil", user.uid, "nil"])
    }

    @Test func listenerFiresWhenTheTokenChanges() async throws {
        let t = AuthTestApp()
        let user = try #require(await t.createUser())
        let calls = Expectation<String>()
        t.auth.addStateDidChangeListener { _, current in calls.fulfill(current?.uid ?? "nil") }
        #expect(await eventually { calls.count == 1 })
        #expect(await t.outcome { user.updatePassword("changed1", completion: $0) } == nil)
        #expect(await eventually { calls.count == 2 })
        #expect(calls.all == [user.uid, user.uid])
    }

    @Test func listenerRegisteredWhileSignedInGetsTheUser() async throws {
        let t = AuthTestApp()
        let user = try #require(await t.createUser())
        let first = Expectation<WDGUser?>()
        t.auth.addStateDidChangeListener { _, current in first.fulfill(current) }
        let got = try #require(await first.value())
        #expect(got === user)
    }

    @Test func handlesOfAnotherAppAreIgnored() async throws {
        let t = AuthTestApp(), other = AuthTestApp()
        let calls = Log()
        let handle = t.auth.addStateDidChangeListener { _, user in calls.record(user == nil ? "nil" : "user") }
        other.auth.removeStateDidChangeListener(handle)
        #expect(await eventually { calls.all == ["nil"] })
        _ = await t.createUser()
        #expect(await eventually { calls.all == ["nil", "user"] })
    }

    @Test func stateChangesPostTheNotification() async throws {
        let t = AuthTestApp()
        let posted = Log()
        let observer = NotificationCenter.default.addObserver(
            forName: Notification.Name(WDGAuthStateDidChangeNotification), object: nil, queue: nil
        ) { [appName = t.appName] notification in
            guard let auth = notification.object as? WDGAuth, auth.app?.name == appName else { return }
            posted.record(auth.currentUser == nil ? "signed out" : "signed in")
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        _ = await t.createUser()
        #expect(await eventually { posted.all == ["signed in"] })
        try t.auth.signOut()
        #expect(await eventually { posted.all == ["signed in", "signed out"] })
    }
}
