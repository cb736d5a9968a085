import Foundation
import Testing
@testable import WilddogEngine

/// Runs Firebase's data-driven SyncTree conformance suite (syncPointSpec.json, 112 cases) at
/// base paths "" and "foo/bar/baz", comparing events as SYNCPOINT-SPEC.md §3 prescribes (the
/// strict, grouped form), and prints `syncPointSpec: N passed, M failed`.
@Suite struct SyncPointSpecTests {
    static let basePaths = ["", "foo/bar/baz"]

    static func loadCases() throws -> [[String: Any]] {
        let url = try #require(Bundle.module.url(forResource: "syncPointSpec", withExtension: "json"))
        let data = try Data(contentsOf: url)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    }

    @Test func allCasesPassAtBothBasePaths() throws {
        let cases = try Self.loadCases()
        #expect(cases.count == 112)
        var passed = 0
        var failures: [String] = []
        for testCase in cases {
            let name = testCase["name"] as? String ?? "?"
            for base in Self.basePaths {
                do {
                    var runner = SpecRunner(basePath: Path(base))
                    try runner.run(testCase)
                    passed += 1
                } catch {
                    failures.append("[\(name)] at base \"\(base)\": \(error)")
                }
            }
        }
        print("syncPointSpec: \(passed) passed, \(failures.count) failed")
        for failure in failures { Issue.record(Comment(rawValue: failure)) }
        #expect(passed == cases.count * Self.basePaths.count)
    }
}

struct SpecFailure: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}

/// Records listens and fails on duplicate starts or unknown stops (SYNCPOINT-SPEC.md §5).
final class AssertingListenProvider: ListenProvider {
    var active: Set<String> = []
    var problems: [String] = []

    private func key(_ path: Path, _ query: QuerySpec, _ tag: Int?) -> String {
        "\(path)|\(query.identifier)|\(tag.map(String.init) ?? "none")"
    }

    func startListening(path: Path, query: QuerySpec, tag: Int?) {
        let k = key(path, query, tag)
        if !active.insert(k).inserted { problems.append("Duplicate listen \(k)") }
    }

    func stopListening(path: Path, query: QuerySpec, tag: Int?) {
        let k = key(path, query, tag)
        if active.remove(k) == nil { problems.append("Missing record of query that we're removing \(k)") }
    }
}

/// Drives one run of one case against a fresh SyncTree.
struct SpecRunner {
    let basePath: Path
    let provider = AssertingListenProvider()
    let tree: SyncTree
    var registrations: [Int: EventRegistration] = [:]
    var writeId = 0

    init(basePath: Path) {
        self.basePath = basePath
        tree = SyncTree(listenProvider: provider)
    }

    func path(_ any: Any?) -> Path { basePath.child(Path(any as? String ?? "")) }

    mutating func run(_ testCase: [String: Any]) throws {
        let steps = testCase["steps"] as? [[String: Any]] ?? []
        for (i, step) in steps.enumerated() {
            do {
                try runStep(step)
            } catch {
                throw SpecFailure("step \(i) (\(step["type"] ?? "?")): \(error)")
            }
            if !provider.problems.isEmpty { throw SpecFailure("step \(i): \(provider.problems)") }
        }
    }

    mutating func runStep(_ step: [String: Any]) throws {
        let type = step["type"] as? String ?? ""
        let expected = step["events"] as? [[String: Any]] ?? []
        switch type {
        case "listen":
            let query = try Self.query(step["params"] as? [String: Any])
            let registration: EventRegistration
            if let id = step["callbackId"] as? Int, let existing = registrations[id] {
                registration = existing
            } else {
                registration = .allEvents()
                if let id = step["callbackId"] as? Int { registrations[id] = registration }
            }
            let events = tree.addEventRegistration(path(step["path"]), query, registration)
            try exactMatch(events, expected)
        case "unlisten":
            guard let id = step["callbackId"] as? Int, let registration = registrations[id] else {
                throw SpecFailure("unlisten of an unknown callbackId")
            }
            let events = tree.removeEventRegistration(path(step["path"]), .default, registration)
            try exactMatch(events, expected)
        case "serverUpdate":
            let node = try Node(exportValue: step["data"])
            let events = (step["tag"] as? Int).map { tree.applyTaggedQueryOverwrite(path(step["path"]), node, tag: $0) }
                ?? tree.applyServerOverwrite(path(step["path"]), node)
            try setMatch(events, expected)
        case "serverMerge":
            let children = try Self.mergeChildren(step["data"])
            let events = (step["tag"] as? Int).map { tree.applyTaggedQueryMerge(path(step["path"]), children, tag: $0) }
                ?? tree.applyServerMerge(path(step["path"]), children)
            try setMatch(events, expected)
        case "set":
            let node = try Node(exportValue: step["data"])
            let visible = step["visible"] as? Bool ?? true
            let events = tree.applyUserOverwrite(path(step["path"]), node, writeId: writeId, visible: visible)
            writeId += 1
            try setMatch(events, expected)
        case "update":
            let events = tree.applyUserMerge(path(step["path"]), try Self.mergeChildren(step["data"]), writeId: writeId)
            writeId += 1
            try setMatch(events, expected)
        case "ackUserWrite":
            let id = try #require(step["writeId"] as? Int)
            let events = tree.ackUserWrite(id, revert: step["revert"] as? Bool ?? false)
            try setMatch(events, expected)
        case "suppressWarning":
            break
        default:
            throw SpecFailure("unknown step type \(type)")
        }
    }

