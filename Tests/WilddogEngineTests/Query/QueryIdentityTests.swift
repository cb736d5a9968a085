import Foundation
import Testing
@testable import WilddogEngine

/// Query identity: two queries are the same view iff their wire objects are equal
/// (SEMANTICS.md §4.1 wire form, §11).
@Suite struct QueryIdentityTests {
    static let q = QuerySpec.default

    @Test func defaultAndOrderByPriorityOnlyAreTheDefaultQuery() throws {
        #expect(Self.q.identifier == "default")
        #expect(Self.q.isDefault && Self.q.loadsAllData)
        let byPriority = try Self.q.ordered(by: .priority, method: "o")
        #expect(byPriority.isDefault)
        #expect(byPriority.identifier == "default")
        #expect(byPriority == Self.q)
    }

    @Test func orderByOnlyQueriesLoadAllDataButAreTheirOwnViews() throws {
        let cases: [(QuerySpec, String)] = [
            (try Self.q.ordered(by: .key, method: "o"), #"{"i":".key"}"#),
            (try Self.q.ordered(by: .value, method: "o"), #"{"i":".value"}"#),
            (try Self.q.ordered(byChild: "score", method: "o"), #"{"i":"score"}"#),
            (try Self.q.ordered(byChild: "/dimensions//height/", method: "o"), #"{"i":"dimensions/height"}"#),
        ]
        for (spec, identifier) in cases {
            #expect(spec.identifier == identifier)
            #expect(spec.loadsAllData && !spec.isDefault)
            #expect(spec != Self.q)
        }
    }

    @Test func wireObjectsHaveSortedFields() throws {
        let cases: [(QuerySpec, String)] = [
            (try Self.q.starting(at: 1, key: nil, method: "m"), #"{"sin":true,"sp":1}"#),
            (try Self.q.starting(at: 1.5, key: "k", method: "m"), #"{"sin":true,"sn":"k","sp":1.5}"#),
            (try Self.q.ending(at: "z", key: nil, method: "m"), #"{"ein":true,"ep":"z"}"#),
            (try Self.q.ending(at: nil, key: "k", method: "m"), #"{"ein":true,"en":"k","ep":null}"#),
            (try Self.q.equal(to: 3, key: nil, method: "m"), #"{"ein":true,"ep":3,"sin":true,"sp":3}"#),
            (try Self.q.limited(toFirst: 5, method: "m"), #"{"l":5,"vf":"l"}"#),
            (try Self.q.limited(toLast: 5, method: "m"), #"{"l":5,"vf":"r"}"#),
            (try Self.q.ordered(by: .value, method: "o").starting(after: 5, key: nil, method: "m"),
             #"{"i":".value","sin":false,"sn":"[MAX_NAME]","sp":5}"#),
            (try Self.q.ordered(by: .value, method: "o").ending(before: 5, key: nil, method: "m"),
             #"{"ein":false,"en":"[MIN_NAME]","ep":5,"i":".value"}"#),
            (try Self.q.ordered(by: .key, method: "o").starting(after: "a", key: nil, method: "m").limited(toLast: 2, method: "l"),
             #"{"i":".key","l":2,"sin":false,"sp":"a","vf":"r"}"#),
            (try Self.q.ordered(byChild: "b", method: "o").equal(to: true, key: "x", method: "m"),
             #"{"ein":true,"en":"x","ep":true,"i":"b","sin":true,"sn":"x","sp":true}"#),
            // Control and non-ASCII characters are escaped (UTF-16), so identifiers are ASCII.
            (try Self.q.starting(at: "q\"uote\\\u{1}\u{E9}\u{1F600}", key: nil, method: "m"),
             #"{"sin":true,"sp":"q\"uote\\\u0001\u00e9\ud83d\ude00"}"#),
            (try Self.q.ordered(byChild: "e\u{301}", method: "o"), #"{"i":"e\u0301"}"#),
        ]
        for (spec, identifier) in cases {
            #expect(spec.identifier == identifier)
            #expect(spec.description == identifier)
        }
    }

    @Test func equivalentConstructionsShareAnIdentity() throws {
        let m = "m"
        let pairs: [(QuerySpec, QuerySpec)] = [
            (try Self.q.starting(at: 1, key: nil, method: m), try Self.q.starting(at: 1.0, key: nil, method: m)),
            (try Self.q.starting(at: 0, key: nil, method: m), try Self.q.starting(at: -0.0, key: nil, method: m)),
            (try Self.q.equal(to: 5, key: "k", method: m),
             try Self.q.starting(at: 5, key: "k", method: m).ending(at: 5, key: "k", method: m)),
            (try Self.q.ordered(by: .value, method: m).starting(at: 1, key: nil, method: m).limited(toFirst: 2, method: m),
             try Self.q.limited(toFirst: 2, method: m).ordered(by: .value, method: m).starting(at: 1, key: nil, method: m)),
            (try Self.q.ordered(byChild: "a/b", method: m), try Self.q.ordered(byChild: "a//b/", method: m)),
        ]
        for (a, b) in pairs {
            #expect(a.identifier == b.identifier)
            #expect(a == b)
            #expect(Set([a, b]).count == 1)
        }
    }

    @Test func differentQueriesHaveDifferentIdentities() throws {
        let m = "m"
        let specs: [QuerySpec] = [
            Self.q,
            try Self.q.ordered(by: .key, method: m),
            try Self.q.ordered(by: .value, method: m),
            try Self.q.ordered(byChild: "a", method: m),
            try Self.q.ordered(byChild: "a/b", method: m),
            try Self.q.starting(at: 1, key: nil, method: m),
            try Self.q.starting(at: "1", key: nil, method: m),
            try Self.q.starting(at: nil, key: nil, method: m),
            try Self.q.starting(at: 1, key: "k", method: m),
            try Self.q.starting(after: 1, key: nil, method: m),
            try Self.q.starting(after: 1, key: "k", method: m),
            try Self.q.ending(at: 1, key: nil, method: m),
            try Self.q.ending(before: 1, key: nil, method: m),
            try Self.q.equal(to: 1, key: nil, method: m),
            try Self.q.limited(toFirst: 1, method: m),
            try Self.q.limited(toLast: 1, method: m),
            try Self.q.limited(toFirst: 2, method: m),
            try Self.q.ordered(by: .value, method: m).starting(at: true, key: nil, method: m),
            try Self.q.ordered(by: .value, method: m).starting(at: "true", key: nil, method: m),
            try Self.q.starting(at: "\u{E9}", key: nil, method: m),
            try Self.q.starting(at: "e\u{301}", key: nil, method: m),
            try Self.q.starting(at: 0.1, key: nil, method: m),
            try Self.q.starting(at: 1e21, key: nil, method: m),
            try Self.q.starting(at: 1e22, key: nil, method: m),
        ]
        let identifiers = specs.map(\.identifier)
        #expect(identifiers.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } })
        #expect(Set(identifiers).count == specs.count, "\(identifiers)")
        #expect(Set(specs).count == specs.count)
    }

    @Test func canonicallyEquivalentBoundsAreDistinctViews() throws {
        // SyncTree and SyncPoint key views by identifier String; Swift String equality must not
        // merge "\u{E9}" and "e\u{301}" bounds (or child paths) into one view.
        let tree = SyncTree(listenProvider: NoListens())
        let byValue = try Self.q.ordered(by: .value, method: "o")
        let a = try byValue.starting(at: "\u{E9}", key: nil, method: "m")
        let b = try byValue.starting(at: "e\u{301}", key: nil, method: "m")
        let c = try Self.q.ordered(byChild: "\u{E9}", method: "o").limited(toFirst: 1, method: "l")
        let d = try Self.q.ordered(byChild: "e\u{301}", method: "o").limited(toFirst: 1, method: "l")
        for spec in [a, b, c, d] { _ = tree.addEventRegistration("p", spec, .allEvents()) }
        let tags = [a, b, c, d].map { tree.tagForQuery("p", $0) }
        #expect(tags.allSatisfy { $0 != nil })
        #expect(Set(tags.compactMap { $0 }).count == 4)
    }
}

/// A listen provider that ignores listens.
final class NoListens: ListenProvider {
    func startListening(path: Path, query: QuerySpec, tag: Int?) {}
    func stopListening(path: Path, query: QuerySpec, tag: Int?) {}
}
