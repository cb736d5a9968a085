import Foundation
import Testing
import Wilddog
import WilddogSync
import WilddogTesting

/// The isolated backend and its waiting helpers.
@Suite struct TestBackendTests {
    @Test func eachBackendIsFreshSeededAndIsolated() throws {
        let a = try WilddogTestBackend(data: ["n": 1])
        let b = try WilddogTestBackend(data: ["n": 2])
        defer { a.tearDown(); b.tearDown() }
        #expect(a.appId != b.appId)
        #expect(a.server.data(at: "n") as? Int == 1)
        #expect(b.server.data(at: "n") as? Int == 2)
        a.sync.reference(withPath: "m").setValue("from a")
        try a.waitForPendingWrites()
        #expect(b.server.data(at: "m") is NSNull)
        #expect(a.trace().lines == ["complete set /m ok"])
    }

    @Test func bothAPIsAreRecordedInOneTrace() throws {
        let backend = try WilddogTestBackend()
        defer { backend.tearDown() }
        backend.legacyRoot.childByAppendingPath("x").setValue(1) { _, _ in }
        backend.sync.reference(withPath: "y").setValue(2) { _, _ in }
        try backend.settle()
        // When the 1.x root and the 2.x app run as two apps of one app id, their steps are
        // labelled [app1], [app2] by first appearance; as one shared app, they are not.
        let lines = backend.trace().lines
        #expect(Set(lines.map { $0.replacingOccurrences(of: #"^\[app\d\] "#, with: "", options: .regularExpression) })
                == ["complete set /x ok", "complete set /y ok"])
        #expect(backend.finalData == #"{"x":1,"y":2}"#)
    }

    @Test func waitForStepsCountsEvents() throws {
        let backend = try WilddogTestBackend(data: ["list": ["a": 1, "b": 2, "c": 3]])
        defer { backend.tearDown() }
        backend.legacyRoot.childByAppendingPath("list").observeEventType(.ChildAdded) { _ in }
        try backend.waitForSteps(3)
        #expect(backend.trace().lines.prefix(3).allSatisfy { $0.hasPrefix("event child_added /list") })
    }

    @Test func waitsFailClearlyInsteadOfHanging() throws {
        let backend = try WilddogTestBackend()
        defer { backend.tearDown() }
        #expect(throws: WilddogTestingError.self) { try backend.waitForSteps(1, timeout: 0.2) }
        let sync = backend.sync
        sync.goOffline()
        sync.reference(withPath: "queued").setValue(1)
        let error = #expect(throws: WilddogTestingError.self) { try backend.waitForPendingWrites(timeout: 0.3) }
        #expect("\(error.map { "\($0)" } ?? "")".contains("pending writes"))
        sync.goOnline()
        try backend.waitForPendingWrites()
        #expect(backend.server.data(at: "queued") as? Int == 1)
    }

    @Test func invalidRulesFailSetUp() {
        #expect(throws: WilddogTestingError.self) { _ = try WilddogTestBackend(rules: "{ not json") }
    }

    @Test func backendsInParallelDoNotMix() async throws {
        try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for k in 0..<6 {
                group.addTask {
                    let backend = try WilddogTestBackend()
                    defer { backend.tearDown() }
                    backend.sync.reference(withPath: "k").setValue(k)
                    try backend.waitForPendingWrites()
                    return (k, backend.finalData)
                }
            }
            for try await (k, data) in group { #expect(data == "{\"k\":\(k)}") }
        }
    }
}