    static func mergeChildren(_ data: Any?) throws -> [(Path, Node)] {
        guard let dict = data as? [String: Any] else { throw SpecFailure("merge data is not an object") }
        return try dict.map { (Path($0.key), try Node(exportValue: $0.value)) }
    }

    /// Builds the query: orderBy first, then bounds, then limits (SYNCPOINT-SPEC.md §2.3).
    static func query(_ params: [String: Any]?) throws -> QuerySpec {
        var spec = QuerySpec.default
        guard let params else { return spec }
        if let child = params["orderBy"] as? String { spec = try spec.ordered(byChild: child, method: "orderByChild") }
        if params["orderByKey"] as? Bool == true { spec = try spec.ordered(by: .key, method: "orderByKey") }
        if params["orderByPriority"] as? Bool == true { spec = try spec.ordered(by: .priority, method: "orderByPriority") }
        func bound(_ key: String) -> (value: Any?, name: String?)? {
            guard let b = params[key] as? [String: Any] else { return nil }
            return (b["index"].flatMap { $0 is NSNull ? nil : $0 }, b["name"] as? String)
        }
        if let b = bound("startAt") { spec = try spec.starting(at: b.value, key: b.name, method: "startAt") }
        if let b = bound("startAfter") { spec = try spec.starting(after: b.value, key: b.name, method: "startAfter") }
        if let b = bound("endAt") { spec = try spec.ending(at: b.value, key: b.name, method: "endAt") }
        if let b = bound("endBefore") { spec = try spec.ending(before: b.value, key: b.name, method: "endBefore") }
        if let b = bound("equalTo") { spec = try spec.equal(to: b.value, key: b.name, method: "equalTo") }
        if let n = params["limitToFirst"] as? Int { spec = try spec.limited(toFirst: n, method: "limitToFirst") }
        if let n = params["limitToLast"] as? Int { spec = try spec.limited(toLast: n, method: "limitToLast") }
        return spec
    }

    // MARK: Comparison (SYNCPOINT-SPEC.md §3)

    static let typeNames: [String: EventType] = [
        "child_removed": .childRemoved, "child_added": .childAdded, "child_moved": .childMoved,
        "child_changed": .childChanged, "value": .value,
    ]

    func describe(_ e: Event) -> String {
        "\(e.queryPath) \(e.eventType.map { "\($0)" } ?? "cancel") \(e.childKey?.string ?? "-") prev=\(e.prevName?.string ?? "nil") \(e.node.exportValue)"
    }

    /// Whether an actual event equals an expected one (type, name, prevName, data).
    func matches(_ actual: Event, _ expected: [String: Any]) throws -> Bool {
        guard let type = Self.typeNames[expected["type"] as? String ?? ""] else { throw SpecFailure("bad type") }
        guard actual.eventType == type else { return false }
        if type != .value {
            guard actual.childKey?.string == expected["name"] as? String else { return false }
            if type != .childRemoved {
                let prev = expected["prevName"] as? String
                guard actual.prevName?.string == prev else { return false }
            }
        }
        return actual.node == (try Node(exportValue: expected["data"]))
    }

    func exactMatch(_ actual: [Event], _ expected: [[String: Any]]) throws {
        guard actual.count == expected.count else {
            throw SpecFailure("expected \(expected.count) events, got \(actual.count): \(actual.map(describe))")
        }
        for (a, e) in zip(actual, expected) where try !matches(a, e) {
            throw SpecFailure("event mismatch: got \(describe(a)), expected \(e)")
        }
    }

    func setMatch(_ actual: [Event], _ expected: [[String: Any]]) throws {
        guard actual.count == expected.count else {
            throw SpecFailure("mismatched lengths: expected \(expected.count), got \(actual.count): \(actual.map(describe))")
        }
        var i = 0
        while i < expected.count {
            let groupPath = path(expected[i]["path"])
            var j = i
            while j < expected.count && path(expected[j]["path"]) == groupPath { j += 1 }
            var remaining = Array(expected[i..<j])
            var lastType: [String: EventType] = [:]
            for a in actual[i..<j] {
                guard a.queryPath == groupPath else {
                    throw SpecFailure("event for \(a.queryPath) where \(groupPath) was expected: \(describe(a))")
                }
                let listenId = "\(a.queryPath)|\(a.query.identifier)"
                if let type = a.eventType {
                    if let last = lastType[listenId], type < last {
                        throw SpecFailure("event type order violated for \(listenId): \(describe(a))")
                    }
                    lastType[listenId] = type
                }
                guard let k = try remaining.firstIndex(where: { try matches(a, $0) }) else {
                    throw SpecFailure("unexpected event \(describe(a)); remaining expected: \(remaining)")
                }
                remaining.remove(at: k)
            }
            i = j
        }
    }
}
