import Foundation
import Testing
@testable import WilddogEngine

/// The SDK's rejections of invalid query combinations, with messages, SEMANTICS.md §3.3, §4.2.
@Suite struct QueryValidationTests {
    static let q = QuerySpec.default

    static func message(_ build: () throws -> QuerySpec) -> String? { validationMessage(build) }

    // MARK: orderBy

    @Test func onlyOneOrderByPerQuery() throws {
        let combos: [(Index, Index)] = [(.key, .value), (.value, .key), (.priority, .key), (.child("a"), .child("b")), (.priority, .priority)]
        for (first, second) in combos {
            let once = try Self.q.ordered(by: first, method: "orderBy1")
            #expect(Self.message { try once.ordered(by: second, method: "queryOrderedByKey") }
                == "queryOrderedByKey: You can't combine multiple orderBy calls.")
            #expect(Self.message { try once.ordered(byChild: "x", method: "queryOrderedByChild:") }
                == "queryOrderedByChild:: You can't combine multiple orderBy calls.")
        }
    }

    static let orderByChildTable: [(path: String, error: String?)] = [
        ("score", nil), ("dimensions/height", nil), ("/a//b/", nil), ("\u{E9}", nil),
        ("$key", "queryOrderedByChild: \"$key\" is invalid.  Use queryOrderedByKey instead."),
        ("$priority", "queryOrderedByChild: \"$priority\" is invalid.  Use queryOrderedByPriority instead."),
        ("$value", "queryOrderedByChild: \"$value\" is invalid.  Use queryOrderedByValue instead."),
        ("/", "queryOrderedByChild: cannot pass in empty path.  Use queryOrderedByValue instead."),
        ("//", "queryOrderedByChild: cannot pass in empty path.  Use queryOrderedByValue instead."),
        ("", pathMessage("")), ("$other", pathMessage("$other")), ("a.b", pathMessage("a.b")), ("a#", pathMessage("a#")),
        ("a[0]", pathMessage("a[0]")), ("a/]", pathMessage("a/]")), ("a\u{1}", pathMessage("a\u{1}")), ("a/$key", pathMessage("a/$key")),
    ]

    static func pathMessage(_ path: String) -> String {
        "queryOrderedByChild failed: path argument was an invalid path = \"\(path)\". Paths must be non-empty strings "
            + "and can't contain \".\", \"#\", \"$\", \"[\", or \"]\" or control characters."
    }

    @Test(arguments: orderByChildTable)
    func orderByChildChecksItsPath(path: String, error: String?) throws {
        let method = "queryOrderedByChild"
        #expect(Self.message { try Self.q.ordered(byChild: path, method: method) } == error)
        if error == nil {
            #expect(try Self.q.ordered(byChild: path, method: method).index == .child(Path(path)))
        }
    }

    // MARK: Bounds set twice

    static let startTwice = "m: Starting point was already set (by another call to queryStartingAtValue, "
        + "queryStartingAfterValue or queryEqualToValue)."
    static let endTwice = "m: Ending point was already set (by another call to queryEndingAtValue, "
        + "queryEndingBeforeValue or queryEqualToValue)."

    @Test func onlyOneStartAndOneEnd() throws {
        let started = [try Self.q.starting(at: 1, key: nil, method: "s"), try Self.q.starting(after: 1, key: nil, method: "s"),
                       try Self.q.equal(to: 1, key: nil, method: "s")]
        for spec in started {
            #expect(Self.message { try spec.starting(at: 2, key: nil, method: "m") } == Self.startTwice)
            #expect(Self.message { try spec.starting(after: 2, key: nil, method: "m") } == Self.startTwice)
            #expect(Self.message { try spec.equal(to: 2, key: nil, method: "m") } == Self.startTwice)
        }
        let ended = [try Self.q.ending(at: 1, key: nil, method: "e"), try Self.q.ending(before: 1, key: nil, method: "e")]
        for spec in ended {
            #expect(Self.message { try spec.ending(at: 2, key: nil, method: "m") } == Self.endTwice)
            #expect(Self.message { try spec.ending(before: 2, key: nil, method: "m") } == Self.endTwice)
            #expect(Self.message { try spec.equal(to: 2, key: nil, method: "m") } == Self.endTwice)
            // A start bound is still free.
            #expect(Self.message { try spec.starting(at: 0, key: nil, method: "m") } == nil)
        }
        let equal = try Self.q.equal(to: 1, key: nil, method: "e")
        #expect(Self.message { try equal.ending(at: 2, key: nil, method: "m") } == Self.endTwice)
    }

    // MARK: Limits

    @Test(arguments: [0, -1, Int.min])
    func limitsMustBePositive(_ n: Int) {
        #expect(Self.message { try Self.q.limited(toFirst: n, method: "queryLimitedToFirst") }
            == "queryLimitedToFirst: First argument must be a positive integer.")
        #expect(Self.message { try Self.q.limited(toLast: n, method: "queryLimitedToLast") }
            == "queryLimitedToLast: First argument must be a positive integer.")
    }

    @Test func onlyOneLimit() throws {
        let message = "m: Limit was already set (by another call to queryLimitedToFirst or queryLimitedToLast)."
        for spec in [try Self.q.limited(toFirst: 1, method: "l"), try Self.q.limited(toLast: 1, method: "l")] {
            #expect(Self.message { try spec.limited(toFirst: 2, method: "m") } == message)
            #expect(Self.message { try spec.limited(toLast: 2, method: "m") } == message)
        }
        #expect(try Self.q.limited(toFirst: Int(Int32.max), method: "l").limit == Int(Int32.max))
    }

    // MARK: Bound values and keys

    private struct Opaque {}

    @Test func boundsMustBePrimitive() throws {
        let objectMessage = "m: First argument cannot be an object or an unsupported type; use a string, number, boolean or nil."
        let value = try Self.q.ordered(by: .value, method: "o")
        for bad in [["a": 1] as Any, [1, 2] as Any, Opaque() as Any] {
            #expect(Self.message { try value.starting(at: bad, key: nil, method: "m") } == objectMessage)
            #expect(Self.message { try value.starting(after: bad, key: nil, method: "m") } == objectMessage)
            #expect(Self.message { try value.ending(at: bad, key: nil, method: "m") } == objectMessage)
            #expect(Self.message { try value.ending(before: bad, key: nil, method: "m") } == objectMessage)
            #expect(Self.message { try value.equal(to: bad, key: nil, method: "m") } == objectMessage)
        }
        #expect(Self.message { try value.starting(at: [".sv": "timestamp"], key: nil, method: "m") }
            == "m: First argument cannot be a server value.")
        for d in [Double.nan, .infinity, -.infinity] {
            #expect(Self.message { try value.starting(at: d, key: nil, method: "m") }?.hasPrefix("m: First argument must be a finite number, not ") == true)
        }
        // null, booleans, numbers and strings are fine on a value index.
        for ok in [NSNull(), true, false, 0, -2.5, "", "s"] as [Any] {
            #expect(Self.message { try value.starting(at: ok, key: nil, method: "m") } == nil)
        }
        #expect(Self.message { try value.starting(at: nil, key: nil, method: "m") } == nil)
    }

    @Test(arguments: ["", "a.b", "a/b", "$", "[MIN_NAME]", "x\u{7F}"])
    func boundKeysMustBeValidKeys(_ key: String) {
        let message = "queryStartingAtValue:childKey: failed: childKey argument was an invalid key = \"\(key)\".  Wilddog keys "
            + "must be non-empty strings and can't contain \".\", \"#\", \"$\", \"/\", \"[\", or \"]\" or control characters."
        let method = "queryStartingAtValue:childKey:"
        #expect(Self.message { try Self.q.starting(at: 1, key: key, method: method) } == message)
        #expect(Self.message { try Self.q.ending(at: 1, key: key, method: method) } == message)
        #expect(Self.message { try Self.q.starting(after: 1, key: key, method: method) } == message)
        #expect(Self.message { try Self.q.ending(before: 1, key: key, method: method) } == message)
        #expect(Self.message { try Self.q.equal(to: 1, key: key, method: method) } == message)
    }

    // MARK: Index-specific rules

    static let keyIndexTooMany = "m: When ordering by key, you may only pass one argument to queryStartingAtValue, "
        + "queryEndingAtValue, or queryEqualToValue."
    static let keyIndexNotString = "m: When ordering by key, the argument passed to queryStartingAtValue, "
        + "queryEndingAtValue, or queryEqualToValue must be a string."

    @Test func keyIndexNeedsOneStringArgument() throws {
        let key = try Self.q.ordered(by: .key, method: "o")
        #expect(Self.message { try key.starting(at: "a", key: nil, method: "m") } == nil)
        #expect(Self.message { try key.starting(after: "a", key: nil, method: "m") } == nil)
        #expect(Self.message { try key.ending(before: "a", key: nil, method: "m") } == nil)
        #expect(Self.message { try key.equal(to: "10", key: nil, method: "m") } == nil)
        #expect(Self.message { try key.starting(at: "a", key: "b", method: "m") } == Self.keyIndexTooMany)
        #expect(Self.message { try key.ending(at: "a", key: "b", method: "m") } == Self.keyIndexTooMany)
        #expect(Self.message { try key.equal(to: "a", key: "b", method: "m") } == Self.keyIndexTooMany)
        #expect(Self.message { try key.starting(after: "a", key: "b", method: "m") } == Self.keyIndexTooMany)
        for bad in [1, true, NSNull()] as [Any] {
            #expect(Self.message { try key.starting(at: bad, key: nil, method: "m") } == Self.keyIndexNotString)
            #expect(Self.message { try key.ending(at: bad, key: nil, method: "m") } == Self.keyIndexNotString)
            #expect(Self.message { try key.equal(to: bad, key: nil, method: "m") } == Self.keyIndexNotString)
        }
        #expect(Self.message { try key.starting(at: nil, key: nil, method: "m") } == Self.keyIndexNotString)
    }

    @Test func keyIndexRulesApplyWhenOrderByComesLast() throws {
        // The check runs again on orderBy (js validateQueryEndpoints), with the orderBy's name.
        #expect(Self.message { try Self.q.starting(at: "a", key: "b", method: "s").ordered(by: .key, method: "m") }
            == Self.keyIndexTooMany)
        #expect(Self.message { try Self.q.starting(at: 1, key: nil, method: "s").ordered(by: .key, method: "m") }
            == Self.keyIndexNotString)
        #expect(Self.message { try Self.q.ending(at: "z", key: nil, method: "s").ordered(by: .key, method: "m") } == nil)
        // JS: startAfter(v) on a non-key index carries MAX_NAME, which orderByKey then rejects.
        #expect(Self.message { try Self.q.starting(after: "a", key: nil, method: "s").ordered(by: .key, method: "m") }
            == Self.keyIndexTooMany)
    }

    @Test func priorityIndexRejectsBooleanBounds() throws {
        let message = "m: When ordering by priority, the first argument passed to queryStartingAtValue, queryEndingAtValue, "
            + "or queryEqualToValue must be a valid priority value (nil, a number, or a string)."
        for spec in [Self.q, try Self.q.ordered(by: .priority, method: "o")] {
            #expect(Self.message { try spec.starting(at: true, key: nil, method: "m") } == message)
            #expect(Self.message { try spec.ending(at: false, key: "a", method: "m") } == message)
            #expect(Self.message { try spec.equal(to: true, key: nil, method: "m") } == message)
            #expect(Self.message { try spec.starting(after: false, key: nil, method: "m") } == message)
            #expect(Self.message { try spec.ending(before: true, key: nil, method: "m") } == message)
            for ok in [NSNull(), 1, "a"] as [Any] {
                #expect(Self.message { try spec.starting(at: ok, key: "k", method: "m") } == nil)
            }
        }
        // Booleans are fine on value and child indexes (spec "Can create startAt, endAt, equalTo queries with bool").
        #expect(Self.message { try Self.q.ordered(byChild: "b", method: "o").equal(to: true, key: nil, method: "m") } == nil)
        #expect(Self.message { try Self.q.ordered(by: .value, method: "o").starting(at: false, key: "k", method: "m") } == nil)
    }
}
