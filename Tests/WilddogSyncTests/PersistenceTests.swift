import Foundation
import Testing
import WilddogTestSupport
import WilddogCore
import WilddogSync
@testable import WilddogEngine

/// `WDGSync.persistenceEnabled`: the data of an app comes back when the app is configured again.
@Suite struct SyncPersistenceTests {
    @Test func cachedDataComesBackAfterTheAppIsDeletedAndConfiguredAgain() async throws {
        TemporaryStoreDirectory.use()
        let first = SyncTestApp()
        first.sync.persistenceEnabled = true
        try first.server.setData(["items": ["a": 1]])
        first.record(first.ref("items"), [.value])
        await first.waitFor(#"value items nil {"a":1}"#)
        #expect(await first.set("items/b", 2) == nil)
        first.app.delete { _ in }

        // The next launch cannot read the backend: what it shows first comes from the store.
        try first.server.setRules(#"{"rules": {".read": false, ".write": false}}"#)
        let second = SyncTestApp(appId: first.appId)
        second.sync.persistenceEnabled = true
        #expect(second.sync.persistenceEnabled)
        second.record(second.ref("items"), [.value])
        await second.waitFor("cancel 26101")
        #expect(second.log.all == [#"value items nil {"a":1,"b":2}"#, "cancel 26101"])
    }

    @Test func settingAfterTheFirstReferenceLogsTheSDKMessageAndIsIgnored() async {
        TemporaryStoreDirectory.use()
        let app = SyncTestApp()
        _ = app.ref("x")
        app.ref("x").setValue(1)
        let warnings = Lock<[String]>([])
        EngineLog.observingWarnings({ message in warnings.withLock { $0.append(message) } }) {
            app.sync.persistenceEnabled = true
        }
        #expect(!app.sync.persistenceEnabled)
        #expect(warnings.withLock { $0 }.contains { $0.hasPrefix("Calls to setPersistenceEnabled must be made before any other usage of WDGSync instance.") })
    }
}
