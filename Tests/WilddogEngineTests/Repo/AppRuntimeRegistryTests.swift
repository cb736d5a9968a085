import Dispatch
import Foundation
import Testing
import WilddogTestSupport
@testable import WilddogBackend
@testable import WilddogEngine

/// One engine app per app URL, whichever API reaches it first.
@Suite struct AppRuntimeRegistryTests {
    let registry = AppRuntimeRegistry()

    func url(_ name: String = #function) -> SyncURL {
        try! SyncURL("https://\(uniqueAppId(name)).wilddogio.com/some/path", method: "test")
    }

    @Test func legacyCodeAndTheConfiguredAppShareOneRuntimeWhicheverComesFirst() {
        let first = url()
        let legacy = registry.legacyRuntime(for: first) { _ in }
        let claimed = registry.claimRuntime(for: first, app: "a")
        #expect(claimed.adopted && claimed.runtime === legacy)

        let second = url()
        let configured = registry.claimRuntime(for: second, app: "b")
        #expect(!configured.adopted)
        #expect(registry.legacyRuntime(for: second) { _ in } === configured.runtime)
    }

    @Test func onlyTheFirstLegacyUseConfiguresTheRuntime() {
        let target = url()
        var calls = 0
        _ = registry.claimRuntime(for: target, app: "a")
        let runtime = registry.legacyRuntime(for: target) { _ in calls += 1 }
        #expect(registry.legacyRuntime(for: target) { _ in calls += 1 } === runtime)
        #expect(calls == 1)
        #expect(registry.legacyRuntimes.contains { $0 === runtime })
    }

    @Test func aSecondAppForTheURLGetsItsOwnRuntimeAndLegacyCodeKeepsTheFirst() {
        let target = url()
        let a = registry.claimRuntime(for: target, app: "a").runtime
        let b = registry.claimRuntime(for: target, app: "b")
        #expect(!b.adopted && b.runtime !== a)
        #expect(registry.legacyRuntime(for: target) { _ in } === a)
    }

    @Test func releasingEndsARuntimeLegacyCodeNeverUsed() {
        let target = url()
        let runtime = registry.claimRuntime(for: target, app: "a").runtime
        _ = runtime.repo
        #expect(registry.release(runtime, app: "a") == .ended)
        #expect(runtime.isDeleted)
        #expect(registry.release(runtime, app: "a") == .notHeld)
        let next = registry.claimRuntime(for: target, app: "a")
        #expect(!next.adopted && next.runtime !== runtime)
    }

    @Test func releasingKeepsARuntimeLegacyCodeUsesAndDropsOnlyTheAppsCallbacks() {
        let target = url()
        let legacy = registry.legacyRuntime(for: target) { _ in }
        let runtime = registry.claimRuntime(for: target, app: "a").runtime
        let appChannel = CallbackChannel(DispatchQueue(label: "app"))
        let legacyChannel = CallbackChannel(DispatchQueue(label: "legacy"))
        let log = Log()
        runtime.repo.observe(Path("x"), .default, .value, on: appChannel, handler: { _, _ in log.record("app") }, cancel: nil)
        runtime.repo.observe(Path("x"), .default, .value, on: legacyChannel, handler: { _, _ in log.record("legacy") }, cancel: nil)
        _ = runtime.auth.addStateListener(notifyNow: false, on: appChannel) { _ in log.record("app auth") }
        _ = runtime.auth.addStateListener(notifyNow: false, on: legacyChannel) { _ in log.record("legacy auth") }
        #expect(waitUntil { log.all.filter { $0 == "legacy" }.count == 1 && log.all.filter { $0 == "app" }.count == 1 })

        #expect(registry.release(runtime, app: "a", callbacksOn: [appChannel]) == .keptForLegacy)
        #expect(!legacy.isDeleted)
        runtime.repo.set(Path("x"), repoNode(1), completion: nil)
        runtime.auth.signIn({ service in try service.signInAnonymously() }, completion: { _ in })
        #expect(waitUntil { log.all.filter { $0 == "legacy" }.count == 2 && log.all.contains("legacy auth") })
        runtime.repo.queue.sync {}
        appChannel.queue.sync {}
        legacyChannel.queue.sync {}
        #expect(log.all.filter { $0 == "app" }.count == 1)
        #expect(!log.all.contains("app auth"))
        // The next configure adopts it again.
        let again = registry.claimRuntime(for: target, app: "a")
        #expect(again.adopted && again.runtime === legacy)
    }
}

/// The rule for settings given through both APIs.
@Suite struct AppSettingsRuleTests {
    @Test func beforeTheRepoExistsTheLastValueWins() {
        let runtime = AppRuntime(appId: "rule", baseURL: "https://rule.wilddogio.com")
        #expect(runtime.apply(\.persistenceEnabled, true, name: "persistenceEnabled", via: "A", report: false) == nil)
        #expect(runtime.apply(\.persistenceCacheSizeBytes, 5, name: "persistenceCacheSizeBytes", via: "B", report: false) == nil)
        #expect(runtime.apply(\.persistenceEnabled, false, name: "persistenceEnabled", via: "B", report: false) == nil)
        #expect(runtime.settings.persistenceEnabled == false && runtime.settings.persistenceCacheSizeBytes == 5)
    }

    @Test func onceRunningADifferentValueIsIgnoredAndAnEqualOneAccepted() {
        let appId = uniqueAppId()
        InProcessBackend.install()
        let runtime = AppRuntime(appId: appId, baseURL: "https://\(appId).wilddogio.com")
        _ = runtime.repo
        defer { runtime.delete() }
        let conflict = runtime.apply(\.persistenceCacheSizeBytes, 1, name: "persistenceCacheSizeBytes", via: "WDGSync",
                                     report: false)
        #expect(conflict == AppSettingConflict(baseURL: runtime.baseURL, name: "persistenceCacheSizeBytes",
                                               running: "10485760", ignored: "1", source: "WDGSync"))
        #expect(runtime.settings.persistenceCacheSizeBytes == 10_485_760)
        #expect(runtime.apply(\.persistenceEnabled, false, name: "persistenceEnabled", via: "WDGSync", report: false) == nil)
    }
}
