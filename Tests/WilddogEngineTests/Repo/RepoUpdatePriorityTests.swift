import Foundation
import Testing
@testable import WilddogEngine

/// A priority written inside an update applies after the update's other writes, so it lands
/// on a location the same update creates (Firebase's CompoundWrite applies priorities last).
@Suite struct RepoUpdatePriorityTests {
    static let children: [(Path, Node)] = [(Path("x/.priority"), .leaf(.number(1))), (Path("x/y"), .leaf(.number(2)))]

    @Test func priorityOfANewLocationInTheSameUpdateIsKept() {
        let app = TestApp(appId: uniqueAppId())
        app.observe("x", .value)
        app.settle()
        app.repo.update(.root, Self.children, completion: { error in app.record("done \(error?.code.rawValue ?? "ok")") })
        #expect(waitUntil { app.log.contains("done ok") })
        #expect(app.log == ["value x nil null", #"value x nil {".priority":1,"y":2}"#, "done ok"])
        #expect(TestApp.describe(app.server.adminRead(Path("x"))) == #"{".priority":1,"y":2}"#)
    }

    @Test func anotherAppSeesThePriority() {
        let id = uniqueAppId()
        let a = TestApp(appId: id), b = TestApp(appId: id)
        b.observe("x", .value)
        b.settle()
        a.repo.update(.root, Self.children.reversed(), completion: nil)
        #expect(waitUntil { b.log.contains(#"value x nil {".priority":1,"y":2}"#) })
    }

    @Test func priorityOnAnEmptyLocationStaysANoOp() {
        let app = TestApp(appId: uniqueAppId())
        app.repo.update(.root, [(Path("z/.priority"), .leaf(.number(1))), (Path("x/y"), .leaf(.number(2)))], completion: nil)
        app.settle()
        #expect(waitUntil { TestApp.describe(app.server.adminRead(.root)) == #"{"x":{"y":2}}"# })
    }
}
