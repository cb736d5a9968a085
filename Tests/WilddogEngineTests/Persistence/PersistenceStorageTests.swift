import Foundation
import Testing
@testable import WilddogEngine

@Suite struct NodeCoderTests {
    @Test(arguments: [
        "null", "true", "false", "0", "-1", "42", "1.5", "-0.25", "1e300", "9007199254740993", "-9007199254740992", "9223372036854775807", "-9223372036854775807",
        "\"\"", "\"héllo ✓\"", "{\"a\":1,\"b\":{\"c\":\"x\",\"d\":[1,2]}}",
        "{\".value\":3,\".priority\":\"p\"}", "{\"a\":{\".value\":true,\".priority\":2},\".priority\":1.5,\"10\":1,\"9\":2}",
        "{\"s\":{\".sv\":\"timestamp\"},\"i\":{\".sv\":{\"increment\":2.5}}}",
    ])
    func roundTrips(_ text: String) throws {
        let original = try node(text)
        let decoded = try NodeCoder.decode(NodeCoder.encode(original))
        #expect(try canonicalJSON(decoded.exportValue) == (try canonicalJSON(original.exportValue)))
        #expect(decoded.priority.map { Node.leaf($0).exportValue as? NSObject } == original.priority.map { Node.leaf($0).exportValue as? NSObject })
    }

    @Test func largeChildrenNodeRoundTripsInKeyOrder() throws {
        var dict: [String: Any] = [:]
        for i in 0..<1000 { dict["k\(i)"] = i; dict["\(i)"] = "v\(i)" }
        let original = try Node(exportValue: dict)
        let decoded = try NodeCoder.decode(NodeCoder.encode(original))
        #expect(keys(decoded) == keys(original))
        #expect(decoded.childCount == 2000)
    }

    @Test func malformedBytesThrowInsteadOfCrashing() {
        var generator = SplitMix64(seed: 7)
        let valid = NodeCoder.encode(try! node("{\"a\":{\"b\":\"text\",\"c\":1.5},\"d\":[true,false]}"))
        // Every truncation, and random garbage.
        for length in 0..<valid.count {
            #expect(throws: NodeCoder.DecodingError.self) { try NodeCoder.decode(Array(valid.prefix(length))) }
        }
        for _ in 0..<2000 {
            let count = Int(generator.next() % 40)
            let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            _ = try? NodeCoder.decode(bytes)
        }
        // Absurd counts and nesting.
        #expect(throws: NodeCoder.DecodingError.self) { try NodeCoder.decode([16, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F]) }
        #expect(throws: NodeCoder.DecodingError.self) { try NodeCoder.decode([UInt8](repeating: 16, count: 1000)) }
    }
}

@Suite struct PersistenceStorageTests {
    private func makeStorage() throws -> PersistenceStorage {
        PersistenceTestDirectory.ensure()
        return try PersistenceStorage(fileURL: PersistenceLocation.databaseURL(appId: uniqueAppId()))
    }

    private func text(_ node: Node) throws -> String { try canonicalJSON(node.exportValue) }

    @Test func overwritesAndMergesReadBackAtEveryLevel() throws {
        let storage = try makeStorage()
        defer { storage.close() }
        try storage.overwriteServerCache(Path("a"), node("{\"b\":{\"c\":1,\"d\":2},\"e\":3}"))
        try storage.overwriteServerCache(Path("a/b/c"), node("10"))
        try storage.mergeIntoServerCache(Path("a"), [(Path("e"), .empty), (Path("f/g"), try node("\"x\""))])
        #expect(try text(storage.serverCache(Path("a"))) == "{\"b\":{\"c\":10,\"d\":2},\"f\":{\"g\":\"x\"}}")
        #expect(try text(storage.serverCache(Path("a/b"))) == "{\"c\":10,\"d\":2}")
        #expect(try text(storage.serverCache(Path("a/b/c"))) == "10")
        #expect(try text(storage.serverCache(.root)) == "{\"a\":{\"b\":{\"c\":10,\"d\":2},\"f\":{\"g\":\"x\"}}}")
        #expect(try storage.serverCache(Path("zz")).isEmpty)
        // An overwrite above replaces everything below.
        try storage.overwriteServerCache(Path("a"), node("{\"z\":1}"))
        #expect(try text(storage.serverCache(Path("a"))) == "{\"z\":1}")
        // Keys that sort before "/" do not leak into a sibling's range.
        try storage.overwriteServerCache(Path("a!"), node("1"))
        try storage.overwriteServerCache(Path("a-b"), node("2"))
        #expect(try text(storage.serverCache(Path("a"))) == "{\"z\":1}")
    }

    @Test func largeNodesAreSplitIntoChildRowsAndReadBackWhole() throws {
        let storage = try makeStorage()
        defer { storage.close() }
        var dict: [String: Any] = [".priority": 5]
        for i in 0..<3000 { dict["-item\(i)"] = ["n": i, "name": "item number \(i)"] }
        let big = try Node(exportValue: dict)
        try storage.overwriteServerCache(Path("list"), big)
        let back = try storage.serverCache(Path("list"))
        #expect(try text(back) == (try text(big)))
        #expect(back.priority == .number(5))
        // One child of a split node is one row.
        try storage.overwriteServerCache(Path("list/-item7/n"), node("70"))
        #expect(try text(storage.serverCache(Path("list/-item7"))) == "{\"n\":70,\"name\":\"item number 7\"}")
        #expect(try storage.serverCache(Path("list")).childCount == 3000)
    }

