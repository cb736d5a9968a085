import Foundation
import Testing
@testable import WilddogEngine

/// Limit windows over full nodes (SEMANTICS.md §4.3): the range first, then the first or last
/// `n` children inside it; no root priority (§2.6).
@Suite struct LimitQueryTests {
    static let q = QuerySpec.default

    @Test func limitToLastOnANodeWithPriorityDropsThePriority() throws {
        // js-compat-test query.test.ts ".limitToLast() on node with priority."
        let data = try node(#"{"a": "blah", ".priority": "priority"}"#)
        let result = view(try Self.q.limited(toLast: 2, method: "l"), of: data)
        #expect(try canonicalJSON(result.exportValue) == #"{"a":"blah"}"#)
        let first = view(try Self.q.limited(toFirst: 2, method: "l"), of: data)
        #expect(try canonicalJSON(first.exportValue) == #"{"a":"blah"}"#)
    }

    static let windows: [(query: String, expected: [String])] = [
        ("first2", ["f", "g"]), ("last2", ["d", "e"]), ("first100", ["f", "g", "a", "b", "c", "d", "e"]),
        ("startAt2.first2", ["b", "c"]), ("startAt2.last2", ["d", "e"]),
        ("endAt2.last2", ["b", "c"]), ("endAt2.first2", ["f", "g"]),
        ("startAt2.endAt2.last1", ["c"]), ("startAfter1.endBefore3.first5", ["b", "c"]),
        // Strings sort after every number, so a number start bound keeps string priorities.
        ("startAt9.first3", ["e"]),
    ]

    static func spec(_ name: String) throws -> QuerySpec {
        var spec = q
        for part in name.split(separator: ".") {
            switch part {
            case "first2": spec = try spec.limited(toFirst: 2, method: "l")
            case "first3": spec = try spec.limited(toFirst: 3, method: "l")
            case "first5": spec = try spec.limited(toFirst: 5, method: "l")
            case "first100": spec = try spec.limited(toFirst: 100, method: "l")
            case "last1": spec = try spec.limited(toLast: 1, method: "l")
            case "last2": spec = try spec.limited(toLast: 2, method: "l")
            case "startAt2": spec = try spec.starting(at: 2, key: nil, method: "s")
            case "startAt9": spec = try spec.starting(at: 9, key: nil, method: "s")
            case "startAfter1": spec = try spec.starting(after: 1, key: nil, method: "s")
            case "endAt2": spec = try spec.ending(at: 2, key: nil, method: "e")
            case "endBefore3": spec = try spec.ending(before: 3, key: nil, method: "e")
            default: throw ValidationError("unknown query part \(part)")
            }
        }
        return spec
    }

    @Test(arguments: windows)
    func theRangeComesFirstThenTheLimit(query: String, expected: [String]) throws {
        let data = try node(RangeQueryTests.prioritized)
        #expect(keys(view(try Self.spec(query), of: data)) == expected)
    }

    // MARK: Model check: limit = range then first/last n, on small and large (indexed) data

    static func randomData(_ rng: inout SplitMix64, count: Int) -> Node {
        var data = Node.empty
        for i in 0..<count {
            let key = ChildKey(["k\(i)", "\(i)", "0\(i)", "\u{E9}\(i)"][i % 4])
            let v: LeafValue
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: v = .bool(Bool.random(using: &rng))
            case 1, 2: v = .number(Double(Int.random(in: 0...6, using: &rng)))
            default: v = .string(["a", "b", "c"].randomElement(using: &rng)!)
            }
            let priority: LeafValue? = [nil, .number(Double(Int.random(in: 0...3, using: &rng))), .string("p")]
                .randomElement(using: &rng)!
            let child = Int.random(in: 0..<4, using: &rng) == 0
                ? Node.empty.updatingImmediateChild("score", .leaf(v)).updatingPriority(priority)
                : Node.leaf(v, priority: priority)
            data = data.updatingImmediateChild(key, child)
        }
        return data
    }

    static func randomBound(_ rng: inout SplitMix64, _ index: Index) -> Any? {
        switch index {
        case .key: return ["k1", "2", "10", "\u{E9}", "05"].randomElement(using: &rng)!
        case .priority: return [nil, 1, 2.5, "p"].randomElement(using: &rng)!
        default: return [nil, 2, 4, "b", true, false].randomElement(using: &rng)!
        }
    }

