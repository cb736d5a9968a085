import Foundation
import Testing
@testable import WilddogNetworkServer

/// Firebase's Admin SDK for Python against the server's accounts (`Tests/ThirdParty/
/// firebase-admin-check.py`): it verifies the server's ID tokens against the published keys,
/// mints custom tokens the server signs in, and runs its user calls in emulator mode.
@Suite struct FirebaseAdminAuthTests {
    /// The script, from this file's place in the source tree.
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ThirdParty/firebase-admin-check.py")

    @Test(.enabled(if: FirebaseAdminTests.isAvailable,
                   "python3 with firebase_admin is not installed (pip install firebase-admin; .ci/run installs it)"))
    func theAdminSDKVerifiesTokensMintsCustomTokensAndManagesUsers() async throws {
        // As the script starts the server by hand: its secret, the emulator's credentials, namespace demo.
        try await withServer({
            $0.secret = "third-party-check-secret"
            $0.testMode = true
            $0.auth.defaultNamespace = "demo"
        }) { server in
            let url = "http://127.0.0.1:\(server.port)"
            let result = try await Task.detached {
                try PythonProcess.run([Self.script.path, "--url", url], environment: [:], timeout: .seconds(180))
            }.value
            #expect(result.status == 0, "\(result.output)")
            #expect(result.output.contains("all firebase-admin checks passed"), "\(result.output)")
            #expect(!result.output.contains("FAIL"), "\(result.output)")
        }
    }
}
