import Foundation
import Testing
import WilddogTestSupport
import WilddogSync

@Suite struct QueryTests {
    /// Dinosaur heights, as in the Wilddog query guide.
    private func dinosaurs(_ t: SyncTestApp) async {
        await t.set("dinos", [
            "bruhathkayosaurus": ["height": 25, "order": "b"],
            "lambeosaurus": ["height": 2.1, "order": "c"],
            "linhenykus": ["height": 0.6, "order": "a"],
            "pterodactyl": ["height": 0.6, "order": "d"],
            "stegosaurus": ["height": 4, "order": "e"],
            "triceratops": ["height": 3, "order": "f"],
        ])
    }

    private func keys(_ t: SyncTestApp, _ query: WDGSyncQuery, sourceLocation: SourceLocation = #_sourceLocation) async -> [String] {
        guard let snapshot = await t.snapshot(query, sourceLocation: sourceLocation) else { return [] }
        var keys: [String] = []
        for case let child as WDGDataSnapshot in snapshot.children { keys.append(child.key) }
        return keys
    }

    @Test func orderByChildWithBoundsAndLimits() async {
        let t = SyncTestApp()
        await dinosaurs(t)
        let dinos = t.ref("dinos")
        #expect(await keys(t, dinos.queryOrdered(byChild: "height")) ==
            ["linhenykus", "pterodactyl", "lambeosaurus", "triceratops", "stegosaurus", "bruhathkayosaurus"])
        #expect(await keys(t, dinos.queryOrdered(byChild: "height").queryStarting(atValue: 3)) ==
            ["triceratops", "stegosaurus", "bruhathkayosaurus"])
        #expect(await keys(t, dinos.queryOrdered(byChild: "height").queryEnding(atValue: 2.1)) ==
            ["linhenykus", "pterodactyl", "lambeosaurus"])
        #expect(await keys(t, dinos.queryOrdered(byChild: "height").queryEqual(toValue: 0.6)) == ["linhenykus", "pterodactyl"])
        #expect(await keys(t, dinos.queryOrdered(byChild: "height").queryEqual(toValue: 0.6, childKey: "pterodactyl")) ==
            ["pterodactyl"])
        #expect(await keys(t, dinos.queryOrdered(byChild: "height").queryStarting(atValue: 0.6, childKey: "m")) ==
            ["pterodactyl", "lambeosaurus", "triceratops", "stegosaurus", "bruhathkayosaurus"])
        #expect(await keys(t, dinos.queryOrdered(byChild: "height").queryEnding(atValue: 0.6, childKey: "m")) == ["linhenykus"])
        #expect(await keys(t, dinos.queryOrdered(byChild: "height").queryLimited(toFirst: 2)) == ["linhenykus", "pterodactyl"])
        #expect(await keys(t, dinos.queryOrdered(byChild: "height").queryLimited(toLast: 2)) == ["stegosaurus", "bruhathkayosaurus"])
    }

    @Test func orderByKeyValueAndPriority() async {
        let t = SyncTestApp()
        await dinosaurs(t)
        let dinos = t.ref("dinos")
        #expect(await keys(t, dinos.queryOrderedByKey().queryStarting(atValue: "p").queryEnding(atValue: "t")) ==
            ["pterodactyl", "stegosaurus"])
        await t.set("scores", ["a": 30, "b": 10, "c": 20, "d": "text", "e": true])
        #expect(await keys(t, t.ref("scores").queryOrderedByValue()) == ["e", "b", "c", "a", "d"])
        #expect(await keys(t, t.ref("scores").queryOrderedByValue().queryStarting(atValue: 15)) == ["c", "a"])
        await t.write { t.ref("prio").setValue(["x": 1, "y": 2, "z": 3, "w": 4], withCompletionBlock: $0) }
        await t.write { t.ref("prio/x").setPriority("b", withCompletionBlock: $0) }
        await t.write { t.ref("prio/y").setPriority(5, withCompletionBlock: $0) }
        await t.write { t.ref("prio/z").setPriority(1, withCompletionBlock: $0) }
        #expect(await keys(t, t.ref("prio").queryOrderedByPriority()) == ["w", "z", "y", "x"])
        #expect(await keys(t, t.ref("prio").queryOrderedByPriority().queryStarting(atValue: 2)) == ["y", "x"])
        #expect(await keys(t, t.ref("prio")) == ["w", "z", "y", "x"])
    }

    @Test func deepChildPathsOrder() async {
        let t = SyncTestApp()
        await t.set("people", ["a": ["stats": ["age": 30]], "b": ["stats": ["age": 20]], "c": ["name": "no stats"]])
        #expect(await keys(t, t.ref("people").queryOrdered(byChild: "stats/age")) == ["c", "b", "a"])
    }

    @Test func limitWindowRefillsFromKnownData() async {
        let t = SyncTestApp()
        await t.set("w", ["a": 1, "b": 2, "c": 3])
        let all = t.ref("w").observe(.value) { _ in }
        t.record(t.ref("w").queryLimited(toLast: 2), [.childAdded, .childRemoved])
        await t.waitFor("childAdded c b 3")
        t.log.clear()
        await t.set("w/c", nil)
        await t.waitFor("childAdded a nil 1")
        #expect(t.log.all == ["childRemoved c nil 3", "childAdded a nil 1"])
        t.ref("w").removeObserver(withHandle: all)
    }

    @Test func receiverIsUnchangedByBuilders() async {
        let t = SyncTestApp()
        await t.set("u", ["a": 1, "b": 2])
        let ref = t.ref("u")
        _ = ref.queryLimited(toFirst: 1)
        #expect(await keys(t, ref) == ["a", "b"])
        #expect(ref.queryLimited(toFirst: 1).ref.url == ref.url)
    }

    @Test(arguments: [
        "two orderBys", "two starts", "two limits", "zero limit", "key index with childKey",
        "key index with number", "priority bound bool", "object bound", "orderBy $key", "orderBy empty",
    ])
    func invalidQueriesAreCancelled(kind: String) async {
        let t = SyncTestApp()
        let ref = t.ref("q")
        let query: WDGSyncQuery = switch kind {
        case "two orderBys": ref.queryOrderedByKey().queryOrderedByPriority()
        case "two starts": ref.queryStarting(atValue: 1).queryEqual(toValue: 2)
        case "two limits": ref.queryLimited(toFirst: 1).queryLimited(toLast: 1)
        case "zero limit": ref.queryLimited(toFirst: 0)
        case "key index with childKey": ref.queryOrderedByKey().queryStarting(atValue: "a", childKey: "b")
        case "key index with number": ref.queryOrderedByKey().queryEnding(atValue: 1)
        case "priority bound bool": ref.queryOrderedByPriority().queryStarting(atValue: true)
        case "object bound": ref.queryOrderedByValue().queryEqual(toValue: ["a": 1])
        case "orderBy $key": ref.queryOrdered(byChild: "$key")
        default: ref.queryOrdered(byChild: "")
        }
        let cancelled = Expectation<Int>()
        query.observe(.value, with: { _ in Issue.record("no data expected") }, withCancel: { cancelled.fulfill(($0 as NSError).code) })
        #expect(await cancelled.value() == 26106)
        // A further builder keeps the query invalid.
        let further = Expectation<Int>()
        query.queryLimited(toFirst: 5).observe(.value, with: { _ in }, withCancel: { further.fulfill(($0 as NSError).code) })
        #expect(await further.value() == 26106)
    }
}