    static func randomQuery(_ rng: inout SplitMix64) throws -> QuerySpec {
        let index = [Index.priority, .key, .value, .child("score")].randomElement(using: &rng)!
        var spec = try q.ordered(by: index, method: "o")
        let key: String? = index == .key ? nil : [nil, "k3", "5"].randomElement(using: &rng)!
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: spec = try spec.starting(at: randomBound(&rng, index), key: key, method: "s")
        case 1: spec = try spec.starting(after: randomBound(&rng, index), key: key, method: "s")
        default: break
        }
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: spec = try spec.ending(at: randomBound(&rng, index), key: key, method: "e")
        case 1: spec = try spec.ending(before: randomBound(&rng, index), key: key, method: "e")
        default: break
        }
        return spec
    }

    @Test func limitWindowsAreTheEndsOfTheRange() throws {
        var rng = SplitMix64(seed: 2024)
        var checked = 0, nonEmpty = 0
        for round in 0..<300 {
            let data = Self.randomData(&rng, count: Int.random(in: 0...30, using: &rng))
            let ranged = try Self.randomQuery(&rng)
            let n = Int.random(in: 1...6, using: &rng)
            let first = try ranged.limited(toFirst: n, method: "l"), last = try ranged.limited(toLast: n, method: "l")
            let index = ranged.index
            let range = keys(view(ranged, of: data), index)
            // Small data path, and the large path (window built from the anchor on indexed data).
            for input in [data, data.withIndex(index)] {
                #expect(keys(view(first, of: input), index) == Array(range.prefix(n)), "round \(round): \(first)")
                #expect(keys(view(last, of: input), index) == Array(range.suffix(n)), "round \(round): \(last)")
            }
            checked += 1
            if !range.isEmpty { nonEmpty += 1 }
        }
        #expect(checked == 300 && nonEmpty > 100)
    }

    @Test func rangeFilterMatchesThePostModel() throws {
        // An independent reading of §4.1 and §0.1: compare (indexValue, key) with the bound.
        var rng = SplitMix64(seed: 99)
        var included = 0, excluded = 0
        for _ in 0..<300 {
            let data = Self.randomData(&rng, count: 12)
            let spec = try Self.randomQuery(&rng)
            let result = view(spec, of: data)
            data.forEachChild { child in
                let want = Self.modelMatches(child, spec)
                #expect(result.hasChild(child.name) == want, "\(spec) on \(child.name): \(child.node.exportValue)")
                if want { included += 1 } else { excluded += 1 }
            }
        }
        #expect(included > 300 && excluded > 300)
    }

    static func modelMatches(_ child: NamedNode, _ spec: QuerySpec) -> Bool {
        let index = spec.index
        func typeName(_ node: Node) -> String? {
            switch node {
            case .empty: return nil
            case .leaf(let l): return l.value.typeName
            case .children: return "object"
            }
        }
        func side(_ bound: QuerySpec.Bound?, isStart: Bool) -> Bool {
            guard let bound else { return true }
            if case .key = index {
                guard case .string(let s)? = bound.value.leafValue else { return false }
                let c = ChildKey.compare(child.name, ChildKey(s))
                return isStart ? (bound.inclusive ? c >= 0 : c > 0) : (bound.inclusive ? c <= 0 : c < 0)
            }
            let value: Node
            switch index {
            case .priority: value = child.node.priority.map { .leaf($0) } ?? .empty
            case .child(let path): value = child.node.child(path).strippingPriority
            default: value = child.node.strippingPriority
            }
            // Typed bounds on value/child indexes (§0.1): same JSON type as a non-null bound.
            if index != .priority, !bound.value.isEmpty, typeName(value) != typeName(bound.value) { return false }
            var c = Node.compareValues(value, bound.value)
            if c == 0 {
                // Equal values: an explicit key decides; without one startAt/endAt include all,
                // startAfter/endBefore exclude all.
                guard let name = bound.name, !name.isSentinel else { return bound.inclusive }
                c = ChildKey.compare(child.name, name)
                if c == 0 { return bound.inclusive }
            }
            return isStart ? c > 0 : c < 0
        }
        return side(spec.start, isStart: true) && side(spec.end, isStart: false)
    }
}
