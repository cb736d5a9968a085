import Foundation
import Testing
import WilddogTestSupport
import Wilddog
import WilddogCore
import WilddogEngine
import WilddogSync

/// The rule for settings given through both APIs, and the app's life when one API lets go.
@Suite struct SettingsAndLifecycleTests {
    /// Collects the warnings logged while `body` runs that start with `prefix` and mention `text`.
    static func warnings(_ prefix: String, mentioning text: String, _ body: () async -> Void) async -> [String] {
        let seen = Lock<[String]>([])
        let id = EngineLog.addWarningObserver { message in
            if message.hasPrefix(prefix) && message.contains(text) { seen.withLock { $0.append(message) } }
        }
        await body()
        EngineLog.removeWarningObserver(id)
        return seen.withLock { $0 }
    }

    @Test func aMigratedSettingAfterLegacyCodeStartedTheAppIsReportedAndIgnored() async {
        let t = HalfMigratedApp(.legacyFirst)
        #expect(await t.legacyValue(".info/connected") != "<none>")
        let reported = await Self.warnings("WDGSync.", mentioning: t.url) {
            t.sync.persistenceEnabled = true
        }
        #expect(t.sync.persistenceEnabled == false, "the running value stays, and is what the 2.x API reads")
        #expect(reported == ["WDGSync.persistenceEnabled = true is ignored for \(t.url): its connection is already "
            + "running with persistenceEnabled = false. Settings are fixed when an app's first reference is "
            + "created, through the 1.x or the 2.x API; give the same value through both, before the first "
            + "reference."])
        // The same value as the running one is accepted silently.
        let silent = await Self.warnings("WDGSync.", mentioning: t.url) { t.sync.persistenceEnabled = false }
        #expect(silent.isEmpty)
    }

    @Test func beforeTheConnectionStartsTheLastValueThroughEitherAPIWins() {
        let runtime = AppRuntime(appId: "settingsrule", baseURL: "https://settingsrule.wilddogio.com")
        #expect(runtime.apply(\.persistenceEnabled, true, name: "persistenceEnabled", via: "WDGSync") == nil)
        #expect(runtime.apply(\.persistenceEnabled, false, name: "persistenceEnabled", via: "Wilddog.defaultConfig()") == nil)
        #expect(runtime.settings.persistenceEnabled == false)
    }

    @Test func deletingTheWDGAppKeepsTheConnectionOfLegacyCodeAndAConfigureAdoptsItAgain() async {
        let t = HalfMigratedApp(.legacyFirst)
        #expect(await t.legacySet("kept", "before") == nil)
        let log = Log()
        t.migrated("kept").observe(.value) { log.record("2.x \(json($0.value))") }
        let legacyHandle = t.legacy("kept").observeEventType(.Value) { log.record("1.x \(json($0.value))") }
        await waitFor("2.x \"before\"", in: log)
        let deleted = Expectation<Bool>()
        t.app.delete { deleted.fulfill($0) }
        #expect(await deleted.value() == true)
        // Legacy code keeps its connection and its observer; the deleted app's observer is gone.
        #expect(await t.legacySet("kept", "after") == nil)
        await waitFor("1.x \"after\"", in: log)
        #expect(!log.contains("2.x \"after\""))
        #expect(await t.legacyValue(".info/connected") == "true")
        // A new configure adopts the running app: its cache answers offline.
        t.configure()
        t.sync.goOffline()
        #expect(await t.migratedValue("kept") == "\"after\"")
        t.sync.goOnline()
        t.legacy("kept").removeObserverWithHandle(legacyHandle)
    }

    /// Issue 18 under the mixed rule: the connection goes on for legacy code, so 2.x work in
    /// flight is not failed with the deletion error (26003); it completes as it would have.
    @Test func deletingTheWDGAppLegacyCodeUsesDoesNotFailItsPendingWrites() async {
        let t = HalfMigratedApp(.legacyFirst)
        #expect(await t.legacySet("pending", "before") == nil)
        t.sync.goOffline()
        let set = Expectation<Int?>()
        t.migrated("pending").setValue("offline") { error, _ in set.fulfill((error as NSError?)?.code) }
        let deleted = Expectation<Bool>()
        t.app.delete { deleted.fulfill($0) }
        #expect(await deleted.value() == true)
        t.legacy("pending").app.goOnline()
        #expect(await set.value() == .some(nil))
        #expect(t.serverJSON("pending") == "\"offline\"")
    }

    @Test func deletingAnAppLegacyCodeNeverUsedEndsItsConnection() async {
        let t = HalfMigratedApp(.migratedFirst)
        let set = Expectation<Int?>()
        t.migrated("gone").onDisconnectSetValue(true) { error, _ in set.fulfill((error as NSError?)?.code) }
        #expect(await set.value() == .some(nil))
        t.app.delete { _ in }
        await expectEventually("the deleted app disconnected") { t.serverJSON("gone") == "true" }
        // Legacy code arriving later gets a fresh app of the URL.
        #expect(await t.legacyValue("gone") == "true")
    }
}
