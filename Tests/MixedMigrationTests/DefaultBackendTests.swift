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
            // The default, not the app's backend: a network-mode run routes every app elsewhere.
            guard BackendRouting.defaultBackend == nil else { exit(2) }
            _ = Wilddog(url: "https://defaultlegacy.wilddogio.com/a")
            exit(BackendRouting.defaultBackend == nil ? 1 : 0)
        }
    }

    @Test func aFirstConfiguredAppInstallsTheInProcessBackend() async {
        await #expect(processExitsWith: .success) {
            guard BackendRouting.defaultBackend == nil else { exit(2) }
            WDGApp.configure(withName: "defaultnew", options: WDGOptions(syncURL: "https://defaultnew.wilddogio.com"))
            exit(BackendRouting.defaultBackend == nil ? 1 : 0)
        }
    }
}
