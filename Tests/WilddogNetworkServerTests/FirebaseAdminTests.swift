import Foundation
import Testing
@testable import WilddogNetworkServer

/// A third-party client against the server: Firebase's Python Admin SDK (`pip install
/// firebase-admin`, which `.ci/run` installs), whose `db` module speaks REST and SSE.
@Suite struct FirebaseAdminTests {
    /// Whether `python3` can import `firebase_admin` (checked once).
    static let isAvailable: Bool = {
        guard let result = try? PythonProcess.run(["-c", "import firebase_admin"], environment: [:], timeout: .seconds(60)) else {
            return false
        }
        return result.status == 0
    }()

    @Test(.enabled(if: FirebaseAdminTests.isAvailable,
                   "python3 with firebase_admin is not installed (pip install firebase-admin)"))
    func thePythonAdminSDKWritesReadsQueriesAndListens() async throws {
        // firebase-admin's listener.close() waits for its reader thread, which wakes only
        // when the stream sends something: a short keep-alive keeps that wait short.
        try await withServer({ $0.testMode = true; $0.streamKeepAliveInterval = .seconds(1) }) { server in
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("firebase-admin-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let script = directory.appendingPathComponent("check.py")
            try FirebaseAdminScript.source.write(to: script, atomically: true, encoding: .utf8)
            let port = server.port
            let result = try await Task.detached {
                try PythonProcess.run([script.path, "adminns"],
                                      environment: ["FIREBASE_DATABASE_EMULATOR_HOST": "127.0.0.1:\(port)"],
                                      timeout: .seconds(120))
            }.value
            #expect(result.status == 0, "\(result.output)")
            #expect(result.output.contains("firebase-admin OK"), "\(result.output)")
            // What the SDK wrote is there for any client.
            let read = try await HTTPTestClient.request(port, "GET", "/live.json?ns=adminns")
            #expect(read.isJSON(#"{"a":1,"b":2}"#), "\(read.text)")
            #expect(try await HTTPTestClient.request(port, "GET", "/counter.json?ns=adminns").text == "3")
        }
    }
}
