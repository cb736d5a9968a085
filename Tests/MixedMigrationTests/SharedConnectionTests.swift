import Foundation
import Testing
import WilddogTestSupport
import Wilddog
import WilddogSync

/// One connection per app: goOffline/goOnline through either API, `.info`, onDisconnect.
@Suite struct SharedConnectionTests {
    @Test(arguments: [HalfMigratedApp.Order.legacyFirst, .migratedFirst])
    func goOfflineAndGoOnlineThroughEitherAPIActOnTheOneConnection(order: HalfMigratedApp.Order) async {
        let t = HalfMigratedApp(order)
        await t.waitConnected(true)
        t.legacy("").app.goOffline()
        await t.waitConnected(false)
        t.sync.goOnline()
        await t.waitConnected(true)
        t.sync.goOffline()
        await t.waitConnected(false)
        t.legacy("any/path").app.goOnline()
        await t.waitConnected(true)
    }

    @Test func onDisconnectSetByLegacyCodeIsCancelledByMigratedCode() async {
        let t = HalfMigratedApp(.legacyFirst)
        let set = Expectation<Int?>()
        t.legacy("presence/fred").onDisconnectSetValue("offline") { error, _ in set.fulfill((error as NSError?)?.code) }
        #expect(await set.value() == .some(nil))
        let cancelled = Expectation<Int?>()
        t.migrated("presence").cancelDisconnectOperations(completionBlock: { error, _ in cancelled.fulfill((error as NSError?)?.code) })
        #expect(await cancelled.value() == .some(nil))
        // A control write set afterwards by the 2.x API does run: the disconnect really happens.
        let control = Expectation<Int?>()
        t.migrated("control").onDisconnectSetValue("ran") { error, _ in control.fulfill((error as NSError?)?.code) }
        #expect(await control.value() == .some(nil))
        t.legacy("").app.goOffline()
        await expectEventually("the control onDisconnect write ran") { t.serverJSON("control") == "\"ran\"" }
        #expect(t.serverJSON("presence") == "null")
    }

    @Test func onDisconnectSetByMigratedCodeIsCancelledByLegacyCode() async {
        let t = HalfMigratedApp(.migratedFirst)
        let set = Expectation<Int?>()
        t.migrated("presence/ann").onDisconnectRemoveValue(completionBlock: { error, _ in set.fulfill((error as NSError?)?.code) })
        #expect(await set.value() == .some(nil))
        try? t.server.setData("online", at: "presence/ann")
        let cancelled = Expectation<Int?>()
        t.legacy("presence/ann").cancelDisconnectOperationsWithCompletionBlock { error, _ in
            cancelled.fulfill((error as NSError?)?.code)
        }
        #expect(await cancelled.value() == .some(nil))
        let control = Expectation<Int?>()
        t.legacy("control").onDisconnectSetValue("ran") { error, _ in control.fulfill((error as NSError?)?.code) }
        #expect(await control.value() == .some(nil))
        t.server.dropConnections()
        await expectEventually("the control onDisconnect write ran") { t.serverJSON("control") == "\"ran\"" }
        #expect(t.serverJSON("presence/ann") == "\"online\"")
    }

    /// onDisconnect writes registered through one API run when the other API closes the one
    /// connection, and both APIs see them locally at once.
    @Test func onDisconnectOfOneAPIRunsWhenTheOtherGoesOffline() async {
        let t = HalfMigratedApp(.legacyFirst)
        let set = Expectation<Int?>()
        t.migrated("status").onDisconnectSetValue("away") { error, _ in set.fulfill((error as NSError?)?.code) }
        #expect(await set.value() == .some(nil))
        let log = Log()
        t.legacy("status").observeEventType(.Value) { log.record("1.x \(json($0.value))") }
        await waitFor("1.x null", in: log)
        t.legacy("").app.goOffline()
        await waitFor("1.x \"away\"", in: log)
        await expectEventually("the server ran the write") { t.serverJSON("status") == "\"away\"" }
    }
}