    @Test func aSplitListWithPrioritiesAndKeysOutOfByteOrderReadsBackInBothOrders() throws {
        let storage = try makeStorage()
        defer { storage.close() }
        // Row keys order by bytes ("/l/a-b/" before "/l/a/", "/l/10/" before "/l/9/"), children by key.
        var dict: [String: Any] = [:]
        for i in 0..<2000 {
            let key = ["a\(i)", "a\(i)-b", "\(i)", "é\(i)"][i % 4]
            dict[key] = i % 3 == 0 ? [".value": "v\(i)", ".priority": "p\((i * 31) % 97)"] : ["n": i, "s": "text \(i)"]
        }
        let list = try Node(exportValue: dict)
        try storage.overwriteServerCache(Path("l"), list)
        let back = try storage.serverCache(Path("l"))
        #expect(try text(back) == (try text(list)))
        for index in [Index.key, .priority] {
            #expect(back.sortedChildren(index).map(\.name.string) == list.sortedChildren(index).map(\.name.string))
        }
    }

    @Test func pendingWritesKeepTheirOrderAndPayloads() throws {
        let storage = try makeStorage()
        defer { storage.close() }
        try storage.saveUserWrite(PersistedWrite(writeId: 3, path: Path("b"), payload: .merge([(Path("x/y"), try node("1")), (Path("z"), .empty)])))
        try storage.saveUserWrite(PersistedWrite(writeId: 1, path: Path("a"), payload: .overwrite(try node("{\"k\":{\".sv\":\"timestamp\"}}"))))
        try storage.saveUserWrite(PersistedWrite(writeId: 2, path: .root, payload: .overwrite(.empty)))
        try storage.removeUserWrite(2)
        let writes = try storage.userWrites()
        #expect(writes.map(\.writeId) == [1, 3])
        guard case .overwrite(let first) = writes[0].payload, case .merge(let merge) = writes[1].payload else {
            Issue.record("wrong payloads")
            return
        }
        #expect(first.child(Path("k")).leafValue == .deferred(.timestamp))
        #expect(merge.map { $0.0.relativeString } == ["x/y", "z"])
        #expect(merge[1].1.isEmpty)
    }

    @Test func pruningRemovesPrunedLocationsAndKeepsKeptOnesBelowThem() throws {
        let storage = try makeStorage()
        defer { storage.close() }
        try storage.overwriteServerCache(Path("a"), node("{\"keep\":{\"x\":1},\"drop\":{\"y\":2}}"))
        try storage.overwriteServerCache(Path("b"), node("{\"z\":3}"))
        try storage.overwriteServerCache(Path("c"), node("4"))
        let forest = PruneForest().prune(Path("a")).prune(Path("b")).keep(Path("a/keep")).keep(Path("c"))
        try storage.pruneCache(forest)
        #expect(try text(storage.serverCache(.root)) == "{\"a\":{\"keep\":{\"x\":1}},\"c\":4}")
    }

    @Test func pruneForestFlags() {
        let forest = PruneForest().prune(Path("a")).keep(Path("a/b")).keep(Path("c"))
        #expect(forest.prunesAnything)
        #expect(forest.shouldPruneUnkeptDescendants(Path("a")))
        #expect(forest.shouldPruneUnkeptDescendants(Path("a/x")))
        #expect(forest.shouldKeep(Path("a/b/c")))
        #expect(forest.shouldKeep(Path("c")))
        #expect(!forest.shouldKeep(Path("d")) && !forest.shouldPruneUnkeptDescendants(Path("d")))
        // A prune below a kept location changes nothing.
        #expect(forest.prune(Path("c/d")).shouldKeep(Path("c/d")))
        #expect(forest.child(ChildKey("a")).keptPaths == [Path("b")])
        #expect(!PruneForest().keep(Path("x")).prunesAnything)
    }

    @Test func trackedQueriesSurviveReopeningAndBecomeInactive() throws {
        PersistenceTestDirectory.ensure()
        let url = PersistenceLocation.databaseURL(appId: uniqueAppId())
        let limited = try QuerySpec.default.limited(toFirst: 2, method: "test")
        do {
            let storage = try PersistenceStorage(fileURL: url)
            let tracked = try TrackedQueryManager(storage: storage, clock: { 1 })
            try tracked.setActive(Path("a"), .default, true)
            try tracked.setComplete(Path("a"), .default)
            try tracked.setActive(Path("b"), limited, true)
            #expect(tracked.isComplete(Path("a/x"), limited))
            #expect(!tracked.isComplete(Path("b"), limited))
            storage.close()
        }
        let storage = try PersistenceStorage(fileURL: url)
        defer { storage.close() }
        let tracked = try TrackedQueryManager(storage: storage, clock: { 2 })
        #expect(tracked.isComplete(Path("a"), .default))
        #expect(tracked.find(Path("b"), limited)?.active == false)
        #expect(tracked.find(Path("b"), limited)?.lastUse == 2)
        #expect(tracked.prunableCount == 2)
        #expect(!tracked.hasActiveDefaultQuery(Path("a")))
    }
}
