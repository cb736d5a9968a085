import Foundation
import Testing
import Wilddog

extension LegacyTests {
    /// `Wilddog(url:)`, navigation and the identity properties of a reference.
    @Suite struct ReferenceTests {
        @Test func urlWithPathPointsAtThatLocation() {
            let app = TestApp()
            let ref = Wilddog(url: "\(app.url)/users/fred")
            #expect(ref.description == "\(app.url)/users/fred")
            #expect(ref.key == "fred")
            #expect(ref.parent.key == "users")
            #expect(ref.root.description == app.url)
        }

        @Test func rootHasEmptyKeyAndIsItsOwnParent() {
            let root = TestApp().root
            #expect(root.key == "")
            #expect(root.parent.description == root.description)
            #expect(root.parent.parent.key == "")
        }

        @Test func childByAppendingPathTakesKeysAndDeepPaths() {
            let root = TestApp().root
            let deep = root.childByAppendingPath("fred/name/first")
            #expect(deep.key == "first")
            #expect(deep.description == root.childByAppendingPath("fred").childByAppendingPath("name/first").description)
            #expect(deep.parent.parent.key == "fred")
        }

        @Test func descriptionPercentEncodesKeys() {
            let app = TestApp()
            #expect(app.root.childByAppendingPath("a b/ü").description == "\(app.url)/a%20b/%C3%BC")
        }

        @Test func queryRefDropsTheConstraints() {
            let ref = TestApp().ref("dinosaurs")
            let query = ref.queryOrderedByChild("height").queryLimitedToFirst(2)
            #expect(query.ref.description == ref.description)
        }

        @Test func referencesWithTheSameHostShareOneApp() {
            let app = TestApp()
            let seen = Recorder()
            app.ref("a").observeEventType(.Value, withBlock: { seen.record(json($0.value)) })
            // While offline, only a write through the same app can raise the event.
            app.root.app.goOffline()
            Wilddog(url: "\(app.url)/a").setValue("local")
            #expect(waitUntil { seen.log.contains("\"local\"") })
            app.root.app.goOnline()
        }

        @Test func childByAutoIdKeysAreUniqueAndChronological() {
            let list = TestApp().ref("posts")
            let keys = (0..<50).map { _ in list.childByAutoId().key }
            #expect(Set(keys).count == 50)
            #expect(keys.allSatisfy { $0.count == 20 })
            #expect(keys == keys.sorted())
        }

        @Test func infoConnectedBecomesTrue() {
            let app = TestApp()
            let connected = Recorder()
            app.root.childByAppendingPath(".info/connected").observeEventType(.Value, withBlock: { connected.record(json($0.value)) })
            #expect(waitUntil { connected.log.last == "true" })
        }
    }
}
