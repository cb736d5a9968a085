import Foundation
import Testing
import Wilddog
import WilddogCore
import WilddogEngine

/// Both APIs install the in-process backend before their first app exists (each test runs in a
/// fresh process, where nothing has installed it yet).
@Suite struct DefaultBackendTests {
    @Test func aFirstLegacyReferenceInstallsTheInProcessBackend() async {
        await #expect(processExitsWith: .success) {
            guard BackendRouting.backend(appId: "defaultlegacy", host: nil) == nil else { exit(2) }
            _ = Wilddog(url: "https://defaultlegacy.wilddogio.com/a")
            exit(BackendRouting.backend(appId: "defaultlegacy", host: nil) == nil ? 1 : 0)
        }
    }

    @Test func aFirstConfiguredAppInstallsTheInProcessBackend() async {
        await #expect(processExitsWith: .success) {
            guard BackendRouting.backend(appId: "defaultnew", host: nil) == nil else { exit(2) }
            WDGApp.configure(withName: "defaultnew", options: WDGOptions(syncURL: "https://defaultnew.wilddogio.com"))
            exit(BackendRouting.backend(appId: "defaultnew", host: nil) == nil ? 1 : 0)
        }
    }
}
