import WilddogTestSupport
import Dispatch
import Foundation
import Testing
import Wilddog

extension LegacyTests {
    /// WilddogApp, the class-level switches and WConfig.
    @Suite struct AppAndConfigTests {
        static func connectedLog(_ ref: Wilddog) -> Recorder {
            let log = Recorder()
            ref.root.childByAppendingPath(".info/connected").observeEventType(.Value, withBlock: { log.record(json($0.value)) })
            _ = waitUntil { log.log.last == "true" }
            return log
        }

        @Test func appGoOfflineAndOnline() {
            let app = TestApp()
            let connected = Self.connectedLog(app.root)
            app.root.app.goOffline()
            #expect(waitUntil { connected.log.last == "false" })
            let write = Delivery<Bool>()
            app.ref("a").setValue(1) { _, _ in write.deliver(true) }
            #expect(write.wait(0.2) == nil)
            #expect(app.serverJSON() == "null")
            app.root.app.goOnline()
            #expect(write.wait() == true)
            #expect(waitUntil { connected.log.last == "true" })
            #expect(app.serverJSON() == #"{"a":1}"#)
        }

        @Test func appGoOfflineAffectsOnlyThatApp() {
            let one = TestApp(), two = TestApp()
            let first = Self.connectedLog(one.root), second = Self.connectedLog(two.root)
            one.ref("x").app.goOffline()
            #expect(waitUntil { first.log.last == "false" })
            #expect(outcome { two.ref("a").setValue(1, withCompletionBlock: $0) }.error == nil)
            #expect(second.log.last == "true")
            one.root.app.goOnline()
            #expect(waitUntil { first.log.last == "true" })
        }

        /// Runs in its own process: switching every app of the process would disturb the
        /// other suites running in parallel.
        @Test func classGoOfflineAndOnlineSwitchEveryApp() async {
            await #expect(processExitsWith: .success) {
                let one = TestApp("classSwitchOne"), two = TestApp("classSwitchTwo")
                let first = AppAndConfigTests.connectedLog(one.root), second = AppAndConfigTests.connectedLog(two.root)
                guard waitUntil(20, { first.log.last == "true" && second.log.last == "true" }) else { exit(1) }
                Wilddog.goOffline()
                guard waitUntil(20, { first.log.last == "false" && second.log.last == "false" }) else { exit(2) }
                Wilddog.goOnline()
                guard waitUntil(20, { first.log.last == "true" && second.log.last == "true" }) else { exit(3) }
                exit(0)
            }
        }

        @Test func sdkVersionIsAVersionString() {
            let version = Wilddog.sdkVersion()
            #expect(version.first?.isNumber == true)
            #expect(version.contains("."))
        }

        @Test func defaultConfigIsSharedWithTheDocumentedDefaults() {
            let config = Wilddog.defaultConfig()
            #expect(config === Wilddog.defaultConfig())
            #expect(config.persistenceCacheSizeBytes == 10_485_760)
            #expect(config.callbackQueue.label == DispatchQueue.main.label)
        }

        @Test func persistenceSettingsAreStored() {
            TemporaryStoreDirectory.use()
            let config = Wilddog.defaultConfig()
            let (enabled, size) = (config.persistenceEnabled, config.persistenceCacheSizeBytes)
            defer {
                config.persistenceEnabled = enabled
                config.persistenceCacheSizeBytes = size
            }
            config.persistenceEnabled = true
            config.persistenceCacheSizeBytes = 1_000_000
            #expect(config.persistenceEnabled)
            #expect(config.persistenceCacheSizeBytes == 1_000_000)
        }

        /// A serial queue that delivers after the main queue's pending work, tagged for identification.
        static func taggedQueue(_ key: DispatchSpecificKey<String>, _ tag: String) -> DispatchQueue {
            let queue = DispatchQueue(label: "legacy.tests.\(tag)", target: .main)
            queue.setSpecific(key: key, value: tag)
            return queue
        }

        @Test func callbackQueueRunsBlocksOfNewAndExistingApps() async {
            await LegacyCallbackQueueGate.withGate {
                let key = DispatchSpecificKey<String>()
                let existing = TestApp()
                _ = read(existing.root)
                let config = Wilddog.defaultConfig()
                config.callbackQueue = Self.taggedQueue(key, "custom")
                defer { config.callbackQueue = .main }
                let created = TestApp()
                for app in [existing, created] {
                    let queueTag: String? = waitFor { done in
                        app.ref("a").observeSingleEventOfType(.Value, withBlock: { _ in done(DispatchQueue.getSpecific(key: key) ?? "other") })
                    }
                    #expect(queueTag == "custom")
                    let completionTag: String? = waitFor { done in
                        app.ref("a").setValue(1) { _, _ in done(DispatchQueue.getSpecific(key: key) ?? "other") }
                    }
                    #expect(completionTag == "custom")
                    let authTag: String? = waitFor { done in
                        app.root.observeAuthEventWithBlock { _ in done(DispatchQueue.getSpecific(key: key) ?? "other") }
                    }
                    #expect(authTag == "custom")
                }
            }
        }

        @available(*, deprecated)
        @Test func setDispatchQueueSetsTheDefaultCallbackQueue() async {
            await LegacyCallbackQueueGate.withGate {
                let key = DispatchSpecificKey<String>()
                let queue = Self.taggedQueue(key, "dispatch")
                Wilddog.setDispatchQueue(queue)
                defer { Wilddog.defaultConfig().callbackQueue = .main }
                #expect(Wilddog.defaultConfig().callbackQueue === queue)
                let tag: String? = waitFor { done in
                    TestApp().root.observeSingleEventOfType(.Value, withBlock: { _ in done(DispatchQueue.getSpecific(key: key) ?? "other") })
                }
                #expect(tag == "dispatch")
            }
        }

        @Test func loggingCanBeSwitchedOnAndOff() {
            let ref = TestApp().ref("logged")
            let on = captureStandardError {
                Wilddog.setLoggingEnabled(true)
                ref.setValue(1)
                Wilddog.setLoggingEnabled(false)
            }
            #expect(on.contains("setValue: \(ref.description)"))
            let off = captureStandardError { ref.setValue(2) }
            #expect(!off.contains("setValue:"))
        }
    }
}

/// Everything written to standard error while `body` runs.
func captureStandardError(_ body: () -> Void) -> String {
    let pipe = Pipe()
    let saved = dup(2)
    dup2(pipe.fileHandleForWriting.fileDescriptor, 2)
    body()
    dup2(saved, 2)
    close(saved)
    try? pipe.fileHandleForWriting.close()
    return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
}
