import Foundation
import Testing
@testable import WilddogEngine

/// Removing an observer by handle (SEMANTICS.md §11): only through its own location and query
/// (or the location's default query), and events raised before the removal are delivered.
@Suite struct RepoObserverRemovalTests {
    static let byFoo = try! QuerySpec.default.ordered(byChild: "foo", method: "queryOrderedByChild:")

    @Test func removalThroughAnotherQueryOrLocationIsIgnored() {
        let app = TestApp(appId: uniqueAppId())
        let handle = app.observe("a", .value)
        app.settle()
        app.repo.removeObserver(handle, at: Path("a"), Self.byFoo)
        app.repo.removeObserver(handle, at: Path("b"), .default)
        app.repo.removeObserver(handle, at: .root, .default)
        app.repo.set(Path("a"), repoNode(1), completion: nil)
        app.settle()
        #expect(app.log == ["value a nil null", "value a nil 1"])
        app.repo.removeObserver(handle, at: Path("a"), .default)
        app.repo.set(Path("a"), repoNode(2), completion: nil)
        app.settle()
        #expect(app.log == ["value a nil null", "value a nil 1"])
    }

    @Test func removalThroughTheDefaultQueryRemovesAQueryObserver() {
        let app = TestApp(appId: uniqueAppId())
        let handle = app.observe("a", .value, query: Self.byFoo)
        app.settle()
        app.repo.removeObserver(handle, at: Path("a"), .default)
        app.repo.set(Path("a"), repoNode(["x": 1]), completion: nil)
        app.settle()
        #expect(app.log == ["value a nil null"])
    }

    @Test func removalThroughItsOwnQueryRemovesIt() {
        let app = TestApp(appId: uniqueAppId())
        let handle = app.observe("a", .value, query: Self.byFoo)
        app.settle()
        app.repo.removeObserver(handle, at: Path("a"), Self.byFoo)
        app.repo.set(Path("a"), repoNode(["x": 1]), completion: nil)
        app.settle()
        #expect(app.log == ["value a nil null"])
    }

    @Test func eventsRaisedBeforeTheRemovalAreDelivered() {
        let app = TestApp(appId: uniqueAppId())
        let handle = app.observe("a", .value)
        app.settle()
        // The callback queue is busy (as the main thread is while the app writes).
        app.callbacks.suspend()
        for i in 1...3 { app.repo.set(Path("a"), repoNode(i), completion: nil) }
        app.repo.removeObserver(handle, at: Path("a"), .default)
        app.repo.set(Path("a"), repoNode(4), completion: nil)
        app.repo.queue.sync {}
        app.callbacks.resume()
        app.settle()
        #expect(app.log == ["value a nil null", "value a nil 1", "value a nil 2", "value a nil 3"])
    }
}
