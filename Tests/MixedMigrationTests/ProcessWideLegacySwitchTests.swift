import Foundation
import Testing
import WilddogTestSupport
import Wilddog
import WilddogEngine
import WilddogSync

/// The process-wide 1.x switches reach the apps both APIs share. They would disturb the suites
/// running in parallel, so both checks run in one process of their own (exit codes name the
/// failed step).
@Suite struct ProcessWideLegacySwitchTests {
    @Test func classMethodsAndDefaultConfigReachSharedApps() async {
        await #expect(processExitsWith: .success) {
            // 1. `Wilddog.goOffline()`/`goOnline()` switch every app, 2.x apps included.
            let mixed = HalfMigratedApp(.legacyFirst, name: "classSwitchMixed")
            let migratedOnly = HalfMigratedApp(.migratedFirst, name: "classSwitchMigrated")
            await mixed.waitConnected(true)
            guard await eventually({ migratedOnly.isConnectedNow == true }) else { exit(1) }
            Wilddog.goOffline()
            await mixed.waitConnected(false)
            guard await eventually({ migratedOnly.isConnectedNow == false }) else { exit(2) }
            Wilddog.goOnline()
            await mixed.waitConnected(true)
            guard await eventually({ migratedOnly.isConnectedNow == true }) else { exit(3) }

            // 2. A 1.x setting reaching a running 2.x app is reported and ignored.
            let t = HalfMigratedApp(.migratedFirst, name: "legacySettingReachesRunningApp")
            t.sync.persistenceEnabled = true      // before the first reference: taken
            guard await t.migratedValue(".info/connected") != "<none>" else { exit(11) }
            let config = Wilddog.defaultConfig()
            let reported = await SettingsAndLifecycleTests.warnings("Wilddog.defaultConfig().", mentioning: t.url) {
                config.persistenceCacheSizeBytes = 20 * 1024 * 1024
                _ = t.legacy("first/legacy/reference")
            }
            guard reported.count == 1, reported[0].hasPrefix("Wilddog.defaultConfig().persistenceCacheSizeBytes = "
                + "20971520 is ignored for \(t.url): its connection is already running with "
                + "persistenceCacheSizeBytes = 10485760.") else { exit(12) }
            // The 1.x config keeps what was set there; the app keeps what it runs with.
            guard config.persistenceCacheSizeBytes == 20 * 1024 * 1024, t.sync.persistenceEnabled,
                  t.app.runtime.settings.persistenceCacheSizeBytes == 10 * 1024 * 1024 else { exit(13) }
            // An app legacy code reaches first takes the 1.x settings, silently.
            let fresh = HalfMigratedApp(.legacyFirst, name: "legacySettingTaken")
            let silent = await SettingsAndLifecycleTests.warnings("", mentioning: fresh.url) {
                _ = await fresh.legacyValue("x")
            }
            guard silent.isEmpty, fresh.app.runtime.settings.persistenceCacheSizeBytes == 20 * 1024 * 1024 else { exit(14) }
            exit(0)
        }
    }
}
