import Foundation
import Testing
import WilddogTestSupport
import WilddogSync

@Suite struct ReferenceTests {
    @Test func emptyChildIsTheSameReference() {
        let t = SyncTestApp()
        let ref = t.ref("a/b")
        #expect(ref.child("") === ref)
        let root = t.root
        #expect(root.child("") === root)
    }

    @Test func parentOfTheRootIsNil() {
        let t = SyncTestApp()
        #expect(t.root.parent == nil)
        #expect(t.ref("a").parent?.key == "")
        #expect(t.ref("a").parent?.parent == nil)
        #expect(t.ref("a/b/c").parent?.url == "https://\(t.appId).wilddogio.com/a/b")
    }

    @Test func keyRootAndChildPaths() {
        let t = SyncTestApp()
        let ref = t.root.child("fred/name/first")
        #expect(ref.key == "first")
        #expect(ref.root.url == t.root.url)
        #expect(ref.root.key == "")
        #expect(t.ref("fred").child("/name//first/").url == ref.url)
        #expect(ref.sync === t.sync)
        #expect(ref.ref.url == ref.url)
    }

    @Test func deprecatedChildByAppendingPathMatchesChild() {
        let t = SyncTestApp()
        let ref = t.ref("users")
        // Called through a protocol so the deprecation warning stays out of the build log.
        #expect((ref as any AppendingPath).child(byAppendingPath: "fred/age").url == ref.child("fred/age").url)
    }

    @Test func urlAndDescriptionArePercentEncodedAbsoluteURLs() {
        let t = SyncTestApp()
        let ref = t.ref("城市/北京 东城")
        #expect(ref.key == "北京 东城")
        #expect(ref.description == ref.url)
        #expect(ref.url == "https://\(t.appId).wilddogio.com/%E5%9F%8E%E5%B8%82/%E5%8C%97%E4%BA%AC%20%E4%B8%9C%E5%9F%8E")
    }

    @Test func childByAutoIdKeysAreUniqueAndChronological() {
        let t = SyncTestApp()
        let keys = (0..<50).map { _ in t.ref("posts").childByAutoId().key }
        #expect(Set(keys).count == 50)
        #expect(keys.allSatisfy { $0.count == 20 })
        #expect(keys == keys.sorted { Array($0.utf16).lexicographicallyPrecedes(Array($1.utf16)) })
        #expect(t.ref("posts").childByAutoId().parent?.key == "posts")
    }

    @Test(arguments: ["a.b", "a#b", "a$b", "a[b", "a]b", "a\u{1}b"])
    func invalidChildPathGivesAnInvalidReference(path: String) async {
        let t = SyncTestApp()
        let ref = t.ref("ok").child(path)
        let error = await t.write { ref.setValue(1, withCompletionBlock: $0) }
        #expect(code(error) == 26106)
        #expect(error?.localizedDescription.hasPrefix("child: failed: path argument was an invalid path") == true)
        #expect(code(await t.write { ref.child("deeper").setValue(1, withCompletionBlock: $0) }) == 26106)
        #expect(code(await t.write { ref.root.child("fine").setValue(1, withCompletionBlock: $0) }) == nil)
        #expect(t.serverValue() == #"{"fine":1}"#)
    }

    @Test func infoChildIsAllowedOnlyFromTheRoot() async {
        let t = SyncTestApp()
        await t.set("x", 1)
        #expect(await t.value(".info/connected") == "true")
        #expect(json(await t.snapshot(t.root.child(".info/connected"))?.value) == "true")
        let nested = t.ref("a").child(".info")
        #expect(code(await t.write { nested.setValue(1, withCompletionBlock: $0) }) == 26106)
    }
}

/// The deprecated `child(byAppendingPath:)`, reachable without a deprecation warning.
protocol AppendingPath {
    func child(byAppendingPath pathString: String) -> WDGSyncReference
}

extension WDGSyncReference: AppendingPath {}
