import Foundation
import Testing
import WilddogTestSupport
import Wilddog
@testable import WilddogEngine

extension LegacyTests {
    /// `WConfig.persistenceEnabled` / `persistenceCacheSizeBytes` (set before the first reference).
    @Suite struct PersistenceTests {
        @Test func enabledBeforeFirstReferenceCachesAcknowledgedData() throws {
            TemporaryStoreDirectory.use()
            let config = Wilddog.defaultConfig()
            let saved = config.persistenceEnabled
            defer { config.persistenceEnabled = saved }
            config.persistenceEnabled = true
            let app = TestApp()
            let done = Delivery<Bool>()
            app.ref("profile").setValue(["name": "fred"]) { error, _ in done.deliver(error == nil) }
            #expect(done.wait() == true)
            // The app's store (read beside it, as the next launch would) has the data.
            let url = PersistenceLocation.databaseURL(appId: app.appId)
            #expect(waitUntil {
                guard let storage = try? PersistenceStorage(fileURL: url) else { return false }
                defer { storage.close() }
                return (try? storage.serverCache(Path("profile/name")).leafValue) == .string("fred")
            })
        }

        @Test func changingTheSettingOnceAnAppIsInUseLogsTheSDKMessageAndLeavesThatApp() {
            TemporaryStoreDirectory.use()
            let config = Wilddog.defaultConfig()
            let saved = (config.persistenceEnabled, config.persistenceCacheSizeBytes)
            defer {
                config.persistenceEnabled = saved.0
                config.persistenceCacheSizeBytes = saved.1
            }
            config.persistenceEnabled = false
            let inUse = TestApp()
            let done = Delivery<Bool>()
            inUse.ref("a").setValue(1) { _, _ in done.deliver(true) }
            #expect(done.wait() == true)
            let warnings = Lock<[String]>([])
            EngineLog.observingWarnings({ message in warnings.withLock { $0.append(message) } }) {
                config.persistenceEnabled = true
            }
            #expect(warnings.withLock { $0 }.contains { $0.hasPrefix("Can't modify config objects after they are in use for Wilddog references.") })
            #expect(config.persistenceEnabled)
            // The app in use keeps running without a store; an app used from now on has one.
            #expect(!FileManager.default.fileExists(atPath: PersistenceLocation.databaseURL(appId: inUse.appId).path))
            let later = TestApp()
            let laterDone = Delivery<Bool>()
            later.ref("a").setValue(1) { _, _ in laterDone.deliver(true) }
            #expect(laterDone.wait() == true)
            #expect(FileManager.default.fileExists(atPath: PersistenceLocation.databaseURL(appId: later.appId).path))
        }
    }
}
